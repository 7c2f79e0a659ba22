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
 * The fields only one tab has: the company's name and taxpayer number, or the person's name and identity card.
 * The person's name is not the company's, so it is cleared with them.
 */
const TYPE_FIELDS: (keyof RegistrationValues)[] = ['name', 'tin', 'identityCard'];

/**
 * Registration (part 1 §4, §5): the two tabs, the e-mail code, and the submit that registers, then logs in
 * with phone and password and goes home. Switching tab clears only the fields of the tab left and the errors;
 * what both tabs ask for (nickname, password, phone, e-mail and its code, main business, the terms) stays, and
 * so does the code's countdown (issue 23: a supplier who picked the wrong tab lost everything typed; part 1 §2
 * cleared all, docs/decisions/spec-differences.md).
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
    form.resetFields(TYPE_FIELDS);
    const kept = (Object.keys(form.getFieldsValue(true)) as (keyof RegistrationValues)[]).filter((name) => !TYPE_FIELDS.includes(name));
    form.setFields(kept.map((name) => ({ name, errors: [] })));
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
