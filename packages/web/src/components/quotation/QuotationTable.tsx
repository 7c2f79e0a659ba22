import { useMemo } from 'react';
import { Input, Select, Table, Tooltip, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { derivedUnitPrice, QUOTE_LIMITS, type SectionDetail } from '@portal/domain';
import type { QuoteSector, QuoteSectorDetail } from '../../api/quotation';
import { useDict } from '../../hooks/useDict';
import { useLocale } from '../../hooks/useLocale';
import { formatMoney, formatQuantity } from '../../format';
import {
  cleanDecimal,
  detailAmounts,
  fieldValid,
  isTotalQuoting,
  lineAmounts,
  lineFromSector,
  priceDecimals,
  quoteItems,
  taxRateOptions,
  type DetailState,
  type LineState,
  type Lines,
} from './lines';
import styles from './quotation.module.css';
import { ExpandColumnTitle } from '../ExpandColumnTitle';

/**
 * Volume and weight: a number and its unit side by side, wide enough that the unit's name reads whole in every
 * language (ລູກບາດແມັດ, 立方米) and the number keeps room, rather than both squeezed beside the pinned total.
 */
const MEASURE_WIDTH = 260;
const UNIT_SELECT_WIDTH = 130;

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
 * The quotation table (part 2 §2, §5): one row per item, with its details when the section has them
 * (sectionType 1). Prices are typed as text and cut to their decimals; the material total and the item
 * total are the domain's computation, live. An item with detail rows is priced in them: its own price and
 * other expenses are then the read-only sums of its rows'.
 */
export function QuotationTable({ section, sectors, lines, onChange, onDetailChange, editable, showItemRank }: Props) {
  const { t } = useTranslation();
  const { locale, pick } = useLocale();
  /** An amount of the table: a number in the reader's language; the currency is named above the table. */
  const amount = (value: string | null | undefined) => formatMoney(value, locale);
  const taxRates = useDict('sys_tax_rate');
  const settleMethods = useDict('sys_settle_method');
  const volumeUnits = useDict('sys_volume_unit');
  const weightUnits = useDict('sys_weight_unit');
  const totalQuoting = isTotalQuoting(section);
  const decimals = priceDecimals(totalQuoting);
  const items = useMemo(() => new Map(quoteItems(sectors).map((i) => [i.id, i])), [sectors]);
  const buying = section.biddingTradeType === 1;
  const options = (dict: ReturnType<typeof useDict>) => dict.entries.map((e) => ({ value: e.dictValue, label: e.dictLabel }));

  const line = (sector: QuoteSector) => lines[sector.id] ?? lineFromSector(sector, totalQuoting);
  const name = (sector: QuoteSector) => pick(sector, 'sectorName');
  const byDetails = (sector: QuoteSector) => sector.detailsList.length > 0;
  const amounts = (sector: QuoteSector) => lineAmounts(line(sector), items.get(sector.id)!, section.quotationMethod);

  const columns: TableColumnsType<QuoteSector> = [
    { key: 'index', title: t('messages.tplIndex'), width: 50, align: 'center', fixed: 'left', render: (_, __, index) => index + 1 },
    {
      key: 'name',
      title: t('messages.tplName'),
      width: 170,
      fixed: 'left',
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
      width: 100,
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
      width: 160,
      render: (_, sector) => {
        const value = line(sector).price;
        const valid = fieldValid.price(value, totalQuoting);
        const bound = buying ? sector.maxPrice : sector.minPrice;
        const own = totalQuoting || byDetails(sector) ? sector.totalMaterialPrice : sector.sectorPrice;
        const material = amounts(sector)?.totalMaterialPrice;
        return (
          <>
            {byDetails(sector) ? (
              <div>
                <span className={styles.muted}>{t('quotation.table.byDetails')}</span>
                {material && !totalQuoting && (
                  <div className={styles.amount} data-testid={`derived-${sector.id}`}>
                    {t('quotation.table.derivedUnitPrice', { price: amount(derivedUnitPrice(material, sector.sectorNumber)) })}
                  </div>
                )}
              </div>
            ) : (
              <Tooltip open={valid ? false : undefined} title={t(totalQuoting ? 'quotation.table.formatTotal' : 'quotation.table.formatUnit')}>
                <Input
                  id={`price-${sector.id}`}
                  aria-label={`${t(totalQuoting ? 'messages.tplTotalPrice' : 'quotation.table.unitPrice')} ${name(sector)}`}
                  value={value}
                  maxLength={QUOTE_LIMITS.priceMaxLength}
                  inputMode="decimal"
                  status={valid ? undefined : 'error'}
                  disabled={!editable}
                  onChange={(e) => onChange(sector.id, { price: cleanDecimal(e.target.value, decimals) })}
                />
              </Tooltip>
            )}
            {bound && (
              <span className={styles.bound}>{t(buying ? 'quotation.table.maxPrice' : 'quotation.table.minPrice', { price: amount(bound) })}</span>
            )}
            {own && <span className={styles.muted}>{t('quotation.table.lastPrice', { price: amount(own) })}</span>}
            {showItemRank && sector.priceRanking ? <span className={styles.muted}> · {t('quotation.table.rank', { rank: sector.priceRanking })}</span> : null}
          </>
        );
      },
    },
    {
      key: 'otherExpenses',
      title: t('messages.tplOtherExpenses'),
      width: 120,
      render: (_, sector) => {
        const value = line(sector).otherExpenses;
        if (byDetails(sector)) {
          return (
            <span className={styles.amount} data-testid={`other-sum-${sector.id}`}>
              {amount(amounts(sector)?.otherExpenses)}
            </span>
          );
        }
        return (
          <Input
            id={`other-${sector.id}`}
            aria-label={`${t('messages.tplOtherExpenses')} ${name(sector)}`}
            value={value}
            maxLength={QUOTE_LIMITS.priceMaxLength}
            inputMode="decimal"
            status={fieldValid.otherExpenses(value) ? undefined : 'error'}
            disabled={!editable}
            onChange={(e) => onChange(sector.id, { otherExpenses: cleanDecimal(e.target.value, 2) })}
          />
        );
      },
    },
    {
      key: 'taxRate',
      title: t('quotation.table.taxRate'),
      width: 90,
      render: (_, sector) => (
        <Select
          id={`tax-${sector.id}`}
          aria-label={`${t('quotation.table.taxRate')} ${name(sector)}`}
          value={line(sector).taxRate}
          options={taxRateOptions(taxRates.label)}
          disabled={!editable}
          onChange={(taxRate: string) => onChange(sector.id, { taxRate })}
          style={{ width: '100%' }}
        />
      ),
    },
    {
      key: 'settleMethod',
      title: t('quotation.table.settleMethod'),
      width: 150,
      render: (_, sector) =>
        sector.isForceSettleMethod === 1 ? (
          <span>
            {settleMethods.label(sector.settleMethod)} <span className={styles.muted}>{t('quotation.table.forced')}</span>
          </span>
        ) : (
          <Select
            id={`settle-${sector.id}`}
            aria-label={`${t('quotation.table.settleMethod')} ${name(sector)}`}
            value={line(sector).settleMethod === null ? undefined : String(line(sector).settleMethod)}
            options={options(settleMethods)}
            allowClear
            placeholder={t('quotation.table.choose')}
            disabled={!editable}
            onChange={(value?: string) => onChange(sector.id, { settleMethod: value === undefined ? null : Number(value) })}
            style={{ width: '100%' }}
          />
        ),
    },
    {
      key: 'materialTotal',
      title: t('quotation.table.materialTotal'),
      width: 130,
      align: 'right',
      render: (_, sector) => (
        <span className={styles.amount} data-testid={`material-${sector.id}`}>
          {amount(amounts(sector)?.totalMaterialPrice)}
        </span>
      ),
    },
    {
      key: 'volume',
      title: t('quotation.table.volume'),
      width: MEASURE_WIDTH,
      render: (_, sector) => (
        <div className={styles.measure}>
          <Input
            id={`volume-${sector.id}`}
            aria-label={`${t('quotation.table.volume')} ${name(sector)}`}
            value={line(sector).volume}
            inputMode="decimal"
            status={fieldValid.measure(line(sector).volume) ? undefined : 'error'}
            disabled={!editable}
            onChange={(e) => onChange(sector.id, { volume: cleanDecimal(e.target.value, 4) })}
          />
          <Select
            aria-label={`${t('quotation.table.unitSelect')} ${t('quotation.table.volume')} ${name(sector)}`}
            value={line(sector).volumeUnit ?? undefined}
            options={options(volumeUnits)}
            placeholder={t('quotation.table.unitSelect')}
            disabled={!editable}
            onChange={(volumeUnit: string) => onChange(sector.id, { volumeUnit })}
            style={{ width: UNIT_SELECT_WIDTH, flex: 'none' }}
            popupMatchSelectWidth={false}
          />
        </div>
      ),
    },
    {
      key: 'weight',
      title: t('quotation.table.weight'),
      width: MEASURE_WIDTH,
      render: (_, sector) => (
        <div className={styles.measure}>
          <Input
            id={`weight-${sector.id}`}
            aria-label={`${t('quotation.table.weight')} ${name(sector)}`}
            value={line(sector).weight}
            inputMode="decimal"
            status={fieldValid.measure(line(sector).weight) ? undefined : 'error'}
            disabled={!editable}
            onChange={(e) => onChange(sector.id, { weight: cleanDecimal(e.target.value, 4) })}
          />
          <Select
            aria-label={`${t('quotation.table.unitSelect')} ${t('quotation.table.weight')} ${name(sector)}`}
            value={line(sector).weightUnit ?? undefined}
            options={options(weightUnits)}
            placeholder={t('quotation.table.unitSelect')}
            disabled={!editable}
            onChange={(weightUnit: string) => onChange(sector.id, { weightUnit })}
            style={{ width: UNIT_SELECT_WIDTH, flex: 'none' }}
            popupMatchSelectWidth={false}
          />
        </div>
      ),
    },
    {
      key: 'remarks',
      title: t('messages.tplRemarks'),
      width: 180,
      render: (_, sector) => (
        <Input
          id={`remarks-${sector.id}`}
          aria-label={`${t('messages.tplRemarks')} ${name(sector)}`}
          value={line(sector).remarks}
          maxLength={QUOTE_LIMITS.textMaxLength}
          disabled={!editable}
          onChange={(e) => onChange(sector.id, { remarks: e.target.value })}
        />
      ),
    },
    {
      key: 'remarks1',
      title: t('messages.tplRemarks1'),
      width: 180,
      render: (_, sector) => (
        <Input
          id={`remarks1-${sector.id}`}
          aria-label={`${t('messages.tplRemarks1')} ${name(sector)}`}
          value={line(sector).remarks1}
          maxLength={QUOTE_LIMITS.textMaxLength}
          disabled={!editable}
          onChange={(e) => onChange(sector.id, { remarks1: e.target.value })}
        />
      ),
    },
    {
      key: 'total',
      title: t('quotation.table.total'),
      width: 140,
      align: 'right',
      fixed: 'right',
      render: (_, sector) => (
        <b className={styles.amount} data-testid={`total-${sector.id}`}>
          {amount(amounts(sector)?.totalPrice)}
        </b>
      ),
    },
  ];

  /** The detail rows of a sector: described, each priced by its own price and other expenses. */
  const detailColumns = (sector: QuoteSector): TableColumnsType<QuoteSectorDetail> => {
    const state = (d: QuoteSectorDetail) => line(sector).details?.[d.id] ?? { price: '', otherExpenses: '' };
    const priced = (d: QuoteSectorDetail) => detailAmounts(line(sector), items.get(sector.id)!, d, section.quotationMethod);
    const label = (key: string, d: QuoteSectorDetail) => `${t(key)} ${name(sector)} / ${pick(d, 'sectorName')}`;
    const priceTitle = totalQuoting ? 'messages.tplTotalPrice' : 'quotation.table.unitPrice';
    return [
      { key: 'index', title: t('messages.tplIndex'), width: 56, align: 'center', render: (_, __, index) => index + 1 },
      { key: 'name', title: t('messages.tplDetailName'), render: (_, d) => pick(d, 'sectorName') },
      { key: 'spec', title: t('quotation.table.specifications'), render: (_, d) => [d.specifications, d.model].filter(Boolean).join(' / ') },
      { key: 'quantity', title: t('messages.tplQuantity'), align: 'right', render: (_, d) => `${formatQuantity(d.sectorNumber, locale)} ${pick(d, 'detailUnits')}` },
      { key: 'budget', title: t('messages.tplBudget'), align: 'right', render: (_, d) => amount(d.budgetAmount) },
      {
        key: 'price',
        title: t(priceTitle),
        width: 150,
        render: (_, d) => (
          <Input
            id={`detail-price-${d.id}`}
            aria-label={label(priceTitle, d)}
            value={state(d).price}
            maxLength={QUOTE_LIMITS.priceMaxLength}
            inputMode="decimal"
            status={fieldValid.price(state(d).price, totalQuoting) ? undefined : 'error'}
            disabled={!editable}
            onChange={(e) => onDetailChange(sector.id, d.id, { price: cleanDecimal(e.target.value, decimals) })}
          />
        ),
      },
      {
        key: 'otherExpenses',
        title: t('messages.tplOtherExpenses'),
        width: 120,
        render: (_, d) => (
          <Input
            id={`detail-other-${d.id}`}
            aria-label={label('messages.tplOtherExpenses', d)}
            value={state(d).otherExpenses}
            maxLength={QUOTE_LIMITS.priceMaxLength}
            inputMode="decimal"
            status={fieldValid.otherExpenses(state(d).otherExpenses) ? undefined : 'error'}
            disabled={!editable}
            onChange={(e) => onDetailChange(sector.id, d.id, { otherExpenses: cleanDecimal(e.target.value, 2) })}
          />
        ),
      },
      {
        key: 'materialTotal',
        title: t('quotation.table.materialTotal'),
        align: 'right',
        render: (_, d) => (
          <span className={styles.amount} data-testid={`detail-material-${d.id}`}>
            {amount(priced(d)?.totalMaterialPrice)}
          </span>
        ),
      },
      {
        key: 'total',
        title: t('quotation.table.total'),
        align: 'right',
        render: (_, d) => (
          <b className={styles.amount} data-testid={`detail-total-${d.id}`}>
            {amount(priced(d)?.totalPrice)}
          </b>
        ),
      },
    ];
  };

  return (
    <Table<QuoteSector>
      rowKey="id"
      size="middle"
      bordered
      columns={columns}
      dataSource={sectors}
      pagination={false}
      scroll={{ x: 'max-content' }}
      expandable={
        section.sectionType === 1
          ? {
              columnTitle: <ExpandColumnTitle />,
              rowExpandable: byDetails,
              defaultExpandAllRows: true,
              expandedRowRender: (sector) => (
                <Table<QuoteSectorDetail> rowKey="id" size="small" columns={detailColumns(sector)} dataSource={sector.detailsList} pagination={false} />
              ),
            }
          : undefined
      }
    />
  );
}
