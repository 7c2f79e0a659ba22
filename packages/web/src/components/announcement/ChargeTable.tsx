import { useTranslation } from 'react-i18next';
import type { SectionDetail } from '@portal/domain';
import { useDict } from '../../hooks/useDict';
import { useMoney } from '../../hooks/useMoney';
import { DataTable } from '../DataTable';
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
    <DataTable<Account>
      rowKey={(account) => account.id}
      rows={accounts}
      // At least this wide (narrower screens scroll), else the page's width: long account and bank names wrap
      // instead of pushing the payment deadline out of view (as max-content did with the longer Lao headings);
      // the short columns stay on one line.
      width={CHARGE_TABLE_MIN_WIDTH}
      columns={[
        { key: 'type', title: col('type'), nowrap: true, render: (account) => types.label(account.type) || account.type },
        {
          key: 'amount',
          title: col('amount'),
          align: 'end',
          nowrap: true,
          render: (account) => <span className={styles.price}>{money(account.money, { currency: account.currency })}</span>,
        },
        { key: 'accountName', title: col('accountName'), render: (account) => account.bankAccountName },
        { key: 'accountNumber', title: col('accountNumber'), nowrap: true, render: (account) => <span className={styles.mono}>{account.bankAccount}</span> },
        { key: 'bank', title: col('bank'), render: (account) => account.openAccountBank },
        { key: 'deadline', title: col('deadline'), nowrap: true, render: (account) => account.paymentDeadline },
      ]}
    />
  );
}
