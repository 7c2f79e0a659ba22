import { describe, expect, it } from 'vitest';
import { canOpenStep, firstErrorStep, formFromStored, SUBMITTED_VIEW, wizardView } from './certificationWizard';

describe('enterprise certification wizard mode', () => {
  it('opens on the step and with the editing the operation calls for', () => {
    expect(wizardView('Auth')).toEqual({ step: 0, readOnly: false, canGoBack: false, clearAuthorization: true });
    expect(wizardView('modify')).toEqual({ step: 2, readOnly: false, canGoBack: true, clearAuthorization: false });
    expect(wizardView('prompt')).toEqual({ step: 2, readOnly: true, canGoBack: true, clearAuthorization: false });
    expect(wizardView('skip')).toEqual({ step: 3, readOnly: true, canGoBack: false, clearAuthorization: false });
    expect(wizardView('accredited').step).toBe(2);
    expect(wizardView(undefined).step).toBe(2);
  });

  it('lets steps 1 to 3 be clicked back only in modify or prompt', () => {
    expect(canOpenStep(wizardView('modify'), 2, 0)).toBe(true);
    expect(canOpenStep(wizardView('prompt'), 2, 1)).toBe(true);
    expect(canOpenStep(wizardView('modify'), 0, 2)).toBe(false);
    expect(canOpenStep(wizardView('Auth'), 1, 0)).toBe(false);
    expect(canOpenStep(wizardView('skip'), 3, 2)).toBe(false);
  });

  it('is read-only on the feedback step after step 2 is submitted', () => {
    expect(SUBMITTED_VIEW).toMatchObject({ step: 2, readOnly: true });
  });

  it('clears the authorization and ids of the stored form for a new certification, and keeps them otherwise', () => {
    const stored = { id: 5, instanceId: 'i', taskId: 't', authorizationFileList: [{ id: 1 }], authorizationStart: '2026-01-01', simpleName: 'ACME', category: 2, trial: null };
    const cleared = formFromStored(stored, wizardView('Auth'));
    expect(cleared).toEqual({ simpleName: 'ACME', category: '2' });
    expect(formFromStored(stored, wizardView('modify'))).toMatchObject({ id: 5, taskId: 't', authorizationStart: '2026-01-01', category: '2' });
  });
});

describe('enterprise certification wizard: refused submit', () => {
  it('sends the user back to step 1 when a company field is refused, even after contact fields', () => {
    expect(firstErrorStep(['authorizationFileList', 'manufacturingAddress', 'simpleName'])).toEqual({ step: 0, field: 'manufacturingAddress' });
    expect(firstErrorStep(['businessLicenseEnd'])).toEqual({ step: 0, field: 'businessLicenseEnd' });
  });

  it('stays on step 2 when only contact fields are refused, and has nothing to show when none is', () => {
    expect(firstErrorStep(['corporateIdCardFront', 'corporateIdCardOpposite'])).toEqual({ step: 1, field: 'corporateIdCardFront' });
    expect(firstErrorStep([])).toBeUndefined();
  });
});
