import { useEffect, useState } from 'react';
import type { PublicConfig } from '@portal/domain';
import { getPublicConfig } from '../api/settings';
import { publicConfigNow } from '../api/atHand';

/** The server's public settings (GET /common/config); undefined until it has answered or if it cannot be read. */
export function usePublicConfig(): PublicConfig | undefined {
  const [config, setConfig] = useState<PublicConfig | undefined>(publicConfigNow);
  useEffect(() => {
    let live = true;
    getPublicConfig().then((c) => live && setConfig(c), () => undefined);
    return () => {
      live = false;
    };
  }, []);
  return config;
}
