import { afterEach, describe, expect, it, vi } from 'vitest';
import { passCertificationGate, type GateUi } from './certificationGate';

const api = vi.hoisted(() => ({ verifyCertification: vi.fn(), signUp: vi.fn() }));
vi.mock('../api/signup', () => api);

const verified = (data: Record<string, unknown>) => api.verifyCertification.mockResolvedValue({ code: 200, msg: '', data });

function fakeUi(confirm = true) {
  return {
    confirmEnterprise: vi.fn<GateUi['confirmEnterprise']>().mockResolvedValue(confirm),
    openPersonal: vi.fn<GateUi['openPersonal']>(),
    showPending: vi.fn<GateUi['showPending']>(),
    navigate: vi.fn<GateUi['navigate']>(),
  } satisfies GateUi;
}

const target = { sectionId: 42, sectionName: 'Road repair' };

afterEach(() => vi.resetAllMocks());

describe('certification check before sign-up', () => {
  it('asks an enterprise user to confirm and then opens the enterprise certification', async () => {
    verified({ operation: 'Auth', operationUserType: 0, operationMsg: 'Please certify' });
    const ui = fakeUi(true);
    await passCertificationGate(target, ui);
    expect(ui.confirmEnterprise).toHaveBeenCalledWith('Please certify');
    expect(ui.navigate).toHaveBeenCalledWith('/PersonalCenter/EnterpriseCertification');
    expect(ui.openPersonal).not.toHaveBeenCalled();
    expect(api.signUp).not.toHaveBeenCalled();
  });

  it('stays put when the enterprise user declines', async () => {
    verified({ operation: 'modify', operationUserType: 0 });
    const ui = fakeUi(false);
    await passCertificationGate(target, ui);
    expect(ui.navigate).not.toHaveBeenCalled();
  });

  it('opens the personal authentication with the server message for any other user, modify loading the stored form', async () => {
    verified({ operation: 'Auth', operationUserType: 1, operationMsg: 'Authenticate first' });
    const ui = fakeUi();
    await passCertificationGate(target, ui);
    expect(ui.openPersonal).toHaveBeenCalledWith('Auth', 'Authenticate first', target);
    verified({ operation: 'modify', operationUserType: 1, operationMsg: 'Rejected: blurry' });
    await passCertificationGate(target, ui);
    expect(ui.openPersonal).toHaveBeenLastCalledWith('modify', 'Rejected: blurry', target);
    expect(ui.confirmEnterprise).not.toHaveBeenCalled();
  });

  it('falls back on the session user type when the check names none', async () => {
    verified({ operation: 'Auth' });
    const ui = fakeUi();
    await passCertificationGate(target, ui, 0);
    expect(ui.confirmEnterprise).toHaveBeenCalled();
  });

  it('shows the review notice while under review', async () => {
    verified({ operation: 'prompt', operationUserType: 0, operationMsg: 'Under review' });
    const ui = fakeUi();
    await passCertificationGate(target, ui);
    expect(ui.showPending).toHaveBeenCalledWith('Under review');
    expect(api.signUp).not.toHaveBeenCalled();
  });

  it('signs up and opens the new sign-up once certified', async () => {
    verified({ operation: 'skip', operationUserType: 0 });
    api.signUp.mockResolvedValue({ code: 200, msg: '', data: { id: 9 } });
    const ui = fakeUi();
    await passCertificationGate(target, ui);
    expect(api.signUp).toHaveBeenCalledWith(42);
    expect(ui.navigate).toHaveBeenCalledWith('/PersonalCenter/BidDetails?id=9');
  });

  it('opens the existing sign-up without signing up again', async () => {
    verified({ operation: 'accredited' });
    const ui = fakeUi();
    await passCertificationGate({ ...target, supplierSignupId: 3 }, ui);
    expect(api.signUp).not.toHaveBeenCalled();
    expect(ui.navigate).toHaveBeenCalledWith('/PersonalCenter/BidDetails?id=3');
  });
});
