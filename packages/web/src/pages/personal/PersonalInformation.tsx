import { Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { EmailCodeField } from '../../components/EmailCodeField';
import { NotificationPreferences } from '../../components/NotificationPreferences';
import { useProfile, type ContactValues } from '../../hooks/useProfile';
import styles from './personal.module.css';

const READ_ONLY = ['nickName', 'userName', 'supplierName', 'tin'] as const;

/**
 * Personal information (part 2 §2): names and tax number shown, phone and e-mail editable; a new e-mail
 * address asks for the code sent to it.
 */
export default function PersonalInformation() {
  const { t } = useTranslation();
  const { form, profile, save, saving, rules, email, needsCode, emailCode, sendCode } = useProfile();
  const label = (key: string) => t(`personal.information.${key}`);

  return (
    <>
      <h1 className={styles.title}>{t('personal.menu.information')}</h1>
      <Form<ContactValues> form={form} className={styles.form} labelCol={{ flex: '200px' }} labelWrap wrapperCol={{ flex: 1 }} onFinish={save}>
        {READ_ONLY.map((key) => (
          <Form.Item key={key} label={label(key)}>
            <span className={styles.readOnly}>{profile?.[key] || '—'}</span>
          </Form.Item>
        ))}
        <Form.Item name="phonenumber" label={label('phonenumber')} {...rules.item('phonenumber')}>
          <Input autoComplete="tel" />
        </Form.Item>
        <Form.Item name="email" label={label('email')} {...rules.item('email')}>
          <Input autoComplete="email" />
        </Form.Item>
        {needsCode && <EmailCodeField label={label('smsCode')} rules={rules.item('smsCode')} emailCode={emailCode} email={email} onSend={sendCode} />}
        <Form.Item label=" " colon={false}>
          <Button type="primary" htmlType="submit" loading={saving}>
            {label('save')}
          </Button>
        </Form.Item>
      </Form>
      <div style={{ marginTop: 32 }}>
        <NotificationPreferences />
      </div>
    </>
  );
}
