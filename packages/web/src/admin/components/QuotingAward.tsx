import { useEffect, useRef, useState, type Ref, type RefObject } from 'react';
import { Button, Card, Checkbox, Form, Modal, Select, Space, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '../../feedback/feedback';
import { useLocale } from '../../hooks/useLocale';
import { useMoney } from '../../hooks/useMoney';
import { appointRound, awardSection, publishResults, type AwardRow, type SectionAwards } from '../../api/awards';
import type { SupplierQuotes } from '../../api/sectionQuotes';
import type { SectionDetail } from '../../api/staffSections';
import { WinningEntries } from './WinningEntries';
import { TimeField } from './fields';
import { handled } from '../handled';

/** The award marks as the award form holds them: per item by sector id, or the whole bid under `whole`. */
const marksOf = (awards: AwardRow[]): Record<string, number | undefined> =>
  Object.fromEntries(awards.map((a) => [a.sectorId === null ? 'whole' : String(a.sectorId), a.signupId]));

/** The published award (read-only): each item's winner and price, declines, and the winners' quote entries. */
export function AwardResult({ ref, awards, section, onDone }: { ref: Ref<HTMLDivElement>; awards: SectionAwards; section: SectionDetail | undefined; onDone: () => Promise<void> }) {
  const { t } = useTranslation();
  const { pick } = useLocale();
  const money = useMoney(section as { currency?: string } | undefined);
  return (
    <Card ref={ref} tabIndex={-1} role="region" aria-label={t('admin.quoting.resultTitle')} title={t('admin.quoting.resultTitle')} style={{ marginTop: 24 }} data-testid="award-result">
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
        <WinningEntries winners={awards.winners} onDone={onDone} />
      </Card>
  );
}

/** The award (per item or whole bid) among the suppliers who quoted, saved as marks, then the results published. */
export function AwardForm({
  sectionId,
  section,
  quoted,
  awards,
  onSaved,
  resultCard,
}: {
  sectionId: number;
  section: SectionDetail;
  quoted: SupplierQuotes[];
  awards: SectionAwards | undefined;
  onSaved: () => Promise<void>;
  /** The result shown once the results are out: it takes the focus. */
  resultCard: RefObject<HTMLDivElement | null>;
}) {
  const { t } = useTranslation();
  const { pick } = useLocale();
  const { modal, message } = useFeedback();
  const money = useMoney(section as { currency?: string });
  const perItem = section.successfulBidderMethod === 1;
  const [winners, setWinners] = useState<Record<string, number | undefined>>({});
  // Until the buyer changes a choice, the form follows the marks stored on the server.
  const touched = useRef(false);
  useEffect(() => {
    if (awards && !touched.current) setWinners(marksOf(awards.awards));
  }, [awards]);

  async function saveAward() {
    const body = perItem
      ? { winners: Object.entries(winners).flatMap(([sectorId, signupId]) => (signupId ? [{ sectorId: Number(sectorId), signupId }] : [])) }
      : { signupId: winners.whole };
    await awardSection(sectionId, body);
    message.success(t('admin.quoting.awarded'));
    touched.current = false;
    await onSaved();
  }
  const choose = (next: Record<string, number | undefined>) => {
    touched.current = true;
    setWinners(next);
  };

  const supplierOptions = quoted.map((s) => ({ value: s.signupId, label: `${s.supplierName} · ${money(s.latestTotalPrice)}` }));

  return (
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
                  await onSaved();
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
  );
}

/** Another round for appointed suppliers among those who quoted, until the end the buyer sets. */
export function AppointRoundModal({ open, onClose, sectionId, quoted, onDone }: { open: boolean; onClose: () => void; sectionId: number; quoted: SupplierQuotes[]; onDone: () => Promise<void> }) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const [appointForm] = Form.useForm<{ signupIds: number[]; endTime: string }>();
  return (
    <Modal
      open={open}
      title={t('admin.quoting.appointTitle')}
      okText={t('admin.action.confirm')}
      cancelText={t('admin.action.cancel')}
      onCancel={onClose}
      onOk={handled(async () => {
        const values = await appointForm.validateFields();
        await appointRound(sectionId, values);
        message.success(t('admin.done'));
        onClose();
        await onDone();
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
  );
}
