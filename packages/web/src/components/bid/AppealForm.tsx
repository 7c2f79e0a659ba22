import { useCallback, useEffect, useState } from 'react';
import { Button, Card, Empty, Form, Input, Select, Tag } from 'antd';
import { useFeedback } from '../../feedback/feedback';
import { useTranslation } from 'react-i18next';
import { WORKBENCH_TEXT_MAX } from '@portal/domain';
import { fileAppeal, listAppeals, type AppealRow } from '../../api/bids';
import type { BidDetailState } from '../../hooks/useBidDetail';
import { useDict } from '../../hooks/useDict';
import { ShownText } from '../readerLanguage/ShownText';
import styles from './bid.module.css';

/** Appeal status once the buyer replied (1 filed, awaiting the reply). */
const APPEAL_REPLIED = 2;

interface AppealValues {
  type?: string;
  problemDescription?: string;
}

/** The appeals the caller's company filed about the section, and a way to read them again after filing. */
function useAppeals(sectionId: number) {
  const [appeals, setAppeals] = useState<AppealRow[]>();
  const load = useCallback(async () => {
    try {
      const result = await listAppeals(sectionId);
      setAppeals(result.code === 200 ? (result.data ?? []) : []);
    } catch {
      setAppeals([]);
    }
  }, [sectionId]);
  useEffect(() => {
    void load();
  }, [load]);
  return { appeals, load };
}

/** The appeals already filed: type, status, description and the buyer's reply once given. */
function FiledAppeals({ appeals, typeLabel }: { appeals: AppealRow[] | undefined; typeLabel: (value: string) => string }) {
  const { t } = useTranslation();
  const label = (key: string, options?: Record<string, unknown>) => t(`bids.appeal.${key}`, options);
  if (!appeals) return null;
  if (appeals.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={label('none')} />;
  return (
    <ul className={styles.appeals} aria-label={label('filed')}>
      {appeals.map((a) => (
        <li key={a.id} className={styles.appeal}>
          <div className={styles.appealHead}>
            <Tag>{typeLabel(a.type) || a.type}</Tag>
            <Tag color={a.status === APPEAL_REPLIED ? 'success' : 'processing'}>{label(`status${a.status}`)}</Tag>
            <span className={styles.hint}>{label('filedAt', { time: a.createTime ?? '—' })}</span>
          </div>
          <p className={styles.appealText}>{a.problemDescription}</p>
          {a.problemReply && (
            <div className={styles.appealReply}>
              <b>{label('reply')}</b>
              <p className={styles.appealText}>
                <ShownText record={a} field="problemReply" />
              </p>
              {a.replyName && <span className={styles.hint}>{label('replyBy', { name: a.replyName, time: a.replyTime ?? '—' })}</span>}
            </div>
          )}
        </li>
      ))}
    </ul>
  );
}

/**
 * The appeal form (part 2 §5): type (bid_announce_question_type) and description both required; below it
 * the appeals the company already filed about the section, the new one listed as soon as it is filed.
 */
export function AppealForm({ sectionId, detail }: { sectionId: number; detail: BidDetailState }) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const types = useDict('bid_announce_question_type');
  const [form] = Form.useForm<AppealValues>();
  const { appeals, load } = useAppeals(sectionId);
  const label = (key: string) => t(`bids.appeal.${key}`);

  function send(values: AppealValues) {
    const description = values.problemDescription?.trim();
    if (!values.type || !description) {
      message.warning(t('messages.appealIncomplete'));
      return;
    }
    void detail.act(
      () => fileAppeal(sectionId, values.type!, description),
      () => {
        form.resetFields();
        void load();
      },
    );
  }

  return (
    <Card id="appeal" className={styles.block} size="small" title={label('title')}>
      <Form<AppealValues> form={form} labelCol={{ flex: '120px' }} wrapperCol={{ flex: 1 }} onFinish={send}>
        <Form.Item name="type" label={label('type')} required>
          <Select allowClear options={types.entries.map((e) => ({ value: e.dictValue, label: e.dictLabel }))} style={{ maxWidth: 320 }} />
        </Form.Item>
        <Form.Item name="problemDescription" label={label('description')} required>
          <Input.TextArea rows={4} maxLength={WORKBENCH_TEXT_MAX} showCount placeholder={label('placeholder')} />
        </Form.Item>
        <Form.Item label=" " colon={false}>
          <Button type="primary" htmlType="submit" loading={detail.busy}>
            {label('submit')}
          </Button>
        </Form.Item>
      </Form>
      <h2 className={styles.subheading}>{label('filed')}</h2>
      <FiledAppeals appeals={appeals} typeLabel={types.label} />
    </Card>
  );
}
