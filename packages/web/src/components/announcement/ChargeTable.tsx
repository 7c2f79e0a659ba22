import { Table } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SectionDetail } from '@portal/domain';
import { useDict } from '../../hooks/useDict';
import { formatAmount } from '../../format';
import styles from './announcement.module.css';

type Account = SectionDetail['receivingAccountList'][number];

/** Where the deposit and fees are paid (receivingAccountList), one row per account. */
export function ChargeTable({ accounts }: { accounts: Account[] }) {
  const { t } = useTranslation();
  const types = useDict('sys_receiving_account_type');
  const currencies = useDict('sys_currency');
  const col = (key: string) => t(`announcement.charges.${key}`);
  return (
    <Table<Account>
      rowKey="id"
      size="middle"
      bordered
      pagination={false}
      dataSource={accounts}
      scroll={{ x: 'max-content' }}
      columns={[
        { key: 'type', title: col('type'), render: (_, account) => types.label(account.type) || account.type },
        {
          key: 'amount',
          title: col('amount'),
          align: 'right',
          render: (_, account) => <span className={styles.price}>{formatAmount(account.money, currencies.remark(account.currency))}</span>,
        },
        { key: 'accountName', title: col('accountName'), dataIndex: 'bankAccountName' },
        { key: 'accountNumber', title: col('accountNumber'), render: (_, account) => <span className={styles.mono}>{account.bankAccount}</span> },
        { key: 'bank', title: col('bank'), dataIndex: 'openAccountBank' },
        { key: 'deadline', title: col('deadline'), dataIndex: 'paymentDeadline' },
      ]}
    />
  );
}
