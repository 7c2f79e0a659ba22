import { Button, Table, Tag, type TableColumnsType, type TablePaginationConfig } from 'antd';
import { useTranslation } from 'react-i18next';
import { FLAG_DEFINITIONS, type FlagIndicator } from '@portal/domain';
import { useLocale } from '../../hooks/useLocale';
import type { FlagRow } from '../../api/flags';
import { ExpandColumnTitle } from '../../components/ExpandColumnTitle';
import { FlagEvidence } from './FlagEvidence';

const STATUS_COLOR: Record<string, string | undefined> = { open: 'red', reviewed: 'blue', escalated: 'volcano', dismissed: undefined };

/**
 * Flags as a table: indicator, section (unless it is one section's panel), when raised, what staff recorded
 * and the button to record it (when the answer's `actions` allow one); each row expands to its evidence.
 */
export function FlagTable({ rows, loading, pagination, withSection, onReview }: { rows: FlagRow[]; loading?: boolean; pagination?: TablePaginationConfig | false; withSection: boolean; onReview: (flag: FlagRow) => void }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const columns: TableColumnsType<FlagRow> = [
    {
      title: t('flags.indicator'),
      key: 'indicator',
      render: (_, row) => (
        <span>
          {FLAG_DEFINITIONS[row.indicator as FlagIndicator].name[locale]}
          {row.clearedTime && <Tag style={{ marginInlineStart: 8 }}>{t('flags.cleared')}</Tag>}
        </span>
      ),
    },
    ...(withSection ? [{ title: t('flags.section'), dataIndex: 'sectionName', ellipsis: true } as const] : []),
    { title: t('flags.raisedTime'), dataIndex: 'raisedTime', width: 170 },
    {
      title: t('flags.reviewStatus'),
      key: 'reviewStatus',
      width: 220,
      render: (_, row) => (
        <div>
          <Tag color={STATUS_COLOR[row.reviewStatus]}>{t(`flags.statuses.${row.reviewStatus}`)}</Tag>
          {row.reviewNote && <div style={{ fontSize: 12, color: '#5f6b7a', whiteSpace: 'pre-wrap' }}>{row.reviewNote}</div>}
          {row.reviewedBy && <div style={{ fontSize: 12, color: '#5f6b7a' }}>{t('flags.reviewedBy', { name: row.reviewedBy, time: row.reviewTime })}</div>}
        </div>
      ),
    },
    {
      title: t('admin.list.actions'),
      key: 'actions',
      width: 180,
      render: (_, row) =>
        row.actions.length > 0 && (
          <Button size="small" onClick={() => onReview(row)} data-testid={`flag-review-${row.id}`}>
            {t('flags.review')}
          </Button>
        ),
    },
  ];
  return (
    <Table<FlagRow>
      rowKey="id"
      size="middle"
      loading={loading}
      dataSource={rows}
      columns={columns}
      pagination={pagination}
      scroll={{ x: 800 }}
      expandable={{ columnTitle: <ExpandColumnTitle />, expandedRowRender: (row) => <FlagEvidence flag={row} /> }}
    />
  );
}
