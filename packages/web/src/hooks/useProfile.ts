import { useCallback, useEffect, useState } from 'react';
import { App, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { changePasswordSchema, updateProfileSchema } from '@portal/domain';
import { changePassword, getProfile, updateProfile, type Profile } from '../api/profile';
import { loadUserInfo } from '../store/session';
import { useDomainRules } from './useDomainRules';

export interface ContactValues {
  email?: string;
  phonenumber?: string;
}

/**
 * Personal information (part 2 §2, §5): the profile, of which e-mail and phone can be changed. After a save
 * the profile and the session's user are read again, so the top bar shows the new values too.
 */
export function useProfile() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const rules = useDomainRules(updateProfileSchema);
  const [form] = Form.useForm<ContactValues>();
  const [profile, setProfile] = useState<Profile>();
  const [saving, setSaving] = useState(false);

  const load = useCallback(async () => {
    const { data } = await getProfile();
    setProfile(data);
    form.setFieldsValue({ email: data?.email ?? undefined, phonenumber: data?.phonenumber ?? undefined });
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
      await Promise.all([load(), loadUserInfo()]);
    } catch {
      // The request layer has shown why; the form keeps what was typed.
    } finally {
      setSaving(false);
    }
  }

  return { form, profile, save, saving, rules };
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
  const { message } = App.useApp();
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
