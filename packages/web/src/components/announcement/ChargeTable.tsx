import { Table } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SectionDetail } from '@portal/domain';
import { useDict } from '../../hooks/useDict';
import { useMoney } from '../../hooks/useMoney';
import styles from './announcement.module.css';

type Account = SectionDetail['receivingAccountList'][number];

/** Narrowest the charge table gets before it scrolls sideways. */
const CHARGE_TABLE_MIN_WIDTH = 880;

/** Where the deposit and fees are paid (receivingAccountList), one row per account. */
export function ChargeTable({ accounts }: { accounts: Account[] }) {
  const { t } = useTranslation();
  const types = useDict('sys_receiving_account_type');
  const money = useMoney();
  const col = (key: string) => t(`announcement.charges.${key}`);
  return (
    <Table<Account>
      rowKey="id"
      size="middle"
      bordered
      pagination={false}
      dataSource={accounts}
      // At least this wide (narrower screens scroll), else the page's width: long account and bank names wrap
      // instead of pushing the payment deadline out of view (as max-content did with the longer Lao headings);
      // the short columns stay on one line.
      scroll={{ x: CHARGE_TABLE_MIN_WIDTH }}
      columns={[
        { key: 'type', title: col('type'), className: styles.nowrap, render: (_, account) => types.label(account.type) || account.type },
        {
          key: 'amount',
          title: col('amount'),
          align: 'right',
          className: styles.nowrap,
          render: (_, account) => <span className={styles.price}>{money(account.money, { currency: account.currency })}</span>,
        },
        { key: 'accountName', title: col('accountName'), dataIndex: 'bankAccountName' },
        { key: 'accountNumber', title: col('accountNumber'), className: styles.nowrap, render: (_, account) => <span className={styles.mono}>{account.bankAccount}</span> },
        { key: 'bank', title: col('bank'), dataIndex: 'openAccountBank' },
        { key: 'deadline', title: col('deadline'), className: styles.nowrap, dataIndex: 'paymentDeadline' },
      ]}
    />
  );
}
