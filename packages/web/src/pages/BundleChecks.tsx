import { CheckCircleFilled, CloseCircleFilled, MinusCircleOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { BundleResult } from './evidenceChecks';
import styles from './VerifyReceipt.module.css';

/** Each check of an evidence bundle in plain words: passed, failed (with why), or not made after a failure. */
export function BundleChecks({ result }: { result: BundleResult }) {
  const { t } = useTranslation();
  const { verdict, logFailure } = result;
  const why = () =>
    logFailure ? t(`receipts.bundle.failure.${logFailure}`) : !verdict.ok ? t(`receipts.failure.${verdict.failure}`, { sectionId: verdict.receipt?.sectionId ?? '' }) : '';
  return (
    <ul className={styles.checks} data-testid="bundle-checks">
      {result.checks.map(({ name, state }) => (
        <li key={name} data-check={name} data-state={state} className={state === 'passed' ? undefined : styles[state]}>
          {state === 'passed' ? <CheckCircleFilled aria-hidden /> : state === 'failed' ? <CloseCircleFilled aria-hidden /> : <MinusCircleOutlined aria-hidden />}{' '}
          <b>{t(`receipts.bundle.check.${name}`)}</b>: {t(`receipts.bundle.state.${state}`)}
          {state === 'failed' && <span data-testid="verify-failure"> — {why()}</span>}
        </li>
      ))}
    </ul>
  );
}
