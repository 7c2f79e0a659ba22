import { Empty } from 'antd';
import { Placeholder } from '../Placeholder';
import { NotificationOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BIDDING_TYPE, HOME_LISTS, type SectionSummary } from '@portal/domain';
import { useLocale } from '../../hooks/useLocale';
import { announcementPath } from '../projects/card';
import { shouldAutoScroll } from './autoScroll';
import { useAutoScroll } from './useAutoScroll';
import { useHomeSections } from './useHomeSections';
import styles from './Home.module.css';

/** Day of publication as MM-DD, from the wire's `yyyy-MM-dd HH:mm:ss`. */
const shortDate = (section: SectionSummary) => (section.releaseTime ?? section.createTime ?? '').slice(5, 10);

function Rows({ rows, hidden }: { rows: SectionSummary[]; hidden?: boolean }) {
  const { t } = useTranslation();
  const { pick } = useLocale();
  return rows.map((section) => {
    const inquiry = section.biddingType === BIDDING_TYPE.inquiry;
    const name = pick(section, 'sectionName');
    return (
      <li key={section.sectionId} className={styles.latestRow}>
        <Link to={announcementPath(section)} title={name} tabIndex={hidden ? -1 : undefined}>
          <span className={inquiry ? styles.kindInquiry : styles.kindTender}>{t(inquiry ? 'home.inquiry' : 'home.tender')}</span>
          <span className={styles.latestName}>{name}</span>
          <time className={styles.latestDate}>{shortDate(section)}</time>
        </Link>
      </li>
    );
  });
}

/**
 * The ten latest projects (part 1 §2, home). More than eight move upward in a loop, resting at the top
 * each round; hovering stops them. A project opens in this tab.
 */
export function LatestProjects() {
  const { t } = useTranslation();
  const latest = useHomeSections(HOME_LISTS.latest);
  const rows = latest.state === 'done' ? latest.rows : [];
  const scrolling = shouldAutoScroll(rows.length);
  const { track, firstCopy, hoverProps } = useAutoScroll(scrolling);

  return (
    <section className={styles.latest} aria-labelledby="home-latest">
      <h2 id="home-latest" className={styles.latestTitle}>
        <NotificationOutlined /> {t('home.latest')}
      </h2>
      <div className={styles.latestWindow} {...hoverProps}>
        {latest.state === 'loading' && <Placeholder title={false} rows={7} className={styles.latestSkeleton} />}
        {latest.state !== 'loading' && rows.length === 0 && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('home.empty')} />}
        {rows.length > 0 && (
          <div ref={track}>
            <ul ref={firstCopy} className={styles.latestList}>
              <Rows rows={rows} />
            </ul>
            {scrolling && (
              <ul className={styles.latestList} aria-hidden="true">
                <Rows rows={rows} hidden />
              </ul>
            )}
          </div>
        )}
      </div>
    </section>
  );
}
