import { useCallback, useEffect, useState } from 'react';
import { Form } from 'antd';
import { useFeedback } from '../feedback/feedback';
import { useTranslation } from 'react-i18next';
import { changePasswordSchema, contactChangeSchema, emailChanged } from '@portal/domain';
import { changePassword, getProfile, updateProfile, type Profile } from '../api/profile';
import { loadUserInfo } from '../store/session';
import { useDomainRules } from './useDomainRules';
import { useEmailCode } from './useEmailCode';

export interface ContactValues {
  email?: string;
  phonenumber?: string;
  /** Code sent to a new e-mail address. */
  smsCode?: string;
}

/**
 * Personal information (part 2 §2, §5): the profile, of which e-mail and phone can be changed. A new e-mail
 * address needs the code sent to it (`needsCode`: the code field and its send button show). After a save the
 * profile and the session's user are read again, so the top bar shows the new values too.
 */
export function useProfile() {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const [form] = Form.useForm<ContactValues>();
  const [profile, setProfile] = useState<Profile>();
  const [saving, setSaving] = useState(false);
  const rules = useDomainRules(contactChangeSchema(profile?.email, true));
  const emailCode = useEmailCode();
  const email = Form.useWatch('email', form);
  const needsCode = profile !== undefined && emailChanged(profile.email, email);
  const sendCode = () => emailCode.sendFrom(form);

  const load = useCallback(async () => {
    const { data } = await getProfile();
    setProfile(data);
    form.setFieldsValue({ email: data?.email ?? undefined, phonenumber: data?.phonenumber ?? undefined, smsCode: undefined });
  }, [form]);

  useEffect(() => {
    load().catch(() => undefined);
  }, [load]);

  async function save(values: ContactValues) {
    const update = rules.parse(form, { ...values });
    if (!update) return;
    setSaving(true);
    try {
      await updateProfile(update);
      message.success(t('personal.information.saved'));
      emailCode.reset();
      await Promise.all([load(), loadUserInfo()]);
    } catch {
      // The request layer has shown why; the form keeps what was typed.
    } finally {
      setSaving(false);
    }
  }

  return { form, profile, save, saving, rules, email, needsCode, emailCode, sendCode };
}

export interface PasswordValues {
  oldPassword?: string;
  newPassword?: string;
  confirmPassword?: string;
}

/**
 * Password change (part 2 §5). The session is kept: the user has just proved the old password, and the
 * server leaves the current token valid.
 */
export function usePasswordChange() {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const rules = useDomainRules(changePasswordSchema);
  const [form] = Form.useForm<PasswordValues>();
  const [saving, setSaving] = useState(false);

  async function save(values: PasswordValues) {
    const change = rules.parse(form, { ...values });
    if (!change) return;
    setSaving(true);
    try {
      await changePassword(change);
      message.success(t('personal.password.saved'));
      form.resetFields();
    } catch {
      // The request layer has shown why (e.g. a wrong old password).
    } finally {
      setSaving(false);
    }
  }

  return { form, save, saving, rules };
}
