import { useCallback, useEffect, useState } from 'react';
import { CODE_RESEND_SECONDS } from '@portal/domain';

/**
 * A countdown in whole seconds, ticking once a second until zero (the code resend wait of part 1 §4:
 * 120 s). `start` begins again from the full length; `reset` stops it at zero.
 */
export function useCountdown(seconds: number = CODE_RESEND_SECONDS) {
  const [remaining, setRemaining] = useState(0);
  const running = remaining > 0;
  useEffect(() => {
    if (!running) return;
    const ticks = setInterval(() => setRemaining((r) => Math.max(r - 1, 0)), 1000);
    return () => clearInterval(ticks);
  }, [running]);
  const start = useCallback(() => setRemaining(seconds), [seconds]);
  const reset = useCallback(() => setRemaining(0), []);
  return { remaining, running, start, reset };
}
