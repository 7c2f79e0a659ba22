import { formatCurrencyName, formatMoney, type MoneyOptions } from '../format';
import { useDict } from './useDict';
import { useLocale } from './useLocale';

/** What a section says of its money: its currency (sys_currency value) and the unit word in each language. */
export interface MoneyOfSection {
  currency?: string | null;
  moneyUnit?: string | null;
  moneyUnitEn?: string | null;
  moneyUnitLo?: string | null;
}

/**
 * The money formatter (formatMoney) in the reader's language, for the amounts of a section: in its currency
 * (the unit word only for a currency without a symbol), with 2 decimals unless told. An amount in another
 * currency (a receiving account's) names it in `options`.
 */
export function useMoney(section?: MoneyOfSection | null) {
  const { locale, pick } = useLocale();
  const unit = section ? pick(section, 'moneyUnit') : '';
  return (value: string | number | null | undefined, options: MoneyOptions = {}) => {
    const ownCurrency = !('currency' in options) || options.currency === section?.currency;
    return formatMoney(value, locale, { currency: section?.currency, unit: ownCurrency ? unit : undefined, ...options });
  };
}

/** A currency's name in the reader's language with its symbol, "US dollar ($)" (formatCurrencyName). */
export function useCurrencyName() {
  const { locale } = useLocale();
  const currencies = useDict('sys_currency');
  return (code: string | null | undefined) => (code ? formatCurrencyName(currencies.label(code), code, locale) : '');
}
