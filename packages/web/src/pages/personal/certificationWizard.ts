/** Steps of the enterprise certification wizard (part 1 §2): company, contact, review feedback, summary. */
export const WIZARD_STEPS = ['company', 'contact', 'feedback', 'summary'] as const;
export const COMPANY_STEP = 0;
export const CONTACT_STEP = 1;
export const FEEDBACK_STEP = 2;
export const SUMMARY_STEP = 3;

/** How the wizard opens for a certification operation. */
export interface WizardView {
  /** Index in WIZARD_STEPS. */
  step: number;
  /** Fields shown but not editable, nothing submitted. */
  readOnly: boolean;
  /** Steps 1 to 3 can be clicked to go back to them. */
  canGoBack: boolean;
  /** The stored form is loaded without its authorization and ids (a new certification). */
  clearAuthorization: boolean;
}

/**
 * The wizard mode of part 1 §4: Auth starts at step 1 with a cleared form; modify opens the feedback
 * (step 3) with the form editable; prompt the feedback read-only; skip the read-only summary (step 4); any
 * other value the feedback. Steps can be clicked back only in modify and prompt.
 */
export function wizardView(operation: string | undefined): WizardView {
  switch (operation) {
    case 'Auth':
      return { step: COMPANY_STEP, readOnly: false, canGoBack: false, clearAuthorization: true };
    case 'modify':
      return { step: FEEDBACK_STEP, readOnly: false, canGoBack: true, clearAuthorization: false };
    case 'prompt':
      return { step: FEEDBACK_STEP, readOnly: true, canGoBack: true, clearAuthorization: false };
    case 'skip':
      return { step: SUMMARY_STEP, readOnly: true, canGoBack: false, clearAuthorization: false };
    default:
      return { step: FEEDBACK_STEP, readOnly: true, canGoBack: false, clearAuthorization: false };
  }
}

/** After step 2 is submitted the wizard shows the feedback step, read-only, as while under review. */
export const SUBMITTED_VIEW: WizardView = wizardView('prompt');

/** Fields removed from the stored form when a new certification starts (Auth). */
export const CLEARED_ON_AUTH = ['id', 'instanceId', 'taskId', 'authorizationFileList', 'authorizationStart', 'authorizationEnd'] as const;

/** The stored form prepared for the wizard: select values as dictionary strings, nulls dropped, Auth cleared. */
export function formFromStored(stored: Record<string, unknown> | null | undefined, view: WizardView): Record<string, unknown> {
  const form: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(stored ?? {})) {
    if (value === null || value === undefined) continue;
    form[key] = typeof value === 'number' && SELECT_FIELDS.has(key) ? String(value) : value;
  }
  if (view.clearAuthorization) for (const key of CLEARED_ON_AUTH) delete form[key];
  return form;
}

/** Fields chosen from a list of string values. */
const SELECT_FIELDS = new Set(['category', 'enterpriseType', 'natureTaxpayer', 'idType', 'trial']);

/** Whether the step `target` can be opened by clicking it: going back to steps 1 to 3, in modify or prompt. */
export const canOpenStep = (view: WizardView, current: number, target: number) => view.canGoBack && target < current && target <= FEEDBACK_STEP;

/** Fields of step 2 (contact); every other field of the form belongs to step 1 (company). */
const CONTACT_FIELDS = new Set([
  'name',
  'isLegalRepresentative',
  'mobile',
  'email',
  'authorizationFileList',
  'authorizationStart',
  'authorizationEnd',
  'corporateIdCardFront',
  'corporateIdCardOpposite',
  'bpmIdStr',
  'bpmNameStr',
]);

/**
 * Where step 2's submit sends the user when the whole form is refused: the first refused field of step 1
 * (e.g. a field left invalid in modify mode, where step 1 was never checked), else the first of step 2.
 */
export function firstErrorStep(refusedFields: readonly string[]): { step: number; field: string } | undefined {
  const company = refusedFields.find((name) => !CONTACT_FIELDS.has(name));
  if (company !== undefined) return { step: COMPANY_STEP, field: company };
  return refusedFields.length > 0 ? { step: CONTACT_STEP, field: refusedFields[0] } : undefined;
}
