import { useEffect, useState } from 'react';
import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { getIntegrity, type RootAlarm } from '../../api/receipts';

/**
 * The alarms of a section's sealed roots (docs/verification.md, "Alarms"): the stored rounds no longer match
 * what the portal signed when quoting ended. Checked by the server when the page opens and whenever the section's
 * status changes; nothing is shown while everything matches.
 */
export function RootAlarms({ sectionId, status }: { sectionId: number; status: number }) {
  const { t } = useTranslation();
  const [alarms, setAlarms] = useState<RootAlarm[]>([]);
  useEffect(() => {
    let live = true;
    getIntegrity(sectionId).then(
      (answer) => live && setAlarms(answer.alarms),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [sectionId, status]);
  if (!alarms.length) return null;
  return (
    <Alert
      type="error"
      showIcon
      role="alert"
      data-testid="root-alarms"
      style={{ marginBottom: 16 }}
      title={t('receipts.alarm.title')}
      description={
        <>
          <p>{t('receipts.alarm.text')}</p>
          <ul>
            {alarms.map((alarm) => (
              <li key={`${alarm.kind}-${alarm.roundIds.join(',')}`}>
                {t(`receipts.alarm.kind.${alarm.kind}`)}
                {alarm.roundIds.length > 0 && ` · ${t('receipts.alarm.rounds', { ids: alarm.roundIds.join(', ') })}`}
                {alarm.detectTime && ` · ${t('receipts.alarm.detected', { time: alarm.detectTime })}`}
              </li>
            ))}
          </ul>
        </>
      }
    />
  );
}
