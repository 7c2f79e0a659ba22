import { CERTIFICATION_STATUSES } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { AppError } from '../http/errors';
import { certificationMessage, requireAccredited, requireMayCertify } from './policy';

const refusal = (run: () => void) => {
  try {
    run();
    return null;
  } catch (error) {
    return error instanceof AppError ? { code: error.code, key: error.key, params: error.params } : error;
  }
};

describe('the certification gate', () => {
  it('lets only an accredited company sign up and quote, refusing the others with what the check says of them', () => {
    const answers = Object.fromEntries(CERTIFICATION_STATUSES.map((status) => [status, refusal(() => requireAccredited({ operation: status, feedback: 'Licence expired' }))]));
    expect(answers).toEqual({
      Auth: { code: 601, key: 'certAuth', params: {} },
      prompt: { code: 601, key: 'certPrompt', params: {} },
      modify: { code: 601, key: 'certModify', params: { feedback: 'Licence expired' } },
      skip: null,
    });
  });

  it('says what the certification check says of every status', () => {
    expect(CERTIFICATION_STATUSES.map((status) => certificationMessage(status, null))).toEqual([
      { key: 'certAuth' },
      { key: 'certPrompt' },
      { key: 'certModify', params: { feedback: '' } },
      { key: 'certSkip' },
    ]);
  });

  it('takes a new certification form unless one is under review or the company is accredited', () => {
    const answers = Object.fromEntries(CERTIFICATION_STATUSES.map((status) => [status, refusal(() => requireMayCertify(status))]));
    expect(answers).toEqual({
      Auth: null,
      prompt: { code: 601, key: 'certPrompt', params: {} },
      modify: null,
      skip: { code: 601, key: 'certAlreadyApproved', params: {} },
    });
  });
});
