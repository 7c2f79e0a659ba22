import { z } from 'zod';
import { PASSWORD_MAX, PASSWORD_MIN } from './constants';
import { emailChanged, EMAIL_PATTERN, MIN_PASSWORD_STRENGTH, passwordStrength, stripSpaces } from './accountRules';
import { phoneSchema } from './schemas/common';

/** The password rule of register, change and reset: 5 to 20 characters, strength at least 2. */
export const passwordSchema = z
  .string({ error: 'passwordRequired' })
  .min(1, { error: 'passwordRequired' })
  .min(PASSWORD_MIN, { error: 'passwordLength' })
  .max(PASSWORD_MAX, { error: 'passwordLength' })
  .refine((p) => passwordStrength(p) >= MIN_PASSWORD_STRENGTH, { error: 'passwordWeak' });

const required = (key: string) => z.string({ error: key }).trim().min(1, { error: key });
const email = z.string({ error: 'emailRequired' }).trim().min(1, { error: 'emailRequired' }).regex(EMAIL_PATTERN, { error: 'emailFormat' });

/** Registration form (POST /bidCompany/register). */
export const registerSchema = z
  .object({
    /** 0 unit (company), 1 personal. */
    registerType: z.coerce.number().int().min(0).max(1),
    /** Company name (unit) or the person's name (personal). */
    name: required('nameRequired').pipe(z.string().max(100, { error: 'tooLong' })),
    /** Taxpayer identification number, upper-cased so one number cannot register twice; required for unit registration. */
    tin: z.string().trim().toUpperCase().max(50, { error: 'tooLong' }).optional(),
    /** Contact name. */
    nickName: required('nickNameRequired').pipe(z.string().max(50, { error: 'tooLong' })),
    /** Password. */
    password: passwordSchema,
    /** Password again. */
    rePassword: z.string({ error: 'rePasswordRequired' }).min(1, { error: 'rePasswordRequired' }),
    /** Identity card number, upper-cased (a check letter may end it); required for personal registration. */
    identityCard: z.string().trim().toUpperCase().max(30, { error: 'tooLong' }).optional(),
    /** Mobile phone, stored in its canonical spelling (`canonicalPhone`). */
    phonenumber: phoneSchema,
    /** E-mail address, where the code was sent. */
    email,
    /** Code received by e-mail. */
    smsCode: required('codeRequired'),
    /** Main business (optional). */
    mainBusiness: z.string().trim().max(500, { error: 'tooLong' }).optional(),
  })
  .superRefine((form, ctx) => {
    if (form.registerType === 0 && !form.tin) ctx.addIssue({ code: 'custom', path: ['tin'], message: 'tinRequired' });
    if (form.registerType === 1 && !form.identityCard) ctx.addIssue({ code: 'custom', path: ['identityCard'], message: 'identityCardRequired' });
    if (form.rePassword !== form.password) ctx.addIssue({ code: 'custom', path: ['rePassword'], message: 'passwordMismatch' });
  });
export type RegisterForm = z.input<typeof registerSchema>;

/** Login (POST /login): account may be a user name, phone or e-mail; spaces stripped. */
export const loginSchema = z.object({
  /** User name, phone number or e-mail address. */
  username: z.string({ error: 'usernameRequired' }).transform(stripSpaces).pipe(z.string().min(1, { error: 'usernameRequired' }).max(100)),
  /** Password. */
  password: z.string({ error: 'passwordRequired' }).min(1, { error: 'passwordRequired' }).max(100),
  /** Text of the captcha image; needed only when the last refusal said captchaRequired. */
  code: z.string().trim().max(10).optional(),
  /** Id of that captcha image. */
  uuid: z.string().trim().max(64).optional(),
});

/** Forgot password step 0 (POST /bidCompany/identityVerification). */
export const identityVerificationSchema = z.object({
  /** Account e-mail. */
  email,
  /** Text of the captcha image (ignored when captcha is switched off). */
  captchaCode: z.string().trim().max(10).optional(),
  /** Id of the captcha image. */
  uuid: z.string().trim().max(64).optional(),
  /** Code received by e-mail. */
  smsCode: required('codeRequired'),
});

/** Forgot password step 1 (POST /bidCompany/resetPwd). */
export const resetPasswordSchema = z
  .object({
    /** Account e-mail. */
    email,
    /** New password. */
    password: passwordSchema,
    /** New password again. */
    rePassword: z.string({ error: 'rePasswordRequired' }).min(1, { error: 'rePasswordRequired' }),
    /** Token from step 0. */
    token: required('resetTokenInvalid'),
  })
  .refine((f) => f.password === f.rePassword, { path: ['rePassword'], error: 'passwordMismatch' });

/** Change password (PUT /system/user/profile/updatePwd). */
export const changePasswordSchema = z
  .object({
    /** Current password. */
    oldPassword: z.string({ error: 'oldPasswordRequired' }).min(1, { error: 'oldPasswordRequired' }),
    /** New password. */
    newPassword: passwordSchema,
    /** New password again. */
    confirmPassword: z.string({ error: 'rePasswordRequired' }).min(1, { error: 'rePasswordRequired' }),
  })
  .refine((f) => f.newPassword === f.confirmPassword, { path: ['confirmPassword'], error: 'passwordMismatch' });

/**
 * Profile update (POST /system/user/profile/updateInfo): the e-mail (part 2 §7 "updateInfo (email)") and,
 * optionally, the phone; without a phone the stored one stays.
 */
export const updateProfileSchema = z.object({
  /** E-mail address. */
  email,
  /** Mobile phone, stored in its canonical spelling (`canonicalPhone`); absent: unchanged. */
  phonenumber: phoneSchema.optional(),
  /** Code sent to the new e-mail address (POST /smsSendEmail); required when the address changes. */
  smsCode: z.string().trim().max(10).optional(),
});

/**
 * The profile update of a user whose address is now `currentEmail`: a new address needs the code sent to it.
 * The profile page asks for the phone too (`requirePhone`, part 2 §5 "phone required"); the call does not.
 */
export const contactChangeSchema = (currentEmail: string | null | undefined, requirePhone = false) =>
  (requirePhone ? updateProfileSchema.extend({ phonenumber: phoneSchema }) : updateProfileSchema).superRefine((form, ctx) => {
    if (emailChanged(currentEmail, form.email) && !form.smsCode) ctx.addIssue({ code: 'custom', path: ['smsCode'], message: 'codeRequired' });
  });

/** E-mail code request (POST /smsSendEmail?email=). */
export const sendEmailCodeSchema = z.object({ /** Where to send the code. */ email });
