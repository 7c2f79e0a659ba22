import { Descriptions, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { FLAG_DEFINITIONS, type FlagIndicator } from '@portal/domain';
import { formatDateTime, formatShare } from '../../format';
import { useLocale } from '../../hooks/useLocale';
import { useMoney } from '../../hooks/useMoney';
import type { FlagRow } from '../../api/flags';

/** Figures written as shares (0.015 is 1.5 %) and as money. */
const SHARES = new Set(['belowCeiling', 'belowMean', 'belowNext', 'gap', 'share']);
const MONEY = new Set(['winningPrice', 'projectPrice', 'lowPrice', 'meanOfOthers', 'nextPrice', 'runnerUpPrice', 'lowestPrice', 'money']);

/**
 * What raised a flag, readable: its definition, the suppliers (letter, company, winner), the figures and
 * dates it compared, and the rounds, sign-ups, sections and shared contact details it rests on.
 */
export function FlagEvidence({ flag }: { flag: Pick<FlagRow, 'indicator' | 'evidence'> }) {
  const { t, i18n } = useTranslation();
  const { locale } = useLocale();
  const money = useMoney();
  const definition = FLAG_DEFINITIONS[flag.indicator as FlagIndicator];
  const e = flag.evidence;
  const label = (group: 'figure' | 'date', key: string) => {
    const name = group === 'date' && /^edit\d+$/.test(key) ? 'edit' : key;
    return i18n.exists(`flags.${group}.${name}`) ? t(`flags.${group}.${name}`) : key;
  };
  const figure = (key: string, value: string | number) => (SHARES.has(key) ? formatShare(Number(value), locale) : MONEY.has(key) ? money(String(value)) : String(value));
  const supplier = (key: string) => {
    const s = e.suppliers.find((x) => x.key === key);
    return s?.name ? `${t('flags.supplier', { key })} · ${s.name}` : t('flags.supplier', { key });
  };
  const items = [
    ...Object.entries(e.figures).map(([key, value]) => ({ key: `f-${key}`, label: label('figure', key), children: figure(key, value) })),
    ...Object.entries(e.dates).map(([key, value]) => ({ key: `d-${key}`, label: label('date', key), children: formatDateTime(value) })),
  ];
  return (
    <Space orientation="vertical" size="small" style={{ width: '100%' }} data-testid={`flag-evidence-${flag.indicator}`}>
      <Typography.Text>{definition.description[locale]}</Typography.Text>
      {/* The source is cited by its own title, in English (Cardinal's and the OCP guide's names): marked as such for screen readers. */}
      <Typography.Text type="secondary">
        {`${t('flags.source')}: `}
        <cite lang="en">{definition.source}</cite>
      </Typography.Text>
      {e.suppliers.length > 0 && (
        <Space wrap size={[4, 4]}>
          {e.suppliers.map((s) => (
            <Tag key={s.key} color={s.winner ? 'gold' : undefined}>
              {supplier(s.key)}
              {s.winner ? ` (${t('flags.winner')})` : ''}
            </Tag>
          ))}
        </Space>
      )}
      {items.length > 0 && <Descriptions size="small" bordered column={{ xs: 1, sm: 2, md: 3 }} items={items} />}
      {e.shared?.map((s) => (
        <div key={`${s.kind}-${s.value ?? ''}`}>{`${t(`flags.shared.${s.kind}`)}${s.value ? `: ${s.value}` : ''} — ${s.suppliers.map(supplier).join(', ')}`}</div>
      ))}
      {e.rounds && e.rounds.length > 0 && (
        <ul style={{ margin: 0, paddingInlineStart: 20 }}>
          {e.rounds.map((r) => (
            <li key={r.id}>{[t('flags.round', { id: r.id }), supplier(r.supplier), r.totalPrice ? money(r.totalPrice) : null, formatDateTime(r.time)].filter(Boolean).join(' · ')}</li>
          ))}
        </ul>
      )}
      {e.signups && e.signups.length > 0 && (
        <ul style={{ margin: 0, paddingInlineStart: 20 }}>
          {e.signups.map((s, i) => (
            <li key={`${s.id}-${i}`}>
              {[t('flags.signup', { id: s.id }), supplier(s.supplier), s.stage && i18n.exists(`flags.stage.${s.stage}`) ? t(`flags.stage.${s.stage}`) : s.stage, s.time ? formatDateTime(s.time) : null]
                .filter(Boolean)
                .join(' · ')}
            </li>
          ))}
        </ul>
      )}
      {e.sections && e.sections.length > 0 && <div>{`${t('flags.sections')}: ${e.sections.map((id) => `#${id}`).join(', ')}`}</div>}
    </Space>
  );
}
