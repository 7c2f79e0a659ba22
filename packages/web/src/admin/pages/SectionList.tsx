import { Button, Form, Input, Select, Space, Table, Tag, type TableColumnsType } from 'antd';
import { useFeedback } from '../../feedback/feedback';
import { PlusOutlined } from '@ant-design/icons';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { StatusTag } from '../../components/projects/StatusTag';
import { useLocale } from '../../hooks/useLocale';
import { listSections, sectionAction, type SectionAction, type SectionCommand, type SectionRow } from '../../api/staffSections';
import { MoreMenu } from '../components/MoreMenu';
import { PageHead } from '../components/PageHead';
import { SectionStatusSelect } from '../components/SectionStatus';
import { usePaged } from '../hooks/usePaged';
import styles from '../admin.module.css';

/** Actions that end a section for good: kept out of the row, behind the "More" menu, each with its confirmation. */
const DESTRUCTIVE: readonly SectionAction[] = ['abandon', 'close'];
const isDestructive = (action: SectionAction) => DESTRUCTIVE.includes(action);
/** Actions that open pages rather than run a command: the editor, and the pages of the section's sign-ups. */
const PAGES: readonly SectionAction[] = ['edit', 'manageSignups'];
/** The row's commands (the server's answer), everyday ones or destructive ones. */
const commandsOf = (row: SectionRow, destructive: boolean) =>
  row.actions.filter((action): action is SectionCommand => !PAGES.includes(action) && isDestructive(action) === destructive);

interface Filters extends Record<string, unknown> {
  keyword?: string;
  biddingType?: number;
  sectionStauts?: number;
}

/** The buyer's sections with filters (name, type, status) and the actions of each status. */
export default function SectionList() {
  const { t } = useTranslation();
  const { pick } = useLocale();
  const { modal, message } = useFeedback();
  const navigate = useNavigate();
  const [form] = Form.useForm<Filters>();
  const list = usePaged<SectionRow, Filters>(listSections, {});

  const run = (row: SectionRow, action: SectionCommand) =>
    modal.confirm({
      title: t('admin.list.confirmTitle'),
      content: t(`admin.list.confirm.${action}`, { name: pick(row, 'sectionName') }),
      okText: t(`admin.list.${action}`),
      cancelText: t('admin.action.cancel'),
      okButtonProps: { danger: isDestructive(action) },
      onOk: async () => {
        await sectionAction(row.sectionId, action);
        message.success(t('admin.done'));
        list.reload();
      },
    });

  // Widths that fit the workbench's 1200 px frame at 1280 px in every language: the name and the buyer keep room
  // for a readable line (zh wrapped names after 3–4 characters and cut the buyer, issue 23); the end time takes
  // two lines, day over hour; the actions wrap within theirs.
  const columns: TableColumnsType<SectionRow> = [
    {
      title: t('admin.list.name'),
      key: 'name',
      width: 180,
      render: (_, row) => (
        <Link to={`/admin/sections/${row.sectionId}`}>
          {pick(row, 'sectionName') || `#${row.sectionId}`}
        </Link>
      ),
    },
    { title: t('admin.list.type'), dataIndex: 'biddingType', width: 72, render: (v: number) => <Tag>{t(`admin.biddingType.${v}`)}</Tag> },
    { title: t('admin.list.status'), dataIndex: 'sectionStauts', width: 104, render: (v: number, row) => <StatusTag biddingType={row.biddingType} status={v} /> },
    { title: t('admin.list.organization'), key: 'organization', width: 150, render: (_, row) => pick(row, 'organization') },
    { title: t('admin.list.signups'), dataIndex: 'signupCount', width: 72, align: 'right' },
    { title: t('admin.list.entTime'), dataIndex: 'entTime', width: 104, render: (v: string | null) => <DayOverHour time={v} /> },
    {
      title: t('admin.list.actions'),
      key: 'actions',
      width: 230,
      render: (_, row) => (
        <Space wrap size={[4, 4]}>
          {row.actions.includes('edit') && (
            <Button size="small" onClick={() => navigate(`/admin/sections/${row.sectionId}`)}>
              {t('admin.action.edit')}
            </Button>
          )}
          {commandsOf(row, false).map((action) => (
              <Button key={action} size="small" type={action === 'publish' ? 'primary' : 'default'} onClick={() => run(row, action)}>
                {t(`admin.list.${action}`)}
              </Button>
            ))}
          {row.actions.includes('manageSignups') && (
            <>
              <Button size="small" onClick={() => navigate(`/admin/reviews?sectionId=${row.sectionId}`)}>
                {t('admin.list.reviews')}
              </Button>
              <Button size="small" onClick={() => navigate(`/admin/signups?sectionId=${row.sectionId}`)}>
                {t('admin.list.signupList')}
              </Button>
              <Button size="small" onClick={() => navigate(`/admin/sections/${row.sectionId}/quotes`)}>
                {t('admin.list.quotes')}
              </Button>
              <Button size="small" onClick={() => navigate(`/admin/margins?sectionId=${row.sectionId}`)}>
                {t('admin.list.margins')}
              </Button>
            </>
          )}
          <Button size="small" type="link" onClick={() => navigate(`/admin/sections/${row.sectionId}/audit`)}>
            {t('admin.list.audit')}
          </Button>
          {commandsOf(row, true).length > 0 && (
            <MoreMenu
              items={commandsOf(row, true).map((action) => ({ key: action, label: t(`admin.list.${action}`), danger: true }))}
              onChoose={(key) => run(row, key as SectionCommand)}
            />
          )}
        </Space>
      ),
    },
  ];

  return (
    <div>
      <PageHead
        title={t('admin.list.title')}
        extra={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate('/admin/sections/new')}>
            {t('admin.action.create')}
          </Button>
        }
      />
      <Form form={form} layout="inline" className={styles.filters} onFinish={(values) => list.search(values)}>
        <Form.Item name="keyword" label={t('admin.list.keyword')}>
          <Input allowClear placeholder={t('admin.list.keywordPlaceholder')} style={{ width: 260 }} />
        </Form.Item>
        <Form.Item name="biddingType" label={t('admin.list.type')}>
          <Select
            allowClear
            placeholder={t('admin.all')}
            style={{ width: 120 }}
            options={[0, 1].map((v) => ({ value: v, label: t(`admin.biddingType.${v}`) }))}
          />
        </Form.Item>
        <Form.Item name="sectionStauts" label={t('admin.list.status')}>
          <SectionStatusSelect />
        </Form.Item>
        <Form.Item>
          <Space>
            <Button type="primary" htmlType="submit">
              {t('admin.action.search')}
            </Button>
            <Button
              onClick={() => {
                form.resetFields();
                list.search({});
              }}
            >
              {t('admin.action.reset')}
            </Button>
          </Space>
        </Form.Item>
      </Form>
      <Table<SectionRow> rowKey="sectionId" size="middle" loading={list.loading} dataSource={list.rows} columns={columns} pagination={list.pagination} />
    </div>
  );
}

/** A wire time on two lines, the day over the hour, so the column stays narrow. */
function DayOverHour({ time }: { time: string | null }) {
  if (!time) return <>—</>;
  const [day, hour] = time.split(' ');
  return (
    <span className={styles.dayOverHour}>
      {day}
      <br />
      {hour}
    </span>
  );
}
