import { useTranslation } from 'react-i18next';
import styles from './bid.module.css';

const TONES = { review: '#d48806', rejected: '#cf1322', passed: '#389e0d' } as const;

/**
 * A round rubber stamp over a stage (part 2 §4: statuses 3 and 4, and the passed stamp above 4), drawn as
 * inline SVG with its text in the current language.
 */
export function Stamp({ kind }: { kind: keyof typeof TONES }) {
  const { t } = useTranslation();
  const text = t(`bids.stamp.${kind}`);
  const color = TONES[kind];
  return (
    <svg className={styles.stamp} viewBox="0 0 120 120" width={104} height={104} role="img" aria-label={text} data-stamp={kind}>
      <g fill="none" stroke={color} opacity={0.85}>
        <circle cx="60" cy="60" r="55" strokeWidth="4" />
        <circle cx="60" cy="60" r="47" strokeWidth="1.5" />
      </g>
      <g transform="rotate(-18 60 60)">
        <rect x="8" y="46" width="104" height="28" rx="3" fill="#fff" stroke={color} strokeWidth="2.5" opacity={0.95} />
        <text x="60" y="60" textAnchor="middle" dominantBaseline="central" fill={color} fontSize={text.length > 8 ? 12 : 17} fontWeight="700">
          {text}
        </text>
      </g>
      <text x="60" y="30" textAnchor="middle" fill={color} fontSize="12" opacity={0.85}>
        ★ ★ ★
      </text>
    </svg>
  );
}
