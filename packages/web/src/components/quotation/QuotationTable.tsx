import { useMemo } from 'react';
import { Table, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { derivedUnitPrice, type SectionDetail } from '@portal/domain';
import type { QuoteSector } from '../../api/quotation';
import { useLocale } from '../../hooks/useLocale';
import { useMoney } from '../../hooks/useMoney';
import { formatQuantity } from '../../format';
import { isTotalQuoting, lineAmounts, lineFromSector, quoteItems, type DetailState, type LineState, type Lines } from './lines';
import { ExtraFields, OtherExpensesInput, PriceInput, PriceNotes, SettleMethodField, TaxRateSelect } from './QuoteFields';
import { DetailRowsTable } from './DetailRowsTable';
import styles from './quotation.module.css';
import { ExpandColumnTitle } from '../ExpandColumnTitle';

interface Props {
  section: SectionDetail;
  sectors: QuoteSector[];
  lines: Lines;
  onChange: (id: number, changes: Partial<LineState>) => void;
  /** A change to the price of a detail row of a sector. */
  onDetailChange: (sectorId: number, detailId: number, changes: Partial<DetailState>) => void;
  /** False when quoting is closed: the table is read-only. */
  editable: boolean;
  /** Show the caller's rank per item (showRanking with rankingType 2). */
  showItemRank: boolean;
}

/**
 * The quotation table on tablets and desktops (part 2 §2, §5): one row per item with its price and terms, and
 * under it, always open, the item's volume, weight and remarks, then its detail rows when the section has them
 * (sectionType 1). No column is pinned: at 1280 px the table fits its block in every language, and on a
 * narrower window it scrolls inside itself with nothing drawn over anything (phones get QuoteCards). Prices are
 * typed as text and cut to their decimals; the material total and the item total are the domain's
 * computation, live. An item with detail rows is priced in them: its own price and other expenses are then the
 * read-only sums of its rows'.
 */
export function QuotationTable({ section, sectors, lines, onChange, onDetailChange, editable, showItemRank }: Props) {
  const { t } = useTranslation();
  const { locale, pick } = useLocale();
  /** Totals and bounds carry the section's currency sign (issue 23 §7). */
  const money = useMoney(section);
  const totalQuoting = isTotalQuoting(section);
  const items = useMemo(() => new Map(quoteItems(sectors).map((i) => [i.id, i])), [sectors]);

  const line = (sector: QuoteSector) => lines[sector.id] ?? lineFromSector(sector, totalQuoting);
  const name = (sector: QuoteSector) => pick(sector, 'sectorName');
  const byDetails = (sector: QuoteSector) => sector.detailsList.length > 0;
  const amounts = (sector: QuoteSector) => lineAmounts(line(sector), items.get(sector.id)!, section.quotationMethod);
  const fields = (sector: QuoteSector) => ({ sector, line: line(sector), onChange, editable });

  const columns: TableColumnsType<QuoteSector> = [
    { key: 'index', title: t('messages.tplIndex'), width: 56, align: 'center', render: (_, __, index) => index + 1 },
    {
      key: 'name',
      title: t('messages.tplName'),
      render: (_, sector) => (
        <>
          <div className={styles.itemName}>{name(sector)}</div>
          {(sector.specifications || sector.model) && <div className={styles.muted}>{[sector.specifications, sector.model].filter(Boolean).join(' / ')}</div>}
        </>
      ),
    },
    {
      key: 'quantity',
      title: t('messages.tplQuantity'),
      align: 'right',
      render: (_, sector) => (
        <span className={styles.amount}>
          {formatQuantity(sector.sectorNumber, locale)} {pick(sector, 'sectorUnits')}
        </span>
      ),
    },
    {
      key: 'price',
      title: t(totalQuoting ? 'messages.tplTotalPrice' : 'quotation.table.unitPrice'),
      width: 190,
      render: (_, sector) => {
        const material = amounts(sector)?.totalMaterialPrice;
        return (
          <>
            {byDetails(sector) ? (
              <div>
                <span className={styles.muted}>{t('quotation.table.byDetails')}</span>
                {material && !totalQuoting && (
                  <div className={styles.amount} data-testid={`derived-${sector.id}`}>
                    {t('quotation.table.derivedUnitPrice', { price: money(derivedUnitPrice(material, sector.sectorNumber)) })}
                  </div>
                )}
              </div>
            ) : (
              <PriceInput section={section} {...fields(sector)} />
            )}
            <PriceNotes section={section} sector={sector} showItemRank={showItemRank} />
          </>
        );
      },
    },
    {
      key: 'otherExpenses',
      title: t('messages.tplOtherExpenses'),
      width: 130,
      render: (_, sector) =>
        byDetails(sector) ? (
          <span className={styles.amount} data-testid={`other-sum-${sector.id}`}>
            {money(amounts(sector)?.otherExpenses)}
          </span>
        ) : (
          <OtherExpensesInput {...fields(sector)} />
        ),
    },
    { key: 'taxRate', title: t('quotation.table.taxRate'), width: 100, render: (_, sector) => <TaxRateSelect {...fields(sector)} /> },
    { key: 'settleMethod', title: t('quotation.table.settleMethod'), width: 150, render: (_, sector) => <SettleMethodField {...fields(sector)} /> },
    {
      key: 'materialTotal',
      title: t('quotation.table.materialTotal'),
      align: 'right',
      render: (_, sector) => (
        <span className={styles.amount} data-testid={`material-${sector.id}`}>
          {money(amounts(sector)?.totalMaterialPrice)}
        </span>
      ),
    },
    {
      key: 'total',
      title: t('quotation.table.total'),
      align: 'right',
      render: (_, sector) => (
        <b className={styles.amount} data-testid={`total-${sector.id}`}>
          {money(amounts(sector)?.totalPrice)}
        </b>
      ),
    },
  ];

  return (
    <Table<QuoteSector>
      rowKey="id"
      size="middle"
      bordered
      columns={columns}
      dataSource={sectors}
      pagination={false}
      scroll={{ x: 'max-content' }}
      expandable={{
        columnTitle: <ExpandColumnTitle />,
        defaultExpandAllRows: true,
        expandedRowRender: (sector) => (
          <>
            <ExtraFields withTerms={false} {...fields(sector)} />
            {byDetails(sector) && (
              <DetailRowsTable section={section} sector={sector} line={line(sector)} item={items.get(sector.id)!} editable={editable} onDetailChange={onDetailChange} />
            )}
          </>
        ),
      }}
    />
  );
}
