import { useEffect, useState, type ReactNode } from 'react';
import { Button, Empty, Input, Pagination, Select, Space, Spin, Table } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BIDDING_TYPE, PAGE_SIZE, SectionStatus } from '@portal/domain';
import { listMyBids, type MyBidQuery, type MyBidRow } from '../../api/bids';
import { CertificationGateDialogs } from '../../components/certification/CertificationGateDialogs';
import { StatusTag } from '../../components/projects/StatusTag';
import { bidDetailsPath } from '../../hooks/certificationGate';
import { useCertificationGate } from '../../hooks/useCertificationGate';
import { useDict } from '../../hooks/useDict';
import { useLocale } from '../../hooks/useLocale';
import { PHONE_QUERY, useMediaQuery } from '../../hooks/useMediaQuery';
import { rowNumber } from './listParts';
import { myBidAction } from './myBidAction';
import type { useCertificationGate as UseGate } from '../../hooks/useCertificationGate';
import styles from './personal.module.css';

/**
 * Project statuses of both dictionaries (inquiry and tender labels), each value once, for the filter. Draft is
 * left out: a draft is never public, so no sign-up of a supplier is ever on one.
 */
export function useSectionStatusOptions() {
  const inquiry = useDict('sys_section_stauts');
  const tender = useDict('sys_section_stauts_tenders');
  const seen = new Map<string, string>();
  for (const e of [...tender.entries, ...inquiry.entries]) {
    if (e.dictValue === String(SectionStatus.draft)) continue;
    const label = seen.get(e.dictValue);
    if (label === undefined) seen.set(e.dictValue, e.dictLabel);
    else if (label !== e.dictLabel) seen.set(e.dictValue, `${label} / ${e.dictLabel}`);
  }
  return [...seen].map(([value, label]) => ({ value: Number(value), label }));
}

/** A time of the list on two lines, day over hour, so that ten columns fit the personal centre. */
function Time({ value }: { value: string | null }) {
  if (!value) return <>—</>;
  const [day, hour] = value.split(' ');
  return (
    <span style={{ whiteSpace: 'nowrap' }}>
      {day}
      <br />
      {hour}
    </span>
  );
}

/**
 * MyBid (part 2 §2): the company's sign-ups, searched by project name and filtered by project status and
 * my bid status (a search starts again at page 1), 10 a page. The action is a plain details link for
 * finished projects or sign-ups, the manage link while appointed to quote, else the certification check first.
 * On a phone each sign-up is a card with its action inside the screen (the table's Details sat at x≈762, issue 23).
 */
export default function MyBid() {
  const { t } = useTranslation();
  const { pick } = useLocale();
  const gate = useCertificationGate();
  const bidStatuses = useDict('sys_supplier_bid_status');
  const sectionStatuses = useSectionStatusOptions();
  const [draft, setDraft] = useState<Omit<MyBidQuery, 'pageNum'>>({});
  const [query, setQuery] = useState<MyBidQuery>({ pageNum: 1 });
  const [page, setPage] = useState<{ rows: MyBidRow[]; total: number }>({ rows: [], total: 0 });
  const [loading, setLoading] = useState(true);
  const phone = useMediaQuery(PHONE_QUERY);

  useEffect(() => {
    let live = true;
    setLoading(true);
    listMyBids(query)
      .then((r) => live && setPage({ rows: r.rows ?? [], total: r.total ?? 0 }))
      .catch(() => undefined)
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, [query]);

  const label = (key: string, options?: Record<string, unknown>) => t(`bids.list.${key}`, options);
  const search = () => setQuery({ ...draft, searchValue: draft.searchValue?.trim() || undefined, pageNum: 1 });

  return (
    <>
      <h1 className={styles.title}>{t('personal.menu.myBid')}</h1>
      <Space id="my-bid-filters" wrap style={{ marginBottom: 16 }}>
        <Input
          allowClear
          placeholder={label('search')}
          aria-label={label('search')}
          value={draft.searchValue}
          onChange={(e) => setDraft((d) => ({ ...d, searchValue: e.target.value }))}
          onPressEnter={search}
          style={{ width: 240 }}
        />
        <Select
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          placeholder={t('messages.bidRecordSectionStatus')}
          aria-label={t('messages.bidRecordSectionStatus')}
          options={sectionStatuses}
          value={draft.sectionStauts}
          onChange={(sectionStauts?: number) => setDraft((d) => ({ ...d, sectionStauts }))}
          style={{ width: 200 }}
        />
        <Select
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          placeholder={t('messages.bidRecordBidStatus')}
          aria-label={t('messages.bidRecordBidStatus')}
          options={bidStatuses.entries.map((e) => ({ value: Number(e.dictValue), label: e.dictLabel }))}
          value={draft.supplierBidStatus}
          onChange={(supplierBidStatus?: number) => setDraft((d) => ({ ...d, supplierBidStatus }))}
          style={{ width: 220 }}
        />
        <Button type="primary" icon={<SearchOutlined />} onClick={search}>
          {label('searchButton')}
        </Button>
      </Space>
      {phone ? (
        <BidCards rows={page.rows} loading={loading} total={page.total} pageNum={query.pageNum} onPage={(pageNum) => setQuery((q) => ({ ...q, pageNum }))} gate={gate} />
      ) : (
        <Table<MyBidRow>
          rowKey="id"
          size="middle"
          loading={loading}
          dataSource={page.rows}
          pagination={{
            current: query.pageNum,
            pageSize: PAGE_SIZE,
            total: page.total,
            showSizeChanger: false,
            showTotal: (total) => label('total', { total }),
            onChange: (pageNum) => setQuery((q) => ({ ...q, pageNum })),
          }}
          columns={[
            { title: label('index'), key: 'index', width: 64, render: (_: unknown, _row, i) => rowNumber(query.pageNum, PAGE_SIZE, i) },
            { title: label('sectionName'), key: 'sectionName', render: (_: unknown, row) => pick(row, 'sectionName') },
            { title: t('messages.bidRecordOrganization'), key: 'organization', render: (_: unknown, row) => pick(row, 'organization') },
            { title: t('messages.bidRecordSectionStatus'), key: 'sectionStauts', render: (_: unknown, row) => <StatusTag biddingType={row.biddingType} status={row.sectionStauts} /> },
            { title: label('type'), dataIndex: 'biddingType', render: (type: number) => label(type === BIDDING_TYPE.inquiry ? 'inquiry' : 'tender') },
            { title: label('releaseTime'), dataIndex: 'releaseTime', render: (v: string | null) => <Time value={v} /> },
            { title: label('createTime'), dataIndex: 'createTime', render: (v: string | null) => <Time value={v} /> },
            { title: label('createBy'), dataIndex: 'createBy', render: (v: string | null) => v ?? '—' },
            { title: t('messages.bidRecordBidStatus'), dataIndex: 'supplierBidStatus', render: (v: number) => bidStatuses.label(v) },
            {
              title: label('action'),
              key: 'action',
              render: (_: unknown, row) => <BidAction row={row} gate={gate} />,
            },
          ]}
        />
      )}
      <CertificationGateDialogs gate={gate} />
    </>
  );
}

type Gate = ReturnType<typeof UseGate>;

/**
 * What a sign-up's row or card offers: the details link, the manage link while appointed to quote, or the
 * certification check before either. `block` fills its card, as a 44 px button on a phone.
 */
function BidAction({ row, gate, block = false }: { row: MyBidRow; gate: Gate; block?: boolean }) {
  const { t } = useTranslation();
  const action = myBidAction(row);
  const text = t(`bids.list.${action === 'manage' ? 'manage' : 'details'}`);
  if (action === 'check')
    return (
      <Button type={block ? 'primary' : 'link'} size={block ? 'middle' : 'small'} block={block} disabled={gate.busy} onClick={() => void gate.pass({ sectionId: row.sectionId, sectionName: row.sectionName, supplierSignupId: row.id })}>
        {text}
      </Button>
    );
  return (
    <Link to={bidDetailsPath(row.id)} className={block ? styles.bidCardLink : undefined}>
      {text}
    </Link>
  );
}

/**
 * MyBid on a phone: a card a sign-up (project, status, buyer, times, my bid status) with its action as a
 * full-width button, and the simple pager; nothing scrolls sideways.
 */
function BidCards({ rows, loading, total, pageNum, onPage, gate }: { rows: MyBidRow[]; loading: boolean; total: number; pageNum: number; onPage: (page: number) => void; gate: Gate }) {
  const { t } = useTranslation();
  const { pick } = useLocale();
  const bidStatuses = useDict('sys_supplier_bid_status');
  const label = (key: string, options?: Record<string, unknown>) => t(`bids.list.${key}`, options);
  const fact = (name: string, value: ReactNode) => (
    <div>
      <dt>{name}</dt>
      <dd>{value}</dd>
    </div>
  );
  return (
    <Spin spinning={loading}>
      {rows.length === 0 && !loading ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />
      ) : (
        <ul className={styles.bidCards} aria-label={t('personal.menu.myBid')}>
          {rows.map((row, i) => (
            <li key={row.id} className={styles.bidCard}>
              <div className={styles.bidCardHead}>
                <span className={styles.bidCardIndex}>{rowNumber(pageNum, PAGE_SIZE, i)}</span>
                <StatusTag biddingType={row.biddingType} status={row.sectionStauts} />
                <span>{label(row.biddingType === BIDDING_TYPE.inquiry ? 'inquiry' : 'tender')}</span>
              </div>
              <h2 className={styles.bidCardName}>{pick(row, 'sectionName')}</h2>
              <dl className={styles.bidCardFacts}>
                {fact(t('messages.bidRecordOrganization'), pick(row, 'organization'))}
                {fact(t('messages.bidRecordBidStatus'), bidStatuses.label(row.supplierBidStatus))}
                {fact(label('releaseTime'), row.releaseTime ?? '—')}
                {fact(label('createTime'), row.createTime ?? '—')}
                {fact(label('createBy'), row.createBy ?? '—')}
              </dl>
              <BidAction row={row} gate={gate} block />
            </li>
          ))}
        </ul>
      )}
      {total > PAGE_SIZE && <Pagination simple className={styles.bidCardPager} current={pageNum} pageSize={PAGE_SIZE} total={total} onChange={onPage} />}
      <p className={styles.bidCardTotal}>{label('total', { total })}</p>
    </Spin>
  );
}
