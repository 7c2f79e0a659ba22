import { useEffect } from 'react';
import { Alert, Button, Empty, Form, Input, Result, Table } from 'antd';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { DemoMail } from '../api/auth';
import { useDemoMailbox } from '../hooks/useDemoMailbox';
import styles from './accounts.module.css';

/** The demo server's outbox for one address (?to=), newest first; says so when the server is not in demo mode. */
export default function DemoMailbox() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const to = params.get('to') ?? '';
  const { state, mail, open } = useDemoMailbox();
  const label = (key: string) => t(`accounts.mailbox.${key}`);

  useEffect(() => {
    if (to) void open(to);
  }, [to, open]);

  return (
    <div className={styles.page}>
      <div className={styles.card}>
        <header className={styles.header}>
          <h1 className={styles.heading}>{label('title')}</h1>
        </header>
        {state === 'off' ? (
          <Result status="info" title={label('off')} subTitle={label('offText')} />
        ) : (
          <>
            <Alert className={styles.intro} type="info" showIcon title={label('intro')} />
            <Form layout="inline" initialValues={{ to }} key={to} onFinish={({ to: address }: { to?: string }) => setParams({ to: address?.trim() ?? '' })}>
              <Form.Item name="to" label={label('address')}>
                <Input className={styles.mailboxInput} type="email" allowClear />
              </Form.Item>
              <Button type="primary" htmlType="submit">
                {label('open')}
              </Button>
              {to && (
                <Button className={styles.refresh} onClick={() => void open(to)}>
                  {label('refresh')}
                </Button>
              )}
            </Form>
            {state !== 'idle' && (
              <Table<DemoMail>
                className={styles.mailTable}
                rowKey={(m) => `${m.createTime}-${m.subject}-${m.text}`}
                loading={state === 'loading'}
                dataSource={mail}
                pagination={false}
                locale={{ emptyText: <Empty description={label('empty')} /> }}
                columns={[
                  { title: label('time'), dataIndex: 'createTime', width: 180 },
                  { title: label('to'), dataIndex: 'to', width: 220 },
                  { title: label('subject'), dataIndex: 'subject', width: 220 },
                  { title: label('text'), dataIndex: 'text', render: (text: string) => <span className={styles.mailText}>{text}</span> },
                ]}
              />
            )}
          </>
        )}
      </div>
    </div>
  );
}
