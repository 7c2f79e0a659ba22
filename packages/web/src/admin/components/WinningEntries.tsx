import { Alert, Descriptions, Empty, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { canReviewWinningQuote, ConfirmationStatus } from '@portal/domain';
import { formatMoney, formatQuantity } from '../../format';
import { useLocale } from '../../hooks/useLocale';
import { reviewWinningQuote, type Winner, type WinningEntryLine } from '../../api/awards';
import { ReviewActions } from './ReviewActions';

const STATUS_COLOR: Record<number, string> = { 0: 'default', 10: 'blue', 20: 'orange', 30: 'green' };

/**
 * The winners' winning quote entries (part 2 §4) after the results: each line's unit price, tax rate,
 * other expenses and quantity; a submitted entry (10) is confirmed (30, locked) or returned for correction
 * (20) with the remark the supplier reads. A winner who declined its award has no entry to review.
 */
export function WinningEntries({ winners, onDone }: { winners: Winner[]; onDone: () => void }) {
  const { t } = useTranslation();
  const { locale, pick } = useLocale();
  return (
    <div data-testid="winning-entries">
      {winners
        .filter((w) => !w.awardDeclinedTime)
        .map((w) => (
          <div key={w.signupId} style={{ marginTop: 16 }}>
            <Descriptions
              size="small"
              bordered
              column={2}
              title={t('admin.quoting.winningEntry')}
              items={[
                { key: 'supplier', label: t('admin.quoting.winner'), children: w.supplierName },
                { key: 'status', label: t('admin.quoting.bidStatus'), children: <Tag color={STATUS_COLOR[w.confirmationStatus]}>{t(`admin.quoting.confirmation.c${w.confirmationStatus}`)}</Tag> },
              ]}
            />
            {w.confirmationStatus === ConfirmationStatus.returned && w.winningQuoteReviewRemark && (
              <Alert style={{ marginTop: 8 }} type="warning" showIcon title={t('admin.quoting.returnedRemark', { remark: w.winningQuoteReviewRemark })} />
            )}
            {w.winningQuoteList.length === 0 ? (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('admin.quoting.noEntry')} />
            ) : (
              <Table<WinningEntryLine>
                style={{ marginTop: 8 }}
                rowKey="sectorId"
                size="small"
                pagination={false}
                dataSource={w.winningQuoteList}
                columns={[
                  { title: t('admin.quoting.item'), key: 'item', render: (_, l) => pick(l, 'sectorName') },
                  { title: t('messages.tplUnitPrice'), dataIndex: 'sectorPrice', align: 'right', render: (v: string) => formatMoney(v, locale) },
                  { title: t('admin.quoting.taxRate'), dataIndex: 'taxRate', align: 'right' },
                  { title: t('messages.tplOtherExpenses'), dataIndex: 'otherExpenses', align: 'right', render: (v: string) => formatMoney(v, locale) },
                  { title: t('messages.tplQuantity'), key: 'quantity', align: 'right', render: (_, l) => `${formatQuantity(l.sectorNumber, locale)} ${l.sectorUnits ?? ''}` },
                ]}
              />
            )}
            {canReviewWinningQuote(w.confirmationStatus) && (
              <div style={{ marginTop: 12 }}>
                <ReviewActions
                  confirmText={t('admin.quoting.confirmEntryText', { supplier: w.supplierName })}
                  passText={t('admin.quoting.confirmEntry')}
                  rejectText={t('admin.quoting.returnEntry')}
                  onReview={(pass, remarks) => reviewWinningQuote(w.signupId, { pass, ...remarks })}
                  onDone={onDone}
                />
              </div>
            )}
          </div>
        ))}
    </div>
  );
}
