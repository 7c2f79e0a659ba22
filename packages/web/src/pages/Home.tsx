import { useTranslation } from 'react-i18next';
import { BIDDING_TYPE, HOME_LISTS } from '@portal/domain';
import { HomeBanner } from '../components/home/HomeBanner';
import { LatestProjects } from '../components/home/LatestProjects';
import { ProjectBlock } from '../components/home/ProjectBlock';
import styles from '../components/home/Home.module.css';

/**
 * The home page (part 1 §2): banner and latest projects, then tenders open for sign-up and inquiries (the
 * domain's HOME_LISTS, which the server also sends with the page's HTML).
 */
export default function Home() {
  const { t } = useTranslation();
  return (
    <div className={styles.page}>
      {/* The banner is a picture: the page's h1 names the portal for screen readers. */}
      <h1 className="visually-hidden">{t('common.appName')}</h1>
      <div className={styles.hero}>
        <HomeBanner />
        <LatestProjects />
      </div>
      <ProjectBlock
        id="home-tenders"
        title={t('home.tenders')}
        hint={t('home.tendersHint')}
        moreLabel={t('home.more')}
        emptyLabel={t('home.empty')}
        moreTo={`/TenderProject?biddingType=${BIDDING_TYPE.tender}`}
        query={HOME_LISTS.tenders}
      />
      <ProjectBlock
        id="home-inquiries"
        title={t('home.inquiries')}
        hint={t('home.inquiriesHint')}
        moreLabel={t('home.more')}
        emptyLabel={t('home.empty')}
        moreTo={`/TenderProject?biddingType=${BIDDING_TYPE.inquiry}`}
        query={HOME_LISTS.inquiries}
      />
    </div>
  );
}
