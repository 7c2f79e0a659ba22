import { useEffect, useState, type ReactNode } from 'react';
import { DownloadOutlined, SafetyCertificateOutlined } from '@ant-design/icons';
import { Button, Empty, Space, Table, Tooltip, type TableColumnsType } from 'antd';
import { downloadEvidence, downloadReceipt, getPublishedRoot, getReceipt, getReceiptEvidence } from '../../api/receipts';
import { RequestError, type ApiResult } from '../../api/request';
import { useTranslation } from 'react-i18next';
import type { HistoryLine, HistoryRound, QuoteDetailLine, QuoteSector } from '../../api/quotation';
import { useLocale } from '../../hooks/useLocale';
import { PHONE_QUERY, useMediaQuery } from '../../hooks/useMediaQuery';
import { useMoney, type MoneyOfSection } from '../../hooks/useMoney';
import styles from './quotation.module.css';
import { ExpandColumnTitle } from '../ExpandColumnTitle';

/**
 * A link button that asks the server for one of the caller's files and saves it. It shows that it is working until
 * the answer comes (a second press meanwhile does nothing); a refusal or a lost connection is shown by the request
 * layer, and nothing is saved.
 */
function FetchAndSave<T>({ icon, label, testId, disabled, fetch, save }: {
  icon: ReactNode;
  label: string;
  testId: string;
  disabled?: boolean;
  fetch: () => Promise<ApiResult<T>>;
  save: (data: T) => void;
}) {
  const [busy, setBusy] = useState(false);
  const press = async () => {
    setBusy(true);
    try {
      const answer = await fetch();
      if (answer.code === 200 && answer.data) save(answer.data);
    } catch (error) {
      if (!(error instanceof RequestError)) throw error;
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button size="small" type="link" icon={icon} loading={busy} disabled={disabled} data-testid={testId} onClick={() => void press()}>
      {label}
    </Button>
  );
}

/** Downloads the receipt of one of the caller's rounds. */
function ReceiptButton({ round }: { round: HistoryRound }) {
  const { t } = useTranslation();
  return (
    <FetchAndSave
      icon={<DownloadOutlined />}
      label={t('receipts.download')}
      testId={`receipt-${round.quotesCount}`}
      fetch={() => getReceipt(round.id)}
      save={downloadReceipt}
    />
  );
}

/**
 * Downloads the evidence bundle of one of the caller's rounds (its receipt, the signed root, the log entry, a signed
 * tree head and the inclusion proof), which /verify and portal-verify check with no server. Before the section's
 * root is published it is disabled, its tooltip saying when it becomes available; a root published but not yet in
 * the log is answered with the server's message.
 */
function EvidenceButton({ round, ready }: { round: HistoryRound; ready: boolean }) {
  const { t } = useTranslation();
  return (
    <Tooltip title={ready ? t('receipts.evidenceHint') : t('receipts.evidenceNotYet')}>
      {/* A disabled button has no mouse events: the span shows the tooltip saying when it becomes available. */}
      <span>
        <FetchAndSave
          icon={<SafetyCertificateOutlined />}
          label={t('receipts.downloadEvidence')}
          testId={`evidence-${round.quotesCount}`}
          disabled={!ready}
          fetch={() => getReceiptEvidence(round.id)}
          save={downloadEvidence}
        />
      </span>
    </Tooltip>
  );
}

/**
 * Whether the section's Merkle root is published (then its rounds' evidence can be asked for); false while unknown
 * and without a section (the page gives it once quoting is over: no root is published before).
 */
function useRootPublished(sectionId: number | undefined) {
  const [published, setPublished] = useState(false);
  useEffect(() => {
    if (!sectionId) return;
    let live = true;
    getPublishedRoot(sectionId).then(
      (root) => live && setPublished(root !== null),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [sectionId]);
  return published;
}

/** The receipt and evidence buttons of one round. */
function RoundFiles({ round, ready }: { round: HistoryRound; ready: boolean }) {
  return (
    <Space size={0} wrap>
      <ReceiptButton round={round} />
      <EvidenceButton round={round} ready={ready} />
    </Space>
  );
}

/**
 * The caller's own rounds, newest first, each with its lines (part 2 §3: historical quotation round): a table,
 * or on a phone one block per round that needs no sideways scrolling (its receipt button in reach).
 */
export function QuoteHistory({ rounds, sectors, section, sectionId }: { rounds: HistoryRound[]; sectors: QuoteSector[]; section: MoneyOfSection; sectionId?: number }) {
  const { t } = useTranslation();
  const ready = useRootPublished(sectionId);
  const { pick } = useLocale();
  /** Amounts in the section's currency, with its sign. */
  const amount = useMoney(section);
  const phone = useMediaQuery(PHONE_QUERY);
  if (rounds.length === 0) return <Empty description={t('quotation.history.empty')} image={Empty.PRESENTED_IMAGE_SIMPLE} />;
  const sectorOf = new Map(sectors.map((s) => [s.id, s]));
  const nameOf = (l: HistoryLine) => {
    const sector = sectorOf.get(l.id);
    return sector ? pick(sector, 'sectorName') : '';
  };
  const detailName = (l: HistoryLine, d: QuoteDetailLine) => {
    const detail = sectorOf.get(l.id)?.detailsList.find((x) => x.id === d.id);
    return detail ? pick(detail, 'sectorName') : '';
  };
  const ordered = [...rounds].sort((a, b) => b.quotesCount - a.quotesCount);
  const columns: TableColumnsType<HistoryRound> = [
    { key: 'round', title: t('quotation.result.rounds'), render: (_, r) => t('quotation.history.round', { round: r.quotesCount }) },
    { key: 'time', title: t('quotation.history.time'), render: (_, r) => r.arrivalTime ?? r.createTime ?? '' },
    { key: 'total', title: t('quotation.history.total'), align: 'right', render: (_, r) => <b className={styles.amount}>{amount(r.totalPrice)}</b> },
    {
      key: 'receipt',
      title: t('receipts.column'),
      align: 'center',
      render: (_, r) => <RoundFiles round={r} ready={ready} />,
    },
  ];
  const lineColumns: TableColumnsType<HistoryLine> = [
    { key: 'item', title: t('quotation.history.item'), render: (_, l) => nameOf(l) },
    { key: 'unitPrice', title: t('quotation.history.unitPrice'), align: 'right', render: (_, l) => <span className={styles.amount}>{amount(l.sectorPrice ?? l.totalMaterialPrice)}</span> },
    { key: 'other', title: t('messages.tplOtherExpenses'), align: 'right', render: (_, l) => <span className={styles.amount}>{amount(l.otherExpenses)}</span> },
    { key: 'total', title: t('quotation.history.itemTotal'), align: 'right', render: (_, l) => <span className={styles.amount}>{amount(l.totalPrice)}</span> },
  ];
  if (phone) {
    return (
      <ol className={styles.rounds}>
        {ordered.map((r) => (
          <li key={r.quotesCount} className={styles.roundCard}>
            <div className={styles.roundHead}>
              <b>{t('quotation.history.round', { round: r.quotesCount })}</b>
              <span className={styles.muted}>{r.arrivalTime ?? r.createTime ?? ''}</span>
              <b className={styles.amount}>{amount(r.totalPrice)}</b>
            </div>
            <ul className={styles.roundLines}>
              {r.quotesList.map((l) => (
                <li key={l.id}>
                  <span>{nameOf(l)}</span>
                  <span className={styles.amount}>{amount(l.totalPrice)}</span>
                </li>
              ))}
            </ul>
            <RoundFiles round={r} ready={ready} />
          </li>
        ))}
      </ol>
    );
  }
  return (
    <Table<HistoryRound>
      rowKey="quotesCount"
      size="middle"
      columns={columns}
      dataSource={ordered}
      pagination={false}
      expandable={{
        columnTitle: <ExpandColumnTitle />,
        defaultExpandedRowKeys: [ordered[0].quotesCount],
        expandedRowRender: (round) => (
          <Table<HistoryLine>
            rowKey={(l) => String(l.id)}
            size="small"
            columns={lineColumns}
            dataSource={round.quotesList}
            pagination={false}
            expandable={{
              columnTitle: <ExpandColumnTitle />,
              rowExpandable: (l) => (l.detailsList?.length ?? 0) > 0,
              expandedRowRender: (l) => (
                <Table<QuoteDetailLine>
                  rowKey="id"
                  size="small"
                  dataSource={l.detailsList}
                  pagination={false}
                  columns={[{ key: 'item', title: t('messages.tplDetailName'), render: (_, d) => detailName(l, d) }, ...(lineColumns.slice(1) as TableColumnsType<QuoteDetailLine>)]}
                />
              ),
            }}
          />
        ),
      }}
    />
  );
}
