import type { Analytics, AnalyticsFigure, AnalyticsFormat } from '@portal/domain';
import { get, request, type ApiResult } from './request';

/** GET /analytics: every figure of the public analytics page, in the reader's language and zone. */
export const getAnalytics = () => get<ApiResult<Analytics>>('/analytics').then((r) => r.data!);

/** GET /analytics/{figure}.{format}: one figure as CSV or XLSX, headings in the reader's language. */
export const downloadFigure = (figure: AnalyticsFigure, format: AnalyticsFormat) => request<Blob>({ url: `/analytics/${figure}.${format}`, responseType: 'blob', anonymous: true });
