import { useMemo, useState } from 'react';
import { Button } from 'antd';
import { DownOutlined, UpOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { derivedUnitPrice, QUOTE_LIMITS, type SectionDetail } from '@portal/domain';
import type { QuoteSector, QuoteSectorDetail } from '../../api/quotation';
import { useLocale } from '../../hooks/useLocale';
import { useMoney } from '../../hooks/useMoney';
import { formatQuantity } from '../../format';
import { detailAmounts, fieldValid, isTotalQuoting, lineAmounts, lineFromSector, priceDecimals, quoteItems, type DetailState, type LineState, type Lines } from './lines';
import { DecimalInput, ExtraFields, OtherExpensesInput, PriceInput, PriceNotes } from './QuoteFields';
import styles from './quotation.module.css';

interface Props {
  section: SectionDetail;
  sectors: QuoteSector[];
  lines: Lines;
  onChange: (id: number, changes: Partial<LineState>) => void;
  onDetailChange: (sectorId: number, detailId: number, changes: Partial<DetailState>) => void;
  editable: boolean;
  showItemRank: boolean;
}

/**
 * The quotation on a phone (issue 23 §1): one card per item, read from top to bottom and typed with the
 * decimal keypad: its name and specification, quantity and unit, what bounds its price (the buyer's ceiling or
 * floor, the auction's current best), the price and other expenses, the item's totals. Tax rate, settlement,
 * volume, weight and remarks wait behind "More" (their dictionaries are asked for only then). Nothing is wider
 * than the screen.
 */
export function QuoteCards({ section, sectors, lines, onChange, onDetailChange, editable, showItemRank }: Props) {
  const { t } = useTranslation();
  const { locale, pick } = useLocale();
  const money = useMoney(section);
  const totalQuoting = isTotalQuoting(section);
  const items = useMemo(() => new Map(quoteItems(sectors).map((i) => [i.id, i])), [sectors]);
  const [open, setOpen] = useState<Record<number, boolean>>({});
  const priceTitle = t(totalQuoting ? 'messages.tplTotalPrice' : 'quotation.table.unitPrice');

  return (
    <ol className={styles.cards}>
      {sectors.map((sector, index) => {
        const line = lines[sector.id] ?? lineFromSector(sector, totalQuoting);
        const item = items.get(sector.id)!;
        const amounts = lineAmounts(line, item, section.quotationMethod);
        const byDetails = sector.detailsList.length > 0;
        const fields = { sector, line, onChange, editable };
        const headingId = `card-${sector.id}`;
        const more = open[sector.id] ?? false;
        return (
          <li key={sector.id} className={styles.card} aria-labelledby={headingId} data-testid={`card-${sector.id}`}>
            <h3 className={styles.cardTitle} id={headingId}>
              <span className={styles.cardIndex}>{index + 1}</span>
              {pick(sector, 'sectorName')}
            </h3>
            {(sector.specifications || sector.model) && <div className={styles.muted}>{[sector.specifications, sector.model].filter(Boolean).join(' / ')}</div>}
            <div className={styles.cardQuantity}>
              {t('messages.tplQuantity')}{' '}
              <b className={styles.amount}>
                {formatQuantity(sector.sectorNumber, locale)} {pick(sector, 'sectorUnits')}
              </b>
            </div>
            <div className={styles.cardNotes}>
              <PriceNotes section={section} sector={sector} showItemRank={showItemRank} />
            </div>

            {byDetails ? (
              <>
                <div className={styles.muted}>{t('quotation.table.byDetails')}</div>
                <ol className={styles.cardDetails}>
                  {sector.detailsList.map((d) => (
                    <DetailCard key={d.id} section={section} sector={sector} detail={d} line={line} onDetailChange={onDetailChange} editable={editable} />
                  ))}
                </ol>
              </>
            ) : (
              <div className={styles.cardInputs}>
                <div className={styles.cardField}>
                  <label className={styles.fieldLabel} htmlFor={`price-${sector.id}`}>
                    {priceTitle}
                  </label>
                  <PriceInput section={section} {...fields} />
                </div>
                <div className={styles.cardField}>
                  <label className={styles.fieldLabel} htmlFor={`other-${sector.id}`}>
                    {t('messages.tplOtherExpenses')}
                  </label>
                  <OtherExpensesInput {...fields} />
                </div>
              </div>
            )}

            <dl className={styles.cardTotals}>
              {byDetails && (
                <div>
                  <dt>{t('messages.tplOtherExpenses')}</dt>
                  <dd className={styles.amount} data-testid={`other-sum-${sector.id}`}>
                    {money(amounts?.otherExpenses) || '—'}
                  </dd>
                </div>
              )}
              <div>
                <dt>{t('quotation.table.materialTotal')}</dt>
                <dd className={styles.amount} data-testid={`material-${sector.id}`}>
                  {money(amounts?.totalMaterialPrice) || '—'}
                </dd>
              </div>
              {byDetails && amounts?.totalMaterialPrice && !totalQuoting && (
                <div>
                  <dt />
                  <dd className={styles.muted} data-testid={`derived-${sector.id}`}>
                    {t('quotation.table.derivedUnitPrice', { price: money(derivedUnitPrice(amounts.totalMaterialPrice, sector.sectorNumber)) })}
                  </dd>
                </div>
              )}
              <div className={styles.cardTotal}>
                <dt>{t('quotation.table.total')}</dt>
                <dd className={styles.amount} data-testid={`total-${sector.id}`}>
                  {money(amounts?.totalPrice) || '—'}
                </dd>
              </div>
            </dl>

            <Button
              type="link"
              className={styles.moreButton}
              aria-expanded={more}
              aria-controls={`more-${sector.id}`}
              icon={more ? <UpOutlined /> : <DownOutlined />}
              iconPlacement="end"
              onClick={() => setOpen((o) => ({ ...o, [sector.id]: !more }))}
            >
              {t(more ? 'quotation.cards.less' : 'quotation.cards.more')}
            </Button>
            {more && (
              <div id={`more-${sector.id}`}>
                <ExtraFields withTerms {...fields} />
              </div>
            )}
          </li>
        );
      })}
    </ol>
  );
}

/** A detail row of an item, priced in its own small card: name, quantity, price, other expenses and totals. */
function DetailCard({
  section,
  sector,
  detail: d,
  line,
  onDetailChange,
  editable,
}: {
  section: SectionDetail;
  sector: QuoteSector;
  detail: QuoteSectorDetail;
  line: LineState;
  onDetailChange: Props['onDetailChange'];
  editable: boolean;
}) {
  const { t } = useTranslation();
  const { locale, pick } = useLocale();
  const money = useMoney(section);
  const totalQuoting = isTotalQuoting(section);
  const state = line.details?.[d.id] ?? { price: '', otherExpenses: '' };
  const item = quoteItems([sector])[0];
  const priced = detailAmounts(line, item, d, section.quotationMethod);
  const priceTitle = totalQuoting ? 'messages.tplTotalPrice' : 'quotation.table.unitPrice';
  const label = (key: string) => `${t(key)} ${pick(sector, 'sectorName')} / ${pick(d, 'sectorName')}`;
  return (
    <li className={styles.detailCard}>
      <div className={styles.itemName}>{pick(d, 'sectorName')}</div>
      <div className={styles.muted}>
        {[d.specifications, d.model].filter(Boolean).join(' / ')} {formatQuantity(d.sectorNumber, locale)} {pick(d, 'detailUnits')}
        {d.budgetAmount ? ` · ${t('messages.tplBudget')} ${money(d.budgetAmount)}` : ''}
      </div>
      <div className={styles.cardInputs}>
        <div className={styles.cardField}>
          <label className={styles.fieldLabel} htmlFor={`detail-price-${d.id}`}>
            {t(priceTitle)}
          </label>
          <DecimalInput
            id={`detail-price-${d.id}`}
            label={label(priceTitle)}
            value={state.price}
            decimals={priceDecimals(totalQuoting)}
            valid={fieldValid.price(state.price, totalQuoting)}
            editable={editable}
            onChange={(price) => onDetailChange(sector.id, d.id, { price })}
          />
        </div>
        <div className={styles.cardField}>
          <label className={styles.fieldLabel} htmlFor={`detail-other-${d.id}`}>
            {t('messages.tplOtherExpenses')}
          </label>
          <DecimalInput
            id={`detail-other-${d.id}`}
            label={label('messages.tplOtherExpenses')}
            value={state.otherExpenses}
            decimals={QUOTE_LIMITS.unitPriceDecimals}
            valid={fieldValid.otherExpenses(state.otherExpenses)}
            editable={editable}
            onChange={(otherExpenses) => onDetailChange(sector.id, d.id, { otherExpenses })}
          />
        </div>
      </div>
      <dl className={styles.cardTotals}>
        <div>
          <dt>{t('quotation.table.materialTotal')}</dt>
          <dd className={styles.amount} data-testid={`detail-material-${d.id}`}>
            {money(priced?.totalMaterialPrice) || '—'}
          </dd>
        </div>
        <div>
          <dt>{t('quotation.table.total')}</dt>
          <dd className={styles.amount} data-testid={`detail-total-${d.id}`}>
            {money(priced?.totalPrice) || '—'}
          </dd>
        </div>
      </dl>
    </li>
  );
}
