import { Card, Empty, Space, Table, Tag, Tooltip, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SupplierQuotes } from '../../api/sectionQuotes';
import type { SectionDetail } from '../../api/staffSections';
import { ExpandColumnTitle } from '../../components/ExpandColumnTitle';
import { useDict } from '../../hooks/useDict';
import { useLocale } from '../../hooks/useLocale';
import { useMoney } from '../../hooks/useMoney';

/**
 * The suppliers of the buyer's live view: who has quoted, how many rounds and when, refusals and bid status; the
 * latest total and the rank once the prices are opened (sealed before, DESIGN.md §5), each round unfolded.
 */
export function SupplierQuotesTable({ suppliers, quoted, sealed, section }: { suppliers: SupplierQuotes[]; quoted: SupplierQuotes[]; sealed: boolean; section: SectionDetail | undefined }) {
  const { t } = useTranslation();
  const { pick } = useLocale();
  const money = useMoney(section as { currency?: string } | undefined);
  const bidStatus = useDict('sys_supplier_bid_status');
  const sectorName = (id: number) => {
    const sector = section?.sectorList.find((s) => s.id === id);
    return sector ? pick(sector, 'sectorName') : `#${id}`;
  };
  const columns: TableColumnsType<SupplierQuotes> = [
    // No rank while the prices are sealed: ranking them is seeing them.
    ...(sealed ? [] : [{ title: t('admin.quoting.rank'), dataIndex: 'ranking', width: 70, render: (v: number | null) => (v === null ? '—' : <Tag color={v === 1 ? 'gold' : 'default'}>{v}</Tag>) }]),
    { title: t('messages.bidRecordSupplier'), dataIndex: 'supplierName' },
    // A set width: else it shares the free space with the supplier, and its right-aligned title leaves a blank column between them.
    {
      title: t('admin.quoting.latestTotal'),
      dataIndex: 'latestTotalPrice',
      width: 150,
      align: 'right',
      render: (v: string | null) => (v === null ? <span style={{ color: '#5f6b7a' }}>{t('admin.quoting.sealedPrice')}</span> : <strong>{money(v)}</strong>),
    },
    { title: t('admin.quoting.rounds'), key: 'rounds', width: 90, align: 'right', render: (_, row) => row.rounds.length },
    { title: t('admin.quoting.lastRoundAt'), key: 'lastRoundAt', width: 170, render: (_, row) => row.rounds.at(-1)?.arrivalTime ?? '—' },
    {
      title: <Tooltip title={t('admin.quoting.refusedRoundsHint')}>{t('admin.quoting.refusedRounds')}</Tooltip>,
      dataIndex: 'refusedRounds',
      width: 90,
      align: 'right',
      render: (v: number) => (v > 0 ? <Tag color={v >= 10 ? 'red' : 'orange'}>{v}</Tag> : 0),
    },
    { title: t('admin.quoting.bidStatus'), dataIndex: 'supplierBidStatus', width: 160, render: (v: number) => bidStatus.label(v) || v },
  ];

  const roundTable = (round: SupplierQuotes['rounds'][number]) => (
    <Table
      size="small"
      rowKey="id"
      pagination={false}
      dataSource={round.quotesList}
      columns={[
        { title: t('admin.quoting.item'), dataIndex: 'id', render: (id: number) => sectorName(id) },
        { title: t('messages.tplUnitPrice'), dataIndex: 'sectorPrice', align: 'right', render: (v: string | null) => money(v) || '—' },
        { title: t('admin.quoting.total'), dataIndex: 'totalPrice', align: 'right', render: (v: string) => money(v) },
      ]}
    />
  );

  return (
    <Table<SupplierQuotes>
      rowKey="signupId"
      size="middle"
      dataSource={suppliers}
      columns={columns}
      pagination={false}
      locale={{ emptyText: <Empty description={t('admin.quoting.empty')} /> }}
      // Without any round to unfold, no (empty) expand column.
      expandable={
        quoted.length === 0
          ? undefined
          : {
              columnTitle: <ExpandColumnTitle />,
              rowExpandable: (row) => row.rounds.length > 0,
              expandedRowRender: (row) => (
                <Space orientation="vertical" style={{ width: '100%' }}>
                  {row.rounds.map((round) => (
                    <Card
                      key={round.id}
                      size="small"
                      title={round.totalPrice === null ? t('admin.quoting.round', { n: round.quotesCount }) : `${t('admin.quoting.round', { n: round.quotesCount })} · ${money(round.totalPrice)}`}
                      extra={round.arrivalTime ?? round.createTime}
                    >
                      {round.totalPrice !== null && roundTable(round)}
                    </Card>
                  ))}
                </Space>
              ),
            }
      }
    />
  );
}
