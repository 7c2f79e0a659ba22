import { TIMEOUTS, type CodeDelivery } from '@portal/domain';
import { get, post, request, RequestError, type ApiResult } from './request';
import { quietGet } from './quiet';

/** The signed-in user as GET /getInfo describes it (part 1 §3, User / session). */
export interface UserInfo {
  /** User id. */
  id: number;
  /** Login name. */
  userName: string;
  /** Contact name, shown as the user's name. */
  nickName: string;
  /** Company id. */
  supplierId: number | null;
  /** Company name (or the person's name for individuals). */
  supplierName: string | null;
  /** Taxpayer identification number. */
  tin: string | null;
  /** E-mail address. */
  email: string | null;
  /** Mobile phone. */
  phonenumber: string | null;
  /** 0 enterprise, 1 individual. */
  operationUserType: number | null;
}

export interface UserInfoResult extends ApiResult<UserInfo> {
  /** Role keys; empty when the server gives none. */
  roles?: string[];
  /** Permission strings. */
  permissions?: string[];
  /** Whether the user belongs to a client company. */
  isClientCompany?: boolean;
}

export interface LoginResult extends ApiResult {
  /** Session token, kept in the Admin-Token-Ztb cookie. */
  token: string;
}

export interface CaptchaResult extends ApiResult {
  /** False when the server has the captcha switched off: the field is hidden. */
  captchaEnabled: boolean;
  /** Id of this image, sent back with the typed text. */
  uuid?: string;
  /** The image as a data URI. */
  img?: string;
}

/** Registration form as sent (POST /bidCompany/register). */
export interface RegisterPayload {
  /** 0 unit (company), 1 personal. */
  registerType: number;
  name: string;
  tin?: string;
  nickName: string;
  password: string;
  rePassword: string;
  identityCard?: string;
  phonenumber: string;
  email: string;
  smsCode: string;
  mainBusiness?: string;
}

/** Forgot password step 0 (POST /bidCompany/identityVerification). */
export interface IdentityVerificationPayload {
  email: string;
  captchaCode?: string;
  uuid?: string;
  smsCode: string;
}

/** Forgot password step 1 (POST /bidCompany/resetPwd). */
export interface ResetPasswordPayload {
  email: string;
  password: string;
  rePassword: string;
  /** Token from step 0. */
  token: string;
}

/** One message of the demo mailbox. */
export interface DemoMail {
  to: string;
  subject: string;
  text: string;
  createTime: string;
}

/**
 * Only code 200 is success (part 1 §7). The request layer resolves 500 and 501 answers too (after showing
 * the message for 500); account flows treat them as failures so that buttons come back and steps stay.
 */
export async function succeeded<T extends ApiResult>(call: Promise<T>): Promise<T> {
  const result = await call;
  if (result.code !== 200) throw new RequestError(result.msg, result.code, result);
  return result;
}

export const getCaptcha = () => get<CaptchaResult>('/captchaImage');

/** Sends a code to the address; 20 s time-out. */
export const sendEmailCode = (email: string) =>
  succeeded(request<ApiResult & { delivery?: CodeDelivery }>({ url: '/smsSendEmail', method: 'POST', params: { email }, timeout: TIMEOUTS.emailCodeMs }));

export const register = (form: RegisterPayload) => succeeded(post('/bidCompany/register', form));

/** The answer to a captcha image: its id and the text typed. */
export interface CaptchaAnswer {
  uuid: string;
  code: string;
}

/**
 * Signs in. A refusal carries `captchaRequired: true` (in RequestError.body) when the next try must come
 * with a captcha answer.
 */
export const login = (username: string, password: string, captcha?: CaptchaAnswer) =>
  succeeded(post<LoginResult>('/login', { username, password, ...captcha }));

/** Whether a failed login asks for a captcha with the next try. */
export const captchaRequiredBy = (error: unknown) => error instanceof RequestError && error.body?.captchaRequired === true;

export const getUserInfo = () => succeeded(get<UserInfoResult>('/getInfo'));

export const logout = () => get('/logout');

export const verifyIdentity = (form: IdentityVerificationPayload) =>
  succeeded(post<ApiResult & { token: string }>('/bidCompany/identityVerification', form));

export const resetPassword = (form: ResetPasswordPayload) => succeeded(post('/bidCompany/resetPwd', form));

/**
 * Mail the demo server pretends to have sent to an address. The answer code is the page's to read: 404
 * means the server is not in demo mode.
 */
export const listDemoMail = (to: string) => quietGet<ApiResult & { rows?: DemoMail[] }>('/demo/mailbox', { to });
