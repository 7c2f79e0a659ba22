import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Alert, Button, Result, Spin } from 'antd';
import { useFeedback } from '../feedback/feedback';
import { useTranslation } from 'react-i18next';
import { issueParams, RankingType } from '@portal/domain';
import { getQuotationInfo, getQuoteHistory, getSupplierBidResult, sendRound, type SubmittedRound, type SupplierBidResult } from '../api/quotation';
import { CertificationGateDialogs } from '../components/certification/CertificationGateDialogs';
import { certifiedToQuote } from '../hooks/certificationGate';
import { useCertificationGate } from '../hooks/useCertificationGate';
import { useSession } from '../store/session';
import { useLocale } from '../hooks/useLocale';
import { useMoney } from '../hooks/useMoney';
import { PHONE_QUERY, useMediaQuery } from '../hooks/useMediaQuery';
import { useQuotationDraft } from '../hooks/useQuotationDraft';
import { useEndTime, useTimeLeft } from '../hooks/useEndTime';
import { SettlementBlock } from '../components/announcement/SettlementBlock';
import { paymentRatios } from '../components/announcement/blocks';
import { EndCountdown } from '../components/quotation/EndCountdown';
import { ProjectInfo } from '../components/quotation/ProjectInfo';
import { QuotationTable } from '../components/quotation/QuotationTable';
import { QuoteCards } from '../components/quotation/QuoteCards';
import { QuoteHistory } from '../components/quotation/QuoteHistory';
import { QuoteResult } from '../components/quotation/QuoteResult';
import { SubmitBar } from '../components/quotation/SubmitBar';
import { TemplateActions } from '../components/quotation/TemplateActions';
import { applyEvents, applyRounds, useEventBatches, type QuoteView } from '../components/quotation/liveEvents';
import { browserWait, deliver, IDLE, inFlight, submissionReducer } from '../components/quotation/submission';
import {
  checkLines,
  grandTotal,
  initialLines,
  isTotalQuoting,
  mergeDraft,
  mergeImported,
  newRequestKey,
  previousRound,
  quoteItems,
  toPayload,
  type DetailState,
  type LineState,
  type Lines,
} from '../components/quotation/lines';
import styles from '../components/quotation/quotation.module.css';

/**
 * The history (the largest answer, and not needed to quote) is asked for this long after the quotation is drawn,
 * so on a slow link it does not hold up the first view.
 */
const HISTORY_AFTER_MS = 1_000;

const parseTime = (value: string | null | undefined) => (value ? new Date(value.replace(' ', 'T')) : null);

function Block({ title, extra, children, id }: { title: string; extra?: React.ReactNode; children: React.ReactNode; id?: string }) {
  return (
    <section className={styles.block} id={id} aria-label={title}>
      <header className={styles.blockHeader}>
        <h2 className={styles.blockTitle}>{title}</h2>
        {extra && <div className={styles.tools}>{extra}</div>}
      </header>
      {children}
    </section>
  );
}

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

/** A time of the server's events as the page shows times (yyyy-MM-dd HH:mm:ss, this browser's zone). */
const formatClock = (d: Date) => {
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())} ${p(d.getHours())}:${p(d.getMinutes())}:${p(d.getSeconds())}`;
};

/**
 * quotation?id={sectionId} (part 2 §2), opened in a new tab: project info, payment ratios, the countdown to
 * the end of quoting on the server's clock, the quotation (a table, or one card per item on a phone) with its
 * template export and import, the draft kept in this browser, the submission of a round with the domain's
 * warnings before sending, the caller's own rounds, rank and, once published, the result. The certification
 * check and the quotation data are asked for together; the section's live events (rank, the auction's
 * bounds, the caller's rounds) are applied to what is shown, and a stored round is added without a reload.
 */
export default function Quotation() {
  const { t } = useTranslation();
  const { locale, pick } = useLocale();
  const { message, modal } = useFeedback();
  const [params] = useSearchParams();
  const sectionId = Number(params.get('id')) || 0;
  const session = useSession();
  const draft = useQuotationDraft(session.user?.id, sectionId);
  const phone = useMediaQuery(PHONE_QUERY);

  const [view, setView] = useState<QuoteView | null>(null);
  const [failed, setFailed] = useState(false);
  const [lines, setLines] = useState<Lines>({});
  const [result, setResult] = useState<SupplierBidResult | null>(null);
  const [warnings, setWarnings] = useState<string[]>([]);
  const [restoredAt, setRestoredAt] = useState<string | null>(null);
  const [submission, dispatch] = useReducer(submissionReducer, IDLE);
  /**
   * The key of the round last sent and what it sent: sending the same form again (after a lost answer) reuses it.
   * Kept in the tab's session storage until an answer comes, so a reload in between cannot store the round twice.
   */
  const [keptAttempt] = useState(() => readAttempt(sectionId));
  const attempt = useRef<{ key: string; body: string } | null>(keptAttempt);
  /** Stops the round on its way when the supplier gives up. */
  const stopper = useRef<AbortController | null>(null);
  /** Opened directly, the page runs the Quote button's certification check (part 2 §4); undefined while it runs. */
  const gate = useCertificationGate();
  const [certified, setCertified] = useState<boolean>();
  const viewRef = useRef(view);
  viewRef.current = view;
  const submissionRef = useRef(submission);
  submissionRef.current = submission;

  const loadHistory = useCallback(() => {
    getQuoteHistory(sectionId).then((h) => setView((v) => v && applyRounds(v, h.data ?? [])), () => undefined);
  }, [sectionId]);

  // The check and the data go out together: the page is ready after one round trip, not two.
  useEffect(() => {
    if (!sectionId) return;
    let live = true;
    certifiedToQuote(gate, { sectionId }).then(
      (ok) => live && setCertified(ok),
      () => live && setCertified(false),
    );
    getQuotationInfo(sectionId).then(
      (body) => {
        if (!live) return;
        if (body.code !== 200 || !body.data) {
          setFailed(true);
          return;
        }
        const data = body.data;
        setView({ info: data, history: [] });
        setLines(initialLines(data.bidSectors, isTotalQuoting(data.bidSection)));
        // The history is the caller's rounds: asked for only once there is one (part 2 §4 shows it from status 15).
        if (data.lastRound) setTimeout(() => live && loadHistory(), HISTORY_AFTER_MS);
        if (data.bidSection.resultsPublished) {
          getSupplierBidResult(sectionId).then((r) => r.code === 200 && r.data && setResult(r.data), () => undefined);
        }
      },
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
    // Once per section: the gate's dialogs re-render the page.
  }, [sectionId]);

  // The draft is read once, when both the data and the signed-in user are known (a language switch keeps the table).
  const draftRead = useRef(false);
  const loaded = view !== null;
  useEffect(() => {
    if (!loaded || draftRead.current || !draft.key) return;
    draftRead.current = true;
    const saved = draft.read();
    if (!saved) return;
    setLines((current) => mergeDraft(current, saved.lines));
    setRestoredAt(new Date(saved.savedAt).toLocaleString(locale === 'zh' ? 'zh-CN' : locale === 'lo' ? 'lo-LA' : 'en-GB'));
  }, [loaded, draft.key]);

  // Live events, drawn together a few times a second: rank, the auction's bounds, the caller's own rounds.
  const onEvents = useEventBatches((events) => {
    const current = viewRef.current;
    if (!current) return;
    const { fetchHistory } = applyEvents(current, events);
    setView((v) => v && applyEvents(v, events).view);
    // A round of this page's own submit comes with its answer; one from another tab or device needs the history.
    if (fetchHistory && !inFlight(submissionRef.current)) loadHistory();
  });
  const endTime = useEndTime(sectionId, onEvents);

  const info = view?.info ?? null;
  const history = view?.history ?? [];
  const section = info?.bidSection;
  const money = useMoney(section);
  const left = useTimeLeft(endTime?.end ?? parseTime(section?.endTime ?? section?.entTime), endTime?.offsetMs);

  const sectors = info?.bidSectors ?? [];
  const ended = left !== null && left <= 0;
  // What the caller may do is the server's answer (the quotations policy): the end-time answer's latest, else the page's.
  const open = (endTime?.actions ?? info?.bidSection.actions ?? []).includes('quote');
  const sending = inFlight(submission);
  // Leaving while a round is on its way asks first: the page could no longer tell what became of it.
  useEffect(() => {
    if (!sending) return;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [sending]);
  const editable = Boolean(info) && open && !ended && !sending;
  const hasRound = Boolean(info?.lastRound) || history.length > 0;
  const round = (info?.lastRound?.quotesCount ?? history.reduce((n, r) => Math.max(n, r.quotesCount), 0)) + 1;

  const change = useCallback((id: number, changes: Partial<LineState>) => {
    setLines((current) => ({ ...current, [id]: { ...current[id], ...changes } }));
    setWarnings([]);
  }, []);

  const changeDetail = useCallback((sectorId: number, detailId: number, changes: Partial<DetailState>) => {
    setLines((current) => {
      const line = current[sectorId];
      return { ...current, [sectorId]: { ...line, details: { ...line.details, [detailId]: { ...line.details[detailId], ...changes } } } };
    });
    setWarnings([]);
  }, []);

  function saveDraft() {
    if (draft.save(sectors.map((s) => lines[s.id]).filter(Boolean))) {
      message.success(t('quotation.draft.saved'));
      setRestoredAt(null);
    }
  }

  function discardDraft() {
    draft.remove();
    setRestoredAt(null);
    if (info) setLines(initialLines(info.bidSectors, isTotalQuoting(info.bidSection)));
    message.info(t('quotation.draft.discarded'));
  }

  /** The stored round, applied to what the page shows: history, last round, the items' own last prices. */
  function stored(answer: SubmittedRound) {
    const known = viewRef.current?.info.lastRound?.quotesCount ?? 0;
    dispatch({ type: 'stored', round: answer });
    setView((v) => v && applyRounds(v, [answer]));
    // A round sent meanwhile from another tab or device is in the history only.
    if (answer.quotesCount > known + 1) loadHistory();
    draft.remove();
    setRestoredAt(null);
    message.success(t('quotation.submit.success'));
  }

  /**
   * Sends the form as a round until the server answers (deliver): a lost answer is followed by the same round
   * under the same key, which the server stores once. The form stays locked meanwhile.
   */
  async function send() {
    if (!section || stopper.current) return;
    const sent = toPayload(sectors, lines, section);
    const body = JSON.stringify(sent);
    if (!attempt.current || attempt.current.body !== body) attempt.current = { key: newRequestKey(), body };
    keepAttempt(sectionId, attempt.current);
    const requestKey = attempt.current.key;
    const stop = new AbortController();
    stopper.current = stop;
    setWarnings([]);
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
      if (answer.code === 200 && answer.data) stored(answer.data);
      else {
        const reason = answer.msg || t('messages.serverError');
        dispatch({ type: 'refused', message: reason });
        setWarnings([reason]);
      }
    } finally {
      stopper.current = null;
    }
  }

  function submit() {
    if (!section) return;
    const checked = checkLines(section, sectors, lines, previousRound(sectors, section, hasRound));
    if (checked.issues.length) {
      const texts = checked.issues.map((issue) => t(`messages.${issue.key}`, issueParams(issue, locale)));
      setWarnings(texts);
      message.warning(texts[0]);
      return;
    }
    setWarnings([]);
    modal.confirm({
      title: t('quotation.submit.confirmTitle'),
      content: t('quotation.submit.confirmText', { round, total: money(checked.totalPrice) }),
      okText: t('quotation.submit.ok'),
      cancelText: t('quotation.submit.cancel'),
      // The dialog closes at once: the bar under the items tells what becomes of the round.
      onOk: () => void send(),
    });
  }

  /** After a stop: the same form goes again under its key; a changed one is a new round, checked and confirmed. */
  function retry() {
    if (section && attempt.current && attempt.current.body === JSON.stringify(toPayload(sectors, lines, section))) void send();
    else submit();
  }

  if (!sectionId) return <Result status="warning" title={t('quotation.missingId')} />;
  if (certified === false) {
    return (
      <>
        <Result status="warning" title={t('quotation.notCertified')} />
        <CertificationGateDialogs gate={gate} />
      </>
    );
  }
  if (failed && !info) return <Result status="warning" title={t('quotation.title')} />;
  if (!info || !section || !certified) {
    return (
      <div className={styles.page} style={{ textAlign: 'center', paddingTop: 80 }}>
        <Spin />
      </div>
    );
  }

  const showRank = section.showRanking === 1;
  const total = grandTotal(lines, quoteItems(sectors), section.quotationMethod);
  const Items = phone ? QuoteCards : QuotationTable;
  const showPayment = section.settleMethod !== null || section.settleMethodsList.length > 0 || paymentRatios(section).length > 0;

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <div className={styles.headerMain}>
          <h1 className={styles.title}>{pick(section, 'sectionName')}</h1>
          <div className={styles.subtitle}>
            {t('quotation.title')} · {pick(section, 'organization')}
          </div>
          {showRank && section.rankingType === RankingType.total && info.ranking ? (
            <Alert style={{ marginTop: 12 }} type="info" showIcon title={t('quotation.rank.total', { rank: info.ranking })} />
          ) : null}
        </div>
        <EndCountdown left={left} />
      </header>
      {endTime?.extension && endTime.end ? (
        <Alert
          data-testid="overtime-extension"
          style={{ marginBottom: 16 }}
          type="warning"
          showIcon
          title={t('quotation.live.extended', { end: formatClock(endTime.end), arrival: formatClock(new Date(endTime.extension.arrivalTime)) })}
        />
      ) : null}

      {result && (
        <Block title={t('quotation.blocks.result')} id="quotation-result">
          <QuoteResult result={result} section={section} />
        </Block>
      )}

      <Block title={t('quotation.blocks.project')}>
        <ProjectInfo section={endTime?.extension && endTime.end ? { ...section, entTime: formatClock(endTime.end) } : section} />
      </Block>

      {showPayment && (
        <Block title={t('quotation.blocks.payment')}>
          <SettlementBlock section={section} />
        </Block>
      )}

      <Block
        title={t('quotation.blocks.table')}
        id="quotation-table"
        extra={
          <TemplateActions
            sectionId={sectionId}
            withDetails={section.sectionType === 1}
            editable={editable}
            onImported={(imported) => {
              setLines((current) => mergeImported(current, imported, sectors, isTotalQuoting(section)));
              setWarnings([]);
            }}
            onRefused={(text) => setWarnings([text])}
          />
        }
      >
        {!open && !result && <Alert style={{ marginBottom: 12 }} type="info" showIcon title={t('quotation.status.notQuoting')} />}
        {restoredAt && (
          <Alert
            style={{ marginBottom: 12 }}
            type="info"
            showIcon
            title={t('quotation.draft.restored', { time: restoredAt })}
            action={
              <Button size="small" onClick={discardDraft}>
                {t('quotation.draft.discard')}
              </Button>
            }
          />
        )}
        <Items
          section={section}
          sectors={sectors}
          lines={lines}
          onChange={change}
          onDetailChange={changeDetail}
          editable={editable}
          showItemRank={showRank && section.rankingType === RankingType.perItem}
        />
        {warnings.length > 0 && (
          <Alert
            id="quotation-warnings"
            style={{ marginTop: 12 }}
            type="warning"
            showIcon
            title={t('quotation.submit.warningsTitle')}
            description={
              <ul className={styles.warnings}>
                {warnings.map((w) => (
                  <li key={w}>{w}</li>
                ))}
              </ul>
            }
          />
        )}
        <SubmitBar
          left={left}
          rank={showRank && section.rankingType === RankingType.total ? info.ranking : null}
          total={money(total)}
          round={round}
          submission={submission}
          editable={editable}
          onSaveDraft={saveDraft}
          onSubmit={submit}
          onStop={() => stopper.current?.abort()}
          onRetry={retry}
        />
        {ended && open && <div className={styles.muted} style={{ textAlign: 'right', marginTop: 8 }}>{t('quotation.submit.closed')}</div>}
      </Block>

      {(history.length > 0 || hasRound) && (
        <Block
          title={t('quotation.blocks.history')}
          id="quotation-history"
          extra={
            <Link to={`/verify?sectionId=${sectionId}`} target="_blank">
              {t('receipts.verifyLink')}
            </Link>
          }
        >
          <QuoteHistory rounds={history} sectors={sectors} section={section} />
        </Block>
      )}
    </div>
  );
}
