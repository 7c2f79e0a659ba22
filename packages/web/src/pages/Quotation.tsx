import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Alert, Button, Result, Space, Spin } from 'antd';
import { useFeedback } from '../feedback/feedback';
import { SaveOutlined, SendOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { issueParams, RankingType, SectionStatus } from '@portal/domain';
import {
  bidQuotes,
  getQuotationInfo,
  getQuoteHistory,
  getSupplierBidResult,
  type HistoryRound,
  type QuotationInfo,
  type QuoteSector,
  type SupplierBidResult,
} from '../api/quotation';
import { RequestError } from '../api/request';
import { CertificationGateDialogs } from '../components/certification/CertificationGateDialogs';
import { certifiedToQuote } from '../hooks/certificationGate';
import { useCertificationGate } from '../hooks/useCertificationGate';
import { useSession } from '../store/session';
import { useLocale } from '../hooks/useLocale';
import { useQuotationDraft } from '../hooks/useQuotationDraft';
import { useEndTime, useTimeLeft } from '../hooks/useEndTime';
import { formatMoney } from '../format';
import { SettlementBlock } from '../components/announcement/SettlementBlock';
import { paymentRatios } from '../components/announcement/blocks';
import { EndCountdown } from '../components/quotation/EndCountdown';
import { ProjectInfo } from '../components/quotation/ProjectInfo';
import { QuotationTable } from '../components/quotation/QuotationTable';
import { QuoteHistory } from '../components/quotation/QuoteHistory';
import { QuoteResult } from '../components/quotation/QuoteResult';
import { TemplateActions } from '../components/quotation/TemplateActions';
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

/** Wait before the page reloads after a successful round (part 2 §9). */
const RELOAD_AFTER_MS = 3_000;
/** Bid statuses from which the quotation history is shown, and those with a result (part 2 §4). */
const HISTORY_FROM_STATUS = 15;
const RESULT_STATUSES = new Set([19, 20]);

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

/**
 * quotation?id={sectionId} (part 2 §2), opened in a new tab: project info, payment ratios, the countdown to
 * the end of quoting (asked every 5 s), the quotation table with its template export and import, the draft
 * kept in this browser, the submission of a round with the domain's warnings before sending, the caller's
 * own rounds, rank and, once published, the result.
 */
/** A time of the server's events as the page shows times (yyyy-MM-dd HH:mm:ss, this browser's zone). */
const formatClock = (d: Date) => {
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())} ${p(d.getHours())}:${p(d.getMinutes())}:${p(d.getSeconds())}`;
};

export default function Quotation() {
  const { t } = useTranslation();
  const { locale, pick } = useLocale();
  const { message, modal } = useFeedback();
  const [params] = useSearchParams();
  const sectionId = Number(params.get('id')) || 0;
  const session = useSession();
  const draft = useQuotationDraft(session.user?.id, sectionId);

  const [info, setInfo] = useState<QuotationInfo | null>(null);
  const [failed, setFailed] = useState(false);
  const [lines, setLines] = useState<Lines>({});
  const [history, setHistory] = useState<HistoryRound[]>([]);
  const [result, setResult] = useState<SupplierBidResult | null>(null);
  const [warnings, setWarnings] = useState<string[]>([]);
  const [restoredAt, setRestoredAt] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  /** The key of the attempt in flight and what it sent: a retry of the same round after a lost answer reuses it. */
  const attempt = useRef<{ key: string; body: string } | null>(null);
  /** Opened directly, the page runs the Quote button's certification check first (part 2 §4); undefined while it runs. */
  const gate = useCertificationGate();
  const [certified, setCertified] = useState<boolean>();
  useEffect(() => {
    if (!sectionId) return;
    certifiedToQuote(gate, { sectionId }).then(setCertified, () => setCertified(false));
    // Once per section: the gate's dialogs re-render the page.
  }, [sectionId]);

  const endTime = useEndTime(sectionId, (e) => {
    // Live events: the caller's own rank and rounds, without reloading the table being typed in.
    if (e.event === 'rank') {
      setInfo((i) =>
        i && {
          ...i,
          ranking: e.data.ranking ?? i.ranking,
          bidSectors: e.data.priceRanking ? i.bidSectors.map((s) => ({ ...s, priceRanking: e.data.priceRanking[s.id] ?? s.priceRanking })) : i.bidSectors,
        },
      );
    }
    if (e.event === 'round') getQuoteHistory(sectionId).then((h) => setHistory(h.data ?? []), () => undefined);
  });
  const section = info?.bidSection;
  const left = useTimeLeft(endTime?.end ?? parseTime(section?.endTime ?? section?.entTime), endTime?.offsetMs);

  const load = useCallback(async () => {
    if (!sectionId || !certified) return;
    try {
      const body = await getQuotationInfo(sectionId);
      if (body.code !== 200 || !body.data) {
        setFailed(true);
        return;
      }
      const data = body.data;
      setInfo(data);
      let rows = initialLines(data.bidSectors, isTotalQuoting(data.bidSection));
      const saved = draft.read();
      if (saved) {
        rows = mergeDraft(rows, saved.lines);
        setRestoredAt(new Date(saved.savedAt).toLocaleString(locale === 'zh' ? 'zh-CN' : locale === 'lo' ? 'lo-LA' : 'en-GB'));
      }
      setLines(rows);
      const status = data.bidSection.supplierBidStatus;
      if (status >= HISTORY_FROM_STATUS || data.lastRound) {
        getQuoteHistory(sectionId).then((h) => setHistory(h.data ?? []), () => undefined);
      }
      if (RESULT_STATUSES.has(status) || data.bidSection.sectionStauts === SectionStatus.resultPublished) {
        getSupplierBidResult(sectionId).then((r) => r.code === 200 && r.data && setResult(r.data), () => undefined);
      }
    } catch {
      setFailed(true);
    }
    // The draft is read once, when the page opens (a language switch does not reload the table).
  }, [sectionId, draft.key, certified]);

  useEffect(() => {
    void load();
  }, [load]);

  const sectors: QuoteSector[] = useMemo(() => info?.bidSectors ?? [], [info]);
  const items = useMemo(() => quoteItems(sectors), [sectors]);
  const ended = left !== null && left <= 0;
  const open = endTime?.canQuote ?? info?.bidSection.canQuote ?? false;
  const editable = Boolean(info) && open && !ended && !submitted;
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

  async function send() {
    if (!section) return;
    const sent = toPayload(sectors, lines, section);
    const body = JSON.stringify(sent);
    if (!attempt.current || attempt.current.body !== body) attempt.current = { key: newRequestKey(), body };
    setSubmitting(true);
    try {
      const answer = await bidQuotes({ sectionId, requestKey: attempt.current.key, sectors: sent });
      attempt.current = null;
      if (answer.code !== 200) {
        if (answer.msg) setWarnings([answer.msg]);
        return;
      }
      draft.remove();
      setRestoredAt(null);
      setSubmitted(true);
      message.success(t('quotation.submit.success'));
      setTimeout(() => window.location.reload(), RELOAD_AFTER_MS);
    } catch (error) {
      // A refusal was shown by the request layer and is kept on the page; a lost answer keeps the key for the retry.
      if (error instanceof RequestError && error.code !== 0) {
        attempt.current = null;
        setWarnings([error.message]);
      }
    } finally {
      setSubmitting(false);
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
      content: t('quotation.submit.confirmText', { round, total: formatMoney(checked.totalPrice, locale) }),
      okText: t('quotation.submit.ok'),
      cancelText: t('quotation.submit.cancel'),
      onOk: send,
    });
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
  if (!info || !section) {
    return (
      <div className={styles.page} style={{ textAlign: 'center', paddingTop: 80 }}>
        <Spin />
      </div>
    );
  }

  const showRank = section.showRanking === 1;
  const total = grandTotal(lines, items, section.quotationMethod);
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
          <QuoteResult result={result} />
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
        <QuotationTable
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
        <div className={styles.footer}>
          <span className={styles.grandTotal}>
            {t('quotation.table.grandTotal')}
            <b data-testid="grand-total">{formatMoney(total, locale)}</b>
          </span>
          <Space>
            <Button icon={<SaveOutlined />} disabled={!editable} onClick={saveDraft}>
              {t('quotation.actions.saveDraft')}
            </Button>
            <Button type="primary" icon={<SendOutlined />} disabled={!editable} loading={submitting} onClick={submit}>
              {t('quotation.actions.submit')}
            </Button>
          </Space>
        </div>
        {ended && open && !submitted && <div className={styles.muted} style={{ textAlign: 'right', marginTop: 8 }}>{t('quotation.submit.closed')}</div>}
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
          <QuoteHistory rounds={history} sectors={sectors} />
        </Block>
      )}
    </div>
  );
}
