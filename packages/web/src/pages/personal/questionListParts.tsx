import { useCallback, useEffect, useState } from 'react';
import { Button, Form, Select, Tag, type FormInstance, type TableColumnsType } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZE, QuestionStatus } from '@portal/domain';
import { deleteQuestion, listQuestions, updateQuestion, type Question } from '../../api/questions';
import { useFeedback } from '../../feedback/feedback';
import { useLocale } from '../../hooks/useLocale';
import { useUrlFilters } from '../../hooks/urlFilters';
import { DayRangePicker, filterParam, FilterBar, fromRange, rowNumber, TextFilter, toRange, type DayRange } from './listParts';
import { questionActions, questionPath, questionTone } from './questionRules';
import list from './lists.module.css';

/** The filters of My questions, in the address. */
const KEYS = ['sectionName', 'companyName', 'status', 'submitTimeStart', 'submitTimeEnd', 'createByName'] as const;
/** The statuses the status filter offers. */
const STATUSES = [QuestionStatus.draft, QuestionStatus.submitted, QuestionStatus.replied];

export interface QuestionFilterValues {
  sectionName?: string;
  companyName?: string;
  status?: number;
  submitTime?: DayRange;
  createByName?: string;
}

/**
 * The rows of My questions as the address asks for them (filters and page): the form mirrors the address,
 * a search writes it, and the rows are loaded again whenever it changes.
 */
export function useQuestionList() {
  const { filters, pageNum, search, goToPage, reset, address } = useUrlFilters(KEYS);
  const [form] = Form.useForm<QuestionFilterValues>();
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

  const onSearch = (values: QuestionFilterValues) => {
    const { start, end } = fromRange(values.submitTime);
    search({
      sectionName: values.sectionName,
      companyName: values.companyName,
      status: filterParam(values.status),
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

  return { form, page, loading, pageNum, goToPage, reset, load, onSearch, afterRemoval };
}

/** Submitting and deleting a draft from the list, each after a confirmation; then the rows are loaded again. */
export function useQuestionRowCommands(load: () => Promise<void>, afterRemoval: () => Promise<void>) {
  const { t } = useTranslation();
  const { message, modal } = useFeedback();

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

  return { confirmSubmit, confirmDelete };
}

/** The columns of My questions: every question can be viewed; a draft the server lets edit also submitted or deleted. */
export function useQuestionColumns(pageNum: number, commands: { confirmSubmit: (row: Question) => void; confirmDelete: (row: Question) => void }): TableColumnsType<Question> {
  const { t } = useTranslation();
  const { pick } = useLocale();
  return [
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
              <Button type="link" onClick={() => commands.confirmSubmit(row)}>
                {t('questions.question.submit')}
              </Button>
              <Button type="link" danger onClick={() => commands.confirmDelete(row)}>
                {t('questions.question.delete')}
              </Button>
            </>
          )}
        </span>
      ),
    },
  ];
}

/** The filters of My questions: project, company, who asked, status and submit day. */
export function QuestionFilterBar({ form, onSearch, onReset }: { form: FormInstance<QuestionFilterValues>; onSearch: (values: QuestionFilterValues) => void; onReset: () => void }) {
  const { t } = useTranslation();
  return (
    <FilterBar form={form} onSearch={onSearch} onReset={onReset}>
      <TextFilter name="sectionName" label={t('questions.question.sectionName')} />
      <TextFilter name="companyName" label={t('questions.question.companyName')} />
      <TextFilter name="createByName" label={t('questions.question.createByName')} />
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
  );
}
