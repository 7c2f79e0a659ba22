import { useCallback, useEffect, useState } from 'react';
import { Form } from 'antd';
import { useFeedback } from '../feedback/feedback';
import { useTranslation } from 'react-i18next';
import { CAPTCHA_VALID_SECONDS, identityVerificationSchema, resetPasswordSchema } from '@portal/domain';
import { getCaptcha, resetPassword, verifyIdentity, type CaptchaResult } from '../api/auth';
import { useDomainRules } from './useDomainRules';
import { useEmailCode } from './useEmailCode';

/** Steps of the forgot-password flow (part 1 §2): verify identity, set the new password, done. */
export const RESET_STEPS = ['verify', 'reset', 'done'] as const;

/** A new captcha this long before the shown one runs out, so that the answer typed is still good when sent. */
export const CAPTCHA_REFRESH_MARGIN_SECONDS = 20;

export interface VerifyValues {
  email?: string;
  captchaCode?: string;
  smsCode?: string;
}

export interface NewPasswordValues {
  password?: string;
  rePassword?: string;
}

/**
 * Forgot password (part 1 §4): step 0 proves the e-mail (captcha and e-mail code) and yields a token,
 * step 1 sets the new password with it, step 2 says it is done. Any failed answer gives the send button
 * back, stops the countdown and shows a new captcha. A new captcha also comes shortly before the shown one
 * expires, since the user may spend longer on step 0 (waiting for the mail) than a captcha lives.
 */
export function usePasswordReset() {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const [step, setStep] = useState(0);
  const [captcha, setCaptcha] = useState<CaptchaResult>();
  const [verified, setVerified] = useState<{ email: string; token: string }>();
  const [submitting, setSubmitting] = useState(false);
  const [verifyForm] = Form.useForm<VerifyValues>();
  const [passwordForm] = Form.useForm<NewPasswordValues>();
  const verifyRules = useDomainRules(identityVerificationSchema, { uuid: captcha?.uuid });
  const passwordRules = useDomainRules(resetPasswordSchema, { ...verified });

  const reloadCaptcha = useCallback(() => {
    verifyForm.setFieldValue('captchaCode', undefined);
    getCaptcha().then(setCaptcha, () => undefined);
  }, [verifyForm]);
  useEffect(reloadCaptcha, [reloadCaptcha]);
  useEffect(() => {
    if (step !== 0 || !captcha?.captchaEnabled) return;
    const refresh = setTimeout(reloadCaptcha, (CAPTCHA_VALID_SECONDS - CAPTCHA_REFRESH_MARGIN_SECONDS) * 1000);
    return () => clearTimeout(refresh);
  }, [captcha, step, reloadCaptcha]);

  const emailCode = useEmailCode(reloadCaptcha);

  const failed = () => {
    emailCode.reset();
    reloadCaptcha();
  };

  const sendCode = () => emailCode.sendFrom(verifyForm);

  async function verify(values: VerifyValues) {
    const form = verifyRules.parse(verifyForm, { ...values });
    if (!form) return;
    setSubmitting(true);
    try {
      const { token } = await verifyIdentity(form);
      setVerified({ email: form.email, token });
      setStep(1);
    } catch {
      failed();
    } finally {
      setSubmitting(false);
    }
  }

  /** A refused reset sends the user back to step 0: the verification is what can expire. */
  async function reset(values: NewPasswordValues) {
    const form = passwordRules.parse(passwordForm, { ...values });
    if (!form) return;
    setSubmitting(true);
    try {
      await resetPassword(form);
      message.success(t('accounts.forgot.success'));
      setStep(2);
    } catch {
      failed();
      setVerified(undefined);
      passwordForm.resetFields();
      verifyForm.setFieldValue('smsCode', undefined);
      setStep(0);
    } finally {
      setSubmitting(false);
    }
  }

  return { step, captcha, reloadCaptcha, verifyForm, passwordForm, verify, reset, sendCode, emailCode, submitting, verifyRules, passwordRules };
}
