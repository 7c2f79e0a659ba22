import { useEffect, useMemo, useRef, useState } from 'react';
import { Alert, Button, Checkbox, Form, Input, InputNumber, Radio, Space, Spin, Steps, Tabs, Card } from 'antd';
import { useFeedback } from '../../feedback/feedback';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SETTLE_RATIO_FIELDS, type AdminSectionInput, type FileItem } from '@portal/domain';
import { StatusTag } from '../../components/projects/StatusTag';
import { formatList } from '../../format';
import { createSection, getSection, sectionAction, updateSection, type SectionDetail } from '../../api/staffSections';
import { checkSection, EMPTY_FORM, formOf, missingForPublish, MONEY_UNITS, requiredForPublish, STEPS, stepOf, type MissingField, type Step } from '../sectionForm';
import { AttachmentField, DictSelect, TimeField } from '../components/fields';
import { PageHead } from '../components/PageHead';
import { RichText } from '../components/RichText';
import { SectorTable } from '../components/SectorTable';
import styles from '../admin.module.css';

/** Three inputs side by side for the zh, en and lo variants of a text field; `required`: the Chinese one is needed to publish. */
function LangFields({ name, label, disabled, textarea, required }: { name: string; label: string; disabled: boolean; textarea?: boolean; required?: boolean }) {
  const { t } = useTranslation();
  return (
    <div className={styles.langGrid}>
      {(['', 'En', 'Lo'] as const).map((suffix, i) => (
        <Form.Item key={suffix} name={name + suffix} required={required && suffix === ''} label={t('admin.editor.inLang', { label, lang: t(`admin.editor.lang.${['zh', 'en', 'lo'][i]}`) })}>
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
 * receiving accounts and settlement; qualification; times; notes in a rich-text editor. The fields needed to
 * publish are marked. Next checks the step (the shared schema, and what publishing needs of that step) and
 * marks its problems; saving checks the whole form. A draft may be saved while it still lacks what publishing
 * needs, and is then told what is missing, step by step (docs/decisions/admin-ui.md); publishing checks all
 * first. Once published the section is shown read-only.
 */
export default function SectionEditor() {
  const { t, i18n } = useTranslation();
  const { message, modal } = useFeedback();
  const navigate = useNavigate();
  const params = useParams();
  const sectionId = params.id ? Number(params.id) : undefined;
  const [form] = Form.useForm();
  const [step, setStep] = useState(0);
  // Next and Previous move the focus to the step they open (Previous is disabled on the first step and Next
  // gives way to Publish on the last: left on them, the focus would be lost).
  const stepContent = useRef<HTMLDivElement>(null);
  const [focusStep, setFocusStep] = useState(false);
  const goToStep = (next: number) => {
    setStep(next);
    setFocusStep(true);
  };
  useEffect(() => {
    if (!focusStep) return;
    setFocusStep(false);
    stepContent.current?.focus();
  }, [focusStep]);
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

  // The server says whether the caller may still edit the section (a published one is read-only).
  const readOnly = detail !== undefined && !detail.actions.includes('edit');
  const message_ = (key: string) => (t(`messages.${key}`, { defaultValue: '' }) as string) || t('messages.invalidParam');
  const required = requiredForPublish({ biddingType, isBiddingCommitFile: commitFile, isQualificationOther: otherQualification });
  // What publishing still needs, kept current as the user types; listed once a save or a Next has found some.
  const missingJson = Form.useWatch((values: Record<string, unknown>) => JSON.stringify(missingForPublish(values)), { form, preserve: true }) as string | undefined;
  const missing = useMemo(() => (missingJson ? (JSON.parse(missingJson) as MissingField[]) : []), [missingJson]);
  const [showMissing, setShowMissing] = useState(false);
  /** The sentence that asks for one missing thing, e.g. "Enter Project name (Chinese)". */
  const missingText = (m: MissingField) => {
    const label = m.zh ? t('admin.editor.inLang', { label: t(`admin.editor.${m.label}`), lang: t('admin.editor.lang.zh') }) : t(`admin.editor.${m.label}`);
    return t(`admin.editor.required.${m.message}`, { label });
  };

  type Mark = { name: (string | number)[]; errors: string[] };
  /**
   * Checks the form with the shared schema and, with `forPublish`, against what publishing needs; marks the
   * problems of the given steps (all when none given). `problem` is the first one's message and step.
   */
  function check(only?: Step[], forPublish = false) {
    const parsed = checkSection(form.getFieldsValue(true));
    const issues = parsed.success ? [] : parsed.error.issues.filter((i) => !only || only.includes(stepOf(i.path[0])));
    const lacking = forPublish ? missingForPublish(form.getFieldsValue(true)).filter((m) => !only || only.includes(m.step)) : [];
    const marks: Mark[] = [
      ...issues.map((i) => ({ name: i.path as (string | number)[], errors: [message_(i.message)] })),
      ...lacking.map((m) => ({ name: [m.name], errors: [missingText(m)] })),
    ];
    form.setFields(marks);
    const problem = issues[0]
      ? { text: message_(issues[0].message), step: stepOf(issues[0].path[0]) }
      : lacking[0]
        ? { text: missingText(lacking[0]), step: lacking[0].step }
        : undefined;
    return { data: parsed.success ? parsed.data : undefined, problem, marks, lacking };
  }

  /** Opens the step of a problem, marks its fields once they are shown and says what is wrong. */
  function showProblem(problem: { text: string; step: Step }, marks: Mark[]) {
    setStep(STEPS.indexOf(problem.step));
    setPendingMarks(marks);
    message.warning(problem.text);
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

  /** Next: the step must be well formed and have what publishing needs of it; its problems are marked. */
  function next() {
    const { problem, lacking, marks } = check([STEPS[step]], true);
    if (lacking.length) setShowMissing(true);
    if (problem) {
      message.warning(problem.text);
      // The keyboard is taken to the first field marked.
      if (marks[0]) form.focusField(marks[0].name);
      return;
    }
    goToStep(Math.min(step + 1, STEPS.length - 1));
  }

  /**
   * Saves the draft. Values the schema refuses are never saved: their step opens with them marked. A draft
   * that only lacks what publishing needs is saved, and the user is told what is still missing.
   */
  async function save(): Promise<number | undefined> {
    const { data, problem, marks } = check();
    if (!data) {
      if (problem) showProblem(problem, marks);
      return undefined;
    }
    setSaving(true);
    try {
      const lacking = missingForPublish(form.getFieldsValue(true));
      const id = sectionId ?? (await createSection(data as AdminSectionInput));
      if (sectionId) await updateSection(sectionId, data as AdminSectionInput);
      if (lacking.length) {
        setShowMissing(true);
        message.warning({ content: t('admin.editor.savedMissing', { count: lacking.length, list: formatList(lacking.map(missingText), i18n.language) }), duration: 8 });
      } else message.success(t('admin.editor.saved'));
      if (!sectionId) navigate(`/admin/sections/${id}`, { replace: true });
      return id;
    } catch {
      // The request layer has shown the server's message.
      return undefined;
    } finally {
      setSaving(false);
    }
  }

  /** Publishing checks the whole section first (nothing is saved while it lacks anything), then asks. */
  function saveAndPublish() {
    const { problem, marks, lacking } = check(undefined, true);
    if (problem) {
      if (lacking.length) setShowMissing(true);
      showProblem(problem, marks);
      return;
    }
    const name = (form.getFieldValue('sectionName') as string) ?? '';
    modal.confirm({
      title: t('admin.list.confirmTitle'),
      content: t('admin.list.confirm.publish', { name }),
      okText: t('admin.list.publish'),
      cancelText: t('admin.action.cancel'),
      onOk: async () => {
        const id = await save();
        if (!id) return;
        try {
          await sectionAction(id, 'publish');
        } catch {
          // The request layer has shown why; the draft stays saved and open.
          return;
        }
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
      {!readOnly && showMissing && missing.length > 0 && (
        <Alert
          type="warning"
          showIcon
          data-testid="publish-missing"
          style={{ marginBottom: 16 }}
          title={t('admin.editor.missingTitle')}
          description={
            <ul style={{ margin: 0, paddingInlineStart: 20 }}>
              {STEPS.filter((s) => missing.some((m) => m.step === s)).map((s) => (
                <li key={s}>
                  <Button type="link" size="small" style={{ padding: 0, height: 'auto' }} onClick={() => setStep(STEPS.indexOf(s))}>
                    {l(`steps.${s}`)}
                  </Button>
                  {t('admin.editor.stepSeparator')}
                  {formatList(missing.filter((m) => m.step === s).map(missingText), i18n.language)}
                </li>
              ))}
            </ul>
          }
        />
      )}
      <Steps current={step} onChange={(s) => (s < step || readOnly ? setStep(s) : next())} items={STEPS.map((s) => ({ title: l(`steps.${s}`) }))} />
      <div ref={stepContent} tabIndex={-1} role="group" aria-label={l(`steps.${current}`)} className={styles.stepContent}>
        <Form form={form} layout="vertical" className={styles.stepBody} disabled={readOnly} preserve onValuesChange={clearErrors}>
          {current === 'basics' && (
            <>
              <LangFields name="sectionName" label={l('sectionName')} disabled={readOnly} required />
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
              <LangFields name="organization" label={l('organization')} disabled={readOnly} required />
              <div className={styles.twoCols}>
                <Form.Item name="businessPhoneNumber" label={l('businessPhoneNumber')}>
                  <Input />
                </Form.Item>
                <Form.Item name="technicalPhoneNumber" label={l('technicalPhoneNumber')}>
                  <Input />
                </Form.Item>
              </div>
              <LangFields name="businessContacts" label={l('businessContacts')} disabled={readOnly} />
              <LangFields name="technicalContacts" label={l('technicalContacts')} disabled={readOnly} />
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
                {(fields, { add, remove }, { errors }) => (
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
                    <Form.ErrorList errors={errors} />
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
              {otherQualification === 1 && <LangFields name="qualificationOtherDescribe" label={l('qualification.otherDescribe')} disabled={readOnly} textarea required />}
              <div style={{ marginTop: 16 }}>
                {biddingType !== 1 && <Flag name="isBiddingCommitFile" label={l('qualification.isBiddingCommitFile')} disabled={readOnly} />}
                <Flag name="isQualificationQuotes" label={l('qualification.isQualificationQuotes')} disabled={readOnly} />
              </div>
            </>
          )}

          {current === 'times' && (
            <>
              <Alert type="info" showIcon title={l(biddingType === 1 ? 'times.introInquiry' : 'times.intro')} style={{ marginBottom: 16 }} />
              <div className={styles.twoCols}>
                {biddingType !== 1 && (
                  <>
                    <Form.Item name="signupStartTime" label={l('times.signupStartTime')} required={required.has('signupStartTime')}>
                      <TimeField />
                    </Form.Item>
                    <Form.Item name="signupEndTime" label={l('times.signupEndTime')} required={required.has('signupEndTime')}>
                      <TimeField />
                    </Form.Item>
                  </>
                )}
                <Form.Item name="startTime" label={l('times.startTime')} required={required.has('startTime')}>
                  <TimeField />
                </Form.Item>
                <Form.Item name="entTime" label={l('times.entTime')} required={required.has('entTime')}>
                  <TimeField />
                </Form.Item>
                {biddingType !== 1 && commitFile === 1 && (
                  <>
                    <Form.Item name="bidFileStartTime" label={l('times.bidFileStartTime')} required={required.has('bidFileStartTime')}>
                      <TimeField />
                    </Form.Item>
                    <Form.Item name="bidFileEndTime" label={l('times.bidFileEndTime')} required={required.has('bidFileEndTime')}>
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
      </div>
      <div className={styles.stepActions}>
        <Button disabled={step === 0} onClick={() => goToStep(step - 1)}>
          {l('previous')}
        </Button>
        <Space>
          {!readOnly && (
            <Button loading={saving} onClick={() => void save()}>
              {l('saveDraft')}
            </Button>
          )}
          {step < STEPS.length - 1 ? (
            <Button type="primary" onClick={readOnly ? () => goToStep(step + 1) : next}>
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
