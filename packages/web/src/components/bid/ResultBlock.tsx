import { useEffect, useState } from 'react';
import { Alert, Button, Form, Input, Result, Select, Table, Tag } from 'antd';
import { useFeedback } from '../../feedback/feedback';
import { useTranslation } from 'react-i18next';
import {
  BidStatus,
  canAbandonAward,
  canEditWinningQuote,
  ConfirmationStatus,
  isWinningAmount,
  isWinningQuantity,
  WIN_NOTICE_DAYS,
  type BidRecord,
  type Sector,
} from '@portal/domain';
import { abandonAward, getBidResult, getQuoteHistory, submitWinningQuotes, type BidResult, type HistoryRound, type ResultAward, type WinningLine } from '../../api/bids';
import { formatQuantity } from '../../format';
import type { BidDetailState } from '../../hooks/useBidDetail';
import { useDict } from '../../hooks/useDict';
import { useLocale } from '../../hooks/useLocale';
import { useMoney } from '../../hooks/useMoney';
import { ShownText } from '../readerLanguage/ShownText';
import { BidBlock } from './BidBlock';
import { holdsAward } from './bidDetail';
import styles from './bid.module.css';

/** The sectors the caller was awarded: all of them for a whole-bid award, else the awarded items. */
function awardedSectors(bid: BidRecord): Sector[] {
  const awards = bid.bidAwardManageDetailList;
  if (awards.some((a) => a.sectorId === null)) return bid.section.sectorList;
  const ids = new Set(awards.map((a) => a.sectorId));
  return bid.section.sectorList.filter((s) => ids.has(s.id));
}

/** A stored quantity as an input edits it: no trailing zeros, no grouping ("1200.500000" → "1200.5"). */
const plainQuantity = (value: string) => formatQuantity(value).replace(/,/g, '');

/**
 * The caller's winning quote: the round the award was made from, its latest (the buyer awards each winner's
 * latest round), null while it has none. The entry starts from its prices until the supplier stores its own.
 */
function useWinningRound(sectionId: number, wanted: boolean) {
  const [round, setRound] = useState<HistoryRound | null>();
  useEffect(() => {
    if (!wanted) return;
    let live = true;
    getQuoteHistory(sectionId).then(
      (r) => live && setRound(r.data?.at(-1) ?? null),
      () => live && setRound(null),
    );
    return () => {
      live = false;
    };
  }, [sectionId, wanted]);
  return wanted ? round : null;
}

/** The winning quote entry (part 2 §4): editable and submittable at confirmationStatus 0 or 20, locked at 10 or 30. */
function WinningQuote({ bid, detail }: { bid: BidRecord; detail: BidDetailState }) {
  const { t } = useTranslation();
  const { pick } = useLocale();
  const taxRates = useDict('sys_tax_rate');
  const editable = canEditWinningQuote(bid.confirmationStatus) && !bid.awardDeclinedTime;
  const sectors = awardedSectors(bid);
  const stored = new Map(bid.winningQuoteList.map((w) => [w.sectorId, w]));
  const round = useWinningRound(bid.sectionId, bid.winningQuoteList.length === 0);
  const quoted = new Map((round?.quotesList ?? []).map((line) => [line.id, line]));
  const [form] = Form.useForm<{ lines: WinningLine[] }>();
  const initial = sectors.map((s) => {
    const w = stored.get(s.id);
    const q = quoted.get(s.id);
    return {
      id: s.id,
      sectorPrice: w?.sectorPrice ?? q?.sectorPrice ?? '',
      taxRate: w?.taxRate ?? q?.taxRate ?? s.taxRate ?? '13',
      otherExpenses: w?.otherExpenses ?? q?.otherExpenses ?? '0',
      sectorNumber: plainQuantity(w?.sectorNumber ?? s.sectorNumber),
    };
  });
  const label = (key: string) => t(`bids.result.${key}`);
  /** A form rule from a domain check, refusing with the catalogue's message (the server's refusal, shown before sending). */
  const ruleOf = (valid: (value: string) => boolean, message: string) => ({
    validator: (_: unknown, v: string) => (valid(String(v ?? '')) ? Promise.resolve() : Promise.reject(new Error(t(`messages.${message}`)))),
  });
  const amountRule = ruleOf(isWinningAmount, 'winningAmountInvalid');
  const quantityRule = ruleOf(isWinningQuantity, 'quantityInvalid');
  const cell = (index: number, name: keyof WinningLine, rules: object[] = []) => (
    <Form.Item name={['lines', index, name]} rules={rules} style={{ margin: 0 }}>
      {name === 'taxRate' ? (
        <Select disabled={!editable} options={taxRates.entries.map((e) => ({ value: e.dictValue, label: e.dictLabel }))} style={{ minWidth: 90 }} />
      ) : (
        <Input disabled={!editable} maxLength={name === 'sectorNumber' ? 20 : 10} />
      )}
    </Form.Item>
  );
  // The form takes its initial values once: wait for the winning round it starts from.
  if (round === undefined) return null;
  return (
    <Form form={form} initialValues={{ lines: initial }} onFinish={(values) => void detail.act(() => submitWinningQuotes(bid.sectionId, values.lines.map((l, i) => ({ ...l, id: initial[i].id }))))}>
      <h2 className={styles.subheading}>
        {label('winningQuote')} <Tag>{label(`confirmation.c${bid.confirmationStatus}`)}</Tag>
      </h2>
      {bid.confirmationStatus === ConfirmationStatus.returned && bid.winningQuoteReviewRemark && (
        <Alert type="error" showIcon className={styles.remark} title={label('returnedRemark')} description={<ShownText record={bid} field="winningQuoteReviewRemark" />} />
      )}
      <Table<Sector>
        rowKey="id"
        size="small"
        pagination={false}
        dataSource={sectors}
        columns={[
          { title: label('sectorName'), key: 'name', render: (_: unknown, s) => pick(s, 'sectorName') },
          { title: t('messages.tplUnitPrice'), key: 'price', render: (_: unknown, _s, i) => cell(i, 'sectorPrice', [amountRule]) },
          { title: label('taxRate'), key: 'tax', render: (_: unknown, _s, i) => cell(i, 'taxRate') },
          { title: t('messages.tplOtherExpenses'), key: 'other', render: (_: unknown, _s, i) => cell(i, 'otherExpenses', [amountRule]) },
          { title: t('messages.tplQuantity'), key: 'number', render: (_: unknown, _s, i) => cell(i, 'sectorNumber', [quantityRule]) },
        ]}
      />
      {editable && (
        <div className={styles.actions}>
          <Button type="primary" htmlType="submit" loading={detail.busy}>
            {label('submitWinning')}
          </Button>
        </div>
      )}
    </Form>
  );
}

/**
 * Bidding results (part 2 §4, loaded at 19 and 20): awaiting at 19; at 20 won or not, the award rows, the
 * win notice (come within 30 days to sign), the winning quote entry and abandoning the award.
 */
export function ResultBlock({ bid, detail }: { bid: BidRecord; detail: BidDetailState }) {
  const { t } = useTranslation();
  const { modal } = useFeedback();
  const money = useMoney(bid.section);
  const [result, setResult] = useState<BidResult>();
  useEffect(() => {
    let live = true;
    getBidResult(bid.sectionId).then((r) => live && setResult(r.data ?? undefined), () => undefined);
    return () => {
      live = false;
    };
  }, [bid.sectionId]);
  const label = (key: string, options?: Record<string, unknown>) => t(`bids.result.${key}`, options);
  const published = bid.supplierBidStatus === BidStatus.resultPublished;
  const won = published && (bid.bidAwardManageDetailList.length > 0 || result?.isWinningBid === 1);
  const declined = Boolean(bid.awardDeclinedTime);
  const acting = holdsAward(bid);

  function abandon() {
    modal.confirm({
      title: label('abandon'),
      content: label('abandonConfirm'),
      okText: t('bids.detail.confirm'),
      cancelText: t('bids.detail.cancel'),
      okButtonProps: { danger: true },
      onOk: () => detail.act(() => abandonAward(bid.id)),
    });
  }

  return (
    <BidBlock id="stage-result" title={label('title')}>
      {!published ? (
        <Result status="info" title={label('waiting')} />
      ) : (
        <>
          <Result status={won && !declined ? 'success' : 'info'} title={won ? (declined ? label('abandoned') : label('won')) : label('lost')} subTitle={won && !declined ? label('winNotice', { days: WIN_NOTICE_DAYS }) : undefined} />
          {result && result.bidAwardManageDetailList.length > 0 && (
            <Table<ResultAward>
              rowKey={(a) => `${a.sectorId ?? 'all'}-${a.supplierName}`}
              size="small"
              pagination={false}
              dataSource={result.bidAwardManageDetailList}
              className={styles.remark}
              columns={[
                { title: label('sectorName'), dataIndex: 'sectorName', render: (v: string | null) => v ?? '—' },
                { title: label('supplierName'), dataIndex: 'supplierName' },
                { title: label('quotesCount'), key: 'round', render: (_: unknown, a) => result.quotes.find((q) => q.sectorId === a.sectorId && q.supplierName === a.supplierName)?.quotesCount ?? '—' },
                { title: label('price'), dataIndex: 'price', render: (v: string) => <span className={styles.money}>{money(v)}</span> },
                { title: t('messages.bidRecordStageBidFile'), dataIndex: 'supplierBidFileName', render: (v: string | null) => v ?? '—' },
                { title: label('bidFileTime'), dataIndex: 'supplierBidFileDateTime', render: (v: string | null) => v ?? '—' },
              ]}
            />
          )}
          {acting && <WinningQuote bid={bid} detail={detail} />}
          {declined && <Alert type="warning" showIcon title={label('abandoned')} />}
          {acting && canAbandonAward(bid.supplierBidStatus, true, declined) && (
            <div className={styles.actions}>
              <Button danger onClick={abandon}>
                {label('abandon')}
              </Button>
            </div>
          )}
        </>
      )}
    </BidBlock>
  );
}
