import { DEFAULT_UPLOAD_LIMIT_MB, type PublicConfig } from '@portal/domain';
import { get, type ApiResult } from './request';
import { answeredConfig, CONFIG_ADDRESS } from './atHand';

let config: Promise<PublicConfig> | undefined;

/**
 * GET /common/config: the server's public settings, fetched once per page load. Until it answers (or if
 * it cannot be read) the stated defaults apply; the server checks uploads again either way.
 */
export function getPublicConfig(): Promise<PublicConfig> {
  config ??= get<ApiResult<PublicConfig>>(CONFIG_ADDRESS).then(
    (r) => {
      const answer = r.data ?? { uploadLimitMb: DEFAULT_UPLOAD_LIMIT_MB, demoMode: false };
      answeredConfig(answer);
      return answer;
    },
    (error: unknown) => {
      config = undefined;
      throw error;
    },
  );
  return config;
}
