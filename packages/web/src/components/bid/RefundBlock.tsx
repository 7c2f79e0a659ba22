import { useCallback, useEffect, useState } from 'react';
import { Button, Empty, Table, Tag } from 'antd';
import { useFeedback } from '../../feedback/feedback';
import { useTranslation } from 'react-i18next';
import { canConfirmRefund, MarginStatus, type BidRecord } from '@portal/domain';
import { confirmRefund, getMargins, type MarginRow } from '../../api/bids';
import { useMoney } from '../../hooks/useMoney';
import type { BidDetailState } from '../../hooks/useBidDetail';
import { useDict } from '../../hooks/useDict';
import { FileSlotFiles } from '../upload/FileSlot';
import { BidBlock } from './BidBlock';
import { BidCountdown } from './BidCountdown';
import { parseWireTime } from './bidDetail';
import styles from './bid.module.css';

/**
 * The deposit refund (part 2 §4; loaded for tenders with a deposit once the section has a result, failed
 * or closed): each deposit with its status; a refunded one (6) waits for the supplier to confirm receipt,
 * with the countdown to refundDateDeadline.
 */
export function RefundBlock({ bid, detail }: { bid: BidRecord; detail: BidDetailState }) {
  const { t } = useTranslation();
  const { modal } = useFeedback();
  const statuses = useDict('sys_supplier_margin_status');
  const money = useMoney();
  const types = useDict('sys_receiving_account_type');
  const [margins, setMargins] = useState<MarginRow[]>();
  const load = useCallback(() => {
    getMargins(bid.id).then(
      (r) => setMargins(r.data ?? []),
      () => setMargins([]),
    );
  }, [bid.id]);
  useEffect(load, [load, bid]);
  const label = (key: string) => t(`bids.refund.${key}`);

  function confirm(margin: MarginRow) {
    modal.confirm({
      title: label('confirm'),
      content: label('confirmAsk'),
      okText: t('bids.detail.confirm'),
      cancelText: t('bids.detail.cancel'),
      onOk: () => detail.act(() => confirmRefund(margin.id)),
    });
  }

  return (
    <BidBlock id="deposit-refund" title={label('title')}>
      {margins && margins.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={label('none')} />
      ) : (
        <Table<MarginRow>
          rowKey="id"
          size="small"
          loading={!margins}
          pagination={false}
          dataSource={margins}
          scroll={{ x: 'max-content' }}
          columns={[
            { title: t('bids.payment.type'), dataIndex: 'type', render: (v: string) => types.label(v) || v },
            { title: label('money'), dataIndex: 'money', render: (v: string, m) => <span className={styles.money}>{money(v, { currency: m.currency })}</span> },
            { title: label('paymentDate'), dataIndex: 'paymentDate', render: (v: string | null) => v ?? '—' },
            { title: label('refundFile'), dataIndex: 'fileList', render: (files: MarginRow['fileList']) => (files.length ? <FileSlotFiles files={files} /> : '—') },
            {
              title: label('status'),
              dataIndex: 'status',
              render: (status: number) => <Tag color={status === MarginStatus.confirmed ? 'success' : status === MarginStatus.refunded ? 'warning' : 'default'}>{statuses.label(status)}</Tag>,
            },
          ]}
        />
      )}
      {/* Under the table, not in a column of it: the countdown and the button wrap within the card at any width. */}
      {margins
        ?.filter((m) => canConfirmRefund(m.status))
        .map((m) => {
          const deadline = parseWireTime(m.refundDateDeadline);
          return (
            <div key={m.id} className={styles.refundConfirm} data-testid="refund-confirm">
              <span className={styles.refundWhat}>
                {types.label(m.type) || m.type} · <span className={styles.money}>{money(m.money, { currency: m.currency })}</span>
              </span>
              {deadline && <BidCountdown label={label('deadlineIn')} at={deadline} />}
              <Button type="primary" onClick={() => confirm(m)}>
                {label('confirm')}
              </Button>
            </div>
          );
        })}
    </BidBlock>
  );
}
