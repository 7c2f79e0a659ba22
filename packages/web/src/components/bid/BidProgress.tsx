import { Steps } from 'antd';
import { useTranslation } from 'react-i18next';
import { BidStatus } from '@portal/domain';
import { currentStepIndex } from './bidDetail';
import styles from './bid.module.css';

/**
 * The progress bar (part 2 §4): steps 1, 6, 8, 11, 15, 20 as the server computed them for the section
 * (progressSteps: skipped stages dropped), the current one by the bid status; an ended or withdrawn
 * sign-up stands on none of them.
 */
export function BidProgress({ steps, status }: { steps: number[]; status: number }) {
  const { t } = useTranslation();
  const current = currentStepIndex(steps, status);
  const stopped = current < 0;
  return (
    <Steps
      className={styles.steps}
      size="small"
      current={current}
      status={stopped ? 'wait' : status === BidStatus.resultPublished ? 'finish' : 'process'}
      items={steps.map((step) => ({ title: t(`bids.steps.s${step}`) }))}
    />
  );
}
