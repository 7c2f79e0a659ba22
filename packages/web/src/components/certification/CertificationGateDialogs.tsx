import { lazy, Suspense, useState } from 'react';
import { Button, Modal, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CertificationGate } from '../../hooks/useCertificationGate';

/**
 * The personal authentication form (date pickers, uploads, validation) loads the first time the check asks
 * for it, not with every page that may ask (an announcement, the top bar; docs/decisions/bundle.md).
 */
const PersonalAuthDialog = lazy(() => import('./PersonalAuthDialog').then((m) => ({ default: m.PersonalAuthDialog })));

/** The 'certification under review' prompt, 700 px (part 1 §2). */
export function PendingDialog({ open, message, onClose }: { open: boolean; message?: string; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      open={open}
      width={700}
      title={t('certification.pending.title')}
      onCancel={onClose}
      footer={
        <Button type="primary" onClick={onClose}>
          {t('certification.pending.ok')}
        </Button>
      }
    >
      <Result status="info" title={message || t('certification.pending.text')} />
    </Modal>
  );
}

/** The dialogs the certification check opens: personal authentication and the review notice. */
export function CertificationGateDialogs({ gate }: { gate: CertificationGate }) {
  // Once asked for, the dialog stays mounted, so that it closes with its animation.
  const [asked, setAsked] = useState(false);
  if (gate.personal && !asked) setAsked(true);
  return (
    <>
      {asked && (
        <Suspense fallback={null}>
          <PersonalAuthDialog
            open={Boolean(gate.personal)}
            mode={gate.personal?.mode ?? 'Auth'}
            notice={gate.personal?.message}
            target={gate.personal?.target}
            onClose={gate.closePersonal}
          />
        </Suspense>
      )}
      <PendingDialog open={Boolean(gate.pending)} message={gate.pending?.message} onClose={gate.closePending} />
    </>
  );
}
