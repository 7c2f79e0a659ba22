import type { ComponentType } from 'react';
import { TIMEOUTS } from '@portal/domain';

/** A page's code did not arrive within the chunk load time-out (part 1 §9). */
export class PageLoadTimeout extends Error {
  constructor() {
    super(`page code not loaded within ${TIMEOUTS.chunkLoadMs} ms`);
    this.name = 'PageLoadTimeout';
  }
}

/**
 * A page module loaded on demand for a route's `lazy`; the progress bar runs while it loads. A load that
 * takes longer than 120 s fails, so the route shows its error page instead of waiting for ever.
 */
export const page = (load: () => Promise<{ default: ComponentType }>) => async () => {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new PageLoadTimeout()), TIMEOUTS.chunkLoadMs);
  });
  try {
    return { Component: (await Promise.race([load(), timeout])).default };
  } finally {
    clearTimeout(timer);
  }
};
