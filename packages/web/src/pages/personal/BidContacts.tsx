import { useCallback, useEffect, useState } from 'react';
import { Alert, Button, Form, Input, Modal, Result, Space, Table } from 'antd';
import { useFeedback } from '../../feedback/feedback';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { bidContactSchema, PAGE_SIZE } from '@portal/domain';
import { addBidContact, listBidContacts, updateBidContact, type BidContact, type BidContactInput } from '../../api/certification';
import { ACTIVE_CONTACT, contactColumns, isActiveContact } from '../../components/certification/contactColumns';
import { useDomainRules } from '../../hooks/useDomainRules';
import { useSession } from '../../store/session';
import { TextVariants } from '../../components/readerLanguage/TextVariants';
import styles from './personal.module.css';

/** Individuals (operationUserType 1) manage no bid contacts. */
const INDIVIDUAL = 1;
const DISABLED = 0;

/** The form's values: name and business, each in Chinese (the first, the name required), English and Lao. */
interface ContactValues {
  userName?: string;
  userNameEn?: string;
  userNameLo?: string;
  business?: string;
  businessEn?: string;
  businessLo?: string;
}

/** A form value as sent: blank is not given. */
const given = (value?: string | null) => (value?.trim() ? value : null);

/** The form's first values: the contact's name and business in each language given. */
const initialValues = (c?: BidContact): ContactValues =>
  Object.fromEntries(
    (['userName', 'userNameEn', 'userNameLo', 'business', 'businessEn', 'businessLo'] as const).map((field) => [field, c?.[field] ?? undefined]),
  );

/** The contact being added (no bpmId) or edited. */
type Editing = { contact?: BidContact } | undefined;

/**
 * Bid contacts of the company (part 1 §3): the people who can be chosen in certification step 2 and on a
 * sign-up, ten a page and searched by name; added, edited, enabled and disabled here. Enterprises only.
 */
export default function BidContacts() {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const { operationUserType } = useSession();
  const [query, setQuery] = useState({ pageNum: 1, userName: '' });
  const [page, setPage] = useState<{ rows: BidContact[]; total: number }>({ rows: [], total: 0 });
  const [loading, setLoading] = useState(false);
  const [editing, setEditing] = useState<Editing>();
  const [saving, setSaving] = useState(false);
  const [form] = Form.useForm<ContactValues>();
  const rules = useDomainRules(bidContactSchema, {}, { userName: t('certification.contacts.userName'), business: t('certification.contacts.business') });
  const label = (key: string) => t(`certification.contacts.${key}`);

  const load = useCallback(async () => {
    setLoading(true);
    try {
      const result = await listBidContacts({ pageNum: query.pageNum, pageSize: PAGE_SIZE, userName: query.userName || undefined });
      setPage({ rows: result.rows ?? [], total: result.total ?? 0 });
    } catch {
      // Shown by the request layer.
    } finally {
      setLoading(false);
    }
  }, [query]);

  useEffect(() => {
    if (operationUserType !== INDIVIDUAL) void load();
  }, [load, operationUserType]);

  async function send(id: BidContact['bpmId'] | undefined, input: BidContactInput) {
    setSaving(true);
    try {
      const result = id === undefined ? await addBidContact(input) : await updateBidContact(id, input);
      if (result.code !== 200) return false;
      message.success(result.msg || t('messages.bidContactSaved'));
      await load();
      return true;
    } catch {
      return false; // Shown by the request layer.
    } finally {
      setSaving(false);
    }
  }

  const open = (contact?: BidContact) => setEditing({ contact });

  async function save(values: ContactValues) {
    const contact = editing?.contact;
    const input = {
      userName: values.userName ?? '',
      userNameEn: given(values.userNameEn),
      userNameLo: given(values.userNameLo),
      business: given(values.business),
      businessEn: given(values.businessEn),
      businessLo: given(values.businessLo),
      status: contact ? Number(contact.status) : ACTIVE_CONTACT,
    };
    if (!rules.parse(form, input)) return;
    if (await send(contact?.bpmId, input)) setEditing(undefined);
  }

  const toggle = (c: BidContact) =>
    send(c.bpmId, {
      ...{ userName: c.userName, userNameEn: c.userNameEn ?? null, userNameLo: c.userNameLo ?? null },
      ...{ business: c.business ?? null, businessEn: c.businessEn ?? null, businessLo: c.businessLo ?? null },
      status: isActiveContact(c) ? DISABLED : ACTIVE_CONTACT,
    });

  if (operationUserType === INDIVIDUAL) return <Result status="info" title={label('individual')} />;
  return (
    <>
      <h1 className={styles.title}>{t('personal.menu.bidContacts')}</h1>
      <Alert type="info" showIcon title={label('manageHint')} className={styles.notice} />
      <Space wrap style={{ marginBottom: 12 }}>
        <Input.Search allowClear placeholder={label('search')} enterButton onSearch={(userName) => setQuery({ pageNum: 1, userName: userName.trim() })} />
        <Button type="primary" icon={<PlusOutlined />} onClick={() => open()}>
          {label('add')}
        </Button>
      </Space>
      <Table<BidContact>
        rowKey={(c) => String(c.bpmId)}
        loading={loading}
        dataSource={page.rows}
        pagination={{ current: query.pageNum, pageSize: PAGE_SIZE, total: page.total, showSizeChanger: false, onChange: (pageNum) => setQuery((q) => ({ ...q, pageNum })) }}
        columns={[
          ...contactColumns(t),
          {
            title: label('actions'),
            key: 'actions',
            render: (_: unknown, c: BidContact) => (
              <Space>
                <Button type="link" size="small" onClick={() => open(c)}>
                  {label('edit')}
                </Button>
                <Button type="link" size="small" danger={isActiveContact(c)} disabled={saving} onClick={() => void toggle(c)}>
                  {label(isActiveContact(c) ? 'disable' : 'enable')}
                </Button>
              </Space>
            ),
          },
        ]}
      />
      <Modal
        open={editing !== undefined}
        title={label(editing?.contact ? 'editTitle' : 'addTitle')}
        okText={t('certification.save')}
        cancelText={t('certification.cancel')}
        confirmLoading={saving}
        onOk={() => form.submit()}
        onCancel={() => setEditing(undefined)}
        destroyOnHidden
      >
        <Form<ContactValues>
          form={form}
          layout="vertical"
          initialValues={initialValues(editing?.contact)}
          onFinish={save}
        >
          <p className={styles.hint}>{label('languagesHint')}</p>
          <TextVariants name="userName" label={label('userName')} first={rules.item('userName')} input={(lang) => <Input lang={lang} maxLength={50} />} />
          <TextVariants name="business" label={label('business')} first={rules.item('business')} input={(lang) => <Input lang={lang} maxLength={200} />} />
        </Form>
      </Modal>
    </>
  );
}
