import { useCallback, useEffect, useState } from 'react';
import { Button, Divider, Form, Input, Modal, Select, Space, Table, Tag, type TableColumnsType } from 'antd';
import { useFeedback } from '../../feedback/feedback';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { createBuyerCompany, createStaff, listBuyerCompanies, listStaff, updateStaff, type BuyerCompanyRow, type StaffRow } from '../../api/staff';
import { PageHead } from '../components/PageHead';
import { usePaged } from '../hooks/usePaged';
import { handled } from '../handled';

/** Staff users: buyers and administrators (administrators only). */
export default function Users() {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const list = usePaged<StaffRow, Record<string, never>>(listStaff, {}, 20);
  const [editing, setEditing] = useState<StaffRow | 'new'>();
  const [form] = Form.useForm();
  const l = (key: string) => t(`admin.users.${key}`);
  const required = [{ required: true, whitespace: true, message: t('messages.requiredParam') }];
  const [companies, setCompanies] = useState<BuyerCompanyRow[]>([]);
  const [newCompany, setNewCompany] = useState('');
  const loadCompanies = useCallback(() => listBuyerCompanies({ pageNum: 1, pageSize: 100 }).then((r) => setCompanies(r.rows), () => undefined), []);
  useEffect(() => void loadCompanies(), [loadCompanies]);

  /** Creates a buyer organization from the picker and chooses it. */
  async function addCompany() {
    const name = newCompany.trim();
    if (!name) return;
    const id = await createBuyerCompany(name);
    message.success(l('companyCreated'));
    setNewCompany('');
    await loadCompanies();
    form.setFieldValue('companyId', id);
  }

  const columns: TableColumnsType<StaffRow> = [
    { title: l('userName'), dataIndex: 'userName' },
    { title: l('nickName'), dataIndex: 'nickName' },
    { title: l('role'), dataIndex: 'role', render: (v: string) => <Tag color={v === 'admin' ? 'purple' : 'blue'}>{l(`roles.${v}`)}</Tag> },
    { title: l('company'), dataIndex: 'companyName', render: (v: string | null) => v ?? '—' },
    { title: l('phonenumber'), dataIndex: 'phonenumber', render: (v: string | null) => v ?? '—' },
    { title: l('status'), dataIndex: 'status', render: (v: number) => <Tag color={v === 0 ? 'green' : 'default'}>{l(`statuses.${v}`)}</Tag> },
    { title: l('createTime'), dataIndex: 'createTime', width: 170 },
    {
      key: 'edit',
      width: 80,
      render: (_, row) => (
        <Button size="small" onClick={() => (form.setFieldsValue({ ...row, password: '' }), setEditing(row))}>
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
          <Button type="primary" icon={<PlusOutlined />} onClick={() => (form.resetFields(), form.setFieldsValue({ role: 'buyer' }), setEditing('new'))}>
            {t('admin.action.add')}
          </Button>
        }
      />
      <Table<StaffRow> rowKey="userId" size="middle" loading={list.loading} dataSource={list.rows} columns={columns} pagination={list.pagination} />
      <Modal
        open={Boolean(editing)}
        title={editing === 'new' ? l('addTitle') : l('editTitle')}
        okText={t('admin.action.save')}
        cancelText={t('admin.action.cancel')}
        onCancel={() => setEditing(undefined)}
        forceRender
        onOk={handled(async () => {
          const v = await form.validateFields();
          if (editing === 'new')
            await createStaff({ userName: v.userName, nickName: v.nickName, password: v.password, role: v.role, email: v.email || null, phonenumber: v.phonenumber || null, companyId: v.companyId ?? null });
          else if (editing)
            await updateStaff(editing.userId, { nickName: v.nickName, role: v.role, status: v.status, companyId: v.companyId ?? null, ...(v.password ? { password: v.password } : {}) });
          message.success(t('admin.done'));
          setEditing(undefined);
          list.reload();
        })}
      >
        <Form form={form} layout="vertical">
          <Form.Item name="userName" label={l('userName')} rules={editing === 'new' ? required : []}>
            <Input disabled={editing !== 'new'} />
          </Form.Item>
          <Form.Item name="nickName" label={l('nickName')} rules={required}>
            <Input />
          </Form.Item>
          <Form.Item name="role" label={l('role')}>
            <Select options={['buyer', 'admin'].map((r) => ({ value: r, label: l(`roles.${r}`) }))} />
          </Form.Item>
          {editing !== 'new' && (
            <Form.Item name="status" label={l('status')}>
              <Select options={[0, 1].map((s) => ({ value: s, label: l(`statuses.${s}`) }))} />
            </Form.Item>
          )}
          <Form.Item name="companyId" label={l('company')}>
            <Select
              allowClear
              showSearch={{ optionFilterProp: 'label' }}
              placeholder={l('companyPlaceholder')}
              options={companies.map((c) => ({ value: c.companyId, label: c.name }))}
              popupRender={(menu) => (
                <>
                  {menu}
                  <Divider style={{ margin: '8px 0' }} />
                  <Space style={{ padding: '0 8px 4px' }}>
                    <Input placeholder={l('companyName')} value={newCompany} maxLength={200} onChange={(e) => setNewCompany(e.target.value)} onKeyDown={(e) => e.stopPropagation()} />
                    <Button icon={<PlusOutlined />} onClick={() => void addCompany().catch(() => undefined)}>
                      {l('newCompany')}
                    </Button>
                  </Space>
                </>
              )}
            />
          </Form.Item>
          {editing === 'new' && (
            <>
              <Form.Item name="email" label={l('email')}>
                <Input />
              </Form.Item>
              <Form.Item name="phonenumber" label={l('phonenumber')}>
                <Input />
              </Form.Item>
            </>
          )}
          <Form.Item name="password" label={l('password')} rules={editing === 'new' ? required : []} extra={editing === 'new' ? undefined : l('passwordHint')}>
            <Input.Password autoComplete="new-password" />
          </Form.Item>
        </Form>
      </Modal>
    </div>
  );
}
