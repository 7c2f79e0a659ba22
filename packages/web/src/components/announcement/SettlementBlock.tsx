import { useTranslation } from 'react-i18next';
import type { SectionDetail } from '@portal/domain';
import { useDict } from '../../hooks/useDict';
import { useLocale } from '../../hooks/useLocale';
import { formatPercent } from '../../format';
import { paymentRatios } from './blocks';
import styles from './announcement.module.css';

/** How the buyer pays (part 1 §3): the method, its payment stages and the ratios set for each payment. */
export function SettlementBlock({ section }: { section: SectionDetail }) {
  const { t } = useTranslation();
  const { pick } = useLocale();
  const methods = useDict('sys_settle_method');
  const ratios = paymentRatios(section);
  return (
    <div className={styles.settlement}>
      {section.settleMethod !== null && (
        <p className={styles.settleMethod}>
          <span className={styles.muted}>{t('announcement.settlement.method')}</span>
          <strong>{methods.label(section.settleMethod)}</strong>
        </p>
      )}
      {section.settleMethodsList.length > 0 && (
        <div className={styles.subBlock}>
          <h3 className={styles.subTitle}>{t('announcement.settlement.stages')}</h3>
          <ol className={styles.stages}>
            {section.settleMethodsList.map((stage, index) => (
              <li key={index} className={styles.stage}>
                <span className={styles.stageIndex}>{index + 1}</span>
                <span className={styles.stageName}>{pick(stage, 'type')}</span>
                <span className={styles.stagePercent}>{formatPercent(stage.percentage)}</span>
              </li>
            ))}
          </ol>
        </div>
      )}
      {ratios.length > 0 && (
        <div className={styles.subBlock}>
          <h3 className={styles.subTitle}>{t('announcement.settlement.ratios')}</h3>
          <div className={styles.ratios}>
            {ratios.map(({ field, value }) => (
              <div key={field} className={styles.ratio}>
                <span className={styles.ratioValue}>{formatPercent(value)}</span>
                <span className={styles.ratioLabel}>{t(`announcement.settlement.${field}`)}</span>
              </div>
            ))}
          </div>
        </div>
      )}
    </div>
  );
}
