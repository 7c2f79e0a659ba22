import { useCallback, useState } from 'react';
import { useFeedback } from '../feedback/feedback';
import { listDemoMail, type DemoMail } from '../api/auth';

/** idle: nothing asked yet; off: the server is not in demo mode (answers 404). */
type MailboxState = 'idle' | 'loading' | 'ready' | 'off';

/** The demo mailbox: mail the demo server pretends to have sent to one address, newest first. */
export function useDemoMailbox() {
  const { message } = useFeedback();
  const [state, setState] = useState<MailboxState>('idle');
  const [mail, setMail] = useState<DemoMail[]>([]);

  const open = useCallback(
    async (to: string) => {
      setState('loading');
      try {
        const result = await listDemoMail(to);
        if (result.code === 404) return setState('off');
        if (result.code !== 200) {
          message.error(result.msg);
          setMail([]);
          return setState('ready');
        }
        setMail([...(result.rows ?? [])].sort((a, b) => b.createTime.localeCompare(a.createTime)));
        setState('ready');
      } catch {
        setState('ready');
      }
    },
    [message],
  );

  return { state, mail, open };
}
