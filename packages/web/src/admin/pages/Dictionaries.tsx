import { useState } from 'react';
import { Button, Form, Input, InputNumber, Modal, Table, type TableColumnsType } from 'antd';
import { useFeedback } from '../../feedback/feedback';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { createDictEntry, listDictEntries, updateDictEntry, type DictRow } from '../../api/dictionaryAdmin';
import { PageHead } from '../components/PageHead';
import { usePaged } from '../hooks/usePaged';
import styles from '../admin.module.css';
import { handled } from '../handled';

/** Dictionary entries with their labels in zh, en and lo (administrators only). */
export default function Dictionaries() {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const list = usePaged<DictRow, { dictType?: string }>(listDictEntries, {}, 20);
  const [editing, setEditing] = useState<DictRow | 'new'>();
  const [form] = Form.useForm();
  const l = (key: string) => t(`admin.dictionaries.${key}`);

  const columns: TableColumnsType<DictRow> = [
    { title: l('dictType'), dataIndex: 'dictType', width: 220 },
    { title: l('dictValue'), dataIndex: 'dictValue', width: 80 },
    { title: l('dictLabel'), dataIndex: 'dictLabel' },
    { title: l('dictLabelEn'), dataIndex: 'dictLabelEn' },
    { title: l('dictLabelLo'), dataIndex: 'dictLabelLo' },
    { title: l('dictSort'), dataIndex: 'dictSort', width: 70 },
    {
      key: 'edit',
      width: 80,
      render: (_, row) => (
        <Button size="small" onClick={() => (form.setFieldsValue(row), setEditing(row))}>
          {t('admin.action.edit')}
        </Button>
      ),
    },
  ];

  return (
    <div>
      <PageHead
        title={l('title')}
        extra={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => (form.resetFields(), setEditing('new'))}>
            {t('admin.action.add')}
          </Button>
        }
      />
      <Form layout="inline" className={styles.filters} onFinish={(v) => list.search({ dictType: v.dictType?.trim() || undefined })}>
        <Form.Item name="dictType" label={l('dictType')}>
          <Input allowClear placeholder="sys_currency" style={{ width: 240 }} />
        </Form.Item>
        <Form.Item>
          <Button type="primary" htmlType="submit">
            {t('admin.action.search')}
          </Button>
        </Form.Item>
      </Form>
      <Table<DictRow> rowKey="id" size="small" loading={list.loading} dataSource={list.rows} columns={columns} pagination={list.pagination} />
      <Modal
        open={Boolean(editing)}
        title={editing === 'new' ? l('addTitle') : l('editTitle')}
        okText={t('admin.action.save')}
        cancelText={t('admin.action.cancel')}
        onCancel={() => setEditing(undefined)}
        forceRender
        onOk={handled(async () => {
          const values = await form.validateFields();
          if (editing === 'new') await createDictEntry(values);
          else if (editing) {
            const { dictType: _type, dictValue: _value, ...labels } = values;
            await updateDictEntry(editing.id, labels);
          }
          message.success(t('admin.done'));
          setEditing(undefined);
          list.reload();
        })}
      >
        <Form form={form} layout="vertical">
          {(['dictType', 'dictValue', 'dictLabel', 'dictLabelEn', 'dictLabelLo', 'remark'] as const).map((name) => (
            <Form.Item key={name} name={name} label={l(name)} rules={name === 'remark' ? [] : [{ required: true, whitespace: true, message: t('messages.requiredParam') }]}>
              <Input disabled={editing !== 'new' && (name === 'dictType' || name === 'dictValue')} />
            </Form.Item>
          ))}
          <Form.Item name="dictSort" label={l('dictSort')}>
            <InputNumber min={0} precision={0} />
          </Form.Item>
        </Form>
      </Modal>
    </div>
  );
}
