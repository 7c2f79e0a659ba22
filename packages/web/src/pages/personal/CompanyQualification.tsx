import { useCallback, useEffect, useState } from 'react';
import { Button, Empty, Form, Spin } from 'antd';
import { useFeedback } from '../../feedback/feedback';
import { useTranslation } from 'react-i18next';
import { getCompany, saveQualification, type CompanyQualification as Qualification } from '../../api/qualification';
import { FileSlot } from '../../components/upload/FileSlot';
import { useSession } from '../../store/session';
import styles from './personal.module.css';

type Documents = Pick<Qualification, 'businessLicenseFileList' | 'achievementFileList' | 'agencyLicenseFileList'>;
const DOCUMENTS = ['businessLicenseFileList', 'achievementFileList', 'agencyLicenseFileList'] as const;
/** The flag of the answer that shows each slot (part 1 §5: a slot appears only when its flag is 1). */
const FLAG_OF = {
  businessLicenseFileList: 'isQualificationBusinessLicense',
  achievementFileList: 'isQualificationAchievement',
  agencyLicenseFileList: 'isQualificationAgencyLicense',
} as const satisfies Record<(typeof DOCUMENTS)[number], keyof Qualification>;
const shownSlots = (company: Qualification | undefined) => DOCUMENTS.filter((d) => company?.[FLAG_OF[d]] === 1);

/**
 * Company qualification (part 1 §2, §3, §5): the business licence, the achievement file and the agency
 * licence, one file each, each slot shown only when its flag is 1; uploaded or replaced and then saved (a
 * hidden slot keeps what is stored); the page reads the company again after a save.
 */
export default function CompanyQualification() {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const { supplierId } = useSession();
  const [form] = Form.useForm<Documents>();
  const [company, setCompany] = useState<Qualification>();
  const [saving, setSaving] = useState(false);

  const load = useCallback(async () => {
    if (supplierId === undefined) return;
    const { data } = await getCompany(supplierId);
    if (!data) return;
    setCompany(data);
    form.setFieldsValue(Object.fromEntries(DOCUMENTS.map((d) => [d, data[d] ?? []])) as Documents);
  }, [form, supplierId]);

  useEffect(() => {
    load().catch(() => undefined);
  }, [load]);

  async function save(values: Documents) {
    if (supplierId === undefined) return;
    setSaving(true);
    try {
      const shown = shownSlots(company);
      const lists = DOCUMENTS.map((d) => [d, (shown.includes(d) ? values[d] : company?.[d]) ?? []]);
      const result = await saveQualification({ id: supplierId, ...Object.fromEntries(lists) } as Qualification);
      if (result.code !== 200) return;
      message.success(t('certification.qualification.saved'));
      await load();
    } catch {
      // Shown by the request layer.
    } finally {
      setSaving(false);
    }
  }

  if (supplierId === undefined) return <Empty description={t('certification.qualification.noCompany')} />;
  return (
    <>
      <h1 className={styles.title}>{t('personal.menu.qualification')}</h1>
      <Spin spinning={!company}>
        <Form<Documents> form={form} className={styles.form} labelCol={{ flex: '200px' }} labelWrap wrapperCol={{ flex: 1 }} onFinish={save}>
          <Form.Item label={t('certification.qualification.company')}>
            <span className={styles.readOnly}>{company?.name ?? '—'}</span>
          </Form.Item>
          {shownSlots(company).map((name) => (
            <Form.Item key={name} name={name} label={t(`certification.qualification.${name}`)}>
              <FileSlot purpose="qyrzlc" />
            </Form.Item>
          ))}
          <Form.Item label=" " colon={false}>
            <Button type="primary" htmlType="submit" loading={saving}>
              {t('certification.save')}
            </Button>
          </Form.Item>
        </Form>
      </Spin>
    </>
  );
}
