/**
 * A background pass over the database, run every `intervalMs` in this process (and once at once with
 * `atStart`), one at a time: a tick while a pass is under way is skipped. A failure goes to `onError`, never
 * further, so the schedule keeps running. Each process of a deployment runs its own schedule; the pass itself
 * decides, with an advisory lock or SKIP LOCKED, how processes share the work.
 */
export function runPeriodically(pass: () => Promise<unknown>, intervalMs: number, onError: (error: unknown) => void, options: { atStart?: boolean } = {}) {
  let running: Promise<void> | null = null;
  const run = () => {
    running ??= pass()
      .then(
        () => undefined,
        (error) => onError(error),
      )
      .finally(() => (running = null));
  };
  if (options.atStart) run();
  const timer = setInterval(run, intervalMs);
  timer.unref();
  /** Stops the schedule; resolves once a pass under way has ended (before the database is closed). */
  return {
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}
