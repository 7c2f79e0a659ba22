import { useEffect, useState } from 'react';
import { Button, Table, Tag, type TableColumnsType } from 'antd';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../hooks/useLocale';
import { auditTrail, getSection, type AuditRow, type SectionDetail } from '../api';
import { PageHead } from '../components/PageHead';
import { usePaged } from '../hooks/usePaged';
import styles from '../admin.module.css';

/** A before/after value as compact JSON. */
const show = (value: unknown) => (value === null || value === undefined ? '—' : <pre className={styles.json}>{JSON.stringify(value, null, 1)}</pre>);

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
    { title: t('admin.audit.action'), dataIndex: 'action', width: 150, render: (v: string) => <code>{v}</code> },
    {
      title: t('admin.audit.change'),
      key: 'change',
      render: (_, row) => (
        <div style={{ display: 'flex', gap: 8, alignItems: 'flex-start' }}>
          {show(row.before)}
          <span>→</span>
          {show(row.after)}
        </div>
      ),
    },
  ];

  return (
    <div>
      <PageHead title={`${t('admin.audit.title')}${section ? ` · ${pick(section, 'sectionName')}` : ''}`} extra={<Button onClick={() => navigate('/admin/sections')}>{t('admin.action.back')}</Button>} />
      <Table<AuditRow> rowKey="id" size="small" loading={list.loading} dataSource={list.rows} columns={columns} pagination={list.pagination} />
    </div>
  );
}
