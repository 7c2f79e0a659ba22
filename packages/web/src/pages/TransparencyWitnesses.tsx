import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getWitnessed, type Witnessed } from '../api/transparency';
import styles from './notifications.module.css';

/** A time as the reader's locale writes it. */
const when = (iso: string, locale: string) => new Date(iso).toLocaleString(locale === 'zh' ? 'zh-CN' : locale);

/**
 * The transparency log's newest signed head and the witnesses' cosignatures the portal holds, with how to run a
 * witness (docs/verification.md, "Witnesses"). Shown on the open data page.
 */
export default function TransparencyWitnesses() {
  const { t, i18n } = useTranslation();
  const [witnessed, setWitnessed] = useState<Witnessed | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    getWitnessed().then(
      (w) => live && setWitnessed(w),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, []);
  const command = `npx portal-witness --portal ${window.location.origin} --name "…" --send`;
  return (
    <section className={styles.card} aria-labelledby="transparency-title">
      <header className={styles.header}>
        <h2 id="transparency-title" className={styles.heading}>
          {t('transparency.title')}
        </h2>
      </header>
      <p className={styles.intro} style={{ marginTop: 16 }}>
        {t('transparency.intro')}
      </p>
      {failed && <p role="alert">{t('transparency.failed')}</p>}
      {witnessed && !witnessed.head && <p>{t('transparency.noHead')}</p>}
      {witnessed?.head && (
        <p>
          {t('transparency.head', { size: witnessed.head.treeSize, time: when(witnessed.head.timestamp, i18n.language) })}
          <br />
          {t('transparency.root')}: <span className={styles.code}>{witnessed.head.rootHash}</span>
        </p>
      )}
      {witnessed && (
        <>
          <h3>{t('transparency.witnesses')}</h3>
          {witnessed.cosignatures.length === 0 ? (
            <p>{t('transparency.noWitness')}</p>
          ) : (
            <table>
              <thead>
                <tr>
                  <th scope="col">{t('transparency.witness')}</th>
                  <th scope="col">{t('transparency.witnessKey')}</th>
                  <th scope="col">{t('transparency.size')}</th>
                  <th scope="col">{t('transparency.cosignedAt')}</th>
                </tr>
              </thead>
              <tbody>
                {witnessed.cosignatures.map((c) => (
                  <tr key={`${c.treeSize}-${c.witnessKey}`}>
                    <td>{c.witnessName}</td>
                    <td className={styles.code}>{c.witnessKey.slice(0, 12)}…</td>
                    <td>{c.treeSize}</td>
                    <td>{when(c.cosignedAt, i18n.language)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          <p>
            {t('transparency.runWitness')} <code className={styles.code}>{command}</code>
          </p>
        </>
      )}
    </section>
  );
}
