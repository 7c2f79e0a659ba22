import { useEffect, useRef, useState } from 'react';
import { Button, Form, Modal, Select, Space, Table, Tag, type TableColumnsType } from 'antd';
import { useFeedback } from '../../feedback/feedback';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../hooks/useLocale';
import { useMoney } from '../../hooks/useMoney';
import type { FileItem } from '@portal/domain';
import { FileSlot, FileSlotFiles } from '../../components/upload/FileSlot';
import { listMargins, refundMargin, type MarginRow } from '../../api/margins';
import { TimeField } from '../components/fields';
import { PageHead } from '../components/PageHead';
import { SectionPicker } from '../components/SectionPicker';
import { usePaged } from '../hooks/usePaged';
import styles from '../admin.module.css';

const STATUS_COLOR: Record<number, string> = { 4: 'blue', 5: 'green', 6: 'orange' };

/** Deposits held for the buyer's sections and their refund (status 6, with the deadline to confirm). */
export default function Margins() {
  const { t } = useTranslation();
  const { pick } = useLocale();
  const money = useMoney();
  const { message } = useFeedback();
  const [params] = useSearchParams();
  const initialSection = params.get('sectionId') ? Number(params.get('sectionId')) : undefined;
  const list = usePaged<MarginRow, { sectionId?: number; status?: number }>(listMargins, { sectionId: initialSection });
  const [refunding, setRefunding] = useState<MarginRow>();
  const [deadline, setDeadline] = useState<string | null>(null);
  const [slip, setSlip] = useState<FileItem[]>([]);
  const [filters] = Form.useForm();
  const heading = useRef<HTMLHeadingElement>(null);
  // A refund takes its row's Refund button away: the focus then goes to the page's title, not to the page's start.
  const refunded = useRef(false);
  useEffect(() => filters.setFieldsValue({ sectionId: initialSection }), [filters, initialSection]);

  const columns: TableColumnsType<MarginRow> = [
    { title: t('admin.margins.section'), key: 'sectionName', render: (_, row) => pick(row, 'sectionName'), ellipsis: true },
    { title: t('messages.bidRecordSupplier'), dataIndex: 'companyName' },
    { title: t('admin.margins.money'), key: 'money', align: 'right', render: (_, row) => money(row.money, { currency: row.currency }) },
    { title: t('admin.margins.paymentDate'), dataIndex: 'paymentDate', width: 160 },
    { title: t('admin.margins.proof'), key: 'proof', render: (_, row) => (row.file ? <FileSlotFiles files={[row.file]} /> : '—') },
    {
      title: t('admin.margins.status'),
      dataIndex: 'status',
      width: 190,
      render: (v: number, row) => (
        <div>
          <Tag color={STATUS_COLOR[v]}>{t(`admin.margins.statuses.${v}`)}</Tag>
          {row.refundDateDeadline && v === 6 && <div style={{ fontSize: 12, color: '#5f6b7a' }}>{`${t('admin.margins.refundDeadline')}: ${row.refundDateDeadline}`}</div>}
          {row.confirmTime && <div style={{ fontSize: 12, color: '#5f6b7a' }}>{`${t('admin.margins.confirmTime')}: ${row.confirmTime}`}</div>}
          {row.refundFile && <FileSlotFiles files={[row.refundFile]} />}
        </div>
      ),
    },
    {
      title: t('admin.list.actions'),
      key: 'actions',
      width: 100,
      render: (_, row) =>
        row.actions.includes('refund') ? (
          <Button size="small" type="primary" onClick={() => setRefunding(row)}>
            {t('admin.margins.refund')}
          </Button>
        ) : null,
    },
  ];

  return (
    <div>
      <PageHead title={t('admin.margins.title')} headingRef={heading} />
      <Form form={filters} layout="inline" className={styles.filters} onFinish={(v) => list.search({ sectionId: v.sectionId ?? undefined, status: v.status })}>
        <Form.Item name="sectionId" label={t('admin.margins.filterSection')}>
          <SectionPicker allowClear placeholder={t('admin.all')} style={{ width: 360 }} data-testid="margin-section" />
        </Form.Item>
        <Form.Item name="status" label={t('admin.margins.status')}>
          <Select allowClear placeholder={t('admin.all')} style={{ width: 200 }} options={[4, 6, 5].map((v) => ({ value: v, label: t(`admin.margins.statuses.${v}`) }))} />
        </Form.Item>
        <Form.Item>
          <Button type="primary" htmlType="submit">
            {t('admin.action.search')}
          </Button>
        </Form.Item>
      </Form>
      <Table<MarginRow> rowKey="id" size="middle" loading={list.loading} dataSource={list.rows} columns={columns} pagination={list.pagination} />
      <Modal
        open={Boolean(refunding)}
        title={t('admin.margins.refundTitle')}
        okText={t('admin.margins.refund')}
        cancelText={t('admin.action.cancel')}
        onCancel={() => {
          setRefunding(undefined);
          setSlip([]);
        }}
        onOk={async () => {
          if (!refunding) return;
          await refundMargin(refunding.id, { ...(deadline ? { refundDateDeadline: deadline } : {}), ...(slip[0] ? { refundFileId: slip[0].id } : {}) });
          message.success(t('admin.done'));
          setRefunding(undefined);
          setDeadline(null);
          setSlip([]);
          refunded.current = true;
          list.reload();
        }}
        afterClose={() => {
          if (refunded.current) heading.current?.focus();
          refunded.current = false;
        }}
        destroyOnHidden
      >
        {refunding && (
          <Space orientation="vertical" style={{ width: '100%' }}>
            <div>
              {refunding.companyName} · {money(refunding.money, { currency: refunding.currency })}
            </div>
            <Form layout="vertical">
              <Form.Item label={t('admin.margins.refundDeadline')} extra={t('admin.margins.refundDeadlineHint')}>
                <TimeField value={deadline} onChange={setDeadline} />
              </Form.Item>
              <Form.Item label={t('admin.margins.refundFile')} extra={t('admin.margins.refundFileHint')}>
                <FileSlot value={slip} onChange={setSlip} />
              </Form.Item>
            </Form>
          </Space>
        )}
      </Modal>
    </div>
  );
}
