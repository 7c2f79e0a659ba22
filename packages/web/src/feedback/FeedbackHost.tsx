import { useEffect } from 'react';
import { App } from 'antd';
import type { AntdFeedback } from './feedback';

/** antd's `App` (its message, notification and modal holders, inside the shell's theme and locale), loaded on first use. */
export function FeedbackHost({ onReady }: { onReady: (instances: AntdFeedback) => void }) {
  return (
    <App component={false}>
      <Instances onReady={onReady} />
    </App>
  );
}

function Instances({ onReady }: { onReady: (instances: AntdFeedback) => void }) {
  const instances = App.useApp();
  useEffect(() => onReady(instances), [instances, onReady]);
  return null;
}
