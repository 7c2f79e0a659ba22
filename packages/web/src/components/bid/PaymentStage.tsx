import { useState } from 'react';
import { Button, Table } from 'antd';
import { useFeedback } from '../../feedback/feedback';
import { useTranslation } from 'react-i18next';
import { canSubmitStage, showsPaymentCountdown, type BidRecord, type FileItem } from '@portal/domain';
import { submitPayment } from '../../api/bids';
import { useMoney } from '../../hooks/useMoney';
import type { BidDetailState } from '../../hooks/useBidDetail';
import { useDict } from '../../hooks/useDict';
import { FileSlot, FileSlotFiles } from '../upload/FileSlot';
import { BidCountdown } from './BidCountdown';
import { parseWireTime, reviewState } from './bidDetail';
import { StageBlock } from './StageBlock';
import styles from './bid.module.css';

type Account = BidRecord['receivingAccountList'][number];

/** The earliest payment deadline still ahead of the accounts, for the countdown. */
function nearestDeadline(accounts: Account[]): Date | null {
  const times = accounts.map((a) => parseWireTime(a.paymentDeadline)).filter((d): d is Date => d !== null);
  return times.length ? new Date(Math.min(...times.map((d) => d.getTime()))) : null;
}

/**
 * Payment proof (part 2 §5): the receiving accounts with exactly one proof file each, the payment deadline
 * countdown at 8 and 10, the review notice at 9 and the rejection remark at 10.
 */
export function PaymentStage({ bid, editable, detail }: { bid: BidRecord; editable: boolean; detail: BidDetailState }) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const types = useDict('sys_receiving_account_type');
  const money = useMoney();
  const canSubmit = editable && canSubmitStage('payment', bid.supplierBidStatus);
  const [proofs, setProofs] = useState<Record<number, FileItem[]>>(() => Object.fromEntries(bid.receivingAccountList.map((a) => [a.id, a.fileList])));
  const deadline = showsPaymentCountdown(bid.supplierBidStatus) ? nearestDeadline(bid.receivingAccountList) : null;
  const label = (key: string) => t(`bids.payment.${key}`);

  function send() {
    const accounts = bid.receivingAccountList.map((a) => ({ id: a.id, fileList: proofs[a.id] ?? [] }));
    if (accounts.some((a) => a.fileList.length !== 1)) {
      message.warning(t('messages.paymentFileCount'));
      return;
    }
    void detail.act(() => submitPayment(bid.id, accounts));
  }

  return (
    <StageBlock
      id="stage-payment"
      title={t('messages.bidRecordStagePayment')}
      state={reviewState('payment', bid.supplierBidStatus)}
      remark={{ record: bid, field: 'marginReviewRemark' }}
      extra={deadline && <BidCountdown label={label('deadlineIn')} at={deadline} />}
    >
      {canSubmit && <p className={styles.hint}>{label('onePerAccount')}</p>}
      <Table<Account>
        rowKey="id"
        size="small"
        pagination={false}
        dataSource={bid.receivingAccountList}
        columns={[
          { title: label('type'), dataIndex: 'type', render: (type: string) => types.label(type) || type },
          { title: label('money'), dataIndex: 'money', render: (amount: string, a) => <span className={styles.money}>{money(amount, { currency: a.currency })}</span> },
          {
            title: label('account'),
            key: 'account',
            render: (_: unknown, a) => (
              <div className={styles.account}>
                <span>{a.bankAccountName}</span>
                <span>{a.bankAccount}</span>
                <span className={styles.hint}>{a.openAccountBank}</span>
              </div>
            ),
          },
          { title: label('paymentDeadline'), dataIndex: 'paymentDeadline', render: (v: string | null) => v ?? '—' },
          {
            title: label('proof'),
            key: 'proof',
            render: (_: unknown, a) =>
              canSubmit ? (
                <FileSlot id={`payment-${a.id}`} value={proofs[a.id] ?? []} onChange={(files) => setProofs((p) => ({ ...p, [a.id]: files }))} />
              ) : (
                <FileSlotFiles files={a.fileList} />
              ),
          },
          { title: label('paymentDate'), dataIndex: 'paymentDate', render: (v: string | null) => v ?? '—' },
        ]}
      />
      {canSubmit && (
        <div className={styles.actions}>
          <Button type="primary" loading={detail.busy} onClick={send}>
            {t('bids.detail.submit')}
          </Button>
        </div>
      )}
    </StageBlock>
  );
}
