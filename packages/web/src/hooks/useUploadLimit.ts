import { DEFAULT_UPLOAD_LIMIT_MB } from '@portal/domain';
import { usePublicConfig } from './usePublicConfig';

/** The server's upload limit in MB (UPLOAD_LIMIT_MB), the stated 20 MB until the server has answered. */
export const useUploadLimit = (): number => usePublicConfig()?.uploadLimitMb ?? DEFAULT_UPLOAD_LIMIT_MB;
