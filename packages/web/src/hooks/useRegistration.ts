import { useState } from 'react';
import { Form } from 'antd';
import { useFeedback } from '../feedback/feedback';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { registerSchema } from '@portal/domain';
import { register } from '../api/auth';
import { login } from '../store/session';
import { useDomainRules } from './useDomainRules';
import { useEmailCode } from './useEmailCode';

/** 0 unit (company) registration, 1 personal registration. */
export type RegisterType = 0 | 1;

/** The registration form's fields; registerType comes from the chosen tab. */
export interface RegistrationValues {
  name?: string;
  tin?: string;
  identityCard?: string;
  nickName?: string;
  password?: string;
  rePassword?: string;
  phonenumber?: string;
  email?: string;
  smsCode?: string;
  mainBusiness?: string;
  /** The terms checkbox. */
  agreed?: boolean;
}

/**
 * Registration (part 1 §4, §5): the two tabs, the e-mail code, and the submit that registers, then logs in
 * with phone and password and goes home. Switching tab clears the form, its errors and the countdown.
 */
export function useRegistration() {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const navigate = useNavigate();
  const [form] = Form.useForm<RegistrationValues>();
  const [registerType, setRegisterType] = useState<RegisterType>(0);
  const label = (key: string) => t(`accounts.register.${key}`);
  const rules = useDomainRules(
    registerSchema,
    { registerType },
    {
      name: label(registerType === 0 ? 'companyName' : 'personName'),
      tin: label('tin'),
      identityCard: label('identityCard'),
      nickName: label('nickName'),
      mainBusiness: label('mainBusiness'),
    },
  );
  const [submitting, setSubmitting] = useState(false);
  const emailCode = useEmailCode();

  function switchType(type: RegisterType) {
    setRegisterType(type);
    form.resetFields();
    emailCode.reset();
  }

  const sendCode = () => emailCode.sendFrom(form);

  /** The schema keeps only the registration's fields (the terms tick stays here). */
  async function submit(values: RegistrationValues) {
    const payload = rules.parse(form, { ...values });
    if (!payload) return;
    setSubmitting(true);
    try {
      await register(payload);
    } catch {
      setSubmitting(false);
      return;
    }
    message.success(label('success'));
    try {
      await login(payload.phonenumber, payload.password);
    } catch {
      // The account exists; the request layer has said why the login failed, and the user can log in later.
    }
    navigate('/');
  }

  return { form, registerType, switchType, submitting, submit, sendCode, emailCode, rules };
}
