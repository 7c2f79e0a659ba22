import { useEffect, useState } from 'react';
import { Descriptions, Empty, Segmented, Table, Tag, type TableColumnsType } from 'antd';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../hooks/useLocale';
import { useDict } from '../../hooks/useDict';
import { useMoney } from '../../hooks/useMoney';
import { reviewQueue, reviewSignup, type QueueRow, type ReviewStage } from '../../api/signupReviews';
import { FileBrowser, type FileGroup } from '../components/FileBrowser';
import { OpenRowButton } from '../components/OpenRowButton';
import { PageHead } from '../components/PageHead';
import { ReviewActions } from '../components/ReviewActions';
import { usePaged } from '../hooks/usePaged';
import { useQueueFocus } from '../hooks/useQueueFocus';
import styles from '../admin.module.css';

const STAGES: ReviewStage[] = ['baseFiles', 'qualification', 'payment', 'quotationNotes'];

/** The files of a queue row, grouped as the reviewer reads them (payment proofs per account). */
function fileGroups(row: QueueRow, t: (key: string) => string, accountLabel: (v: string) => string, money: ReturnType<typeof useMoney>): FileGroup[] {
  const groups = Object.entries(row.files).map(([name, files]) => ({ title: t(`admin.reviews.groups.${name}`), files }));
  for (const p of row.payments) if (p.file) groups.push({ title: `${t('admin.reviews.payments')} · ${accountLabel(p.type)} ${money(p.money, { currency: p.currency })}`, files: [p.file] });
  return groups;
}

/**
 * Review queues (DESIGN.md §4, §6): sign-ups waiting in a stage, the supplier's files viewable inline
 * (PDF and images), and pass or reject with the remark the supplier reads.
 */
export default function Reviews() {
  const { t } = useTranslation();
  const { pick } = useLocale();
  const [params, setParams] = useSearchParams();
  const sectionId = params.get('sectionId') ? Number(params.get('sectionId')) : undefined;
  const stage = (params.get('stage') as ReviewStage | null) ?? undefined;
  const bidStatus = useDict('sys_supplier_bid_status');
  const accountTypes = useDict('sys_receiving_account_type');
  const money = useMoney();
  const list = usePaged<QueueRow, { sectionId?: number; stage?: ReviewStage }>(reviewQueue, { sectionId, stage });
  const [selected, setSelected] = useState<QueueRow>();
  const { search } = list;
  const focus = useQueueFocus(list.rows, list.loading, (row) => row.signupId === selected?.signupId);

  useEffect(() => search({ sectionId, stage }), [search, sectionId, stage]);

  // The first row opens by itself; after a review the next one does.
  useEffect(() => {
    const row = list.rows.find((r) => r.signupId === selected?.signupId) ?? list.rows[0];
    setSelected(row);
  }, [list.rows]); // eslint-disable-line react-hooks/exhaustive-deps

  const columns: TableColumnsType<QueueRow> = [
    {
      title: t('messages.bidRecordSupplier'),
      key: 'company',
      render: (_, row) => (
        <OpenRowButton current={row.signupId === selected?.signupId} onOpen={() => setSelected(row)}>
          <span>{row.companyName}</span>
          <span style={{ color: '#5f6b7a', fontSize: 12 }}>{pick(row, 'sectionName')}</span>
        </OpenRowButton>
      ),
    },
    { title: t('admin.reviews.stage'), dataIndex: 'stage', width: 100, render: (v: ReviewStage) => <Tag color="blue">{t(`admin.reviews.stages.${v}`)}</Tag> },
  ];

  const groups = selected ? fileGroups(selected, t, accountTypes.label, money) : [];

  return (
    <div>
      <PageHead title={t('admin.reviews.title')} headingRef={focus.heading} />
      <Segmented
        className={styles.filters}
        value={stage ?? 'all'}
        onChange={(v) => {
          const next = new URLSearchParams(params);
          if (v === 'all') next.delete('stage');
          else next.set('stage', String(v));
          setParams(next);
        }}
        options={[{ value: 'all', label: t('admin.all') }, ...STAGES.map((s) => ({ value: s, label: t(`admin.reviews.stages.${s}`) }))]}
      />
      <div ref={focus.queue} className={list.rows.length > 0 ? styles.reviewLayout : undefined}>
        <Table<QueueRow>
          rowKey="signupId"
          size="small"
          loading={list.loading}
          dataSource={list.rows}
          columns={columns}
          pagination={list.pagination}
          locale={{ emptyText: <Empty description={t('admin.reviews.empty')} /> }}
          rowClassName={(row) => (row.signupId === selected?.signupId ? 'ant-table-row-selected' : '')}
          onRow={(row) => ({ onClick: () => setSelected(row), style: { cursor: 'pointer' } })}
        />
        {selected ? (
          <div data-testid="review-panel">
            <Descriptions
              size="small"
              column={2}
              bordered
              items={[
                { key: 'company', label: t('messages.bidRecordSupplier'), children: selected.companyName },
                { key: 'section', label: t('admin.reviews.section'), children: pick(selected, 'sectionName') },
                { key: 'stage', label: t('admin.reviews.stage'), children: t(`admin.reviews.stages.${selected.stage}`) },
                { key: 'status', label: t('admin.reviews.status'), children: bidStatus.label(selected.supplierBidStatus) || selected.supplierBidStatus },
                { key: 'time', label: t('admin.reviews.submitted'), children: selected.updateTime ?? '' },
                ...(selected.technicalCompliance !== null
                  ? [{ key: 'compliance', label: t('admin.reviews.technicalCompliance'), children: t(`admin.reviews.compliance.${selected.technicalCompliance}`, { defaultValue: String(selected.technicalCompliance) }) }]
                  : []),
                ...(selected.technicalDeviation ? [{ key: 'deviation', label: t('admin.reviews.technicalDeviation'), children: selected.technicalDeviation, span: 2 }] : []),
              ]}
            />
            <h3 style={{ marginTop: 16 }}>{t('admin.reviews.files')}</h3>
            <FileBrowser key={selected.signupId} groups={groups} />
            <div style={{ marginTop: 16 }}>
              <ReviewActions
                key={selected.signupId}
                confirmText={t('admin.reviews.confirmPass', { company: selected.companyName, stage: t(`admin.reviews.stages.${selected.stage}`) })}
                onReview={(pass, remarks) => reviewSignup(selected.signupId, { stage: selected.stage, pass, ...remarks })}
                onDone={() => {
                  focus.reviewed();
                  list.reload();
                }}
              />
            </div>
          </div>
        ) : (
          list.rows.length > 0 && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('admin.reviews.pick')} />
        )}
      </div>
    </div>
  );
}
