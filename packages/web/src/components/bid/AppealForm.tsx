import { App, Button, Card, Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { WORKBENCH_TEXT_MAX } from '@portal/domain';
import { fileAppeal } from '../../api/bids';
import type { BidDetailState } from '../../hooks/useBidDetail';
import { useDict } from '../../hooks/useDict';
import styles from './bid.module.css';

interface AppealValues {
  type?: string;
  problemDescription?: string;
}

/** The appeal form (part 2 §5): type (bid_announce_question_type) and description both required. */
export function AppealForm({ sectionId, detail }: { sectionId: number; detail: BidDetailState }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const types = useDict('bid_announce_question_type');
  const [form] = Form.useForm<AppealValues>();
  const label = (key: string) => t(`bids.appeal.${key}`);

  function send(values: AppealValues) {
    const description = values.problemDescription?.trim();
    if (!values.type || !description) {
      message.warning(t('messages.appealIncomplete'));
      return;
    }
    void detail.act(() => fileAppeal(sectionId, values.type!, description), () => form.resetFields());
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
    </Card>
  );
}
