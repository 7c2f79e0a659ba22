import { useCallback, useEffect, useRef, useState } from 'react';
import { Button, Form, Table, Tag, type TableColumnsType } from 'antd';
import { useFeedback } from '../../feedback/feedback';
import { useTranslation } from 'react-i18next';
import { BIDDING_TYPE, PAGE_SIZE } from '@portal/domain';
import { listFollows, unfollow, type FollowRecord } from '../../api/follow';
import { announcementPath } from '../../components/projects/card';
import { StatusTag } from '../../components/projects/StatusTag';
import { useDict } from '../../hooks/useDict';
import { useLocale } from '../../hooks/useLocale';
import { useUrlFilters } from '../../hooks/urlFilters';
import { DayRangePicker, FilterBar, fromRange, listPagination, rowNumber, TextFilter, toRange, type DayRange } from './listParts';
import styles from './personal.module.css';
import list from './lists.module.css';

const KEYS = ['sectionName', 'organization', 'createTimeStart', 'createTimeEnd'] as const;

interface FilterValues {
  sectionName?: string;
  organization?: string;
  createTime?: DayRange;
}

/**
 * My following (part 2 §2): the sections the user follows, filtered by project name, organization and the
 * day they were followed, ten a page; each opens its announcement in a new tab or is unfollowed after a
 * confirmation. Filters and page live in the address.
 */
export default function MyFollowing() {
  const { t } = useTranslation();
  const { message, modal } = useFeedback();
  const { pick } = useLocale();
  const projectTypes = useDict('sys_section_type');
  const { filters, pageNum, search, goToPage, reset, address } = useUrlFilters(KEYS);
  const [form] = Form.useForm<FilterValues>();
  const [page, setPage] = useState<{ rows: FollowRecord[]; total: number }>({ rows: [], total: 0 });
  const [loading, setLoading] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const table = useRef<HTMLDivElement>(null);
  // The place in the list of a row just unfollowed: its button went with it, and the focus moves on from there.
  const [unfollowedAt, setUnfollowedAt] = useState<number>();

  const load = useCallback(async () => {
    setLoading(true);
    try {
      const result = await listFollows(pageNum, filters);
      if (result.code === 200) setPage({ rows: result.rows ?? [], total: result.total ?? 0 });
    } catch {
      // Shown by the request layer.
    } finally {
      setLoading(false);
    }
  }, [pageNum, filters]);

  useEffect(() => {
    form.setFieldsValue({ sectionName: filters.sectionName, organization: filters.organization, createTime: toRange(filters.createTimeStart, filters.createTimeEnd) ?? null });
    load();
    // The address decides both the form and the rows.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [address]);

  // Once the confirmation has closed and the rows have come again: the unfollow button of the row now in the
  // gone row's place (the last one when it was last), or the title when none is left; not the top of the page.
  useEffect(() => {
    if (unfollowedAt === undefined || loading) return;
    setUnfollowedAt(undefined);
    const buttons = table.current?.querySelectorAll<HTMLElement>('button[data-unfollow]') ?? [];
    (buttons[Math.min(unfollowedAt, buttons.length - 1)] ?? heading.current)?.focus();
  }, [unfollowedAt, loading, page]);

  const onSearch = (values: FilterValues) => {
    const { start, end } = fromRange(values.createTime);
    search({ sectionName: values.sectionName, organization: values.organization, createTimeStart: start, createTimeEnd: end });
  };

  const confirmUnfollow = (row: FollowRecord) => {
    let unfollowed = false;
    modal.confirm({
      title: t('questions.following.unfollowTitle'),
      content: t('questions.following.unfollowConfirm', { name: pick(row, 'sectionName') }),
      okText: t('common.confirm'),
      cancelText: t('common.cancel'),
      onOk: async () => {
        try {
          const result = await unfollow(row.id);
          if (result.code !== 200) return;
          unfollowed = true;
          message.success(result.msg || t('messages.unfollowSuccess'));
          // The last row of a later page gone: show the page before.
          if (page.rows.length === 1 && pageNum > 1) goToPage(pageNum - 1);
          else await load();
        } catch {
          // Shown by the request layer.
        }
      },
      // After the dialog has given the focus back to the button that opened it, which may be gone.
      afterClose: () => unfollowed && setUnfollowedAt(page.rows.indexOf(row)),
    });
  };

  const columns: TableColumnsType<FollowRecord> = [
    { title: t('questions.list.index'), key: 'index', width: 64, align: 'center', render: (_, __, index) => rowNumber(pageNum, PAGE_SIZE, index) },
    { title: t('questions.following.sectionName'), key: 'sectionName', render: (_, row) => <span className={list.name}>{pick(row, 'sectionName')}</span> },
    { title: t('questions.following.organization'), key: 'organization', width: 150, render: (_, row) => pick(row, 'organization') || '—' },
    {
      title: t('questions.following.type'),
      key: 'biddingType',
      width: 90,
      render: (_, row) => (
        <Tag color={row.biddingType === BIDDING_TYPE.inquiry ? 'green' : 'blue'} variant="filled">
          {t(row.biddingType === BIDDING_TYPE.inquiry ? 'projects.type.inquiry' : 'projects.type.tender')}
        </Tag>
      ),
    },
    { title: t('questions.following.projectType'), key: 'projectType', width: 100, render: (_, row) => projectTypes.label(row.projectType) || '—' },
    { title: t('messages.bidRecordSectionStatus'), key: 'status', width: 120, render: (_, row) => <StatusTag biddingType={row.biddingType} status={row.sectionStauts} /> },
    { title: t('questions.following.followTime'), dataIndex: 'createTime', width: 110 },
    {
      title: t('questions.list.actions'),
      key: 'actions',
      width: 130,
      render: (_, row) => (
        <span className={list.actions}>
          <Button type="link" href={announcementPath(row)} target="_blank" rel="noopener">
            {t('questions.list.view')}
          </Button>
          <Button type="link" danger data-unfollow onClick={() => confirmUnfollow(row)}>
            {t('questions.following.unfollow')}
          </Button>
        </span>
      ),
    },
  ];

  return (
    <>
      <h1 className={styles.title} ref={heading} tabIndex={-1}>
        {t('personal.menu.following')}
      </h1>
      <FilterBar form={form} onSearch={onSearch} onReset={reset}>
        <TextFilter name="sectionName" label={t('questions.following.sectionName')} />
        <TextFilter name="organization" label={t('questions.following.organization')} />
        <Form.Item name="createTime" label={t('questions.following.createTime')}>
          <DayRangePicker />
        </Form.Item>
      </FilterBar>
      <div ref={table}>
        <Table<FollowRecord>
          rowKey="id"
          size="middle"
          columns={columns}
          dataSource={page.rows}
          loading={loading}
          locale={{ emptyText: t('questions.list.empty') }}
          pagination={listPagination(t, pageNum, page.total, goToPage)}
        />
      </div>
    </>
  );
}
