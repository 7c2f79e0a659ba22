import { useEffect, useReducer, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { issueParams } from '@portal/domain';
import { sendRound, type QuotationInfo, type SubmittedRound } from '../../api/quotation';
import { useFeedback } from '../../feedback/feedback';
import { useLocale } from '../../hooks/useLocale';
import { browserWait, deliver, IDLE, inFlight, submissionReducer } from './submission';
import { checkLines, newRequestKey, previousRound, toPayload, type Lines } from './lines';

/** Where the tab keeps the round on its way (its key and body) until the server answers. */
const attemptKey = (sectionId: number) => `quotation-attempt:${sectionId}`;

function readAttempt(sectionId: number): { key: string; body: string } | null {
  try {
    const kept = JSON.parse(sessionStorage.getItem(attemptKey(sectionId)) ?? 'null');
    return typeof kept?.key === 'string' && typeof kept?.body === 'string' ? kept : null;
  } catch {
    return null;
  }
}

function keepAttempt(sectionId: number, attempt: { key: string; body: string } | null) {
  try {
    if (attempt) sessionStorage.setItem(attemptKey(sectionId), JSON.stringify(attempt));
    else sessionStorage.removeItem(attemptKey(sectionId));
  } catch {
    // Storage full or refused: the key lives as long as the page.
  }
}

/** What a round is made of and what becomes of it. */
export interface RoundForm {
  info: QuotationInfo | null;
  lines: Lines;
  /** The caller has a round already (the next one is compared with it). */
  hasRound: boolean;
  /** The number the round will have, and an amount as the page shows it (for the confirmation). */
  round: number;
  money: (amount: string) => string;
  setWarnings: (warnings: string[]) => void;
  /** The stored round, applied to what the page shows. */
  onStored: (round: SubmittedRound) => void;
}

/** Leaving while a round is on its way asks first: the page could no longer tell what became of it. */
function useLeaveWarning(sending: boolean) {
  useEffect(() => {
    if (!sending) return;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [sending]);
}

/**
 * The submission of a round: the domain's warnings before sending, a confirmation, then the form sent as a round
 * until the server answers (deliver): a lost answer is followed by the same round under the same key, which the
 * server stores once. The key of the round last sent and what it sent are kept in the tab's session storage until
 * an answer comes, so a reload in between cannot store the round twice. The form stays locked meanwhile.
 */
export function useRoundSubmission(sectionId: number, form: RoundForm) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const { message, modal } = useFeedback();
  const [submission, dispatch] = useReducer(submissionReducer, IDLE);
  const [keptAttempt] = useState(() => readAttempt(sectionId));
  const attempt = useRef<{ key: string; body: string } | null>(keptAttempt);
  /** Stops the round on its way when the supplier gives up. */
  const stopper = useRef<AbortController | null>(null);
  const section = form.info?.bidSection;
  const sectors = form.info?.bidSectors ?? [];
  const sending = inFlight(submission);
  useLeaveWarning(sending);

  async function send() {
    if (!section || stopper.current) return;
    const sent = toPayload(sectors, form.lines, section);
    const body = JSON.stringify(sent);
    if (!attempt.current || attempt.current.body !== body) attempt.current = { key: newRequestKey(), body };
    keepAttempt(sectionId, attempt.current);
    const requestKey = attempt.current.key;
    const stop = new AbortController();
    stopper.current = stop;
    form.setWarnings([]);
    try {
      const answer = await deliver({
        send: (signal) => sendRound({ sectionId, requestKey, sectors: sent }, signal),
        stop: stop.signal,
        onEvent: dispatch,
        online: () => navigator.onLine,
        wait: browserWait,
        now: Date.now,
      });
      // Stopped: the key is kept, so trying again cannot store the round twice.
      if (!answer) return;
      attempt.current = null;
      keepAttempt(sectionId, null);
      if (answer.code === 200 && answer.data) {
        dispatch({ type: 'stored', round: answer.data });
        form.onStored(answer.data);
        message.success(t('quotation.submit.success'));
      } else {
        const reason = answer.msg || t('messages.serverError');
        dispatch({ type: 'refused', message: reason });
        form.setWarnings([reason]);
      }
    } finally {
      stopper.current = null;
    }
  }

  function submit() {
    if (!section) return;
    const checked = checkLines(section, sectors, form.lines, previousRound(sectors, section, form.hasRound));
    if (checked.issues.length) {
      const texts = checked.issues.map((issue) => t(`messages.${issue.key}`, issueParams(issue, locale)));
      form.setWarnings(texts);
      message.warning(texts[0]);
      return;
    }
    form.setWarnings([]);
    modal.confirm({
      title: t('quotation.submit.confirmTitle'),
      content: t('quotation.submit.confirmText', { round: form.round, total: form.money(checked.totalPrice) }),
      okText: t('quotation.submit.ok'),
      cancelText: t('quotation.submit.cancel'),
      // The dialog closes at once: the bar under the items tells what becomes of the round.
      onOk: () => void send(),
    });
  }

  /** After a stop: the same form goes again under its key; a changed one is a new round, checked and confirmed. */
  function retry() {
    if (section && attempt.current && attempt.current.body === JSON.stringify(toPayload(sectors, form.lines, section))) void send();
    else submit();
  }

  return { submission, sending, submit, retry, stop: () => stopper.current?.abort() };
}
