import { lazy, Suspense, useState } from 'react';
import type { CertificationGate } from '../../hooks/useCertificationGate';

/**
 * The personal authentication form (date pickers, uploads, validation) loads the first time the check asks
 * for it, not with every page that may ask (an announcement, the top bar; docs/decisions/bundle.md).
 */
const PersonalAuthDialog = lazy(() => import('./PersonalAuthDialog').then((m) => ({ default: m.PersonalAuthDialog })));
/** So does the review notice (antd's Modal and Result), the first time the check has it said. */
const PendingDialog = lazy(() => import('./PendingDialog').then((m) => ({ default: m.PendingDialog })));

/** The dialogs the certification check opens: personal authentication and the review notice. */
export function CertificationGateDialogs({ gate }: { gate: CertificationGate }) {
  // Once asked for, a dialog stays mounted, so that it closes with its animation.
  const [asked, setAsked] = useState(false);
  if (gate.personal && !asked) setAsked(true);
  const [told, setTold] = useState(false);
  if (gate.pending && !told) setTold(true);
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
      {told && (
        <Suspense fallback={null}>
          <PendingDialog open={Boolean(gate.pending)} message={gate.pending?.message} onClose={gate.closePending} />
        </Suspense>
      )}
    </>
  );
}
