import { useEffect, useMemo, useState } from 'react';
import { Alert, App, Button, Checkbox, Form, Input, InputNumber, Radio, Space, Spin, Steps, Tabs, Card } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SectionStatus, SETTLE_RATIO_FIELDS, type AdminSectionInput, type FileItem } from '@portal/domain';
import { StatusTag } from '../../components/projects/StatusTag';
import { createSection, getSection, sectionAction, updateSection, type SectionDetail } from '../api';
import { checkSection, EMPTY_FORM, formOf, MONEY_UNITS, STEPS, stepOf, type Step } from '../sectionForm';
import { AttachmentField, DictSelect, TimeField } from '../components/fields';
import { PageHead } from '../components/PageHead';
import { RichText } from '../components/RichText';
import { SectorTable } from '../components/SectorTable';
import styles from '../admin.module.css';

/** Three inputs side by side for the zh, en and lo variants of a text field. */
function LangFields({ name, label, disabled, textarea }: { name: string; label: string; disabled: boolean; textarea?: boolean }) {
  const { t } = useTranslation();
  return (
    <div className={styles.langGrid}>
      {(['', 'En', 'Lo'] as const).map((suffix, i) => (
        <Form.Item key={suffix} name={name + suffix} label={t('admin.editor.inLang', { label, lang: t(`admin.editor.lang.${['zh', 'en', 'lo'][i]}`) })}>
          {textarea ? <Input.TextArea rows={3} disabled={disabled} /> : <Input disabled={disabled} />}
        </Form.Item>
      ))}
    </div>
  );
}

/** A 0/1 flag shown as a checkbox. */
function Flag({ name, label, disabled }: { name: string; label: string; disabled: boolean }) {
  return (
    <Form.Item name={name} valuePropName="checked" getValueProps={(v) => ({ checked: v === 1 })} normalize={(v: boolean) => (v ? 1 : 0)} style={{ marginBottom: 8 }}>
      <Checkbox disabled={disabled}>{label}</Checkbox>
    </Form.Item>
  );
}

/**
 * The section editor (DESIGN.md §6): a draft in six steps — basics; items with their detail rows; money,
 * receiving accounts and settlement; qualification; times; notes in a rich-text editor. Each step is
 * checked with the shared schema before moving on, the whole form before saving. Once published the
 * section is shown read-only.
 */
export default function SectionEditor() {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const navigate = useNavigate();
  const params = useParams();
  const sectionId = params.id ? Number(params.id) : undefined;
  const [form] = Form.useForm();
  const [step, setStep] = useState(0);
  const [detail, setDetail] = useState<SectionDetail>();
  const [loading, setLoading] = useState(Boolean(sectionId));
  const [saving, setSaving] = useState(false);
  const biddingType = Form.useWatch('biddingType', { form, preserve: true });
  const settleMethod = Form.useWatch('settleMethod', { form, preserve: true });
  const commitFile = Form.useWatch('isBiddingCommitFile', { form, preserve: true });
  const otherQualification = Form.useWatch('isQualificationOther', { form, preserve: true });
  const ratios = Form.useWatch((values: Record<string, unknown>) => Object.fromEntries(SETTLE_RATIO_FIELDS.map((f) => [f, values[f]])), { form, preserve: true }) as Record<string, unknown> | undefined;

  // The bid file is a tender stage (adminSectionSchema refuses it on an inquiry): switching to inquiry drops it.
  useEffect(() => {
    if (biddingType === 1 && commitFile === 1) form.setFieldValue('isBiddingCommitFile', 0);
  }, [biddingType, commitFile, form]);

  useEffect(() => {
    if (!sectionId) {
      form.setFieldsValue(EMPTY_FORM);
      return;
    }
    let live = true;
    getSection(sectionId)
      .then(
        (d) => {
          if (!live) return;
          setDetail(d);
          form.setFieldsValue(formOf(d));
        },
        () => undefined,
      )
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, [sectionId, form]);

  const readOnly = detail !== undefined && detail.sectionStauts !== SectionStatus.draft;
  const message_ = (key: string) => (t(`messages.${key}`, { defaultValue: '' }) as string) || t('messages.invalidParam');

  /** Checks the form with the shared schema; marks the problems of the given steps (all when none given). */
  function check(only?: Step[]) {
    const parsed = checkSection(form.getFieldsValue(true));
    if (parsed.success) return { data: parsed.data, problem: undefined, marks: [] };
    const issues = parsed.error.issues.filter((i) => !only || only.includes(stepOf(i.path[0])));
    const marks = issues.map((i) => ({ name: i.path as (string | number)[], errors: [message_(i.message)] }));
    form.setFields(marks);
    return { data: undefined, problem: issues[0], marks };
  }

  // Fields of a step that is not shown are not mounted and lose their marks: marks are set again once the
  // step of the first problem is open.
  const [pendingMarks, setPendingMarks] = useState<{ name: (string | number)[]; errors: string[] }[]>();
  useEffect(() => {
    if (!pendingMarks) return;
    form.setFields(pendingMarks);
    setPendingMarks(undefined);
  }, [pendingMarks, step, form]);

  /** An edit clears the marks of the last check; the next check marks what is still wrong. */
  function clearErrors() {
    const marked = form.getFieldsError().filter((f) => f.errors.length > 0);
    if (marked.length) form.setFields(marked.map((f) => ({ name: f.name, errors: [] })));
  }

  function next() {
    const { problem } = check([STEPS[step]]);
    if (problem) {
      message.warning(message_(problem.message));
      return;
    }
    setStep((s) => Math.min(s + 1, STEPS.length - 1));
  }

  async function save(): Promise<number | undefined> {
    const { data, problem, marks } = check();
    if (!data) {
      if (problem) {
        setStep(STEPS.indexOf(stepOf(problem.path[0])));
        setPendingMarks(marks);
        message.warning(message_(problem.message));
      }
      return undefined;
    }
    setSaving(true);
    try {
      if (sectionId) {
        await updateSection(sectionId, data as AdminSectionInput);
        message.success(t('admin.editor.saved'));
        return sectionId;
      }
      const id = await createSection(data as AdminSectionInput);
      message.success(t('admin.editor.saved'));
      navigate(`/admin/sections/${id}`, { replace: true });
      return id;
    } catch {
      return undefined;
    } finally {
      setSaving(false);
    }
  }

  function saveAndPublish() {
    const name = (form.getFieldValue('sectionName') as string) ?? '';
    modal.confirm({
      title: t('admin.list.confirmTitle'),
      content: t('admin.list.confirm.publish', { name }),
      okText: t('admin.list.publish'),
      cancelText: t('admin.action.cancel'),
      onOk: async () => {
        const id = await save();
        if (!id) return;
        await sectionAction(id, 'publish');
        message.success(t('admin.done'));
        navigate('/admin/sections');
      },
    });
  }

  const stages = Form.useWatch('settleMethodsList', { form, preserve: true }) as { percentage?: unknown }[] | undefined;
  const stageTotal = useMemo(() => Math.round((stages ?? []).reduce((sum, m) => sum + (Number(m?.percentage) || 0) * 100, 0)) / 100, [stages]);
  const ratioTotal = useMemo(
    () => SETTLE_RATIO_FIELDS.reduce((sum, f) => sum + (Number(ratios?.[f]) || 0), 0),
    [ratios],
  );

  const known = (files?: FileItem[]) => files ?? [];
  const current = STEPS[step];
  const l = (key: string) => t(`admin.editor.${key}`);

  if (loading) return <Spin />;

  return (
    <div>
      <PageHead
        title={
          <Space>
            {sectionId ? l('editTitle') : l('newTitle')}
            {detail && <StatusTag biddingType={detail.biddingType} status={detail.sectionStauts} />}
          </Space>
        }
        extra={<Button onClick={() => navigate('/admin/sections')}>{t('admin.action.back')}</Button>}
      />
      {readOnly && <Alert type="info" showIcon title={l('readOnly')} style={{ marginBottom: 16 }} />}
      <Steps current={step} onChange={(s) => (s < step || readOnly ? setStep(s) : next())} items={STEPS.map((s) => ({ title: l(`steps.${s}`) }))} />
      <Form form={form} layout="vertical" className={styles.stepBody} disabled={readOnly} preserve onValuesChange={clearErrors}>
        {current === 'basics' && (
          <>
            <LangFields name="sectionName" label={l('sectionName')} disabled={readOnly} />
            <div className={styles.threeCols}>
              <Form.Item name="biddingType" label={l('biddingType')}>
                <Radio.Group options={[0, 1].map((v) => ({ value: v, label: t(`admin.biddingType.${v}`) }))} optionType="button" />
              </Form.Item>
              <Form.Item name="projectType" label={l('projectType')}>
                <DictSelect type="sys_section_type" numeric />
              </Form.Item>
              <Form.Item name="biddingMethod" label={l('biddingMethod')}>
                <DictSelect type="sys_bidding_method" allowClear />
              </Form.Item>
              <Form.Item name="successfulBidderMethod" label={l('successfulBidderMethod')}>
                <Radio.Group options={[2, 1].map((v) => ({ value: v, label: l(`bidderMethod.${v}`) }))} />
              </Form.Item>
              <Form.Item name="quotationMethod" label={l('quotationMethod')}>
                <Radio.Group options={[0, 1].map((v) => ({ value: v, label: l(`quotationMethods.${v}`) }))} />
              </Form.Item>
              <div>
                <Flag name="isTax" label={l('isTax')} disabled={readOnly} />
                <Flag name="showRanking" label={l('showRanking')} disabled={readOnly} />
              </div>
            </div>
            <Alert type="info" showIcon style={{ marginBottom: 12 }} title={l('overtime.help')} />
            <div className={styles.threeCols}>
              <Form.Item name="overtimeWindowMinutes" label={l('overtime.window')}>
                <InputNumber min={1} max={60} precision={0} style={{ width: '100%' }} suffix={l('overtime.minutes')} disabled={readOnly} />
              </Form.Item>
              <Form.Item name="overtimeExtendMinutes" label={l('overtime.extend')}>
                <InputNumber min={1} max={60} precision={0} style={{ width: '100%' }} suffix={l('overtime.minutes')} disabled={readOnly} />
              </Form.Item>
              <Form.Item name="overtimeMaxMinutes" label={l('overtime.max')}>
                <InputNumber min={1} max={1440} precision={0} style={{ width: '100%' }} suffix={l('overtime.minutes')} disabled={readOnly} />
              </Form.Item>
            </div>
            <LangFields name="organization" label={l('organization')} disabled={readOnly} />
            <div className={styles.twoCols}>
              <Form.Item name="businessContacts" label={l('businessContacts')}>
                <Input />
              </Form.Item>
              <Form.Item name="businessPhoneNumber" label={l('businessPhoneNumber')}>
                <Input />
              </Form.Item>
              <Form.Item name="technicalContacts" label={l('technicalContacts')}>
                <Input />
              </Form.Item>
              <Form.Item name="technicalPhoneNumber" label={l('technicalPhoneNumber')}>
                <Input />
              </Form.Item>
            </div>
            <Form.Item name="fileIds" label={l('files')}>
              <AttachmentField known={known(detail?.fileList)} disabled={readOnly} />
            </Form.Item>
          </>
        )}

        {current === 'items' && (
          <>
            <SectorTable disabled={readOnly} />
            <Form.Item name="sectorFileIds" label={l('sectorFiles')} style={{ marginTop: 24 }}>
              <AttachmentField known={known(detail?.sectorFileList)} disabled={readOnly} />
            </Form.Item>
          </>
        )}

        {current === 'money' && (
          <>
            <div className={styles.threeCols}>
              <Form.Item name="projectPrice" label={l('money.projectPrice')}>
                <Input inputMode="decimal" />
              </Form.Item>
              <Form.Item name="securityDeposit" label={l('money.securityDeposit')}>
                <Input inputMode="decimal" />
              </Form.Item>
              <Form.Item name="documentsAmount" label={l('money.documentsAmount')}>
                <Input inputMode="decimal" />
              </Form.Item>
              <Form.Item name="currency" label={l('money.currency')}>
                <DictSelect
                  type="sys_currency"
                  onChange={(v) => {
                    const units = MONEY_UNITS[String(v)];
                    form.setFieldsValue({ currency: v, ...(units ? { moneyUnit: units[0], moneyUnitEn: units[1], moneyUnitLo: units[2] } : {}) });
                  }}
                />
              </Form.Item>
            </div>
            <h3>{l('money.accounts')}</h3>
            <Form.List name="receivingAccountList">
              {(fields, { add, remove }) => (
                <>
                  {fields.map((field) => (
                    <Card
                      key={field.key}
                      size="small"
                      style={{ marginBottom: 12 }}
                      extra={!readOnly && <Button type="text" danger icon={<DeleteOutlined />} aria-label={t('admin.action.remove')} onClick={() => remove(field.name)} />}
                    >
                      <div className={styles.threeCols}>
                        <Form.Item name={[field.name, 'type']} label={l('money.accountType')}>
                          <DictSelect type="sys_receiving_account_type" />
                        </Form.Item>
                        <Form.Item name={[field.name, 'money']} label={l('money.amount')}>
                          <Input inputMode="decimal" />
                        </Form.Item>
                        <Form.Item name={[field.name, 'currency']} label={l('money.currency')}>
                          <DictSelect type="sys_currency" />
                        </Form.Item>
                        <Form.Item name={[field.name, 'bankAccountName']} label={l('money.bankAccountName')}>
                          <Input />
                        </Form.Item>
                        <Form.Item name={[field.name, 'bankAccount']} label={l('money.bankAccount')}>
                          <Input />
                        </Form.Item>
                        <Form.Item name={[field.name, 'openAccountBank']} label={l('money.openAccountBank')}>
                          <Input />
                        </Form.Item>
                        <Form.Item name={[field.name, 'paymentDeadline']} label={l('money.paymentDeadline')}>
                          <TimeField />
                        </Form.Item>
                      </div>
                    </Card>
                  ))}
                  {!readOnly && (
                    <Button type="dashed" icon={<PlusOutlined />} onClick={() => add({ type: '1', currency: form.getFieldValue('currency') ?? 'CNY' })}>
                      {l('money.addAccount')}
                    </Button>
                  )}
                </>
              )}
            </Form.List>
            <h3 style={{ marginTop: 24 }}>{l('money.settleMethod')}</h3>
            <Form.Item name="settleMethod">
              <DictSelect type="sys_settle_method" numeric allowClear />
            </Form.Item>
            {settleMethod === 2 && (
              <>
                <div style={{ marginBottom: 8 }}>
                  {l('money.ratios')} · <strong style={{ color: ratioTotal === 100 ? '#389e0d' : '#cf1322' }}>{t('admin.editor.money.ratioTotal', { total: ratioTotal })}</strong>
                </div>
                <div className={styles.threeCols}>
                  {SETTLE_RATIO_FIELDS.map((f) => (
                    <Form.Item key={f} name={f} label={l(`money.${f}`)}>
                      <InputNumber min={0} max={100} precision={2} style={{ width: '100%' }} stringMode />
                    </Form.Item>
                  ))}
                </div>
              </>
            )}
            <h3 style={{ marginTop: 24 }}>{l('money.stages')}</h3>
            <p style={{ color: '#595959', marginTop: 0 }}>{l('money.stagesIntro')}</p>
            <Form.List name="settleMethodsList">
              {(fields, { add, remove }, { errors }) => (
                <>
                  {fields.map((field) => (
                    <div key={field.key} className={styles.stageRow} data-testid="settle-stage">
                      {(['', 'En', 'Lo'] as const).map((suffix, i) => (
                        <Form.Item key={suffix} name={[field.name, `type${suffix}`]} label={field.name === 0 ? t('admin.editor.inLang', { label: l('money.stageType'), lang: t(`admin.editor.lang.${['zh', 'en', 'lo'][i]}`) }) : undefined}>
                          <Input aria-label={t('admin.editor.inLang', { label: l('money.stageType'), lang: t(`admin.editor.lang.${['zh', 'en', 'lo'][i]}`) })} />
                        </Form.Item>
                      ))}
                      <Form.Item name={[field.name, 'percentage']} label={field.name === 0 ? l('money.stagePercentage') : undefined}>
                        <InputNumber min={0} max={100} precision={2} stringMode suffix="%" style={{ width: '100%' }} aria-label={l('money.stagePercentage')} />
                      </Form.Item>
                      <Form.Item label={field.name === 0 ? ' ' : undefined}>
                        {!readOnly && <Button type="text" danger icon={<DeleteOutlined />} aria-label={t('admin.action.remove')} onClick={() => remove(field.name)} />}
                      </Form.Item>
                    </div>
                  ))}
                  {fields.length > 0 && (
                    <div style={{ marginBottom: 8 }}>
                      <strong style={{ color: settleMethod !== 2 || stageTotal === 100 ? '#389e0d' : '#cf1322' }}>{t('admin.editor.money.ratioTotal', { total: stageTotal })}</strong>
                    </div>
                  )}
                  <Form.Item>
                    {!readOnly && (
                      <Button type="dashed" icon={<PlusOutlined />} onClick={() => add({ type: '', typeEn: '', typeLo: '', percentage: null })}>
                        {l('money.addStage')}
                      </Button>
                    )}
                    <Form.ErrorList errors={errors} />
                  </Form.Item>
                </>
              )}
            </Form.List>
          </>
        )}

        {current === 'qualification' && (
          <>
            <p style={{ color: '#595959' }}>{l('qualification.intro')}</p>
            {['isQualificationTec', 'isQualificationBusinessLicense', 'isQualificationAchievement', 'isQualificationAgencyLicense', 'isQualificationOther'].map((f) => (
              <Flag key={f} name={f} label={l(`qualification.${f}`)} disabled={readOnly} />
            ))}
            {otherQualification === 1 && <LangFields name="qualificationOtherDescribe" label={l('qualification.otherDescribe')} disabled={readOnly} textarea />}
            <div style={{ marginTop: 16 }}>
              {biddingType !== 1 && <Flag name="isBiddingCommitFile" label={l('qualification.isBiddingCommitFile')} disabled={readOnly} />}
              <Flag name="isQualificationQuotes" label={l('qualification.isQualificationQuotes')} disabled={readOnly} />
            </div>
          </>
        )}

        {current === 'times' && (
          <>
            <Alert type="info" showIcon title={l('times.intro')} style={{ marginBottom: 16 }} />
            <div className={styles.twoCols}>
              {biddingType !== 1 && (
                <>
                  <Form.Item name="signupStartTime" label={l('times.signupStartTime')}>
                    <TimeField />
                  </Form.Item>
                  <Form.Item name="signupEndTime" label={l('times.signupEndTime')}>
                    <TimeField />
                  </Form.Item>
                </>
              )}
              <Form.Item name="startTime" label={l('times.startTime')}>
                <TimeField />
              </Form.Item>
              <Form.Item name="entTime" label={l('times.entTime')}>
                <TimeField />
              </Form.Item>
              {biddingType !== 1 && commitFile === 1 && (
                <>
                  <Form.Item name="bidFileStartTime" label={l('times.bidFileStartTime')}>
                    <TimeField />
                  </Form.Item>
                  <Form.Item name="bidFileEndTime" label={l('times.bidFileEndTime')}>
                    <TimeField />
                  </Form.Item>
                </>
              )}
              <Form.Item name="bidOpeningTime" label={l('times.bidOpeningTime')}>
                <TimeField />
              </Form.Item>
              <Form.Item name="contractPeriodDays" label={l('times.contractPeriodDays')}>
                <InputNumber min={0} max={36500} precision={0} style={{ width: '100%' }} />
              </Form.Item>
            </div>
          </>
        )}

        {current === 'notes' && (
          <>
            <p style={{ color: '#595959' }}>{l('notes.intro')}</p>
            <Tabs
              items={(['zh', 'en', 'lo'] as const).map((lang) => {
                const name = `projectNotes${lang === 'zh' ? '' : lang === 'en' ? 'En' : 'Lo'}`;
                return {
                  key: lang,
                  label: l(`lang.${lang}`),
                  forceRender: true,
                  children: (
                    <Form.Item name={name} noStyle>
                      <RichText label={`${l('steps.notes')} (${l(`lang.${lang}`)})`} />
                    </Form.Item>
                  ),
                };
              })}
            />
          </>
        )}
      </Form>
      <div className={styles.stepActions}>
        <Button disabled={step === 0} onClick={() => setStep((s) => s - 1)}>
          {l('previous')}
        </Button>
        <Space>
          {!readOnly && (
            <Button loading={saving} onClick={() => void save()}>
              {l('saveDraft')}
            </Button>
          )}
          {step < STEPS.length - 1 ? (
            <Button type="primary" onClick={readOnly ? () => setStep((s) => s + 1) : next}>
              {l('next')}
            </Button>
          ) : (
            !readOnly && (
              <Button type="primary" loading={saving} onClick={saveAndPublish}>
                {l('publish')}
              </Button>
            )
          )}
        </Space>
      </div>
    </div>
  );
}
