import { useState } from 'react';
import { Alert, Button, Form, Input } from 'antd';
import { LockOutlined, SafetyOutlined, UserOutlined } from '@ant-design/icons';
import { Link, useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { loginSchema } from '@portal/domain';
import { captchaRequiredBy, getCaptcha, type CaptchaResult } from '../api/auth';
import { useDomainRules } from '../hooks/useDomainRules';
import { CaptchaImage } from './CaptchaImage';
import { login } from '../store/session';
import styles from './LoginForm.module.css';

interface LoginValues {
  username: string;
  password: string;
  /** Text of the captcha image, asked for once the server says so. */
  code?: string;
}

/**
 * Account-or-phone and password (part 1 §2, login dialog). After a successful login the user info is
 * loaded; on the forgot-password page the user goes home, anywhere else the page reloads (part 1 §4).
 * A failed login only gives the button back: the request layer has already shown the server's message.
 * After several failed logins the server answers `captchaRequired`: from then on the form shows a captcha
 * image (a new one after every try, since each is good for one guess) and sends its answer along.
 */
export function LoginForm({ onLeave }: { onLeave?: () => void }) {
  const { t } = useTranslation();
  const rules = useDomainRules(loginSchema);
  const [form] = Form.useForm<LoginValues>();
  const [submitting, setSubmitting] = useState(false);
  const [captcha, setCaptcha] = useState<CaptchaResult>();
  const navigate = useNavigate();
  const { pathname } = useLocation();

  const reloadCaptcha = () => {
    form.setFieldValue('code', undefined);
    getCaptcha().then(setCaptcha, () => undefined);
  };

  async function submit(values: LoginValues) {
    const parsed = rules.parse(form, { username: values.username, password: values.password });
    if (!parsed) return;
    setSubmitting(true);
    const answer = captcha?.captchaEnabled && captcha.uuid ? { uuid: captcha.uuid, code: values.code ?? '' } : undefined;
    try {
      await login(parsed.username, parsed.password, answer);
    } catch (error) {
      setSubmitting(false);
      if (captchaRequiredBy(error) || answer) reloadCaptcha();
      return;
    }
    onLeave?.();
    if (pathname === '/forgotPassword') navigate('/');
    else window.location.reload();
  }

  return (
    <Form form={form} size="large" onFinish={submit} className={styles.form}>
      <Form.Item name="username" {...rules.item('username')}>
        <Input prefix={<UserOutlined />} placeholder={t('accounts.login.username')} autoComplete="username" />
      </Form.Item>
      <Form.Item name="password" {...rules.item('password')}>
        <Input.Password prefix={<LockOutlined />} placeholder={t('accounts.login.password')} autoComplete="current-password" />
      </Form.Item>
      {captcha?.captchaEnabled && (
        <>
          <Alert className={styles.captchaNotice} type="info" showIcon title={t('accounts.login.captchaNeeded')} />
          <Form.Item extra={t('accounts.login.captchaRefresh')}>
            <div className={styles.codeRow}>
              <Form.Item name="code" noStyle rules={[{ required: true, whitespace: true, message: t('messages.captchaRequired') }]}>
                <Input prefix={<SafetyOutlined />} placeholder={t('accounts.login.captcha')} autoComplete="off" />
              </Form.Item>
              {captcha.img && <CaptchaImage className={styles.captcha} src={captcha.img} alt={t('accounts.login.captcha')} onRefresh={reloadCaptcha} />}
            </div>
          </Form.Item>
        </>
      )}
      <Button type="primary" htmlType="submit" block loading={submitting}>
        {t('accounts.login.submit')}
      </Button>
      <div className={styles.links}>
        <Link to="/forgotPassword" onClick={onLeave}>
          {t('accounts.login.forgot')}
        </Link>
        <span>
          {t('accounts.login.noAccount')}{' '}
          <Link to="/Register" onClick={onLeave}>
            {t('accounts.login.register')}
          </Link>
        </span>
      </div>
    </Form>
  );
}
