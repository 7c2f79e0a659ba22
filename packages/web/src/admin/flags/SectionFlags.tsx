import { useCallback, useEffect, useState } from 'react';
import { Card, Empty } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { sectionFlags, type FlagRow } from '../../api/flags';
import { FlagTable } from './FlagTable';
import { ReviewDialog } from './ReviewDialog';

/** A section's red flags on its workbench page: every one raised (cleared ones after), each with its evidence. */
export function SectionFlags({ sectionId }: { sectionId: number }) {
  const { t } = useTranslation();
  const [rows, setRows] = useState<FlagRow[]>([]);
  const [loading, setLoading] = useState(true);
  const [reviewing, setReviewing] = useState<FlagRow>();
  const load = useCallback(() => {
    setLoading(true);
    sectionFlags(sectionId)
      .then((answer) => setRows(answer.data ?? []), () => undefined)
      .finally(() => setLoading(false));
  }, [sectionId]);
  useEffect(load, [load]);
  return (
    <Card
      size="small"
      title={<h2 style={{ fontSize: 16, margin: 0 }}>{t('flags.panelTitle')}</h2>}
      extra={<Link to={`/admin/flags?sectionId=${sectionId}`}>{t('flags.showAll')}</Link>}
      style={{ marginBottom: 16 }}
      data-testid="section-flags"
    >
      {rows.length === 0 && !loading ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('flags.panelEmpty')} />
      ) : (
        <FlagTable rows={rows} loading={loading} pagination={false} withSection={false} onReview={setReviewing} />
      )}
      <ReviewDialog
        flag={reviewing}
        onClose={() => setReviewing(undefined)}
        onSaved={() => {
          setReviewing(undefined);
          load();
        }}
      />
    </Card>
  );
}
