import { useState } from 'react';
import { useFeedback } from '../feedback/feedback';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { getSession } from '../store/session';
import { passCertificationGate, type GateTarget } from './certificationGate';

/** The personal authentication dialog the gate has opened. */
export interface PersonalAuthRequest {
  mode: 'Auth' | 'modify';
  message?: string;
  target?: GateTarget;
}

/**
 * The certification check before a sign-up or a quote (part 1 §4), for the announcement and MyBid.
 * `pass(target)` runs it; render <CertificationGateDialogs gate={...} /> for the dialogs it opens.
 */
export function useCertificationGate() {
  const { t } = useTranslation();
  const { modal } = useFeedback();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [personal, setPersonal] = useState<PersonalAuthRequest>();
  const [pending, setPending] = useState<{ message?: string }>();

  const confirmEnterprise = (message: string | undefined) =>
    new Promise<boolean>((resolve) => {
      modal.confirm({
        title: t('certification.gate.enterpriseTitle'),
        content: message || t('certification.gate.enterpriseConfirm'),
        okText: t('certification.gate.goCertify'),
        cancelText: t('certification.cancel'),
        onOk: () => resolve(true),
        onCancel: () => resolve(false),
      });
    });

  async function pass(target: GateTarget) {
    setBusy(true);
    try {
      await passCertificationGate(
        target,
        {
          confirmEnterprise,
          openPersonal: (mode, message, gateTarget) => setPersonal({ mode, message, target: gateTarget }),
          showPending: (message) => setPending({ message }),
          navigate: (path) => void navigate(path),
        },
        getSession().operationUserType,
      );
    } catch {
      // Shown by the request layer.
    } finally {
      setBusy(false);
    }
  }

  return {
    pass,
    busy,
    personal,
    closePersonal: () => setPersonal(undefined),
    pending,
    closePending: () => setPending(undefined),
  };
}

export type CertificationGate = ReturnType<typeof useCertificationGate>;
