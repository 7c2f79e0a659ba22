import type { AppPackage } from '@portal/domain';
import { get, type ApiResult } from './request';

/** GET /app/latest: whether an Android package is published, and where to download it. */
export const getAppPackage = () => get<ApiResult<AppPackage>>('/app/latest');
