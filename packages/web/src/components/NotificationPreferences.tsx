import { useEffect, useState } from 'react';
import { Button, Checkbox, Skeleton, message } from 'antd';
import { useTranslation } from 'react-i18next';
import { EVENT_LABELS, type NotificationEvent } from '@portal/domain';
import { getPreferences, savePreferences, type Preferences } from '../api/notifications';
import { useLocale } from '../hooks/useLocale';
import styles from '../pages/notifications.module.css';

/** Which events e-mail the signed-in user (profile page and notification list). */
export function NotificationPreferences() {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const [prefs, setPrefs] = useState<Preferences>();
  const [chosen, setChosen] = useState<NotificationEvent[]>([]);
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    getPreferences().then(
      (r) => {
        setPrefs(r.data);
        setChosen(r.data?.mailEvents ?? []);
      },
      () => undefined,
    );
  }, []);
  const save = async () => {
    setSaving(true);
    try {
      const r = await savePreferences(chosen);
      void message.success(r.msg);
    } catch {
      // the request layer has shown the refusal
    } finally {
      setSaving(false);
    }
  };
  return (
    <section aria-labelledby="mail-preferences">
      <h2 id="mail-preferences" className={styles.subheading}>
        {t('notify.preferences.title')}
      </h2>
      <p className={styles.intro}>{t('notify.preferences.intro')}</p>
      {!prefs ? (
        <Skeleton active paragraph={{ rows: 2 }} />
      ) : (
        <>
          <Checkbox.Group className={styles.events} value={chosen} onChange={(v) => setChosen(v as NotificationEvent[])}>
            {prefs.events.map((e) => (
              <Checkbox key={e} value={e}>
                {EVENT_LABELS[e][locale]}
              </Checkbox>
            ))}
          </Checkbox.Group>
          <Button type="primary" loading={saving} onClick={save}>
            {t('notify.preferences.save')}
          </Button>
        </>
      )}
    </section>
  );
}
