import { useTranslation } from 'react-i18next';
import { BIDDING_TYPE, HOME_CARDS, QUERY_TYPE_SIGNUP_ING, STATUS_FILTERS } from '@portal/domain';
import type { SectionListParams } from '../api/sections';
import { HomeBanner } from '../components/home/HomeBanner';
import { LatestProjects } from '../components/home/LatestProjects';
import { ProjectBlock } from '../components/home/ProjectBlock';
import styles from '../components/home/Home.module.css';

/** Tenders whose sign-up is about to open, open, or just ended. */
const TENDERS: SectionListParams = {
  pageNum: 1,
  pageSize: HOME_CARDS,
  biddingType: BIDDING_TYPE.tender,
  queryType: QUERY_TYPE_SIGNUP_ING,
  sectionStautsList: STATUS_FILTERS.homeTenders.join(','),
};

/** Inquiries open for quotes or just ended. */
const INQUIRIES: SectionListParams = {
  pageNum: 1,
  pageSize: HOME_CARDS,
  biddingType: BIDDING_TYPE.inquiry,
  sectionStautsList: STATUS_FILTERS.homeInquiries.join(','),
};

/** The home page (part 1 §2): banner and latest projects, then tenders open for sign-up and inquiries. */
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
        query={TENDERS}
      />
      <ProjectBlock
        id="home-inquiries"
        title={t('home.inquiries')}
        hint={t('home.inquiriesHint')}
        moreLabel={t('home.more')}
        emptyLabel={t('home.empty')}
        moreTo={`/TenderProject?biddingType=${BIDDING_TYPE.inquiry}`}
        query={INQUIRIES}
      />
    </div>
  );
}
