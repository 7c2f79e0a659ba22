import type { FileItem } from '@portal/domain';
import { get, put, type ApiResult } from './request';

/** The qualification documents of a company (part 1 §3): at most one file in each list. */
export interface CompanyQualification {
  id: number;
  name?: string;
  tin?: string;
  mainBusiness?: string | null;
  businessLicenseFileList: FileItem[];
  achievementFileList: FileItem[];
  agencyLicenseFileList: FileItem[];
  /** 1 when the page shows the slot (part 1 §5 "upload slots appear only when the matching flag is 1"). */
  isQualificationBusinessLicense?: number;
  isQualificationAchievement?: number;
  isQualificationAgencyLicense?: number;
}

/** GET /bidCompany/{id}: the company and its documents. */
export const getCompany = (id: number) => get<ApiResult<CompanyQualification>>(`/bidCompany/${id}`);

/** PUT /bidCompany: replaces the three document lists. */
export const saveQualification = (q: Pick<CompanyQualification, 'id' | 'businessLicenseFileList' | 'achievementFileList' | 'agencyLicenseFileList'>) =>
  put<ApiResult>('/bidCompany', q);
