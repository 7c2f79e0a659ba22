import { useEffect, useMemo, useState } from 'react';
import { Alert, Button, Form, Modal, Radio, Spin } from 'antd';
import { useFeedback } from '../../feedback/feedback';
import { useTranslation } from 'react-i18next';
import { authenticationSchema, TOAST_MS } from '@portal/domain';
import { authenticate, getAuthorization, type Authentication } from '../../api/certification';
import type { GateTarget } from '../../hooks/certificationGate';
import { useDomainRules } from '../../hooks/useDomainRules';
import { FileSlot } from '../upload/FileSlot';
import { formSchema } from './formSchema';
import { PeriodItems } from './PeriodItems';
import { TemplateLink } from './TemplateLink';

/** The form as it opens: the legal representative case, no files. */
export const EMPTY_AUTHENTICATION: Authentication = {
  isLegalRepresentative: 'Y',
  businessLicenseFileList: [],
  corporateIdCardFront: [],
  corporateIdCardOpposite: [],
  authorizationFileList: [],
};

export interface PersonalAuthDialogProps {
  open: boolean;
  /** Auth: a new authentication; modify: the stored one is loaded to correct it. */
  mode: 'Auth' | 'modify';
  /** The server's message (operationMsg). */
  notice?: string;
  /** The section the sign-up was started from; sent with the form. */
  target?: GateTarget;
  onClose: () => void;
}

/**
 * The personal authentication dialog, 800 px (part 1 §2, §3, §5): business licence and its validity,
 * legal representative or not; identity card photos for the representative, else the authorization letter
 * (PDF, template downloadable) and its validity. Checked by the domain's schema; on success a 3-second
 * toast and the dialog closes.
 */
export function PersonalAuthDialog({ open, mode, notice, target, onClose }: PersonalAuthDialogProps) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const [form] = Form.useForm<Authentication>();
  const schema = useMemo(() => formSchema(authenticationSchema(() => new Date())), []);
  const labels = { businessLicenseStart: t('certification.auth.licencePeriod'), authorizationStart: t('certification.auth.authorizationPeriod') };
  const rules = useDomainRules(schema, {}, labels);
  const legal = Form.useWatch('isLegalRepresentative', form);
  const [loading, setLoading] = useState(false);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    if (mode !== 'modify') return;
    let live = true;
    setLoading(true);
    getAuthorization()
      .then((result) => {
        if (live && result.data) form.setFieldsValue({ ...EMPTY_AUTHENTICATION, ...withoutNulls(result.data) });
      })
      .catch(() => undefined)
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, [open, mode, form]);

  async function submit(values: Authentication) {
    const parsed = rules.parse(form, { ...EMPTY_AUTHENTICATION, ...values });
    if (!parsed) return;
    const legalRep = values.isLegalRepresentative === 'Y';
    const body: Authentication = {
      ...values,
      // Only the files and dates of the chosen case are sent.
      corporateIdCardFront: legalRep ? values.corporateIdCardFront : [],
      corporateIdCardOpposite: legalRep ? values.corporateIdCardOpposite : [],
      authorizationFileList: legalRep ? [] : values.authorizationFileList,
      authorizationStart: legalRep ? undefined : values.authorizationStart,
      authorizationEnd: legalRep ? undefined : values.authorizationEnd,
      ...(target ? { sectionId: target.sectionId, sectionName: target.sectionName } : {}),
    };
    setSaving(true);
    try {
      const result = await authenticate(body);
      if (result.code !== 200) return;
      message.success({ content: result.msg || t('messages.authenticationSubmitted'), duration: TOAST_MS / 1000 });
      onClose();
    } catch {
      // Shown by the request layer; the form keeps what was entered.
    } finally {
      setSaving(false);
    }
  }

  const label = (key: string) => t(`certification.auth.${key}`);
  return (
    <Modal
      open={open}
      width={800}
      title={t('certification.auth.title')}
      onCancel={onClose}
      maskClosable={false}
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={onClose}>
          {t('certification.cancel')}
        </Button>,
        <Button key="submit" type="primary" loading={saving} onClick={() => form.submit()}>
          {t('certification.submit')}
        </Button>,
      ]}
    >
      {notice && <Alert type="warning" showIcon title={notice} style={{ marginBottom: 16 }} />}
      <Spin spinning={loading}>
        <Form<Authentication> form={form} initialValues={EMPTY_AUTHENTICATION} labelCol={{ flex: '180px' }} labelWrap wrapperCol={{ flex: 1 }} onFinish={submit}>
          <Form.Item name="businessLicenseFileList" label={label('licenceFile')} {...rules.item('businessLicenseFileList')} required>
            <FileSlot purpose="qyrzsp" />
          </Form.Item>
          <PeriodItems label={label('licencePeriod')} start="businessLicenseStart" end="businessLicenseEnd" item={rules.item} />
          <Form.Item name="isLegalRepresentative" label={label('legalRepresentative')} {...rules.item('isLegalRepresentative')} required>
            <Radio.Group options={[{ value: 'Y', label: t('certification.yes') }, { value: 'N', label: t('certification.no') }]} />
          </Form.Item>
          {legal === 'N' ? (
            <>
              <Form.Item label={label('authorizationFile')} required extra={<TemplateLink />}>
                <Form.Item name="authorizationFileList" noStyle {...rules.item('authorizationFileList')}>
                  <FileSlot kind="pdf" purpose="qyrzsp" />
                </Form.Item>
              </Form.Item>
              <PeriodItems label={label('authorizationPeriod')} start="authorizationStart" end="authorizationEnd" item={rules.item} />
            </>
          ) : (
            <>
              <Form.Item name="corporateIdCardFront" label={label('idCardFront')} dependencies={['isLegalRepresentative']} {...rules.item('corporateIdCardFront')} required extra={label('idCardHint')}>
                <FileSlot kind="idCard" purpose="qyrzsp" />
              </Form.Item>
              <Form.Item name="corporateIdCardOpposite" label={label('idCardBack')} dependencies={['isLegalRepresentative']} {...rules.item('corporateIdCardOpposite')} required extra={label('idCardHint')}>
                <FileSlot kind="idCard" purpose="qyrzsp" />
              </Form.Item>
            </>
          )}
        </Form>
      </Spin>
    </Modal>
  );
}

/** The stored form without its null fields, which the form shows as empty. */
const withoutNulls = (data: Authentication) => Object.fromEntries(Object.entries(data).filter(([, v]) => v !== null)) as Authentication;
