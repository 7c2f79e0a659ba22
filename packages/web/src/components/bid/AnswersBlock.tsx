import { useEffect, useState } from 'react';
import { Button, Card, Descriptions, Form, Input, Modal, Radio, Space, Table, Tag } from 'antd';
import { TeamOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { canAnswerPaymentMethods, PAGE_SIZE, WORKBENCH_TEXT_MAX, type BidRecord } from '@portal/domain';
import { acceptPaymentMethods, chooseBidContact, saveCompliance } from '../../api/bids';
import { listBidContacts, type BidContact } from '../../api/certification';
import { contactColumns } from '../certification/contactColumns';
import { ShownText } from '../readerLanguage/ShownText';
import { formatList, formatPercent } from '../../format';
import type { BidDetailState } from '../../hooks/useBidDetail';
import { useDict } from '../../hooks/useDict';
import { useLocale } from '../../hooks/useLocale';
import { BidBlock } from './BidBlock';
import { holdsAward } from './bidDetail';
import styles from './bid.module.css';

interface Props {
  bid: BidRecord;
  editable: boolean;
  detail: BidDetailState;
}

/**
 * The section's payment method (pay first, deliver first, by ratio with its stages) and the bidder's answer:
 * accept or reject the current method while the server takes it (`canAnswerPaymentMethods`: not withdrawn,
 * ended or disabled; after the results only the winner still holding its award).
 */
export function PaymentMethodBlock({ bid, detail }: Omit<Props, 'editable'>) {
  const { t } = useTranslation();
  const { pick, locale } = useLocale();
  const methods = useDict('sys_settle_method');
  const section = bid.section;
  const open = canAnswerPaymentMethods(bid.supplierBidStatus, bid.disabled, holdsAward(bid));
  const label = (key: string) => t(`bids.paymentMethod.${key}`);
  const answer = bid.acceptPaymentMethods;
  return (
    <BidBlock id="payment-method" title={label('title')}>
      <Descriptions size="small" column={1}>
        <Descriptions.Item label={label('current')}>
          {methods.label(section.settleMethod)}{' '}
          {answer !== null && <Tag color={answer === 1 ? 'success' : 'error'}>{label(answer === 1 ? 'accepted' : 'rejected')}</Tag>}
        </Descriptions.Item>
        {section.settleMethodsList.length > 0 && (
          <Descriptions.Item label={label('ratio')}>{formatList(section.settleMethodsList.map((m) => `${pick(m, 'type')} ${formatPercent(m.percentage)}`), locale)}</Descriptions.Item>
        )}
      </Descriptions>
      {open && (
        <div className={styles.actions}>
          <Button type={answer === 1 ? 'primary' : 'default'} disabled={detail.busy} onClick={() => void detail.act(() => acceptPaymentMethods(bid.sectionId, 1))}>
            {label('accept')}
          </Button>
          <Button danger={answer === 0} disabled={detail.busy} onClick={() => void detail.act(() => acceptPaymentMethods(bid.sectionId, 0))}>
            {label('reject')}
          </Button>
        </div>
      )}
    </BidBlock>
  );
}

/** Technical-requirement compliance: complies, or deviates with a description (at most 500 characters). */
export function ComplianceBlock({ bid, editable, detail }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ compliance: number; deviation?: string }>();
  const compliance = Form.useWatch('compliance', form);
  const label = (key: string) => t(`bids.compliance.${key}`);
  return (
    <Card id="compliance" className={styles.block} size="small" title={label('title')}>
      <Form
        form={form}
        layout="vertical"
        disabled={!editable}
        initialValues={{ compliance: bid.technicalCompliance ?? undefined, deviation: bid.technicalDeviation ?? '' }}
        onFinish={(v) => void detail.act(() => saveCompliance(bid.id, v.compliance, v.deviation))}
      >
        <Form.Item name="compliance" rules={[{ required: true, message: t('messages.complianceInvalid') }]}>
          <Radio.Group
            options={[
              { value: 1, label: label('complies') },
              { value: 0, label: label('deviates') },
            ]}
          />
        </Form.Item>
        {compliance === 0 && (
          <Form.Item name="deviation" label={label('deviation')} rules={[{ required: true, whitespace: true, message: t('messages.deviationRequired') }]}>
            <Input.TextArea rows={3} maxLength={WORKBENCH_TEXT_MAX} showCount />
          </Form.Item>
        )}
        {editable && (
          <Button htmlType="submit" loading={detail.busy}>
            {label('save')}
          </Button>
        )}
      </Form>
    </Card>
  );
}

/** The tender contact of the sign-up, picked from the company's bid contacts (10 a page, by name; disabled ones greyed). */
export function ContactBlock({ bid, editable, detail }: Props) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState({ pageNum: 1, userName: '' });
  const [page, setPage] = useState<{ rows: BidContact[]; total: number }>({ rows: [], total: 0 });
  const [chosen, setChosen] = useState<string>();
  const label = (key: string) => t(`bids.contact.${key}`);
  const contactLabel = (key: string) => t(`certification.contacts.${key}`);

  useEffect(() => {
    if (!open) return;
    let live = true;
    listBidContacts({ pageNum: query.pageNum, pageSize: PAGE_SIZE, userName: query.userName || undefined }).then(
      (r) => live && setPage({ rows: r.rows ?? [], total: r.total ?? 0 }),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [open, query]);

  function confirm() {
    if (!chosen) return;
    setOpen(false);
    void detail.act(() => chooseBidContact(bid.id, Number(chosen)));
  }

  return (
    <Card id="bid-contact" className={styles.block} size="small" title={label('title')}>
      <Space wrap>
        <span>
          {bid.bidContact ? (
            <>
              <ShownText record={bid.bidContact} field="userName" />
              {bid.bidContact.business && ' · '}
              <ShownText record={bid.bidContact} field="business" />
            </>
          ) : (
            label('none')
          )}
        </span>
        {editable && (
          <Button
            icon={<TeamOutlined />}
            onClick={() => {
              setChosen(bid.bidContact ? String(bid.bidContact.bpmId) : undefined);
              setQuery({ pageNum: 1, userName: '' });
              setOpen(true);
            }}
          >
            {label('choose')}
          </Button>
        )}
      </Space>
      <Modal open={open} width={760} title={label('choose')} onCancel={() => setOpen(false)} onOk={confirm} okButtonProps={{ disabled: !chosen }} okText={t('bids.detail.confirm')} cancelText={t('bids.detail.cancel')} destroyOnHidden>
        <Input.Search allowClear placeholder={contactLabel('search')} enterButton onSearch={(userName) => setQuery({ pageNum: 1, userName: userName.trim() })} style={{ marginBottom: 12 }} />
        <Table<BidContact>
          rowKey={(c) => String(c.bpmId)}
          size="small"
          dataSource={page.rows}
          rowSelection={{ type: 'radio', selectedRowKeys: chosen ? [chosen] : [], onChange: (keys) => setChosen(String(keys[0])), getCheckboxProps: (c) => ({ disabled: Number(c.status) !== 1 }) }}
          pagination={{ current: query.pageNum, pageSize: PAGE_SIZE, total: page.total, showSizeChanger: false, onChange: (pageNum) => setQuery((q) => ({ ...q, pageNum })) }}
          columns={contactColumns(t)}
        />
      </Modal>
    </Card>
  );
}
