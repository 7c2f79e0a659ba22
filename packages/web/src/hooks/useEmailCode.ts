import { useCallback, useState } from 'react';
import { type FormInstance } from 'antd';
import { useFeedback } from '../feedback/feedback';
import { useTranslation } from 'react-i18next';
import { DEMO_EMAIL_DOMAIN } from '@portal/domain';
import { sendEmailCode } from '../api/auth';
import { useCountdown } from './useCountdown';

/** Long enough to read the notice that the code will not be shown. */
const NOT_SHOWN_NOTICE_SECONDS = 10;

/**
 * The 'send code' button of registration, password reset and e-mail change (part 1 §4): the 120 s wait starts on click;
 * a failed send stops it so that the button comes back at once (the request layer has shown why). The server says
 * where the code went: the demo mailbox is named when it is there, and a demo server that will show the code
 * nowhere says so (and stops the wait, so another address can be tried at once) instead of "code sent".
 */
export function useEmailCode(onFailure?: () => void) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const countdown = useCountdown();
  const [sending, setSending] = useState(false);
  const { start, reset } = countdown;

  const send = useCallback(
    async (email: string) => {
      start();
      setSending(true);
      try {
        const { delivery } = await sendEmailCode(email);
        if (delivery === 'notShown') {
          reset();
          message.warning({ content: t('messages.codeNotShownInDemo', { domain: `@${DEMO_EMAIL_DOMAIN}` }), duration: NOT_SHOWN_NOTICE_SECONDS });
        } else message.success(t(delivery === 'demoMailbox' ? 'messages.codeSentToDemoMailbox' : 'accounts.code.sent'));
      } catch {
        reset();
        onFailure?.();
      } finally {
        setSending(false);
      }
    },
    [start, reset, onFailure, message, t],
  );

  /** Sends the code to the form's `email` once the address passes its rule (the field shows why it does not). */
  const sendFrom = useCallback(
    async (form: FormInstance<{ email?: string }>) => {
      const email = await form.validateFields(['email']).then((v) => v.email, () => undefined);
      if (email) await send(email);
    },
    [send],
  );

  return {
    send,
    sendFrom,
    /** Stops the wait, e.g. when the form is cleared. */
    reset,
    /** Disabled while waiting, sending, or without an address. */
    disabled: (email: string | undefined) => sending || countdown.running || !email?.trim(),
    /** The 120 s wait after a send is running. */
    waiting: countdown.running,
    label: countdown.running ? t('accounts.code.resend', { seconds: countdown.remaining }) : t('accounts.code.send'),
  };
}
