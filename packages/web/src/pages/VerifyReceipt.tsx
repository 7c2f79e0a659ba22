import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useSearchParams } from 'react-router';
import { Button, Descriptions, Input, Result, Spin, Typography, Upload } from 'antd';
import { InboxOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { EVIDENCE_FORMAT, RECEIPT_KEY_PATH, VERIFICATION_DOC_PATH, keyIdOf, rawPublicKeySchema, verifyReceipt, type KeyDocument, type PublishedRoot, type ReceiptVerdict } from '@portal/domain';
import { formatDateTime } from '../format';
import { getKeyDocument, getPublishedRoot } from '../api/receipts';
import type { BundleResult } from './evidenceChecks';
import { BundleChecks } from './BundleChecks';
import styles from './VerifyReceipt.module.css';

/** Space on the drop zone (a role="button" element) opens the file chooser, as Enter does. */
function openOnSpace(event: KeyboardEvent<HTMLElement>) {
  const target = event.target as HTMLElement;
  if (event.key !== ' ' || target.getAttribute('role') !== 'button') return;
  event.preventDefault();
  target.click();
}

type Checked =
  | { verdict: ReceiptVerdict; root: (PublishedRoot & { publishTime?: string | null }) | null; publicKey: string; keyId: string; bundle?: BundleResult }
  | { unreadable: true }
  | { unreachable: true };

/** The keys to check with: the one key the reader pinned, else this portal's key document (never a file's keyUrl). */
async function keysToCheck(pinned: string): Promise<Pick<KeyDocument, 'publicKey' | 'keys' | 'keyId'>> {
  if (!pinned) return getKeyDocument();
  const keyId = await keyIdOf(pinned).catch(() => '');
  return { publicKey: pinned, keyId, keys: [{ keyId, publicKey: pinned, validFrom: '', validUntil: null }] };
}

/**
 * /verify (docs/verification.md): a supplier drops a receipt file; the page checks it in the browser with the
 * same code as the offline verifier, against the portal's published key and the section's published root.
 * `?sectionId=` names the project the receipt must belong to. The round's time is written as the portal writes
 * times (the receipt holds it as an ISO instant); the scheme and the key are linked where the portal serves them.
 * An evidence bundle (docs/verification.md, "Evidence bundle") is checked from the file alone, against a key the
 * reader pins or this portal's key document, each check shown in words (BundleChecks).
 */
export default function VerifyReceipt() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const expected = Number(params.get('sectionId')) || undefined;
  const [checking, setChecking] = useState(false);
  const [checked, setChecked] = useState<Checked | null>(null);
  const [pinned, setPinned] = useState('');
  /** The pinned key is not a key: nothing is checked until it is corrected or cleared. */
  const [pinInvalid, setPinInvalid] = useState(false);
  const dropZone = useRef<HTMLDivElement>(null);
  /** "Check another" was chosen: the drop zone that comes back takes the focus the button had. */
  const [again, setAgain] = useState(false);
  useEffect(() => {
    if (!again || checked !== null) return;
    setAgain(false);
    dropZone.current?.querySelector<HTMLElement>('[role="button"]')?.focus();
  }, [again, checked]);

  async function check(file: File) {
    if (pinned.trim() && !rawPublicKeySchema.safeParse(pinned.trim()).success) {
      setPinInvalid(true);
      return;
    }
    setChecking(true);
    try {
      let receipt: unknown;
      try {
        receipt = JSON.parse(await file.text());
      } catch {
        setChecked({ unreadable: true });
        return;
      }
      // The pinned key or this portal's keys, never those at the receipt's keyUrl: a receipt may name any server.
      const keys = await keysToCheck(pinned.trim()).catch(() => null);
      if (!keys) {
        setChecked({ unreachable: true });
        return;
      }
      if ((receipt as { format?: unknown } | null)?.format === EVIDENCE_FORMAT) {
        // An evidence bundle carries its root and log proof: it is checked here with no further call.
        const { checkBundle } = await import('./evidenceChecks');
        const bundle = await checkBundle(receipt as { receipt?: unknown }, keys, expected);
        const keyId = bundle.verdict.ok ? bundle.verdict.keyId : keys.keyId;
        setChecked({ verdict: bundle.verdict, root: bundle.root, publicKey: keys.keys.find((k) => k.keyId === keyId)?.publicKey ?? keys.publicKey, keyId, bundle });
        return;
      }
      const claimed = (receipt as { sectionId?: unknown } | null)?.sectionId;
      const root = typeof claimed === 'number' && Number.isSafeInteger(claimed) && claimed > 0 ? await getPublishedRoot(claimed) : null;
      const verdict = await verifyReceipt({ receipt, keys, sectionId: expected, root });
      const keyId = verdict.ok ? verdict.keyId : keys.keyId;
      setChecked({ verdict, root, publicKey: keys.keys.find((k) => k.keyId === keyId)?.publicKey ?? keys.publicKey, keyId });
    } finally {
      setChecking(false);
    }
  }

  return (
    <div style={{ maxWidth: 880, margin: '24px auto', padding: '0 16px' }}>
      <h1 className={styles.title}>{t('receipts.page.title')}</h1>
      <Typography.Paragraph>{t('receipts.page.intro')}</Typography.Paragraph>
      {checked === null ? (
        <Spin spinning={checking} tip={t('receipts.page.checking')}>
          <label className={styles.pin}>
            {t('receipts.bundle.pin')}
            <Input
              value={pinned}
              onChange={(e) => {
                setPinned(e.target.value);
                setPinInvalid(false);
              }}
              placeholder={t('receipts.bundle.pinPlaceholder')}
              allowClear
              status={pinInvalid ? 'error' : undefined}
              aria-invalid={pinInvalid}
              aria-describedby={pinInvalid ? 'pin-invalid' : undefined}
            />
          </label>
          {pinInvalid && (
            <div id="pin-invalid" role="alert" className={styles.pinInvalid}>
              {t('receipts.bundle.pinInvalid')}
            </div>
          )}
          {/* rc-upload opens the file chooser on Enter only: Space, which opens any button, opens it too. */}
          <div ref={dropZone} onKeyDown={openOnSpace}>
            <Upload.Dragger
              accept=".json,application/json"
              multiple={false}
              showUploadList={false}
              beforeUpload={(file) => {
                void check(file);
                return false;
              }}
            >
              <p className="ant-upload-drag-icon">
                <InboxOutlined />
              </p>
              <p className="ant-upload-text">{t('receipts.page.drop')}</p>
              <p className="ant-upload-hint">{t('receipts.page.dropHint')}</p>
            </Upload.Dragger>
          </div>
        </Spin>
      ) : (
        <Verdict
          checked={checked}
          onAgain={() => {
            setAgain(true);
            setChecked(null);
          }}
        />
      )}
      <Typography.Paragraph type="secondary" style={{ marginTop: 24 }}>
        {t('receipts.page.offline')}
      </Typography.Paragraph>
      <ul className={styles.references}>
        <li>
          <a href={VERIFICATION_DOC_PATH} target="_blank" rel="noopener">
            {t('receipts.page.scheme')}
          </a>
        </li>
        <li>
          <a href={RECEIPT_KEY_PATH} target="_blank" rel="noopener">
            {t('receipts.page.keyDocument')}
          </a>
        </li>
      </ul>
    </div>
  );
}

/** The verdict on a receipt; it replaces the drop zone that had the focus, so its title takes the focus as it shows. */
function Verdict({ checked, onAgain }: { checked: Checked; onAgain: () => void }) {
  const { t } = useTranslation();
  const titleRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => titleRef.current?.focus(), []);
  const heading = (label: string) => (
    <h2 ref={titleRef} tabIndex={-1} className={styles.verdictTitle}>
      {label}
    </h2>
  );
  const again = (
    <Button key="again" type="primary" onClick={onAgain}>
      {t('receipts.page.again')}
    </Button>
  );
  if ('unreachable' in checked) return <Result status="warning" title={heading(t('receipts.page.notChecked'))} subTitle={t('receipts.page.keyUnreachable')} extra={again} />;
  if ('unreadable' in checked) return <Result status="error" title={heading(t('receipts.result.failed'))} subTitle={t('receipts.page.notJson')} extra={again} />;
  const { verdict, root, publicKey, keyId, bundle } = checked;
  const receipt = verdict.receipt;
  const details = receipt && (
    <Descriptions bordered size="small" column={1} style={{ textAlign: 'left' }}>
      <Descriptions.Item label={t('receipts.result.section')}>{receipt.sectionId}</Descriptions.Item>
      <Descriptions.Item label={t('receipts.result.round')}>{receipt.quotesCount}</Descriptions.Item>
      <Descriptions.Item label={t('receipts.result.arrival')}>{formatDateTime(receipt.arrivalTime) || receipt.arrivalTime}</Descriptions.Item>
      <Descriptions.Item label={t('receipts.result.commitment')}>
        <Typography.Text code copyable>
          {receipt.commitment}
        </Typography.Text>
      </Descriptions.Item>
      {root && (
        <>
          <Descriptions.Item label={t('receipts.result.root')}>
            <Typography.Text code copyable>
              {root.root}
            </Typography.Text>
          </Descriptions.Item>
          <Descriptions.Item label={t('receipts.result.roundCount')}>{root.roundCount}</Descriptions.Item>
          {root.publishTime !== undefined && <Descriptions.Item label={t('receipts.result.publishTime')}>{root.publishTime}</Descriptions.Item>}
        </>
      )}
      <Descriptions.Item label={t('receipts.result.key')}>
        <Typography.Text code>{publicKey}</Typography.Text>
      </Descriptions.Item>
      <Descriptions.Item label={t('receipts.result.keyId')}>
        <Typography.Text code data-testid="verify-key-id">
          {keyId}
        </Typography.Text>
      </Descriptions.Item>
    </Descriptions>
  );
  if (bundle) {
    const passed = bundle.checks.every((c) => c.state === 'passed');
    return (
      <Result
        status={passed ? 'success' : 'error'}
        title={heading(passed ? t('receipts.bundle.valid') : t('receipts.result.failed'))}
        subTitle={passed && bundle.logged ? t('receipts.bundle.validDetail', { count: root?.roundCount ?? 0, index: bundle.logged.index, size: bundle.logged.treeSize }) : undefined}
        extra={again}
      >
        <BundleChecks result={bundle} />
        {details}
      </Result>
    );
  }
  if (verdict.ok) {
    return (
      <Result status="success" title={heading(t('receipts.result.valid'))} subTitle={t('receipts.result.validDetail', { count: root?.roundCount ?? 0 })} extra={again}>
        {details}
      </Result>
    );
  }
  const signedOnly = verdict.failure === 'notPublished';
  return (
    <Result
      status={signedOnly ? 'warning' : 'error'}
      title={heading(signedOnly ? t('receipts.result.signedOnly') : t('receipts.result.failed'))}
      subTitle={<span data-testid="verify-failure">{t(`receipts.failure.${verdict.failure}`, { sectionId: receipt?.sectionId ?? '' })}</span>}
      extra={again}
    >
      {details}
    </Result>
  );
}
