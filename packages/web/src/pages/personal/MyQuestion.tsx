import { useCallback, useEffect, useState } from 'react';
import { Button, Form, Input, Select, Table, Tag, type TableColumnsType } from 'antd';
import { useFeedback } from '../../feedback/feedback';
import { PlusOutlined } from '@ant-design/icons';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZE, QuestionStatus } from '@portal/domain';
import { deleteQuestion, listQuestions, updateQuestion, type Question } from '../../api/questions';
import { useLocale } from '../../hooks/useLocale';
import { useUrlFilters } from '../../hooks/urlFilters';
import { DayRangePicker, FilterBar, fromRange, listPagination, rowNumber, toRange, type DayRange } from './listParts';
import { NEW_QUESTION_PATH, questionActions, questionPath, questionTone } from './questionRules';
import styles from './personal.module.css';
import list from './lists.module.css';

const KEYS = ['sectionName', 'companyName', 'status', 'submitTimeStart', 'submitTimeEnd', 'createByName'] as const;
const STATUSES = [QuestionStatus.draft, QuestionStatus.submitted, QuestionStatus.replied];

interface FilterValues {
  sectionName?: string;
  companyName?: string;
  status?: number;
  submitTime?: DayRange;
  createByName?: string;
}

/**
 * My questions (part 2 §2): the user's questions to buyers, filtered by project, company, status, submit
 * day and who asked, ten a page. Every question can be viewed; a draft can also be submitted or deleted
 * (each after a confirmation). Filters and page live in the address.
 */
export default function MyQuestion() {
  const { t } = useTranslation();
  const { message, modal } = useFeedback();
  const { pick } = useLocale();
  const navigate = useNavigate();
  const { filters, pageNum, search, goToPage, reset, address } = useUrlFilters(KEYS);
  const [form] = Form.useForm<FilterValues>();
  const [page, setPage] = useState<{ rows: Question[]; total: number }>({ rows: [], total: 0 });
  const [loading, setLoading] = useState(false);

  const load = useCallback(async () => {
    setLoading(true);
    try {
      const { status, ...text } = filters;
      const result = await listQuestions(pageNum, { ...text, status: status ? Number(status) : undefined });
      if (result.code === 200) setPage({ rows: result.rows ?? [], total: result.total ?? 0 });
    } catch {
      // Shown by the request layer.
    } finally {
      setLoading(false);
    }
  }, [pageNum, filters]);

  useEffect(() => {
    const status = Number(filters.status);
    form.setFieldsValue({
      sectionName: filters.sectionName,
      companyName: filters.companyName,
      status: (STATUSES as number[]).includes(status) ? status : undefined,
      submitTime: toRange(filters.submitTimeStart, filters.submitTimeEnd) ?? null,
      createByName: filters.createByName,
    });
    load();
    // The address decides both the form and the rows.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [address]);

  const onSearch = (values: FilterValues) => {
    const { start, end } = fromRange(values.submitTime);
    search({
      sectionName: values.sectionName,
      companyName: values.companyName,
      status: values.status === undefined || values.status === null ? undefined : String(values.status),
      submitTimeStart: start,
      submitTimeEnd: end,
      createByName: values.createByName,
    });
  };

  /** After a row went away: the page before when it was the last row of a later page, else this page again. */
  const afterRemoval = async () => {
    if (page.rows.length === 1 && pageNum > 1) goToPage(pageNum - 1);
    else await load();
  };

  const confirmSubmit = (row: Question) =>
    modal.confirm({
      title: t('questions.question.submitTitle'),
      content: t('questions.question.submitConfirm'),
      okText: t('common.confirm'),
      cancelText: t('common.cancel'),
      onOk: async () => {
        try {
          const result = await updateQuestion({
            id: row.id,
            sectionId: row.sectionId,
            problemDescription: row.problemDescription,
            createByName: row.createByName,
            createPhonenumber: row.createPhonenumber ?? undefined,
            status: QuestionStatus.submitted,
          });
          if (result.code !== 200) return;
          message.success(result.msg || t('questions.detail.submit'));
          await load();
        } catch {
          // Shown by the request layer.
        }
      },
    });

  const confirmDelete = (row: Question) =>
    modal.confirm({
      title: t('questions.question.deleteTitle'),
      content: t('questions.question.deleteConfirm'),
      okText: t('common.confirm'),
      okButtonProps: { danger: true },
      cancelText: t('common.cancel'),
      onOk: async () => {
        try {
          const result = await deleteQuestion(row.id);
          if (result.code !== 200) return;
          message.success(result.msg || t('questions.question.delete'));
          await afterRemoval();
        } catch {
          // Shown by the request layer.
        }
      },
    });

  const columns: TableColumnsType<Question> = [
    { title: t('questions.list.index'), key: 'index', width: 64, align: 'center', render: (_, __, index) => rowNumber(pageNum, PAGE_SIZE, index) },
    { title: t('questions.question.sectionName'), key: 'sectionName', width: 170, render: (_, row) => <span className={list.name}>{pick(row, 'sectionName')}</span> },
    { title: t('questions.question.problemDescription'), key: 'problemDescription', render: (_, row) => <span className={list.clamp} title={row.problemDescription}>{row.problemDescription}</span> },
    { title: t('questions.question.createByName'), dataIndex: 'createByName', width: 90 },
    {
      title: t('questions.question.status'),
      key: 'status',
      width: 90,
      render: (_, row) => (
        <Tag color={questionTone(row.status)} style={{ marginInlineEnd: 0 }}>
          {t(`questions.question.statuses.${row.status}`)}
        </Tag>
      ),
    },
    { title: t('questions.question.submitTimeColumn'), key: 'submitTime', width: 110, render: (_, row) => row.submitTime ?? <span className={list.muted}>—</span> },
    {
      title: t('questions.list.actions'),
      key: 'actions',
      width: 150,
      render: (_, row) => (
        <span className={list.actions}>
          <Link to={questionPath(row.id)}>{t('questions.list.view')}</Link>
          {questionActions(row).editable && (
            <>
              <Button type="link" onClick={() => confirmSubmit(row)}>
                {t('questions.question.submit')}
              </Button>
              <Button type="link" danger onClick={() => confirmDelete(row)}>
                {t('questions.question.delete')}
              </Button>
            </>
          )}
        </span>
      ),
    },
  ];

  return (
    <>
      <h1 className={styles.title}>{t('personal.menu.questions')}</h1>
      <FilterBar form={form} onSearch={onSearch} onReset={reset}>
        <Form.Item name="sectionName">
          <Input className={list.field} placeholder={t('questions.question.sectionName')} aria-label={t('questions.question.sectionName')} allowClear maxLength={100} />
        </Form.Item>
        <Form.Item name="companyName">
          <Input className={list.field} placeholder={t('questions.question.companyName')} aria-label={t('questions.question.companyName')} allowClear maxLength={100} />
        </Form.Item>
        <Form.Item name="createByName">
          <Input className={list.field} placeholder={t('questions.question.createByName')} aria-label={t('questions.question.createByName')} allowClear maxLength={100} />
        </Form.Item>
        <Form.Item name="status">
          <Select
            style={{ width: 160 }}
            placeholder={t('questions.question.status')}
            aria-label={t('questions.question.status')}
            allowClear
            options={STATUSES.map((value) => ({ value, label: t(`questions.question.statuses.${value}`) }))}
          />
        </Form.Item>
        <Form.Item name="submitTime" label={t('questions.question.submitTime')}>
          <DayRangePicker />
        </Form.Item>
      </FilterBar>
      <div className={list.toolbar}>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(NEW_QUESTION_PATH)}>
          {t('questions.question.add')}
        </Button>
      </div>
      <Table<Question>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={page.rows}
        loading={loading}
        locale={{ emptyText: t('questions.list.empty') }}
        pagination={listPagination(t, pageNum, page.total, goToPage)}
      />
    </>
  );
}
