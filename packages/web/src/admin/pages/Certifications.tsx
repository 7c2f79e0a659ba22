import { useEffect, useState } from 'react';
import { Descriptions, Empty, Segmented, Table, Tag, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { FileItem } from '@portal/domain';
import { listCertifications, reviewCertification, type CertificationRow } from '../../api/certificationReviews';
import { useCertificationValues } from '../../components/certification/certificationValues';
import { FileBrowser } from '../components/FileBrowser';
import { OpenRowButton } from '../components/OpenRowButton';
import { PageHead } from '../components/PageHead';
import { ReviewActions } from '../components/ReviewActions';
import { usePaged } from '../hooks/usePaged';
import { useQueueFocus } from '../hooks/useQueueFocus';
import styles from '../admin.module.css';

const STATUSES = ['prompt', 'modify', 'skip'] as const;
const isFileList = (v: unknown): v is FileItem[] => Array.isArray(v) && v.every((f) => f && typeof f === 'object' && 'fileName' in f);

/** The submitted form of a certification: the labelled text fields and the file lists. */
function formParts(row: CertificationRow, exists: (key: string) => boolean) {
  const form = { ...(row.enterpriseForm ?? {}), ...(row.form ?? {}) };
  const texts: [string, string][] = [];
  const files: [string, FileItem[]][] = [];
  for (const [key, value] of Object.entries(form)) {
    if (!exists(`certification.fields.${key}`)) continue;
    if (isFileList(value)) {
      if (value.length) files.push([key, value]);
    } else if (value !== null && value !== undefined && value !== '' && typeof value !== 'object') texts.push([key, String(value)]);
  }
  return { texts, files };
}

/** Certification review (part 1 §5, DESIGN.md §6): submitted forms with their files, pass or reject when the server answers `review`. */
export default function Certifications() {
  const { t, i18n } = useTranslation();
  const list = usePaged<CertificationRow, { status: string }>(listCertifications, { status: 'prompt' });
  const [selected, setSelected] = useState<CertificationRow>();
  const values = useCertificationValues();
  const focus = useQueueFocus(list.rows, list.loading, (row) => row.companyId === selected?.companyId);

  useEffect(() => setSelected((current) => list.rows.find((r) => r.companyId === current?.companyId) ?? list.rows[0]), [list.rows]);
  const parts = selected ? formParts(selected, (key) => i18n.exists(key)) : { texts: [], files: [] };

  const columns: TableColumnsType<CertificationRow> = [
    {
      title: t('admin.certifications.company'),
      key: 'company',
      render: (_, row) => (
        <OpenRowButton current={row.companyId === selected?.companyId} onOpen={() => setSelected(row)}>
          <span>{row.companyName}</span>
          <span style={{ fontSize: 12, color: '#8c8c8c' }}>
            {t(`admin.certifications.kinds.${row.kind}`)} · {row.submitTime}
          </span>
        </OpenRowButton>
      ),
    },
    { title: t('admin.certifications.status'), dataIndex: 'certificationStatus', width: 90, render: (v: string) => <Tag>{t(`admin.certifications.statuses.${v}`)}</Tag> },
  ];

  return (
    <div>
      <PageHead title={t('admin.certifications.title')} headingRef={focus.heading} />
      <Segmented
        className={styles.filters}
        value={list.query.status}
        onChange={(v) => list.search({ status: String(v) })}
        options={STATUSES.map((s) => ({ value: s, label: t(`admin.certifications.statuses.${s}`) }))}
      />
      <div ref={focus.queue} className={styles.reviewLayout}>
        <Table<CertificationRow>
          rowKey="companyId"
          size="small"
          loading={list.loading}
          dataSource={list.rows}
          columns={columns}
          pagination={list.pagination}
          rowClassName={(row) => (row.companyId === selected?.companyId ? 'ant-table-row-selected' : '')}
          onRow={(row) => ({ onClick: () => setSelected(row), style: { cursor: 'pointer' } })}
        />
        {selected ? (
          <div>
            <Descriptions
              size="small"
              bordered
              column={2}
              items={[
                { key: 'company', label: t('admin.certifications.company'), children: selected.companyName },
                { key: 'tin', label: t('admin.certifications.tin'), children: selected.tin ?? '—' },
                { key: 'by', label: t('admin.certifications.submittedBy'), children: selected.submittedBy },
                { key: 'time', label: t('admin.certifications.submitTime'), children: selected.submitTime ?? '—' },
                ...parts.texts.map(([key, value]) => ({ key, label: t(`certification.fields.${key}`), children: values.text(key, value) })),
              ]}
            />
            <h3 style={{ marginTop: 16 }}>{t('admin.certifications.details')}</h3>
            <FileBrowser key={selected.companyId} groups={parts.files.map(([key, files]) => ({ title: t(`certification.fields.${key}`), files }))} />
            {selected.actions.includes('review') && (
              <div style={{ marginTop: 16 }}>
                <ReviewActions
                  key={selected.companyId}
                  confirmText={t('admin.certifications.confirmPass', { company: selected.companyName })}
                  onReview={(pass, remarks) => reviewCertification(selected.companyId, { pass, ...remarks })}
                  onDone={() => {
                    focus.reviewed();
                    list.reload();
                  }}
                />
              </div>
            )}
          </div>
        ) : (
          <Empty />
        )}
      </div>
    </div>
  );
}
