import { useEffect, useState } from 'react';
import { Button, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { API_BASE } from '@portal/domain';
import { getEvidence, type Evidence } from '../../api/receipts';

/** One row of the table: a round of a supplier. */
interface EvidenceRow {
  key: string;
  supplierName: string;
  quotesCount: number;
  arrivalTime: string;
  commitment: string | null;
  awarded: boolean;
}

/**
 * The published evidence of the section's rounds (docs/verification.md, "Published evidence"), once the results
 * are out: every supplier's rounds with round number, arrival time (UTC, as committed) and commitment, the
 * winning rounds marked, and the whole evidence as a JSON download. Nothing before the results.
 */
export function RoundEvidence({ sectionId }: { sectionId: number }) {
  const { t } = useTranslation();
  const [evidence, setEvidence] = useState<Evidence | null>(null);
  useEffect(() => {
    let live = true;
    getEvidence(sectionId).then(
      (e) => live && setEvidence(e),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [sectionId]);
  if (!evidence) return null;
  const winning = new Set(evidence.awards.map((a) => a.commitment).filter(Boolean));
  const rows: EvidenceRow[] = evidence.suppliers.flatMap((s) =>
    s.rounds.map((r) => ({
      key: `${s.signupId}-${r.quotesCount}`,
      supplierName: s.supplierName,
      quotesCount: r.quotesCount,
      arrivalTime: r.arrivalTime,
      commitment: r.commitment,
      awarded: r.commitment !== null && winning.has(r.commitment),
    })),
  );
  const columns: TableColumnsType<EvidenceRow> = [
    { title: t('messages.bidRecordSupplier'), dataIndex: 'supplierName' },
    { title: t('messages.bidRecordRound'), dataIndex: 'quotesCount', width: 70 },
    { title: t('receipts.evidence.arrival'), dataIndex: 'arrivalTime', width: 230 },
    {
      title: t('receipts.evidence.commitment'),
      dataIndex: 'commitment',
      render: (value: string | null, row) => (
        <>
          {value ? (
            <Typography.Text code copyable={{ text: value }}>
              {value.slice(0, 16)}…
            </Typography.Text>
          ) : (
            '—'
          )}
          {row.awarded && <Tag color="gold">{t('receipts.evidence.winning')}</Tag>}
        </>
      ),
    },
  ];
  return (
    <section data-testid="round-evidence" style={{ marginTop: 16 }}>
      <Typography.Title level={4}>{t('receipts.evidence.title')}</Typography.Title>
      <Typography.Paragraph>{t('receipts.evidence.text')}</Typography.Paragraph>
      {evidence.quotingEnd && (
        <Typography.Paragraph type="secondary">
          {t('receipts.evidence.quotingEnd')}: {evidence.quotingEnd}
        </Typography.Paragraph>
      )}
      <Table<EvidenceRow> size="small" columns={columns} dataSource={rows} pagination={false} />
      <Button style={{ marginTop: 8 }} icon={<DownloadOutlined />} href={`${API_BASE}/receipts/evidence/${sectionId}`} download={`evidence-section-${sectionId}.json`}>
        {t('receipts.evidence.download')}
      </Button>
    </section>
  );
}
