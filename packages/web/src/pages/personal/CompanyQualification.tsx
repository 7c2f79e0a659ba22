import { useCallback, useEffect, useState } from 'react';
import { App, Button, Empty, Form, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { getCompany, saveQualification, type CompanyQualification as Qualification } from '../../api/qualification';
import { FileSlot } from '../../components/upload/FileSlot';
import { useSession } from '../../store/session';
import styles from './personal.module.css';

type Documents = Pick<Qualification, 'businessLicenseFileList' | 'achievementFileList' | 'agencyLicenseFileList'>;
const DOCUMENTS = ['businessLicenseFileList', 'achievementFileList', 'agencyLicenseFileList'] as const;

/**
 * Company qualification (part 1 §2, §3): the business licence, the achievement file and the agency
 * licence, one file each, uploaded or replaced and then saved; the page reads the company again after a save.
 */
export default function CompanyQualification() {
  const { t } = useTranslation();
  const { message } = App.useApp();
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
      const result = await saveQualification({ id: supplierId, ...Object.fromEntries(DOCUMENTS.map((d) => [d, values[d] ?? []])) } as Qualification);
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
      <h2 className={styles.title}>{t('personal.menu.qualification')}</h2>
      <Spin spinning={!company}>
        <Form<Documents> form={form} className={styles.form} labelCol={{ flex: '200px' }} labelWrap wrapperCol={{ flex: 1 }} onFinish={save}>
          <Form.Item label={t('certification.qualification.company')}>
            <span className={styles.readOnly}>{company?.name ?? '—'}</span>
          </Form.Item>
          {DOCUMENTS.map((name) => (
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
