import { useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { deferredFeedback, FeedbackContext, registerFeedback, type AntdFeedback } from './feedback';

type Host = ComponentType<{ onReady: (instances: AntdFeedback) => void }>;

/**
 * The shell's feedback, for every page (`useFeedback`) and the request layer: the first call loads antd's
 * `App` and mounts it here, inside the shell's ConfigProvider, so messages and dialogs follow the theme and the
 * language as `App.useApp()`'s did; calls made meanwhile run once it is there.
 */
export function FeedbackProvider({ children }: { children: ReactNode }) {
  const [host, setHost] = useState<{ Host: Host; onReady: (instances: AntdFeedback) => void } | null>(null);
  const [feedback] = useState(() =>
    deferredFeedback(
      () =>
        new Promise<AntdFeedback>((resolve, reject) => {
          import('./FeedbackHost').then(({ FeedbackHost }) => setHost({ Host: FeedbackHost, onReady: resolve }), reject);
        }),
    ),
  );
  useEffect(() => registerFeedback(feedback), [feedback]);
  return (
    <FeedbackContext.Provider value={feedback}>
      {children}
      {host && <host.Host onReady={host.onReady} />}
    </FeedbackContext.Provider>
  );
}
