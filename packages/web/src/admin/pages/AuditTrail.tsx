import { useEffect, useState } from 'react';
import { Button, Table, Tag, type TableColumnsType } from 'antd';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../hooks/useLocale';
import { auditTrail, getSection, type AuditRow, type SectionDetail } from '../api';
import { PageHead } from '../components/PageHead';
import { usePaged } from '../hooks/usePaged';
import { actionLabel, changesOf } from '../auditChanges';
import styles from '../admin.module.css';

/** The fields a record changed, one line each: `field: before → after`. */
function Changes({ before, after }: { before: unknown; after: unknown }) {
  const lines = changesOf(before, after);
  if (!lines.length) return <span>—</span>;
  return (
    <ul className={styles.changes}>
      {lines.map((line) => (
        <li key={line.field}>
          {line.field && <code>{line.field}</code>}
          {line.field && ': '}
          {line.before !== undefined && <del>{line.before}</del>}
          {line.before !== undefined && line.after !== undefined && ' → '}
          {line.after !== undefined && <span>{line.after}</span>}
        </li>
      ))}
    </ul>
  );
}

/** The audit trail of a section with its sign-ups, deposits, questions and appeals (who, when, what, before, after). */
export default function AuditTrail() {
  const { t } = useTranslation();
  const { pick } = useLocale();
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const [section, setSection] = useState<SectionDetail>();
  const list = usePaged<AuditRow, { entity: string; id: number }>(auditTrail, { entity: 'section', id }, 20);
  useEffect(() => {
    getSection(id).then(setSection, () => undefined);
  }, [id]);

  const columns: TableColumnsType<AuditRow> = [
    { title: t('admin.audit.at'), dataIndex: 'at', width: 170 },
    { title: t('admin.audit.actor'), dataIndex: 'actorName', width: 120, render: (v: string | null) => v ?? t('admin.audit.system') },
    {
      title: t('admin.audit.entity'),
      key: 'entity',
      width: 130,
      render: (_, row) => (
        <Tag>
          {t(`admin.audit.entities.${row.entity}`, { defaultValue: row.entity })} #{row.entityId}
        </Tag>
      ),
    },
    {
      title: t('admin.audit.action'),
      dataIndex: 'action',
      width: 180,
      render: (v: string) => <span title={v}>{actionLabel(t, v)}</span>,
    },
    {
      title: t('admin.audit.change'),
      key: 'change',
      render: (_, row) => <Changes before={row.before} after={row.after} />,
    },
  ];

  return (
    <div>
      <PageHead title={`${t('admin.audit.title')}${section ? ` · ${pick(section, 'sectionName')}` : ''}`} extra={<Button onClick={() => navigate('/admin/sections')}>{t('admin.action.back')}</Button>} />
      <Table<AuditRow> rowKey="id" size="small" loading={list.loading} dataSource={list.rows} columns={columns} pagination={list.pagination} />
    </div>
  );
}
