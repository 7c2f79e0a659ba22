import type { CertificationStatus } from '../certification';
import { STAFF, type Transition } from './machine';

/** The conditions a certification command checks before its move. */
export const CERTIFICATION_GUARDS = {
  /** A submission: the form is complete and its files the caller's, of the right types. */
  formComplete: "the form is complete, its files the caller's and of the types asked",
} as const;

export type CertificationMove = Transition<CertificationStatus, string, keyof typeof CERTIFICATION_GUARDS>;

/** Where a company may send a certification form from: never certified (Auth) or sent back (modify). */
const MAY_SUBMIT: readonly CertificationStatus[] = ['Auth', 'modify'];

/**
 * The certification machine of a supplier company (DESIGN.md §4), `company.certification_status`: the
 * supplier sends the personal or the enterprise form (Auth, modify → prompt); a buyer or administrator
 * accredits it (prompt → skip) or sends it back with feedback (prompt → modify).
 */
export const CERTIFICATION_LIFECYCLE: readonly CertificationMove[] = [
  { action: 'authenticate', from: MAY_SUBMIT, to: 'prompt', who: ['supplier'], guard: 'formComplete' },
  { action: 'enterprise-certification', from: MAY_SUBMIT, to: 'prompt', who: ['supplier'], guard: 'formComplete' },
  { action: 'certification-pass', from: ['prompt'], to: 'skip', who: STAFF },
  { action: 'certification-reject', from: ['prompt'], to: 'modify', who: STAFF },
];
