import { Table, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { QUOTE_LIMITS, type QuoteItem, type SectionDetail } from '@portal/domain';
import type { QuoteSector, QuoteSectorDetail } from '../../api/quotation';
import { useLocale } from '../../hooks/useLocale';
import { useMoney } from '../../hooks/useMoney';
import { formatQuantity } from '../../format';
import { detailAmounts, fieldValid, isTotalQuoting, priceDecimals, type DetailState, type LineState } from './lines';
import { DecimalInput } from './QuoteFields';
import styles from './quotation.module.css';

interface Props {
  section: SectionDetail;
  sector: QuoteSector;
  /** The sector's line as the supplier edits it. */
  line: LineState;
  /** The sector as the rules see it (quoteItems). */
  item: QuoteItem;
  editable: boolean;
  onDetailChange: (sectorId: number, detailId: number, changes: Partial<DetailState>) => void;
}

/** The detail rows of a sector in the quotation table: described, each priced by its own price and other expenses. */
export function DetailRowsTable({ section, sector, line, item, editable, onDetailChange }: Props) {
  const { t } = useTranslation();
  const { locale, pick } = useLocale();
  const money = useMoney(section);
  const totalQuoting = isTotalQuoting(section);
  const decimals = priceDecimals(totalQuoting);
  const state = (d: QuoteSectorDetail) => line.details?.[d.id] ?? { price: '', otherExpenses: '' };
  const priced = (d: QuoteSectorDetail) => detailAmounts(line, item, d, section.quotationMethod);
  const label = (key: string, d: QuoteSectorDetail) => `${t(key)} ${pick(sector, 'sectorName')} / ${pick(d, 'sectorName')}`;
  const priceTitle = totalQuoting ? 'messages.tplTotalPrice' : 'quotation.table.unitPrice';
  const columns: TableColumnsType<QuoteSectorDetail> = [
    { key: 'index', title: t('messages.tplIndex'), width: 56, align: 'center', render: (_, __, index) => index + 1 },
    { key: 'name', title: t('messages.tplDetailName'), render: (_, d) => pick(d, 'sectorName') },
    { key: 'spec', title: t('quotation.table.specifications'), render: (_, d) => [d.specifications, d.model].filter(Boolean).join(' / ') },
    { key: 'quantity', title: t('messages.tplQuantity'), align: 'right', render: (_, d) => `${formatQuantity(d.sectorNumber, locale)} ${pick(d, 'detailUnits')}` },
    { key: 'budget', title: t('messages.tplBudget'), align: 'right', render: (_, d) => money(d.budgetAmount) },
    {
      key: 'price',
      title: t(priceTitle),
      width: 150,
      render: (_, d) => (
        <DecimalInput
          id={`detail-price-${d.id}`}
          label={label(priceTitle, d)}
          value={state(d).price}
          decimals={decimals}
          valid={fieldValid.price(state(d).price, totalQuoting)}
          editable={editable}
          onChange={(price) => onDetailChange(sector.id, d.id, { price })}
        />
      ),
    },
    {
      key: 'otherExpenses',
      title: t('messages.tplOtherExpenses'),
      width: 120,
      render: (_, d) => (
        <DecimalInput
          id={`detail-other-${d.id}`}
          label={label('messages.tplOtherExpenses', d)}
          value={state(d).otherExpenses}
          decimals={QUOTE_LIMITS.unitPriceDecimals}
          valid={fieldValid.otherExpenses(state(d).otherExpenses)}
          editable={editable}
          onChange={(otherExpenses) => onDetailChange(sector.id, d.id, { otherExpenses })}
        />
      ),
    },
    {
      key: 'materialTotal',
      title: t('quotation.table.materialTotal'),
      align: 'right',
      render: (_, d) => (
        <span className={styles.amount} data-testid={`detail-material-${d.id}`}>
          {money(priced(d)?.totalMaterialPrice)}
        </span>
      ),
    },
    {
      key: 'total',
      title: t('quotation.table.total'),
      align: 'right',
      render: (_, d) => (
        <b className={styles.amount} data-testid={`detail-total-${d.id}`}>
          {money(priced(d)?.totalPrice)}
        </b>
      ),
    },
  ];
  return <Table<QuoteSectorDetail> className={styles.detailTable} rowKey="id" size="small" columns={columns} dataSource={sector.detailsList} pagination={false} />;
}
