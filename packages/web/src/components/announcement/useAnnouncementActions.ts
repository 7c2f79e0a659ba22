import { useState } from 'react';
import { App } from 'antd';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { SectionDetail } from '@portal/domain';
import { apiEvents, UNAUTHORIZED } from '../../api/events';
import { followSection } from '../../api/follow';
import { signUp, verifyCertification } from '../../api/signup';
import { getToken } from '../../api/token';

/**
 * What the certification check lets the caller do (part 1 §4): certify first (Auth: nothing submitted,
 * modify: rejected), wait (prompt: under review), or go on (skip, or any other value).
 */
export function certificationStep(operation: string | undefined): 'certify' | 'wait' | 'proceed' {
  if (operation === 'Auth' || operation === 'modify') return 'certify';
  if (operation === 'prompt') return 'wait';
  return 'proceed';
}

const bidDetailsPath = (signupId: number) => `/PersonalCenter/BidDetails?id=${signupId}`;

/**
 * The follow and sign-up actions of an announcement. A visitor without a session gets the login dialog;
 * failures are shown by the request layer, so here they only end the busy state.
 */
export function useAnnouncementActions(section: SectionDetail, onChange: (section: SectionDetail) => void) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [busy, setBusy] = useState<'follow' | 'signup' | null>(null);

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
    if (section.isSignup === 1 && section.supplierSignupId !== null) return navigate(bidDetailsPath(section.supplierSignupId));
    setBusy('signup');
    try {
      const check = await verifyCertification();
      if (check.code !== 200) return;
      const step = certificationStep(check.data?.operation);
      if (step === 'wait') return void message.info(check.data?.operationMsg || t('announcement.actions.certificationPending'));
      if (step === 'certify') return void message.warning(check.data?.operationMsg || t('announcement.actions.certificationRequired'));
      const result = await signUp(section.sectionId);
      if (result.code === 200 && result.data) navigate(bidDetailsPath(result.data.id));
    } catch {
      // Already shown by the request layer.
    } finally {
      setBusy(null);
    }
  };

  return { follow, signup, busy };
}
