import { useState } from 'react';
import { Button, Form, Input, Modal, Segmented, Table, Tag, type TableColumnsType } from 'antd';
import { useFeedback, type Feedback } from '../../feedback/feedback';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../hooks/useLocale';
import { useDict } from '../../hooks/useDict';
import { listInbox, replyInbox, type InboxKind, type InboxRow } from '../../api/inbox';
import { PageHead } from '../components/PageHead';
import { usePaged } from '../hooks/usePaged';
import styles from '../admin.module.css';
import { handled } from '../handled';
import { ShownText } from '../../components/readerLanguage/ShownText';
import { TextVariants } from '../../components/readerLanguage/TextVariants';

/** Statuses of each inbox: waiting for a reply, replied. */
const STATUSES: Record<InboxKind, { waiting: number; replied: number; labels: string }> = {
  questions: { waiting: 2, replied: 3, labels: 'questionStatuses' },
  appeals: { waiting: 1, replied: 2, labels: 'appealStatuses' },
};

/** Questions (/admin/questions) or appeals (/admin/appeals) about the buyer's sections, with the reply. */
export default function Inbox() {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const kind: InboxKind = useLocation().pathname.includes('appeals') ? 'appeals' : 'questions';
  return <InboxOf key={kind} kind={kind} t={t} message={message} />;
}

function InboxOf({ kind, t, message }: { kind: InboxKind; t: ReturnType<typeof useTranslation>['t']; message: Feedback['message'] }) {
  const statuses = STATUSES[kind];
  const { pick } = useLocale();
  const questionTypes = useDict('bid_announce_question_type');
  const list = usePaged<InboxRow, { status?: number }>((q) => listInbox(kind, q), { status: statuses.waiting });
  const [replying, setReplying] = useState<InboxRow>();
  const [form] = Form.useForm<{ problemReply: string; problemReplyEn?: string; problemReplyLo?: string }>();

  const columns: TableColumnsType<InboxRow> = [
    {
      title: t('admin.inbox.section'),
      key: 'section',
      width: 220,
      render: (_, row) => (
        <div>
          <div>{pick(row, 'sectionName')}</div>
          <div style={{ fontSize: 12, color: '#8c8c8c' }}>{row.companyName}</div>
        </div>
      ),
    },
    ...(kind === 'questions' ? [{ title: t('admin.inbox.type'), dataIndex: 'type', width: 110, render: (v: string | null) => (v ? questionTypes.label(v) || v : '—') }] : []),
    {
      title: t('admin.inbox.description'),
      key: 'description',
      render: (_, row) => (
        <div>
          <div style={{ whiteSpace: 'pre-wrap' }}>{row.problemDescription}</div>
          {row.problemReply && (
            <div style={{ marginTop: 8, padding: 8, background: '#f6ffed', borderRadius: 4 }}>
              <div style={{ whiteSpace: 'pre-wrap' }}>
                <ShownText record={row} field="problemReply" />
              </div>
              <div style={{ fontSize: 12, color: '#8c8c8c' }}>{t('admin.inbox.replied', { name: row.replyName ?? '', time: row.replyTime ?? '' })}</div>
            </div>
          )}
        </div>
      ),
    },
    { title: t('admin.inbox.asker'), key: 'asker', width: 130, render: (_, row) => row.createByName ?? '—' },
    { title: t('admin.inbox.submitTime'), key: 'time', width: 160, render: (_, row) => row.submitTime ?? row.createTime ?? '—' },
    {
      title: t('admin.inbox.status'),
      dataIndex: 'status',
      width: 100,
      render: (v: number) => <Tag color={v === statuses.waiting ? 'orange' : 'green'}>{t(`admin.inbox.${statuses.labels}.${v}`, { defaultValue: String(v) })}</Tag>,
    },
    {
      title: t('admin.list.actions'),
      key: 'actions',
      width: 90,
      render: (_, row) =>
        row.actions.includes('reply') ? (
          <Button size="small" type="primary" onClick={() => setReplying(row)}>
            {t('admin.inbox.reply')}
          </Button>
        ) : null,
    },
  ];

  return (
    <div>
      <PageHead title={t(kind === 'questions' ? 'admin.inbox.questionsTitle' : 'admin.inbox.appealsTitle')} />
      <Segmented
        className={styles.filters}
        value={list.query.status ?? 'all'}
        onChange={(v) => list.search({ status: v === 'all' ? undefined : Number(v) })}
        options={[
          { value: statuses.waiting, label: t(`admin.inbox.${statuses.labels}.${statuses.waiting}`) },
          { value: statuses.replied, label: t(`admin.inbox.${statuses.labels}.${statuses.replied}`) },
          { value: 'all', label: t('admin.all') },
        ]}
      />
      <Table<InboxRow> rowKey="id" size="middle" loading={list.loading} dataSource={list.rows} columns={columns} pagination={list.pagination} />
      <Modal
        open={Boolean(replying)}
        title={t('admin.inbox.replyTitle')}
        okText={t('admin.inbox.reply')}
        cancelText={t('admin.action.cancel')}
        onCancel={() => setReplying(undefined)}
        onOk={handled(async () => {
          const { problemReply, problemReplyEn, problemReplyLo } = await form.validateFields();
          await replyInbox(kind, replying!.id, {
            problemReply: problemReply.trim(),
            ...(problemReplyEn?.trim() ? { problemReplyEn: problemReplyEn.trim() } : {}),
            ...(problemReplyLo?.trim() ? { problemReplyLo: problemReplyLo.trim() } : {}),
          });
          message.success(t('admin.done'));
          setReplying(undefined);
          list.reload();
        })}
        destroyOnHidden
      >
        {replying && <p style={{ whiteSpace: 'pre-wrap', color: '#595959' }}>{replying.problemDescription}</p>}
        <Form form={form} layout="vertical" preserve={false}>
          <TextVariants
            name="problemReply"
            label={t('admin.inbox.reply')}
            first={{ rules: [{ required: true, whitespace: true, message: t('admin.inbox.replyRequired') }] }}
            input={(lang) => (
              <Input.TextArea
                lang={lang}
                rows={lang === 'zh' ? 4 : 2}
                maxLength={2000}
                showCount
                placeholder={t(lang === 'zh' ? 'admin.inbox.replyPlaceholder' : 'admin.reviews.remarkVariantPlaceholder')}
              />
            )}
          />
        </Form>
      </Modal>
    </div>
  );
}
