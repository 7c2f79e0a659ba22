import { CloseOutlined } from '@ant-design/icons';
import { useEffect, useState, type ReactNode } from 'react';
import { Button, Empty, Pagination, Result, Skeleton, Tabs, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { BIDDING_TYPE, PAGE_SIZE, STATUS_FILTERS, type SectionSummary } from '@portal/domain';
import { listSections } from '../../api/sections';
import { PHONE_QUERY, useMediaQuery } from '../../hooks/useMediaQuery';
import { Breadcrumbs } from '../Breadcrumbs';
import { SectionCard } from './SectionCard';
import styles from './SectionList.module.css';

/** What a list shows; biddingType and keyword absent mean "all". */
export interface SectionListFilters {
  page: number;
  biddingType?: number;
  keyword?: string;
}

export interface SectionListProps {
  title: ReactNode;
  subtitle?: ReactNode;
  /** Category of the list (1 materials, 2 engineering, 3 services); all when absent. */
  projectType?: number;
  filters: SectionListFilters;
  /**
   * The visitor changed the filters or the page; `replace` when the list corrects itself (a page beyond the
   * end), so the owner can replace the address rather than add a history entry.
   */
  onChange: (filters: SectionListFilters, how?: { replace?: boolean }) => void;
  /** Offer the all / tender / inquiry tabs; otherwise filters.biddingType is fixed. */
  typeTabs?: boolean;
}

const TAB_KEYS = { all: 'all', tender: String(BIDDING_TYPE.tender), inquiry: String(BIDDING_TYPE.inquiry) } as const;

type Load = { state: 'loading' } | { state: 'failed' } | { state: 'done'; rows: SectionSummary[]; total: number };

/**
 * A public project list (part 1 §2, project list page): statuses 1, 7, 8, ten per page, newest first,
 * each project a card that opens its announcement.
 */
export function SectionList({ title, subtitle, projectType, filters, onChange, typeTabs }: SectionListProps) {
  const { t } = useTranslation();
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const { page, biddingType, keyword } = filters;
  // Phones page with previous / page of pages / next, which fit beside the thumb.
  const phone = useMediaQuery(PHONE_QUERY);

  useEffect(() => {
    let live = true;
    setLoad({ state: 'loading' });
    listSections({
      pageNum: page,
      pageSize: PAGE_SIZE,
      biddingType,
      projectType,
      searchValue: keyword,
      sectionStautsList: STATUS_FILTERS.publicList.join(','),
    }).then(
      (result) => {
        if (!live) return;
        if (result.code !== 200) return setLoad({ state: 'failed' });
        const rows = result.rows ?? [];
        const lastPage = Math.max(1, Math.ceil(result.total / PAGE_SIZE));
        // A remembered page may lie beyond the end once projects have closed: show the last one instead.
        if (rows.length === 0 && page > lastPage) return onChange({ page: lastPage, biddingType, keyword }, { replace: true });
        setLoad({ state: 'done', rows, total: result.total });
      },
      () => live && setLoad({ state: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [page, biddingType, keyword, projectType, attempt]);

  const changePage = (next: number) => {
    onChange({ ...filters, page: next });
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };

  const activeTab = biddingType === undefined ? TAB_KEYS.all : String(biddingType);
  const total = load.state === 'done' ? load.total : undefined;

  return (
    <div className={styles.page}>
      <Breadcrumbs />
      <header className={styles.header}>
        <div>
          <h1 className={styles.title}>{title}</h1>
          {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
        </div>
      </header>

      <div className={styles.panel}>
        <div className={styles.toolbar}>
          {typeTabs && (
            <Tabs
              className={styles.tabs}
              activeKey={activeTab}
              onChange={(key) => onChange({ ...filters, page: 1, biddingType: key === TAB_KEYS.all ? undefined : Number(key) })}
              items={[
                { key: TAB_KEYS.all, label: t('projects.tabs.all') },
                { key: TAB_KEYS.tender, label: t('projects.tabs.tender') },
                { key: TAB_KEYS.inquiry, label: t('projects.tabs.inquiry') },
              ]}
            />
          )}
          <div className={styles.summary}>
            {keyword && (
              <Tag closable onClose={() => onChange({ ...filters, page: 1, keyword: undefined })} closeIcon={<CloseOutlined aria-label={t('projects.clearSearch')} />}>
                {t('projects.searching', { keyword })}
              </Tag>
            )}
            {/* The count heads the cards (each an h3): headings go h1, h2, h3. */}
            {total !== undefined && <h2 className={styles.total}>{t('projects.total', { count: total })}</h2>}
          </div>
        </div>

        {load.state === 'loading' && (
          <div className={styles.cards} aria-busy="true">
            {Array.from({ length: 4 }, (_, i) => (
              <div key={i} className={styles.skeleton}>
                <Skeleton active title={{ width: '60%' }} paragraph={{ rows: 3 }} />
              </div>
            ))}
          </div>
        )}

        {load.state === 'failed' && (
          <Result
            status="warning"
            title={t('projects.loadFailed')}
            extra={
              <Button type="primary" onClick={() => setAttempt((n) => n + 1)}>
                {t('projects.retry')}
              </Button>
            }
          />
        )}

        {load.state === 'done' && load.rows.length === 0 && (
          <Empty className={styles.empty} description={keyword ? t('projects.empty.withKeyword', { keyword }) : t('projects.empty.title')} />
        )}

        {load.state === 'done' && load.rows.length > 0 && (
          <>
            <div className={styles.cards}>
              {load.rows.map((section) => (
                <SectionCard key={section.sectionId} section={section} />
              ))}
            </div>
            <Pagination
              className={styles.pagination}
              current={page}
              pageSize={PAGE_SIZE}
              total={load.total}
              showSizeChanger={false}
              onChange={changePage}
              simple={phone}
              hideOnSinglePage
            />
          </>
        )}
      </div>
    </div>
  );
}
