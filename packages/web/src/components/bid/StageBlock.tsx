import type { ReactNode } from 'react';
import { Alert, Button } from 'antd';
import { useFeedback } from '../../feedback/feedback';
import { useTranslation } from 'react-i18next';
import { ShownText } from '../readerLanguage/ShownText';
import { BidBlock } from './BidBlock';
import { Stamp } from './Stamp';
import styles from './bid.module.css';

/** A reviewer's remark: the field of the record holding it in zh, with its En and Lo variants beside it. */
export interface Remark {
  record: object;
  field: string;
}

/** The remark in the reader's language (another one marked as such), or 'no reason given'. */
function RemarkText({ remark }: { remark?: Remark }) {
  const { t } = useTranslation();
  return remark ? <ShownText record={remark.record} field={remark.field} empty={t('bids.stage.noReason')} /> : <>{t('bids.stage.noReason')}</>;
}

/** Opens the reasons dialog: the reviewer's remark of a rejection. */
export function useReasonDialog() {
  const { t } = useTranslation();
  const { modal } = useFeedback();
  return (remark: Remark | undefined) => modal.info({ title: t('bids.stage.reasonTitle'), content: <RemarkText remark={remark} />, okText: t('bids.detail.confirm') });
}

/** The 'view reason' link of a rejected stage or file. */
export function ViewReason({ remark }: { remark?: Remark }) {
  const { t } = useTranslation();
  const show = useReasonDialog();
  return (
    <Button type="link" size="small" onClick={() => show(remark)}>
      {t('bids.stage.viewReason')}
    </Button>
  );
}

/**
 * One part of the bid detail: a titled card, the stamp of its review state when it has one, and the
 * 'submitted, awaiting review' or rejection notice (with the reasons dialog).
 */
export function StageBlock({
  id,
  title,
  stamp,
  state,
  remark,
  extra,
  children,
}: {
  id: string;
  title: string;
  stamp?: 'review' | 'rejected' | 'passed' | null;
  state?: 'review' | 'rejected' | 'passed' | null;
  remark?: Remark;
  extra?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <BidBlock id={id} title={title} extra={extra}>
      {stamp && <Stamp kind={stamp} />}
      {state === 'review' && <Alert className={styles.remark} type="info" showIcon title={t('bids.stage.reviewing')} />}
      {state === 'rejected' && (
        <Alert
          className={styles.remark}
          type="error"
          showIcon
          title={
            <>
              {t('bids.stage.rejectedBecause')}：<RemarkText remark={remark} />
            </>
          }
          action={<ViewReason remark={remark} />}
        />
      )}
      {children}
    </BidBlock>
  );
}
