import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Card, Checkbox, Descriptions, Empty, Form, Modal, Select, Space, Table, Tag, Tooltip, type TableColumnsType } from 'antd';
import { useFeedback } from '../../feedback/feedback';
import { ReloadOutlined } from '@ant-design/icons';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { canAppointExtraRound, SectionStatus } from '@portal/domain';
import { StatusTag } from '../../components/projects/StatusTag';
import { EndCountdown } from '../../components/quotation/EndCountdown';
import { useDict } from '../../hooks/useDict';
import { useTimeLeft } from '../../hooks/useEndTime';
import { useLocale } from '../../hooks/useLocale';
import { useMoney } from '../../hooks/useMoney';
import { appointRound, awardSection, publishResults, type AwardRow } from '../../api/awards';
import type { SupplierQuotes } from '../../api/sectionQuotes';
import { getSection } from '../../api/staffSections';
import { useLiveQuotes } from '../hooks/useLiveQuotes';
import { WinningEntries } from '../components/WinningEntries';
import { RootAlarms } from '../components/RootAlarms';
import { SectionFlags } from '../flags/SectionFlags';
import { TimeField } from '../components/fields';
import { PageHead } from '../components/PageHead';
import { handled } from '../handled';
import { ExpandColumnTitle } from '../../components/ExpandColumnTitle';

const AWARDABLE: number[] = [SectionStatus.quotingEnded, SectionStatus.evaluating];
/** Once the results are out the award is shown read-only. */
const PUBLISHED: number[] = [SectionStatus.resultPublished, SectionStatus.closed];

/** The award marks as the award form holds them: per item by sector id, or the whole bid under `whole`. */
const marksOf = (awards: AwardRow[]): Record<string, number | undefined> =>
  Object.fromEntries(awards.map((a) => [a.sectorId === null ? 'whole' : String(a.sectorId), a.signupId]));

/**
 * The buyer's live view of the quoting (DESIGN.md §6): who has quoted, how many rounds and when, live (the section's
 * stream, events applied as they come); the prices and ranks once quoting has ended (sealed before, DESIGN.md §5);
 * under isYuanJu the bounds every participant sees; the time left; another round for appointed suppliers; the award
 * (per item or whole bid) and the publication of the results.
 */
export default function Quoting() {
  const { t } = useTranslation();
  const { pick } = useLocale();
  const { modal, message } = useFeedback();
  const navigate = useNavigate();
  const sectionId = Number(useParams().id);
  const { section, setSection, quotes, awards, endTime, streaming, load } = useLiveQuotes(sectionId);
  const money = useMoney(section as { currency?: string } | undefined);
  const [appointOpen, setAppointOpen] = useState(false);
  const [winners, setWinners] = useState<Record<string, number | undefined>>({});
  // Until the buyer changes a choice, the form follows the marks stored on the server.
  const touched = useRef(false);
  useEffect(() => {
    if (awards && !touched.current) setWinners(marksOf(awards.awards));
  }, [awards]);
  const resultCard = useRef<HTMLDivElement>(null);
  const bidStatus = useDict('sys_supplier_bid_status');
  const [appointForm] = Form.useForm<{ signupIds: number[]; endTime: string }>();
  useEffect(() => {
    getSection(sectionId).then(setSection, () => undefined);
  }, [sectionId, setSection]);

  // The quotes' answer (every 5 s: the end that applies, with the server's lead) or, until it comes, the section's end time.
  const fallbackEnd = typeof section?.entTime === 'string' ? new Date(section.entTime.replace(' ', 'T')) : null;
  const left = useTimeLeft(endTime?.end ?? fallbackEnd, endTime?.offsetMs);

  const sectorName = (id: number) => {
    const sector = section?.sectorList.find((s) => s.id === id);
    return sector ? pick(sector, 'sectorName') : `#${id}`;
  };
  const suppliers = quotes?.suppliers ?? [];
  const quoted = suppliers.filter((s) => s.rounds.length > 0);
  const status = quotes?.sectionStauts ?? section?.sectionStauts ?? -1;
  const perItem = section?.successfulBidderMethod === 1;
  const sealed = quotes ? !quotes.pricesOpened : false;
  const bounds = Object.entries(quotes?.bounds ?? {});

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

  async function saveAward() {
    const body = perItem
      ? { winners: Object.entries(winners).flatMap(([sectorId, signupId]) => (signupId ? [{ sectorId: Number(sectorId), signupId }] : [])) }
      : { signupId: winners.whole };
    await awardSection(sectionId, body);
    message.success(t('admin.quoting.awarded'));
    touched.current = false;
    await load();
  }
  const choose = (next: Record<string, number | undefined>) => {
    touched.current = true;
    setWinners(next);
  };

  const supplierOptions = quoted.map((s) => ({ value: s.signupId, label: `${s.supplierName} · ${money(s.latestTotalPrice)}` }));

  return (
    <div>
      <PageHead
        title={
          <Space>
            {t('admin.quoting.title')}
            {section && <StatusTag biddingType={section.biddingType} status={section.sectionStauts} />}
          </Space>
        }
        extra={
          <Space>
            <span style={{ color: '#5f6b7a' }} role="status">
              {streaming ? t('admin.quoting.live') : t('admin.quoting.autoRefresh')}
            </span>
            <Button icon={<ReloadOutlined />} onClick={() => void load()}>
              {t('admin.action.refresh')}
            </Button>
            <Button onClick={() => navigate('/admin/sections')}>{t('admin.action.back')}</Button>
          </Space>
        }
      />
      <RootAlarms sectionId={sectionId} status={status} />
      <SectionFlags sectionId={sectionId} />
      {section && (
        <div style={{ display: 'flex', gap: 16, alignItems: 'stretch', marginBottom: 16 }}>
          <Descriptions
            size="small"
            bordered
            column={2}
            style={{ flex: 1 }}
            items={[
              { key: 'name', label: t('admin.list.name'), children: pick(section, 'sectionName'), span: 2 },
              { key: 'start', label: t('admin.editor.times.startTime'), children: (section.startTime as string) ?? '—' },
              { key: 'end', label: t('admin.editor.times.entTime'), children: (section.entTime as string) ?? '—' },
              { key: 'method', label: t('admin.editor.successfulBidderMethod'), children: t(`admin.editor.bidderMethod.${section.successfulBidderMethod}`), span: 2 },
            ]}
          />
          <div style={{ flex: 'none', display: 'flex' }}>
            <EndCountdown left={left} />
          </div>
        </div>
      )}
      {sealed && <Alert style={{ marginBottom: 16 }} type="info" showIcon title={t('admin.quoting.sealed')} data-testid="quotes-sealed" />}
      {bounds.length > 0 && (
        <Descriptions
          size="small"
          bordered
          style={{ marginBottom: 16 }}
          title={t('admin.quoting.bounds')}
          column={{ xs: 1, md: 2, xl: 3 }}
          items={bounds.map(([sectorId, bound]) => ({ key: sectorId, label: sectorName(Number(sectorId)), children: money(bound) }))}
          data-testid="quotes-bounds"
        />
      )}
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
      {quotes?.appointmentEndTime && <Alert style={{ marginTop: 16 }} type="info" showIcon title={t('admin.quoting.extraRoundUntil', { time: quotes.appointmentEndTime })} />}
      {canAppointExtraRound(status) && !quotes?.appointmentEndTime && (
        <Space style={{ marginTop: 16 }} wrap>
          <Button disabled={quoted.length === 0} onClick={() => setAppointOpen(true)}>
            {t('admin.quoting.appoint')}
          </Button>
        </Space>
      )}

      {PUBLISHED.includes(status) && awards && awards.awards.length > 0 && (
        <Card ref={resultCard} tabIndex={-1} role="region" aria-label={t('admin.quoting.resultTitle')} title={t('admin.quoting.resultTitle')} style={{ marginTop: 24 }} data-testid="award-result">
          <Table<AwardRow>
            rowKey="id"
            size="small"
            pagination={false}
            dataSource={awards.awards}
            columns={[
              { title: t('admin.quoting.item'), key: 'item', render: (_, a) => (a.sectorId === null ? t('admin.quoting.wholeBid') : pick(a, 'sectorName')) },
              { title: t('admin.quoting.winner'), dataIndex: 'supplierName' },
              { title: t('admin.quoting.price'), dataIndex: 'price', align: 'right', render: (v: string) => money(v) },
              {
                title: t('admin.quoting.bidStatus'),
                key: 'declined',
                render: (_, a) =>
                  a.awardDeclinedTime ? (
                    <span>
                      <Tag color="red">{t('admin.quoting.declined')}</Tag> {a.awardDeclinedTime}
                      {a.awardDeclinedReason && <div style={{ color: '#5f6b7a', fontSize: 12 }}>{`${t('admin.quoting.declinedReason')}: ${a.awardDeclinedReason}`}</div>}
                    </span>
                  ) : (
                    '—'
                  ),
              },
            ]}
          />
          <WinningEntries winners={awards.winners} onDone={load} />
        </Card>
      )}

      {AWARDABLE.includes(status) && quoted.length > 0 && (
        <Card title={t('admin.quoting.award')} style={{ marginTop: 24 }}>
          {perItem ? (
            <Form layout="horizontal" labelCol={{ span: 6 }}>
              <div style={{ marginBottom: 8, color: '#595959' }}>{t('admin.quoting.awardPerItem')}</div>
              {(section?.sectorList ?? []).map((sector) => (
                <Form.Item key={sector.id} label={pick(sector, 'sectorName')} htmlFor={`award-${sector.id}`}>
                  <Select id={`award-${sector.id}`} allowClear options={supplierOptions} value={winners[sector.id]} onChange={(v) => choose({ ...winners, [sector.id]: v })} placeholder={t('admin.quoting.winner')} />
                </Form.Item>
              ))}
            </Form>
          ) : (
            <Form.Item label={t('admin.quoting.awardWhole')} htmlFor="award-whole">
              <Select id="award-whole" allowClear options={supplierOptions} value={winners.whole} onChange={(v) => choose({ whole: v })} placeholder={t('admin.quoting.winner')} style={{ maxWidth: 480 }} />
            </Form.Item>
          )}
          <Space>
            <Button onClick={() => void saveAward().catch(() => undefined)}>{t('admin.quoting.awardSave')}</Button>
            <Button
              type="primary"
              onClick={() =>
                modal.confirm({
                  title: t('admin.list.confirmTitle'),
                  content: t('admin.quoting.resultsConfirm'),
                  okText: t('admin.quoting.results'),
                  cancelText: t('admin.action.cancel'),
                  onOk: async () => {
                    await publishResults(sectionId);
                    message.success(t('admin.done'));
                    await load();
                  },
                  // The award card and its buttons are gone: the result shown in their place takes the focus.
                  afterClose: () => resultCard.current?.focus(),
                })
              }
            >
              {t('admin.quoting.results')}
            </Button>
          </Space>
        </Card>
      )}

      <Modal
        open={appointOpen}
        title={t('admin.quoting.appointTitle')}
        okText={t('admin.action.confirm')}
        cancelText={t('admin.action.cancel')}
        onCancel={() => setAppointOpen(false)}
        onOk={handled(async () => {
          const values = await appointForm.validateFields();
          await appointRound(sectionId, values);
          message.success(t('admin.done'));
          setAppointOpen(false);
          await load();
        })}
        destroyOnHidden
      >
        <Form form={appointForm} layout="vertical" preserve={false}>
          <Form.Item name="signupIds" label={t('admin.quoting.appointSuppliers')} rules={[{ required: true, message: t('messages.requiredParam') }]}>
            <Checkbox.Group options={quoted.map((s) => ({ value: s.signupId, label: s.supplierName }))} />
          </Form.Item>
          <Form.Item name="endTime" label={t('admin.quoting.appointEnd')} rules={[{ required: true, message: t('messages.requiredParam') }]}>
            <TimeField />
          </Form.Item>
        </Form>
      </Modal>
    </div>
  );
}
