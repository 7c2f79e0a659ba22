import { useState } from 'react';
import { Button, Checkbox, Form, Input, Modal, Tabs } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { EmailCodeField } from '../components/EmailCodeField';
import { openLoginDialog } from '../components/LoginDialog';
import { PasswordStrength } from '../components/PasswordStrength';
import { useRegistration, type RegisterType, type RegistrationValues } from '../hooks/useRegistration';
import styles from './accounts.module.css';

/** Registration (part 1 §2): unit or personal tab, one form, terms, link back home. */
export default function Register() {
  const { t } = useTranslation();
  const { form, registerType, switchType, submitting, submit, sendCode, emailCode, rules } = useRegistration();
  const [termsOpen, setTermsOpen] = useState(false);
  const email = Form.useWatch('email', form);
  const password = Form.useWatch('password', form);
  const label = (key: string) => t(`accounts.register.${key}`);

  return (
    <div className={styles.page}>
      <div className={styles.card}>
        <header className={styles.header}>
          <h1 className={styles.heading}>{label('heading')}</h1>
          <Link to="/">{label('backHome')}</Link>
        </header>
        <Tabs
          className={styles.tabs}
          activeKey={String(registerType)}
          onChange={(key) => switchType(Number(key) as RegisterType)}
          items={[
            { key: '0', label: label('unit') },
            { key: '1', label: label('personal') },
          ]}
        />
        <Form<RegistrationValues>
          form={form}
          className={styles.form}
          labelCol={{ flex: '200px' }}
          labelWrap
          // From a width of 0, not of its content: the password's one-line hint pushed the field under its label.
          wrapperCol={{ flex: '1 1 0' }}
          size="large"
          scrollToFirstError={{ block: 'center', focus: true }}
          onFinish={submit}
        >
          {registerType === 0 ? (
            <>
              <Form.Item name="name" label={label('companyName')} {...rules.item('name')}>
                <Input maxLength={100} />
              </Form.Item>
              <Form.Item name="tin" label={label('tin')} {...rules.item('tin')}>
                <Input maxLength={50} />
              </Form.Item>
            </>
          ) : (
            <>
              <Form.Item name="name" label={label('personName')} {...rules.item('name')}>
                <Input maxLength={100} />
              </Form.Item>
              <Form.Item name="identityCard" label={label('identityCard')} {...rules.item('identityCard')}>
                <Input maxLength={30} />
              </Form.Item>
            </>
          )}
          <Form.Item name="nickName" label={label('nickName')} {...rules.item('nickName')}>
            <Input maxLength={50} />
          </Form.Item>
          <Form.Item
            name="password"
            label={label('password')}
            {...rules.item('password')}
            extra={<PasswordStrength password={password} />}
          >
            <Input.Password autoComplete="new-password" />
          </Form.Item>
          <Form.Item name="rePassword" label={label('rePassword')} dependencies={['password']} {...rules.item('rePassword')}>
            <Input.Password autoComplete="new-password" />
          </Form.Item>
          <Form.Item name="phonenumber" label={label('phonenumber')} {...rules.item('phonenumber')}>
            <Input autoComplete="tel" />
          </Form.Item>
          <Form.Item name="email" label={label('email')} {...rules.item('email')}>
            <Input autoComplete="email" />
          </Form.Item>
          <EmailCodeField label={label('smsCode')} rules={rules.item('smsCode')} emailCode={emailCode} email={email} onSend={sendCode} />
          <Form.Item name="mainBusiness" label={label('mainBusiness')} {...rules.item('mainBusiness')}>
            <Input.TextArea rows={3} maxLength={500} showCount />
          </Form.Item>
          <Form.Item label=" " colon={false}>
            <Form.Item
              name="agreed"
              valuePropName="checked"
              noStyle
              rules={[
                {
                  validator: async (_, checked) => {
                    if (!checked) throw new Error(label('termsRequired'));
                  },
                },
              ]}
            >
              <Checkbox>{label('agree')}</Checkbox>
            </Form.Item>
            <Button type="link" className={styles.inlineLink} onClick={() => setTermsOpen(true)}>
              {label('terms')}
            </Button>
          </Form.Item>
          <Form.Item label=" " colon={false}>
            <Button type="primary" htmlType="submit" block loading={submitting}>
              {label('submit')}
            </Button>
          </Form.Item>
          <p className={styles.footnote}>
            {label('haveAccount')}{' '}
            <Button type="link" className={styles.inlineLink} onClick={openLoginDialog}>
              {label('login')}
            </Button>
          </p>
        </Form>
      </div>
      <Modal
        open={termsOpen}
        title={label('termsTitle')}
        onCancel={() => setTermsOpen(false)}
        footer={
          <Button type="primary" onClick={() => setTermsOpen(false)}>
            {t('common.close')}
          </Button>
        }
      >
        <p className={styles.terms}>{label('termsText')}</p>
      </Modal>
    </div>
  );
}
