import { Button, Table } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Question } from '../../api/questions';
import { listPagination } from './listParts';
import { QuestionFilterBar, useQuestionColumns, useQuestionList, useQuestionRowCommands } from './questionListParts';
import { NEW_QUESTION_PATH } from './questionRules';
import styles from './personal.module.css';
import list from './lists.module.css';

/**
 * My questions (part 2 §2): the user's questions to buyers, filtered by project, company, status, submit
 * day and who asked, ten a page. Every question can be viewed; a draft can also be submitted or deleted
 * (each after a confirmation). Filters and page live in the address.
 */
export default function MyQuestion() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const questions = useQuestionList();
  const commands = useQuestionRowCommands(questions.load, questions.afterRemoval);
  const columns = useQuestionColumns(questions.pageNum, commands);

  return (
    <>
      <h1 className={styles.title}>{t('personal.menu.questions')}</h1>
      <QuestionFilterBar form={questions.form} onSearch={questions.onSearch} onReset={questions.reset} />
      <div className={list.toolbar}>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(NEW_QUESTION_PATH)}>
          {t('questions.question.add')}
        </Button>
      </div>
      <Table<Question>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={questions.page.rows}
        loading={questions.loading}
        locale={{ emptyText: t('questions.list.empty') }}
        pagination={listPagination(t, questions.pageNum, questions.page.total, questions.goToPage)}
      />
    </>
  );
}
