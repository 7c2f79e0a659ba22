import { Alert, Table, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AwardRecord, SupplierBidResult } from '../../api/quotation';
import { useMoney, type MoneyOfSection } from '../../hooks/useMoney';
import styles from './quotation.module.css';

type Award = AwardRecord;
type Quote = NonNullable<SupplierBidResult['quotes']>[number];

/** The result once published (part 2 §3 award / result): won or not, the awards and the quotes revealed. */
export function QuoteResult({ result, section }: { result: SupplierBidResult; section: MoneyOfSection }) {
  const { t } = useTranslation();
  /** Amounts in the section's currency, with its sign. */
  const amount = useMoney(section);
  const won = result.isWinningBid === 1;
  const awards: Award[] = result.bidAwardManageDetailList ?? (result.bidAwardManage ? [result.bidAwardManage] : []);
  const quotes = result.quotes ?? [];
  const awardColumns: TableColumnsType<Award> = [
    { key: 'item', title: t('quotation.result.item'), render: (_, a) => a.sectorName || t('quotation.result.whole') },
    { key: 'supplier', title: t('messages.bidRecordSupplier'), render: (_, a) => a.supplierName },
    { key: 'price', title: t('quotation.result.price'), align: 'right', render: (_, a) => <b className={styles.amount}>{amount(a.price)}</b> },
  ];
  const quoteColumns: TableColumnsType<Quote> = [
    { key: 'item', title: t('quotation.result.item'), render: (_, q) => q.sectorName || t('quotation.result.whole') },
    { key: 'supplier', title: t('messages.bidRecordSupplier'), render: (_, q) => q.supplierName },
    { key: 'rounds', title: t('quotation.result.rounds'), align: 'center', render: (_, q) => q.quotesCount },
    { key: 'total', title: t('quotation.result.total'), align: 'right', render: (_, q) => <span className={styles.amount}>{amount(q.totalPrice)}</span> },
  ];
  return (
    <>
      <Alert className={styles.resultBanner} type={won ? 'success' : 'info'} showIcon title={t(won ? 'quotation.result.won' : 'quotation.result.lost')} />
      {awards.length > 0 && (
        <>
          <h3>{t('quotation.result.awards')}</h3>
          <Table<Award> rowKey={(a, i) => `${a.supplierName}-${a.sectorName ?? ''}-${i}`} size="small" columns={awardColumns} dataSource={awards} pagination={false} />
        </>
      )}
      {quotes.length > 0 && (
        <>
          <h3 style={{ marginTop: 16 }}>{t('quotation.result.quotes')}</h3>
          <Table<Quote> rowKey={(q, i) => `${q.supplierName}-${i}`} size="small" columns={quoteColumns} dataSource={quotes} pagination={false} />
        </>
      )}
    </>
  );
}
