import { Input, Select, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { QUOTE_LIMITS, type SectionDetail } from '@portal/domain';
import type { QuoteSector } from '../../api/quotation';
import { useDict } from '../../hooks/useDict';
import { useLocale } from '../../hooks/useLocale';
import { useMoney } from '../../hooks/useMoney';
import { cleanDecimal, fieldValid, isTotalQuoting, padDecimals, priceDecimals, taxRateOptions, type LineState } from './lines';
import styles from './quotation.module.css';

/**
 * The controls of one item of the quotation, shared by the table (desktop) and the cards (phones): the same
 * ids, names, keypads and formats whichever shows them. Decimal fields open the decimal keypad, are cut to
 * their decimals as typed and written with all of them when left ("340.5" → "340.50").
 */

export interface FieldProps {
  sector: QuoteSector;
  line: LineState;
  onChange: (id: number, changes: Partial<LineState>) => void;
  editable: boolean;
}

const options = (dict: ReturnType<typeof useDict>) => dict.entries.map((e) => ({ value: e.dictValue, label: e.dictLabel }));

interface DecimalProps {
  id: string;
  label: string;
  value: string;
  decimals: number;
  valid: boolean;
  editable: boolean;
  onChange: (value: string) => void;
  maxLength?: number;
  /** Written with all its decimals once left (prices); false for volume and weight. */
  pad?: boolean;
}

/** A decimal field: the decimal keypad, cut to `decimals` as typed, padded to them when left (prices). */
export function DecimalInput({ id, label, value, decimals, valid, editable, onChange, maxLength = QUOTE_LIMITS.priceMaxLength, pad = true }: DecimalProps) {
  return (
    <Input
      id={id}
      aria-label={label}
      value={value}
      maxLength={maxLength}
      inputMode="decimal"
      autoComplete="off"
      status={valid ? undefined : 'error'}
      disabled={!editable}
      onChange={(e) => onChange(cleanDecimal(e.target.value, decimals))}
      onBlur={(e) => {
        if (!pad) return;
        // What the field holds now, not the value of the render this handler came from: on a busy phone the
        // field can be left before the last keystroke's render, and padding that older value would lose it.
        const typed = e.currentTarget.value;
        const padded = padDecimals(typed, decimals);
        if (padded !== typed) onChange(padded);
      }}
    />
  );
}

/** The item's price: its unit price, or its total under total-price quoting. */
export function PriceInput({ section, sector, line, onChange, editable }: FieldProps & { section: SectionDetail }) {
  const { t } = useTranslation();
  const { pick } = useLocale();
  const totalQuoting = isTotalQuoting(section);
  const valid = fieldValid.price(line.price, totalQuoting);
  return (
    <Tooltip open={valid ? false : undefined} title={t(totalQuoting ? 'quotation.table.formatTotal' : 'quotation.table.formatUnit')}>
      <DecimalInput
        id={`price-${sector.id}`}
        label={`${t(totalQuoting ? 'messages.tplTotalPrice' : 'quotation.table.unitPrice')} ${pick(sector, 'sectorName')}`}
        value={line.price}
        decimals={priceDecimals(totalQuoting)}
        valid={valid}
        editable={editable}
        onChange={(price) => onChange(sector.id, { price })}
      />
    </Tooltip>
  );
}

export function OtherExpensesInput({ sector, line, onChange, editable }: FieldProps) {
  const { t } = useTranslation();
  const { pick } = useLocale();
  return (
    <DecimalInput
      id={`other-${sector.id}`}
      label={`${t('messages.tplOtherExpenses')} ${pick(sector, 'sectorName')}`}
      value={line.otherExpenses}
      decimals={QUOTE_LIMITS.unitPriceDecimals}
      valid={fieldValid.otherExpenses(line.otherExpenses)}
      editable={editable}
      onChange={(otherExpenses) => onChange(sector.id, { otherExpenses })}
    />
  );
}

export function TaxRateSelect({ sector, line, onChange, editable }: FieldProps) {
  const { t } = useTranslation();
  const { pick } = useLocale();
  const taxRates = useDict('sys_tax_rate');
  return (
    <Select
      id={`tax-${sector.id}`}
      aria-label={`${t('quotation.table.taxRate')} ${pick(sector, 'sectorName')}`}
      value={line.taxRate}
      options={taxRateOptions(taxRates.label)}
      disabled={!editable}
      onChange={(taxRate: string) => onChange(sector.id, { taxRate })}
      style={{ width: '100%' }}
    />
  );
}

export function SettleMethodField({ sector, line, onChange, editable }: FieldProps) {
  const { t } = useTranslation();
  const { pick } = useLocale();
  const settleMethods = useDict('sys_settle_method');
  if (sector.isForceSettleMethod === 1) {
    return (
      <span>
        {settleMethods.label(sector.settleMethod)} <span className={styles.muted}>{t('quotation.table.forced')}</span>
      </span>
    );
  }
  return (
    <Select
      id={`settle-${sector.id}`}
      aria-label={`${t('quotation.table.settleMethod')} ${pick(sector, 'sectorName')}`}
      value={line.settleMethod === null ? undefined : String(line.settleMethod)}
      options={options(settleMethods)}
      allowClear
      placeholder={t('quotation.table.choose')}
      disabled={!editable}
      onChange={(value?: string) => onChange(sector.id, { settleMethod: value === undefined ? null : Number(value) })}
      style={{ width: '100%' }}
    />
  );
}

/** Volume or weight: the number (4 decimals) and its unit side by side. */
export function MeasureField({ kind, sector, line, onChange, editable }: FieldProps & { kind: 'volume' | 'weight' }) {
  const { t } = useTranslation();
  const { pick } = useLocale();
  const units = useDict(kind === 'volume' ? 'sys_volume_unit' : 'sys_weight_unit');
  const unitKey = kind === 'volume' ? 'volumeUnit' : 'weightUnit';
  const title = t(`quotation.table.${kind}`);
  return (
    <div className={styles.measure}>
      <DecimalInput
        id={`${kind}-${sector.id}`}
        label={`${title} ${pick(sector, 'sectorName')}`}
        value={line[kind]}
        decimals={4}
        pad={false}
        valid={fieldValid.measure(line[kind])}
        editable={editable}
        onChange={(value) => onChange(sector.id, { [kind]: value })}
      />
      <Select
        aria-label={`${t('quotation.table.unitSelect')} ${title} ${pick(sector, 'sectorName')}`}
        value={line[unitKey] ?? undefined}
        options={options(units)}
        placeholder={t('quotation.table.unitSelect')}
        disabled={!editable}
        onChange={(unit: string) => onChange(sector.id, { [unitKey]: unit })}
        className={styles.unitSelect}
        popupMatchSelectWidth={false}
      />
    </div>
  );
}

export function RemarksInput({ which, sector, line, onChange, editable }: FieldProps & { which: 'remarks' | 'remarks1' }) {
  const { t } = useTranslation();
  const { pick } = useLocale();
  const title = t(which === 'remarks' ? 'messages.tplRemarks' : 'messages.tplRemarks1');
  return (
    <Input
      id={`${which}-${sector.id}`}
      aria-label={`${title} ${pick(sector, 'sectorName')}`}
      value={line[which]}
      maxLength={QUOTE_LIMITS.textMaxLength}
      disabled={!editable}
      onChange={(e) => onChange(sector.id, { [which]: e.target.value })}
    />
  );
}

/**
 * What bounds an item's price, one note per line: the buyer's ceiling (buying) or floor, the auction's current
 * best under isYuanJu (every participant sees it, with no name: DESIGN.md §5), the caller's last price and rank.
 */
export function PriceNotes({ section, sector, showItemRank }: { section: SectionDetail; sector: QuoteSector; showItemRank: boolean }) {
  const { t } = useTranslation();
  const money = useMoney(section);
  const buying = section.biddingTradeType === 1;
  const bound = buying ? sector.maxPrice : sector.minPrice;
  const own = isTotalQuoting(section) || sector.detailsList.length > 0 ? sector.totalMaterialPrice : sector.sectorPrice;
  const auction = section.isYuanJu === 1 ? sector.minOrMaxQuotesAmount : null;
  return (
    <>
      {bound && <span className={styles.bound}>{t(buying ? 'quotation.table.maxPrice' : 'quotation.table.minPrice', { price: money(bound) })}</span>}
      {auction && (
        <span className={styles.auctionBound} data-testid={`auction-bound-${sector.id}`}>
          {t(buying ? 'quotation.table.auctionLowest' : 'quotation.table.auctionHighest', { price: money(auction) })}
        </span>
      )}
      {own && <span className={styles.note}>{t('quotation.table.lastPrice', { price: money(own) })}</span>}
      {showItemRank && sector.priceRanking ? <span className={styles.note}>{t('quotation.table.rank', { rank: sector.priceRanking })}</span> : null}
    </>
  );
}

/**
 * The item's fields beyond its price, each under its label: tax rate and settlement (with `withTerms`; the
 * table has them as columns), volume, weight and both remarks.
 */
export function ExtraFields({ withTerms, ...props }: FieldProps & { withTerms: boolean }) {
  const { t } = useTranslation();
  const id = props.sector.id;
  const field = (label: string, htmlFor: string | undefined, control: React.ReactNode, wide = false) => (
    <div className={wide ? `${styles.extraField} ${styles.extraWide}` : styles.extraField}>
      <label className={styles.fieldLabel} htmlFor={htmlFor}>
        {label}
      </label>
      {control}
    </div>
  );
  return (
    <div className={styles.extraFields}>
      {withTerms && field(t('quotation.table.taxRate'), `tax-${id}`, <TaxRateSelect {...props} />)}
      {withTerms &&
        field(t('quotation.table.settleMethod'), props.sector.isForceSettleMethod === 1 ? undefined : `settle-${id}`, <SettleMethodField {...props} />)}
      {field(t('quotation.table.volume'), `volume-${id}`, <MeasureField kind="volume" {...props} />)}
      {field(t('quotation.table.weight'), `weight-${id}`, <MeasureField kind="weight" {...props} />)}
      {field(t('messages.tplRemarks'), `remarks-${id}`, <RemarksInput which="remarks" {...props} />, true)}
      {field(t('messages.tplRemarks1'), `remarks1-${id}`, <RemarksInput which="remarks1" {...props} />, true)}
    </div>
  );
}
