import { useEffect, useState } from 'react';
import { Button, Table, Tag, type TableColumnsType } from 'antd';
import { Link, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useDict } from '../../hooks/useDict';
import { useLocale } from '../../hooks/useLocale';
import { auditTrail, type AuditRow } from '../../api/audit';
import { getSection, type SectionDetail } from '../../api/staffSections';
import { PageHead } from '../components/PageHead';
import { usePaged } from '../hooks/usePaged';
import { actionLabel, readChanges, readTime, type AuditReader } from '../auditChanges';
import styles from '../admin.module.css';

/** The fields a record changed, one line each: `label: before → after` (the wire name on hover). */
function Changes({ reader, row }: { reader: AuditReader; row: AuditRow }) {
  const lines = readChanges(reader, row.entity, row.before, row.after);
  if (!lines.length) return <span>—</span>;
  return (
    <ul className={styles.changes}>
      {lines.map((line) => (
        <li key={line.field}>
          {line.label && <span title={line.field} style={{ color: '#595959' }}>{line.label}</span>}
          {line.label && ': '}
          {line.before !== undefined && <del>{line.before}</del>}
          {line.before !== undefined && line.after !== undefined && ' → '}
          {line.after !== undefined && <span>{line.after}</span>}
        </li>
      ))}
    </ul>
  );
}

/**
 * The audit trail of a section with its sign-ups, deposits, quotation rounds, refused rounds, questions and
 * appeals (who, when, what, before, after). Fields, codes and times read in the reader's language and zone;
 * each record of a sign-up links to that sign-up on the Sign-ups page.
 */
export default function AuditTrail() {
  const { t } = useTranslation();
  const { pick, locale } = useLocale();
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const [section, setSection] = useState<SectionDetail>();
  const list = usePaged<AuditRow, { entity: string; id: number }>(auditTrail, { entity: 'section', id }, 20);
  useEffect(() => {
    getSection(id).then(setSection, () => undefined);
  }, [id]);
  const dicts: Record<string, ReturnType<typeof useDict>> = {
    sys_section_stauts: useDict('sys_section_stauts'),
    sys_section_stauts_tenders: useDict('sys_section_stauts_tenders'),
    sys_supplier_bid_status: useDict('sys_supplier_bid_status'),
    sys_supplier_margin_status: useDict('sys_supplier_margin_status'),
  };
  const reader: AuditReader = { t, locale, biddingType: section?.biddingType, dict: (type, value) => dicts[type]?.label(value) ?? '' };

  const columns: TableColumnsType<AuditRow> = [
    { title: t('admin.audit.at'), dataIndex: 'at', width: 150, render: (v: string | null) => (v ? (readTime(v) ?? v) : '—') },
    { title: t('admin.audit.actor'), dataIndex: 'actorName', width: 110, render: (v: string | null) => v ?? t('admin.audit.system') },
    {
      title: t('admin.audit.entity'),
      key: 'entity',
      width: 170,
      render: (_, row) => (
        <>
          <Tag>
            {t(`admin.audit.entities.${row.entity}`, { defaultValue: row.entity })} #{row.entityId}
          </Tag>
          {row.signupId != null && row.entity !== 'section' && (
            <div>
              <Link to={`/admin/signups?sectionId=${id}&signupId=${row.signupId}`} data-testid="audit-signup-link">
                {t('admin.audit.signupLink', { supplier: row.supplierName ?? `#${row.signupId}` })}
              </Link>
            </div>
          )}
        </>
      ),
    },
    {
      title: t('admin.audit.action'),
      dataIndex: 'action',
      width: 160,
      render: (v: string) => <span title={v}>{actionLabel(t, v)}</span>,
    },
    {
      title: t('admin.audit.change'),
      key: 'change',
      render: (_, row) => <Changes reader={reader} row={row} />,
    },
  ];

  return (
    <div>
      <PageHead title={`${t('admin.audit.title')}${section ? ` · ${pick(section, 'sectionName')}` : ''}`} extra={<Button onClick={() => navigate('/admin/sections')}>{t('admin.action.back')}</Button>} />
      <Table<AuditRow> rowKey="id" size="small" loading={list.loading} dataSource={list.rows} columns={columns} pagination={list.pagination} />
    </div>
  );
}
