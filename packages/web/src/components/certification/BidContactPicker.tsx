import { useEffect, useState } from 'react';
import { Button, Form, Input, Modal, Space, Table } from 'antd';
import { TeamOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZE } from '@portal/domain';
import { listBidContacts, type BidContact } from '../../api/certification';
import { contactColumns, isActiveContact } from './contactColumns';

interface Chosen {
  ids: string[];
  names: string[];
}

const splitList = (text: unknown) => (typeof text === 'string' && text ? text.split(',') : []);

/**
 * The bid contact of the certification (part 1 §2, step 2): a dialog with the contacts of the document
 * workflow, 10 a page and filtered by name, each active or disabled; the chosen ones fill bpmIdStr and
 * bpmNameStr of the surrounding form. A form control of bpmNameStr (value).
 */
export function BidContactPicker({ value, readOnly }: { value?: string; readOnly?: boolean }) {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState({ pageNum: 1, userName: '' });
  const [page, setPage] = useState<{ rows: BidContact[]; total: number }>({ rows: [], total: 0 });
  const [loading, setLoading] = useState(false);
  const [chosen, setChosen] = useState<Chosen>({ ids: [], names: [] });

  useEffect(() => {
    if (!open) return;
    let live = true;
    setLoading(true);
    listBidContacts({ pageNum: query.pageNum, pageSize: PAGE_SIZE, userName: query.userName || undefined })
      .then((result) => live && setPage({ rows: result.rows ?? [], total: result.total ?? 0 }))
      .catch(() => undefined)
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, [open, query]);

  function start() {
    setChosen({ ids: splitList(form.getFieldValue('bpmIdStr')), names: splitList(form.getFieldValue('bpmNameStr')) });
    setQuery({ pageNum: 1, userName: '' });
    setOpen(true);
  }

  function toggle(contact: BidContact, selected: boolean) {
    const id = String(contact.bpmId);
    setChosen((c) => {
      const at = c.ids.indexOf(id);
      if (selected && at < 0) return { ids: [...c.ids, id], names: [...c.names, contact.userName] };
      if (!selected && at >= 0) return { ids: c.ids.filter((_, i) => i !== at), names: c.names.filter((_, i) => i !== at) };
      return c;
    });
  }

  function confirm() {
    form.setFieldsValue({ bpmIdStr: chosen.ids.join(','), bpmNameStr: chosen.names.join(',') });
    setOpen(false);
  }

  const label = (key: string) => t(`certification.contacts.${key}`);
  return (
    <Space wrap>
      <span>{value || '—'}</span>
      {!readOnly && (
        <Button icon={<TeamOutlined />} onClick={start}>
          {label('choose')}
        </Button>
      )}
      <Modal open={open} width={800} title={label('title')} onCancel={() => setOpen(false)} onOk={confirm} okText={t('certification.confirm')} cancelText={t('certification.cancel')} destroyOnHidden>
        <Input.Search
          allowClear
          placeholder={label('search')}
          enterButton
          onSearch={(userName) => setQuery({ pageNum: 1, userName: userName.trim() })}
          style={{ marginBottom: 12 }}
        />
        <Table<BidContact>
          rowKey={(c) => String(c.bpmId)}
          size="small"
          loading={loading}
          dataSource={page.rows}
          rowSelection={{
            selectedRowKeys: chosen.ids,
            preserveSelectedRowKeys: true,
            getCheckboxProps: (c) => ({ disabled: !isActiveContact(c) }),
            onSelect: (c, selected) => toggle(c, selected),
            onSelectAll: (selected, _rows, changed) => changed.forEach((c) => toggle(c, selected)),
          }}
          pagination={{ current: query.pageNum, pageSize: PAGE_SIZE, total: page.total, showSizeChanger: false, onChange: (pageNum) => setQuery((q) => ({ ...q, pageNum })) }}
          columns={contactColumns(t)}
        />
      </Modal>
    </Space>
  );
}
