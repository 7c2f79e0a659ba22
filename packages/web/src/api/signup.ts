import { get, post, type ApiResult } from './request';

/** Result of the certification check made before signing up (part 1 §4). */
export interface CertificationCheck {
  /** Auth: certification required; modify: rejected, to correct; prompt: under review; skip or other: proceed. */
  operation: string;
  /** 0 enterprise, 1 individual. */
  operationUserType?: number;
  /** Message to show the user. */
  operationMsg?: string;
}

/** GET /web/authorization/verify: may the caller sign up or quote yet. */
export const verifyCertification = () => get<ApiResult<CertificationCheck>>('/web/authorization/verify');

/** POST /quotation/signup: signs the caller up for a section; data.id is the new sign-up. */
export const signUp = (sectionId: number) => post<ApiResult<{ id: number }>>('/quotation/signup', { sectionId });
