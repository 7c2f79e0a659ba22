import { useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Alert, Result, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { RankingType } from '@portal/domain';
import type { SubmittedRound } from '../api/quotation';
import { CertificationGateDialogs } from '../components/certification/CertificationGateDialogs';
import { useLocale } from '../hooks/useLocale';
import { useMoney } from '../hooks/useMoney';
import { PHONE_QUERY, useMediaQuery } from '../hooks/useMediaQuery';
import { useTimeLeft } from '../hooks/useEndTime';
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
import { Block, DraftRestored, formatClock, OvertimeNotice, QuoteWarnings } from '../components/quotation/QuotationBlocks';
import { useQuotationLive } from '../components/quotation/useQuotationLive';
import { useQuoteForm } from '../components/quotation/useQuoteForm';
import { useRoundSubmission } from '../components/quotation/useRoundSubmission';
import { grandTotal, quoteItems } from '../components/quotation/lines';
import styles from '../components/quotation/quotation.module.css';

const parseTime = (value: string | null | undefined) => (value ? new Date(value.replace(' ', 'T')) : null);

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
  const { pick } = useLocale();
  const [params] = useSearchParams();
  const sectionId = Number(params.get('id')) || 0;
  const phone = useMediaQuery(PHONE_QUERY);
  /** Whether a round of this page is on its way, as of the last render (the live events read it). */
  const sendingNow = useRef(false);
  const live = useQuotationLive(sectionId, () => sendingNow.current, (loaded) => form.reset(loaded));
  const { view, endTime, result } = live;
  const info = view?.info ?? null;
  const form = useQuoteForm(sectionId, info);
  const history = view?.history ?? [];
  const section = info?.bidSection;
  const money = useMoney(section);
  const left = useTimeLeft(endTime?.end ?? parseTime(section?.endTime ?? section?.entTime), endTime?.offsetMs);
  const sectors = info?.bidSectors ?? [];
  const ended = left !== null && left <= 0;
  // What the caller may do is the server's answer (the quotations policy): the end-time answer's latest, else the page's.
  const open = (endTime?.actions ?? info?.bidSection.actions ?? []).includes('quote');
  const hasRound = Boolean(info?.lastRound) || history.length > 0;
  const round = (info?.lastRound?.quotesCount ?? history.reduce((n, r) => Math.max(n, r.quotesCount), 0)) + 1;
  const onStored = (answer: SubmittedRound) => {
    live.addRound(answer);
    form.forgetDraft();
  };
  const rounds = useRoundSubmission(sectionId, { info, lines: form.lines, hasRound, round, money, setWarnings: form.setWarnings, onStored });
  sendingNow.current = rounds.sending;
  const editable = Boolean(info) && open && !ended && !rounds.sending;

  if (!sectionId) return <Result status="warning" title={t('quotation.missingId')} />;
  if (live.certified === false) {
    return (
      <>
        <Result status="warning" title={t('quotation.notCertified')} />
        <CertificationGateDialogs gate={live.gate} />
      </>
    );
  }
  if (live.failed && !info) return <Result status="warning" title={t('quotation.title')} />;
  if (!info || !section || !live.certified) {
    return (
      <div className={styles.page} style={{ textAlign: 'center', paddingTop: 80 }}>
        <Spin />
      </div>
    );
  }

  const showRank = section.showRanking === 1;
  const total = grandTotal(form.lines, quoteItems(sectors), section.quotationMethod);
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
      <OvertimeNotice endTime={endTime} />

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
            onImported={form.imported}
            onRefused={(text) => form.setWarnings([text])}
          />
        }
      >
        {!open && !result && <Alert style={{ marginBottom: 12 }} type="info" showIcon title={t('quotation.status.notQuoting')} />}
        <DraftRestored at={form.restoredAt} onDiscard={form.discardDraft} />
        <Items
          section={section}
          sectors={sectors}
          lines={form.lines}
          onChange={form.change}
          onDetailChange={form.changeDetail}
          editable={editable}
          showItemRank={showRank && section.rankingType === RankingType.perItem}
        />
        <QuoteWarnings warnings={form.warnings} />
        <SubmitBar
          left={left}
          rank={showRank && section.rankingType === RankingType.total ? info.ranking : null}
          total={money(total)}
          round={round}
          submission={rounds.submission}
          editable={editable}
          onSaveDraft={form.saveDraft}
          onSubmit={rounds.submit}
          onStop={rounds.stop}
          onRetry={rounds.retry}
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
          {/* The evidence's root is asked for only once quoting is over: none is published before, and the first load asks nothing more. */}
          <QuoteHistory rounds={history} sectors={sectors} section={section} sectionId={open && !ended ? undefined : sectionId} />
        </Block>
      )}
    </div>
  );
}
