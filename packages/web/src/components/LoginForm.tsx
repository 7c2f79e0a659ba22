import { useState } from 'react';
import { Button, Form, Input } from 'antd';
import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { Link, useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { loginSchema } from '@portal/domain';
import { useDomainRules } from '../hooks/useDomainRules';
import { login } from '../store/session';
import styles from './LoginForm.module.css';

interface LoginValues {
  username: string;
  password: string;
}

/**
 * Account-or-phone and password (part 1 §2, login dialog). After a successful login the user info is
 * loaded; on the forgot-password page the user goes home, anywhere else the page reloads (part 1 §4).
 * A failed login only gives the button back: the request layer has already shown the server's message.
 */
export function LoginForm({ onLeave }: { onLeave?: () => void }) {
  const { t } = useTranslation();
  const rules = useDomainRules(loginSchema);
  const [form] = Form.useForm<LoginValues>();
  const [submitting, setSubmitting] = useState(false);
  const navigate = useNavigate();
  const { pathname } = useLocation();

  async function submit(values: LoginValues) {
    const parsed = rules.parse(form, { ...values });
    if (!parsed) return;
    setSubmitting(true);
    try {
      await login(parsed.username, parsed.password);
    } catch {
      setSubmitting(false);
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
