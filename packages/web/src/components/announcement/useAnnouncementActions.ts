import { useState } from 'react';
import { useFeedback } from '../../feedback/feedback';
import { useTranslation } from 'react-i18next';
import type { SectionDetail } from '@portal/domain';
import { apiEvents, UNAUTHORIZED } from '../../api/events';
import { followSection } from '../../api/follow';
import { getToken } from '../../api/token';
import { useCertificationGate } from '../../hooks/useCertificationGate';

/**
 * The follow and sign-up actions of an announcement. A visitor without a session gets the login dialog;
 * failures are shown by the request layer, so here they only end the busy state. Signing up passes the
 * certification check first (useCertificationGate); render its dialogs with `gate`.
 */
export function useAnnouncementActions(section: SectionDetail, onChange: (section: SectionDetail) => void) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const gate = useCertificationGate();
  const [busy, setBusy] = useState<'follow' | null>(null);

  const signedIn = () => {
    if (getToken()) return true;
    apiEvents.dispatchEvent(new Event(UNAUTHORIZED));
    return false;
  };

  const follow = async () => {
    if (!signedIn()) return;
    setBusy('follow');
    try {
      const result = await followSection(section.sectionId);
      if (result.code !== 200) return;
      onChange({ ...section, isFollow: 1 });
      message.success(t('announcement.actions.followSuccess'));
    } catch {
      // Already shown by the request layer.
    } finally {
      setBusy(null);
    }
  };

  const signup = async () => {
    if (!signedIn()) return;
    await gate.pass({ sectionId: section.sectionId, sectionName: section.sectionName, supplierSignupId: section.supplierSignupId });
  };

  return { follow, signup, busy: busy ?? (gate.busy ? 'signup' : null), gate };
}
