import { Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SectionDetail } from '@portal/domain';
import { useCurrencyName } from '../../hooks/useMoney';
import { useLocale } from '../../hooks/useLocale';
import { BUYING_TRADE, TOTAL_PRICE_QUOTING } from '@portal/domain';

/** The project facts a supplier quotes against (part 2 §2: project info table). */
export function ProjectInfo({ section }: { section: SectionDetail }) {
  const { t } = useTranslation();
  const { pick } = useLocale();
  const currencyName = useCurrencyName();
  const items = [
    { key: 'sectionName', children: pick(section, 'sectionName'), span: 2 },
    { key: 'organization', children: pick(section, 'organization') },
    { key: 'currency', children: currencyName(section.currency) },
    { key: 'quotationMethod', children: t(section.quotationMethod === TOTAL_PRICE_QUOTING ? 'quotation.info.byTotalPrice' : 'quotation.info.byUnitPrice') },
    { key: 'award', children: t(section.successfulBidderMethod === 1 ? 'quotation.info.awardPerItem' : 'quotation.info.awardWhole') },
    { key: 'isTax', children: t(section.isTax === 1 ? 'quotation.info.taxIncluded' : 'quotation.info.taxExcluded') },
    { key: 'trade', children: t(section.biddingTradeType === BUYING_TRADE ? 'quotation.info.tradeDown' : 'quotation.info.tradeUp') },
    { key: 'startTime', children: section.startTime },
    { key: 'entTime', children: section.entTime },
    { key: 'sectorSum', children: section.sectorSum || section.sectorList.length, span: 2 },
  ];
  return (
    <Descriptions
      bordered
      size="small"
      column={2}
      items={items.map(({ key, children, span }) => ({ key, label: t(`quotation.info.${key}`), children, span }))}
    />
  );
}
