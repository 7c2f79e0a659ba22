import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { getPublishedRoot } from '../../api/receipts';
import { Block } from './Block';
import { RoundEvidence } from './RoundEvidence';

/**
 * The section's published Merkle root over all its quotation rounds (docs/verification.md), shown on the
 * public announcement once quoting has ended, with the rounds' evidence once the results are out; nothing
 * while it is not published.
 */
export function QuoteRootBlock({ sectionId }: { sectionId: number }) {
  const { t } = useTranslation();
  const [root, setRoot] = useState<Awaited<ReturnType<typeof getPublishedRoot>>>(null);
  useEffect(() => {
    let live = true;
    getPublishedRoot(sectionId).then(
      (r) => live && setRoot(r),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [sectionId]);
  if (!root) return null;
  return (
    <Block title={t('receipts.root.title')} extra={<Link to={`/verify?sectionId=${sectionId}`}>{t('receipts.verifyLink')}</Link>}>
      <Typography.Paragraph>{t('receipts.root.text', { count: root.roundCount })}</Typography.Paragraph>
      <Typography.Paragraph>
        {t('receipts.result.root')}:{' '}
        <Typography.Text code copyable data-testid="quote-root">
          {root.root}
        </Typography.Text>
      </Typography.Paragraph>
      <Typography.Paragraph type="secondary">
        {t('receipts.result.publishTime')}: {root.publishTime}
      </Typography.Paragraph>
      <RoundEvidence sectionId={sectionId} />
    </Block>
  );
}
