import { useCallback, useEffect, useState } from 'react';
import { Button, Descriptions, Empty, Form, Input, Modal, Table, Tag, type TableColumnsType } from 'antd';
import { useFeedback } from '../../feedback/feedback';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useDict } from '../../hooks/useDict';
import { useMoney } from '../../hooks/useMoney';
import { sectionSignups, setSignupDisabled, type SectionSignup } from '../../api/signupReviews';
import { FileBrowser, type FileGroup } from '../components/FileBrowser';
import { OpenRowButton } from '../components/OpenRowButton';
import { PageHead } from '../components/PageHead';
import { SectionPicker } from '../components/SectionPicker';
import styles from '../admin.module.css';

/** The files of a sign-up as the buyer reads them: each stage's lists, payment proofs, then the bid files. */
function fileGroups(row: SectionSignup, t: (key: string, options?: Record<string, unknown>) => string, accountLabel: (v: string) => string, bidFileLabel: (v: number) => string, money: ReturnType<typeof useMoney>): FileGroup[] {
  const groups: FileGroup[] = Object.values(row.files).flatMap((lists) => Object.entries(lists).map(([name, files]) => ({ title: t(`admin.reviews.groups.${name}`), files })));
  for (const p of row.payments) if (p.file) groups.push({ title: `${t('admin.signups.payments')} · ${accountLabel(p.type)} ${money(p.money, { currency: p.currency })}`, files: [p.file] });
  for (const b of row.bidFiles) groups.push({ title: `${t('admin.signups.bidFiles')} · ${bidFileLabel(b.status)} · ${b.createTime ?? ''}`, files: [b.file] });
  return groups;
}

/** Whether the supplier's bid page is read-only, with the button that switches it (stopping the row's click). */
function ReadOnlySwitch({ row, onEnable, onDisable }: { row: SectionSignup; onEnable: () => void; onDisable: () => void }) {
  const { t } = useTranslation();
  const readOnly = row.disabled === 1;
  return (
    <span>
      {readOnly ? <Tag color="red">{t('admin.signups.disabledOn')}</Tag> : <Tag>{t('admin.signups.disabledOff')}</Tag>}
      <Button
        size="small"
        danger={!readOnly}
        onClick={(e) => {
          e.stopPropagation();
          (readOnly ? onEnable : onDisable)();
        }}
      >
        {readOnly ? t('admin.signups.enable') : t('admin.signups.disable')}
      </Button>
    </span>
  );
}

/** The chosen sign-up: who, its status and time, the read-only remark, and the files of every stage. */
function SignupPanel({ signup, statusLabel, files }: { signup: SectionSignup; statusLabel: (value: number) => string | number; files: FileGroup[] }) {
  const { t } = useTranslation();
  return (
    <div data-testid="signup-panel">
      <Descriptions
        size="small"
        column={2}
        bordered
        items={[
          { key: 'company', label: t('messages.bidRecordSupplier'), children: signup.companyName },
          { key: 'user', label: t('admin.signups.user'), children: signup.userName ?? '—' },
          { key: 'status', label: t('admin.signups.status'), children: statusLabel(signup.supplierBidStatus) },
          { key: 'time', label: t('admin.signups.signupTime'), children: signup.createTime ?? '—' },
          ...(signup.disabled === 1 && signup.disabledRemark ? [{ key: 'remark', label: t('admin.signups.disabledOn'), children: signup.disabledRemark, span: 2 }] : []),
        ]}
      />
      <h3 style={{ marginTop: 16 }}>{t('admin.signups.files')}</h3>
      <FileBrowser key={signup.signupId} groups={files} />
    </div>
  );
}

/**
 * Every sign-up of one of the buyer's sections (DESIGN.md §4: the buyer views the bid file): company,
 * status, sign-up time, the files of every stage viewable inline, and the switch that makes a supplier's
 * bid page read-only (part 2 §4 "disabled").
 */
export default function Signups() {
  const { t } = useTranslation();
  const { modal, message } = useFeedback();
  const [params, setParams] = useSearchParams();
  const sectionId = params.get('sectionId') ? Number(params.get('sectionId')) : undefined;
  const bidStatus = useDict('sys_supplier_bid_status');
  const bidFileStatus = useDict('sys_supplier_margin_status');
  const accountTypes = useDict('sys_receiving_account_type');
  const money = useMoney();
  const [rows, setRows] = useState<SectionSignup[]>([]);
  const [loading, setLoading] = useState(false);
  // A link from the audit trail names the sign-up to show (signupId).
  const [selectedId, setSelectedId] = useState<number | undefined>(params.get('signupId') ? Number(params.get('signupId')) : undefined);
  const [disabling, setDisabling] = useState<SectionSignup>();
  const [remarkForm] = Form.useForm<{ remark?: string }>();

  const load = useCallback(async () => {
    if (!sectionId) return setRows([]);
    setLoading(true);
    try {
      setRows(await sectionSignups(sectionId));
    } finally {
      setLoading(false);
    }
  }, [sectionId]);
  useEffect(() => void load().catch(() => undefined), [load]);

  const selected = rows.find((r) => r.signupId === selectedId) ?? rows[0];

  async function toggle(row: SectionSignup, disabled: 0 | 1, remark?: string) {
    const answer = await setSignupDisabled(row.signupId, { disabled, ...(remark ? { remark } : {}) });
    message.success(answer.msg);
    await load();
  }

  const confirmEnable = (row: SectionSignup) =>
    modal.confirm({
      title: t('admin.list.confirmTitle'),
      content: t('admin.signups.enableConfirm', { company: row.companyName }),
      okText: t('admin.signups.enable'),
      cancelText: t('admin.action.cancel'),
      onOk: () => toggle(row, 0),
    });

  const columns: TableColumnsType<SectionSignup> = [
    {
      title: t('messages.bidRecordSupplier'),
      key: 'company',
      render: (_, row) => (
        <OpenRowButton current={row.signupId === selected?.signupId} onOpen={() => setSelectedId(row.signupId)}>
          {row.companyName}
        </OpenRowButton>
      ),
    },
    { title: t('admin.signups.status'), dataIndex: 'supplierBidStatus', width: 150, render: (v: number) => bidStatus.label(v) || v },
    { title: t('admin.signups.signupTime'), dataIndex: 'createTime', width: 160 },
    {
      title: t('admin.signups.disabled'),
      key: 'disabled',
      width: 170,
      render: (_, row) => <ReadOnlySwitch row={row} onEnable={() => confirmEnable(row)} onDisable={() => setDisabling(row)} />,
    },
  ];

  return (
    <div>
      <PageHead title={t('admin.signups.title')} />
      <Form layout="inline" className={styles.filters}>
        <Form.Item label={t('admin.signups.section')}>
          <SectionPicker value={sectionId} onChange={(v) => v !== undefined && setParams({ sectionId: String(v) })} data-testid="signup-section" />
        </Form.Item>
      </Form>
      <div className={styles.stackLayout}>
        <Table<SectionSignup>
          rowKey="signupId"
          size="small"
          loading={loading}
          dataSource={rows}
          columns={columns}
          pagination={false}
          locale={{ emptyText: <Empty description={sectionId ? t('admin.signups.empty') : t('admin.signups.chooseSection')} /> }}
          rowClassName={(row) => (row.signupId === selected?.signupId ? 'ant-table-row-selected' : '')}
          onRow={(row) => ({ onClick: () => setSelectedId(row.signupId), style: { cursor: 'pointer' } })}
        />
        {selected ? (
          <SignupPanel signup={selected} statusLabel={(v) => bidStatus.label(v) || v} files={fileGroups(selected, t, accountTypes.label, (v) => bidFileStatus.label(v) || String(v), money)} />
        ) : (
          rows.length > 0 && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('admin.signups.pick')} />
        )}
      </div>
      <Modal
        open={Boolean(disabling)}
        title={t('admin.signups.disableTitle')}
        okText={t('admin.signups.disable')}
        okButtonProps={{ danger: true }}
        cancelText={t('admin.action.cancel')}
        onCancel={() => setDisabling(undefined)}
        onOk={async () => {
          if (!disabling) return;
          await toggle(disabling, 1, remarkForm.getFieldValue('remark')?.trim() || undefined);
          setDisabling(undefined);
        }}
        destroyOnHidden
      >
        <p>{t('admin.signups.disableText')}</p>
        <Form form={remarkForm} layout="vertical" preserve={false}>
          <Form.Item name="remark" label={t('admin.signups.disableRemark')}>
            <Input.TextArea maxLength={500} rows={3} />
          </Form.Item>
        </Form>
      </Modal>
    </div>
  );
}
