import { useEffect, useState } from 'react';
import { Button, Card, Empty, Table } from 'antd';
import { DollarOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { isFinalBidStatus, SectionStatus, showsBidOpeningText, showsQuoteButton, showsQuotationHistory, showsStartCountdown, type BidRecord } from '@portal/domain';
import { getQuoteHistory, type HistoryLine, type HistoryRound } from '../../api/bids';
import { formatQuantity } from '../../format';
import { certifiedToQuote } from '../../hooks/certificationGate';
import type { BidDetailState } from '../../hooks/useBidDetail';
import type { CertificationGate } from '../../hooks/useCertificationGate';
import { useLocale } from '../../hooks/useLocale';
import { useMoney } from '../../hooks/useMoney';
import { BidCountdown } from './BidCountdown';
import { parseWireTime } from './bidDetail';
import styles from './bid.module.css';
import { ExpandColumnTitle } from '../ExpandColumnTitle';

/** The quotation page of a section, opened in a new tab (part 2 §2). */
export const quotationPath = (sectionId: number) => `/quotation?id=${sectionId}`;

/**
 * Opens the quotation page once the certification check passes (part 2 §4: quoting requires it). The tab
 * is opened at the click, so that the browser does not take it for a pop-up, and closed again when the
 * check sends the user elsewhere.
 */
async function openQuotation(bid: BidRecord, gate: CertificationGate) {
  const tab = window.open('', '_blank');
  try {
    const target = { sectionId: bid.sectionId, sectionName: bid.section.sectionName, supplierSignupId: bid.id };
    if (await certifiedToQuote(gate, target, () => tab?.close())) {
      if (tab) tab.location.href = quotationPath(bid.sectionId);
      else window.open(quotationPath(bid.sectionId), '_blank');
    }
  } catch {
    tab?.close();
  }
}

/** The caller's own quotation rounds, oldest first (loaded above status 14). */
function History({ bid }: { bid: BidRecord }) {
  const sectionId = bid.sectionId;
  const sectors = new Map(bid.section.sectorList.map((s) => [s.id, s]));
  const { t } = useTranslation();
  const { locale, pick } = useLocale();
  const money = useMoney(bid.section);
  const [rounds, setRounds] = useState<HistoryRound[]>();
  useEffect(() => {
    let live = true;
    getQuoteHistory(sectionId).then(
      (r) => live && setRounds(r.data ?? []),
      () => live && setRounds([]),
    );
    return () => {
      live = false;
    };
  }, [sectionId]);
  const label = (key: string, options?: Record<string, unknown>) => t(`bids.quote.${key}`, options);
  if (rounds && rounds.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={label('noHistory')} />;
  return (
    <Table<HistoryRound>
      rowKey="id"
      size="small"
      loading={!rounds}
      pagination={false}
      dataSource={rounds}
      expandable={{
        columnTitle: <ExpandColumnTitle />,
        expandedRowRender: (round) => (
          <Table<HistoryLine>
            rowKey="id"
            size="small"
            pagination={false}
            dataSource={round.quotesList}
            columns={[
              { title: label('sector'), key: 'sector', render: (_: unknown, line) => { const sector = sectors.get(line.id); return sector ? pick(sector, 'sectorName') : '—'; } },
              { title: t('messages.tplUnitPrice'), dataIndex: 'sectorPrice', render: (v: string | null) => money(v) || '—' },
              { title: t('messages.tplQuantity'), key: 'quantity', render: (_: unknown, line) => formatQuantity(sectors.get(line.id)?.sectorNumber, locale) || '—' },
              { title: label('lineTotal'), dataIndex: 'totalPrice', render: (v: string | null) => money(v) || '—' },
            ]}
          />
        ),
      }}
      columns={[
        { title: label('history'), dataIndex: 'quotesCount', render: (count: number) => label('round', { count }) },
        { title: label('totalPrice'), dataIndex: 'totalPrice', render: (v: string) => <span className={styles.money}>{money(v)}</span> },
        { title: label('quoteTime'), dataIndex: 'createTime', render: (v: string | null) => v ?? '—' },
      ]}
    />
  );
}

/** The bid-opening text's wording: while the section already takes quotes, the steps above come first. */
const openingHint = (sectionStauts: number) => (sectionStauts === SectionStatus.quoting ? 'bids.quote.afterStages' : 'bids.quote.opening');

/**
 * The quotation part of the bid detail (part 2 §4): the countdown to the start time (reloading the page at
 * zero), the bid-opening text below 15 (a withdrawn or ended sign-up gets none), the 'quote' button at 15 and
 * the history above 14. The button is enabled when the server's answer names `quote` (the quotations policy).
 */
export function QuotationBlock({ bid, detail, gate }: { bid: BidRecord; detail: BidDetailState; gate: CertificationGate }) {
  const { t } = useTranslation();
  const status = bid.supplierBidStatus;
  const start = parseWireTime(bid.section.startTime);
  const countdown = showsStartCountdown(status, bid.sectionStauts) && start && start.getTime() > Date.now();
  const quoting = bid.actions.includes('quote');
  const showButton = showsQuoteButton(status, bid.sectionStauts, bid.isAppointSupplierQuotationIng, bid.disabled);
  return (
    <Card id="stage-quotation" className={styles.block} size="small" title={t('bids.quote.title')}>
      {countdown && <BidCountdown label={t('bids.quote.startsIn')} at={start} onElapsed={() => void detail.reload()} />}
      {showsBidOpeningText(status) && !isFinalBidStatus(status) && (
        <p className={styles.hint}>{t(openingHint(bid.sectionStauts))}</p>
      )}
      {showButton && (
        <div className={styles.actions}>
          <Button type="primary" icon={<DollarOutlined />} disabled={!quoting} loading={gate.busy} onClick={() => void openQuotation(bid, gate)}>
            {t('bids.quote.button')}
          </Button>
        </div>
      )}
      {showsQuotationHistory(status) && (
        <>
          <h2 className={styles.subheading}>{t('bids.quote.history')}</h2>
          <History bid={bid} />
        </>
      )}
    </Card>
  );
}
