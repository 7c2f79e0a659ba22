import { useEffect, useRef } from 'react';
import { Button, Form, Input, Result, Steps } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CaptchaImage } from '../components/CaptchaImage';
import { EmailCodeField } from '../components/EmailCodeField';
import { openLoginDialog } from '../components/LoginDialog';
import { PasswordStrength } from '../components/PasswordStrength';
import { RESET_STEPS, usePasswordReset, type NewPasswordValues, type VerifyValues } from '../hooks/usePasswordReset';
import styles from './accounts.module.css';

/**
 * Moves the focus into the step shown once the flow moves on (or back): the button that moved it goes with its
 * step, and the focus would otherwise fall to the top of the page. Into the first field of a form's step, onto
 * the title of the last one; not on the first showing, which is the page's own.
 */
function useFocusOnStepChange(step: number) {
  const forms = [useRef<HTMLDivElement>(null), useRef<HTMLDivElement>(null)];
  const doneTitle = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(step);
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    if (step === 2) doneTitle.current?.focus();
    else forms[step]?.current?.querySelector<HTMLElement>('input')?.focus();
    // The refs are the same objects on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [step]);
  return { forms, doneTitle };
}

/** Forgot password (part 1 §2): verify identity, set a new password, done; links home and to the login dialog. */
export default function ForgotPassword() {
  const { t } = useTranslation();
  const reset = usePasswordReset();
  const focus = useFocusOnStepChange(reset.step);
  const { verifyRules, passwordRules, emailCode, captcha } = reset;
  const email = Form.useWatch('email', reset.verifyForm);
  const password = Form.useWatch('password', reset.passwordForm);
  const label = (key: string) => t(`accounts.forgot.${key}`);

  return (
    <div className={styles.page}>
      <div className={styles.card}>
        <header className={styles.header}>
          <h1 className={styles.heading}>{label('title')}</h1>
          <span className={styles.headerLinks}>
            <Link to="/">{label('backHome')}</Link>
            <Button type="link" className={styles.inlineLink} onClick={openLoginDialog}>
              {label('loginOrRegister')}
            </Button>
          </span>
        </header>
        <Steps className={styles.steps} current={reset.step} items={RESET_STEPS.map((step) => ({ title: label(`steps.${step}`) }))} />

        <div hidden={reset.step !== 0} ref={focus.forms[0]}>
          <Form<VerifyValues>
            form={reset.verifyForm}
            className={styles.form}
            labelCol={{ flex: '200px' }}
            labelWrap
            // From a width of 0, not of its content: the password's one-line hint pushed the field under its label.
            wrapperCol={{ flex: '1 1 0' }}
            size="large"
            scrollToFirstError={{ block: 'center', focus: true }}
            onFinish={reset.verify}
          >
            <Form.Item name="email" label={label('email')} {...verifyRules.item('email')}>
              <Input autoComplete="email" />
            </Form.Item>
            {captcha?.captchaEnabled && (
              <Form.Item label={label('captcha')} htmlFor="captchaCode" required extra={label('captchaRefresh')}>
                <div className={styles.codeRow}>
                  <Form.Item name="captchaCode" noStyle rules={[{ required: true, whitespace: true, message: t('messages.captchaRequired') }]}>
                    <Input autoComplete="off" />
                  </Form.Item>
                  {captcha.img && <CaptchaImage className={styles.captcha} src={captcha.img} alt={label('captcha')} onRefresh={reset.reloadCaptcha} />}
                </div>
              </Form.Item>
            )}
            <EmailCodeField label={label('smsCode')} rules={verifyRules.item('smsCode')} emailCode={emailCode} email={email} onSend={reset.sendCode} />
            <Form.Item label=" " colon={false}>
              <Button type="primary" htmlType="submit" block loading={reset.submitting}>
                {label('next')}
              </Button>
            </Form.Item>
          </Form>
        </div>

        <div hidden={reset.step !== 1} ref={focus.forms[1]}>
          <Form<NewPasswordValues>
            form={reset.passwordForm}
            className={styles.form}
            labelCol={{ flex: '200px' }}
            labelWrap
            // From a width of 0, not of its content: the password's one-line hint pushed the field under its label.
            wrapperCol={{ flex: '1 1 0' }}
            size="large"
            scrollToFirstError={{ block: 'center', focus: true }}
            onFinish={reset.reset}
          >
            <Form.Item
              name="password"
              label={label('password')}
              {...passwordRules.item('password')}
              extra={<PasswordStrength password={password} />}
            >
              <Input.Password autoComplete="new-password" />
            </Form.Item>
            <Form.Item name="rePassword" label={label('rePassword')} dependencies={['password']} {...passwordRules.item('rePassword')}>
              <Input.Password autoComplete="new-password" />
            </Form.Item>
            <Form.Item label=" " colon={false}>
              <Button type="primary" htmlType="submit" block loading={reset.submitting}>
                {label('submit')}
              </Button>
            </Form.Item>
          </Form>
        </div>

        {reset.step === 2 && (
          <Result
            status="success"
            title={
              <h2 className={styles.resultTitle} ref={focus.doneTitle} tabIndex={-1}>
                {label('success')}
              </h2>
            }
            subTitle={label('doneText')}
            extra={[
              <Button key="login" type="primary" onClick={openLoginDialog}>
                {label('login')}
              </Button>,
              <Link key="home" to="/">
                <Button>{label('backHome')}</Button>
              </Link>,
            ]}
          />
        )}
      </div>
    </div>
  );
}
