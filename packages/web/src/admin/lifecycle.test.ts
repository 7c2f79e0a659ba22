import { describe, expect, it } from 'vitest';
import { SectionStatus } from '@portal/domain';
import { actionsFor } from './lifecycle';

describe('actions a section offers in the list', () => {
  it('offers publishing only for a draft', () => {
    expect(actionsFor(SectionStatus.draft)).toEqual(['publish']);
  });

  it('offers suspend, abandon and close while a section runs, and resume once suspended', () => {
    for (const status of [SectionStatus.announced, SectionStatus.signupOpen, SectionStatus.signupClosed, SectionStatus.quoting, SectionStatus.quotingEnded, SectionStatus.evaluating])
      expect(actionsFor(status), String(status)).toEqual(['suspend', 'abandon', 'close']);
    expect(actionsFor(SectionStatus.suspended)).toEqual(['resume', 'abandon', 'close']);
  });

  it('offers only closing after the results, and nothing once closed or abandoned', () => {
    expect(actionsFor(SectionStatus.resultPublished)).toEqual(['close']);
    expect(actionsFor(SectionStatus.closed)).toEqual([]);
    expect(actionsFor(SectionStatus.abandoned)).toEqual([]);
  });
});
