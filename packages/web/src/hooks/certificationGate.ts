import { signUp, verifyCertification } from '../api/signup';

/** operationUserType of an enterprise user (part 1 §3). */
export const ENTERPRISE_USER = 0;
/** operationUserType of an individual supplier, who certifies in the personal authentication dialog. */
export const INDIVIDUAL_USER = 1;

/**
 * What the certification check lets the caller do (part 1 §4): certify first (Auth: nothing submitted,
 * modify: rejected), wait (prompt: under review), or go on (skip, or any other value).
 */
export function certificationStep(operation: string | undefined): 'certify' | 'wait' | 'proceed' {
  if (operation === 'Auth' || operation === 'modify') return 'certify';
  if (operation === 'prompt') return 'wait';
  return 'proceed';
}

/** The section a sign-up (or a quote) is for. */
export interface GateTarget {
  sectionId: number;
  sectionName?: string;
  /** The caller's sign-up, when already signed up. */
  supplierSignupId?: number | null;
}

/** How the gate talks to the user; the hook puts dialogs behind these. */
export interface GateUi {
  /** Asks an enterprise user whether to go to the enterprise certification; resolves true on yes. */
  confirmEnterprise(message: string | undefined): Promise<boolean>;
  /** Opens the personal authentication dialog; modify loads the stored form to correct it. */
  openPersonal(mode: 'Auth' | 'modify', message: string | undefined, target: GateTarget): void;
  /** Shows the 'certification under review' dialog. */
  showPending(message: string | undefined): void;
  navigate(path: string): void;
}

export const ENTERPRISE_CERTIFICATION_PATH = '/PersonalCenter/EnterpriseCertification';
export const bidDetailsPath = (signupId: number) => `/PersonalCenter/BidDetails?id=${signupId}`;

/**
 * The certification check before signing up (part 1 §4): verify; Auth or modify sends an enterprise user
 * (after a confirmation) to the enterprise certification and opens the personal authentication for anyone
 * else; prompt shows the review notice; anything else goes to the sign-up, creating it when there is none.
 * Request failures have been shown by the request layer and end the attempt (they reject).
 */
export async function passCertificationGate(target: GateTarget, ui: GateUi, fallbackUserType?: number): Promise<void> {
  const check = await verifyCertification();
  if (check.code !== 200) return;
  const { operation, operationMsg, operationUserType = fallbackUserType } = check.data ?? { operation: '' };
  const step = certificationStep(operation);
  if (step === 'wait') return ui.showPending(operationMsg);
  if (step === 'certify') {
    if (operationUserType === ENTERPRISE_USER) {
      if (await ui.confirmEnterprise(operationMsg)) ui.navigate(ENTERPRISE_CERTIFICATION_PATH);
      return;
    }
    return ui.openPersonal(operation === 'modify' ? 'modify' : 'Auth', operationMsg, target);
  }
  if (target.supplierSignupId) return ui.navigate(bidDetailsPath(target.supplierSignupId));
  const result = await signUp(target.sectionId);
  if (result.code === 200 && result.data) ui.navigate(bidDetailsPath(result.data.id));
}

/**
 * The certification check of quoting (part 2 §4: "Entering or quoting requires the authentication check to
 * pass"), run by the bid detail's Quote button and by the quotation page when opened directly: true when it
 * passes; otherwise `onRefused` runs, the gate shows what to do (certify, or wait for the review) and it is false.
 */
export async function certifiedToQuote(gate: { pass(target: GateTarget): Promise<void> }, target: GateTarget, onRefused?: () => void): Promise<boolean> {
  const check = await verifyCertification();
  if (check.code === 200 && certificationStep(check.data?.operation) === 'proceed') return true;
  onRefused?.();
  await gate.pass(target);
  return false;
}
