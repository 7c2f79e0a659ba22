import type { FileItem } from '@portal/domain';
import { get, post, request, type ApiResult, type PageResult } from './request';
import { notifyCertificationChanged } from './events';

/** A form accepted by the server changes the certification state shown in the top bar. */
function announceSubmitted(result: ApiResult): ApiResult {
  if (result.code === 200) notifyCertificationChanged();
  return result;
}
import { verifyCertification } from './signup';

/**
 * The certification state shown in the top bar (GET /web/authorization/verify → data.operation). The label
 * is only a hint, so a failed check stays silent and the bar shows no state (undefined).
 */
export async function peekCertificationOperation(): Promise<string | undefined> {
  // The answer the page's certification gate reads too (verifyCertification): asked once for both.
  const body = await verifyCertification().catch(() => undefined);
  return body?.code === 200 ? body.data?.operation : undefined;
}

/** The personal authentication form as stored and as sent (part 1 §3); dates are yyyy-MM-dd. */
export interface Authentication {
  isLegalRepresentative?: 'Y' | 'N';
  businessLicenseStart?: string;
  businessLicenseEnd?: string;
  businessLicenseFileList?: FileItem[];
  corporateIdCardFront?: FileItem[];
  corporateIdCardOpposite?: FileItem[];
  authorizationFileList?: FileItem[];
  authorizationStart?: string;
  authorizationEnd?: string;
  /** The section the authentication was started from (sign-up from an announcement). */
  sectionId?: number;
  sectionName?: string;
}

/** GET /web/authorization/getAuthorization: the caller's stored authentication, to correct it. */
export const getAuthorization = () => get<ApiResult<Authentication | null>>('/web/authorization/getAuthorization');

/** POST /web/authorization/authenticate: submits the personal authentication for review. */
export const authenticate = (form: Authentication) => post<ApiResult>('/web/authorization/authenticate', form).then(announceSubmitted);

/** GET /web/authorization/template/downLoad: the authorization letter template (PDF). */
export const downloadAuthorizationTemplate = () => request<Blob>({ url: '/web/authorization/template/downLoad', responseType: 'blob' });

/** What the enterprise certification wizard opens on (GET /web/enterprise/operation). */
export interface EnterpriseOperation {
  /** Auth, modify, prompt, skip or another value (part 1 §4). */
  operation?: string;
  /** Review feedback. */
  operationContent?: string | null;
}

export const getEnterpriseOperation = () => get<ApiResult<EnterpriseOperation>>('/web/enterprise/operation');

/** The whole certification form, company (step 1) and person (step 2), as stored. */
export type EnterpriseForm = Record<string, unknown>;

/** GET /web/enterprise/getByTaxCode: the stored form; declareName is the company name, mobile and email the user's. */
export const getEnterpriseForm = () => get<ApiResult<EnterpriseForm | null>>('/web/enterprise/getByTaxCode');

/** POST /web/enterprise/submit: submits the whole form for review. */
export const submitEnterpriseForm = (form: EnterpriseForm) => post<ApiResult>('/web/enterprise/submit', form).then(announceSubmitted);

/** A bid contact person of the document workflow (part 1 §3). */
export interface BidContact {
  bpmId: string | number;
  /** The name (Chinese, or as written), and in English and Lao when given. */
  userName: string;
  userNameEn?: string | null;
  userNameLo?: string | null;
  /** What the contact handles, in the same three languages. */
  business?: string | null;
  businessEn?: string | null;
  businessLo?: string | null;
  /** 1 active, otherwise disabled. */
  status: number | string;
}

/** GET /bpm/bpmUser/list: bid contacts, 10 a page, filtered by name. */
export const listBidContacts = (params: { pageNum: number; pageSize: number; userName?: string }) =>
  get<PageResult<BidContact>>('/bpm/bpmUser/list', params);

/** A bid contact as added or edited: name and business in up to three languages, and status (1 active, 0 disabled). */
export type BidContactInput = Pick<BidContact, 'userName' | 'userNameEn' | 'userNameLo' | 'business' | 'businessEn' | 'businessLo'> & { status: number };

/** POST /bpm/bpmUser: adds a contact to the caller's company. */
export const addBidContact = (contact: BidContactInput) => post<ApiResult<BidContact>>('/bpm/bpmUser', contact);

/** PUT /bpm/bpmUser/{id}: edits, enables or disables a contact of the caller's company. */
export const updateBidContact = (id: BidContact['bpmId'], contact: BidContactInput) =>
  request<ApiResult<BidContact>>({ url: `/bpm/bpmUser/${id}`, method: 'PUT', data: contact });
