import { describe, expect, it } from 'vitest';
import type { Sector } from '@portal/domain';
import { announcementActions, hasContent, infoFields, kindOf, nextDeadline, paymentRatios, requiredDocuments, splitDuration, visibleBlocks } from './blocks';
import { certificationStep } from '../../hooks/certificationGate';
import { testSection } from './testSection';

describe('follow and sign-up buttons', () => {
  it('offers sign-up on a tender while its sign-up is open (8), not while it is only announced (7)', () => {
    expect(announcementActions(testSection({ biddingType: 0, sectionStauts: 8 }), false).signup).toBe(true);
    expect(announcementActions(testSection({ biddingType: 0, sectionStauts: 7 }), false).signup).toBe(false);
    expect(announcementActions(testSection({ biddingType: 0, sectionStauts: 1 }), false).signup).toBe(false);
  });

  it('offers sign-up on an inquiry while it is open (1), not once it has ended (2)', () => {
    expect(announcementActions(testSection({ biddingType: 1, sectionStauts: 1 }), false).signup).toBe(true);
    expect(announcementActions(testSection({ biddingType: 1, sectionStauts: 2 }), false).signup).toBe(false);
    expect(announcementActions(testSection({ biddingType: 1, sectionStauts: 8 }), false).signup).toBe(false);
  });

  it('shows neither button in preview', () => {
    expect(announcementActions(testSection({ biddingType: 0, sectionStauts: 8 }), true)).toEqual({ follow: false, followed: false, signup: false });
    expect(announcementActions(testSection({ biddingType: 1, sectionStauts: 1 }), true).signup).toBe(false);
  });

  it('disables follow once the section is followed', () => {
    expect(announcementActions(testSection({ isFollow: 0 }), false)).toMatchObject({ follow: true, followed: false });
    expect(announcementActions(testSection({ isFollow: 1 }), false)).toMatchObject({ follow: true, followed: true });
  });
});

describe('certification check before sign-up', () => {
  it('sends the uncertified and the rejected to certification, asks those under review to wait, lets the rest proceed', () => {
    expect(certificationStep('Auth')).toBe('certify');
    expect(certificationStep('modify')).toBe('certify');
    expect(certificationStep('prompt')).toBe('wait');
    expect(certificationStep('skip')).toBe('proceed');
    expect(certificationStep(undefined)).toBe('proceed');
  });
});

describe('info grid', () => {
  it('shows the sign-up times of a tender but not of an inquiry', () => {
    expect(infoFields(testSection({ biddingType: 0 }), 'tender')).toEqual(expect.arrayContaining(['signupStartTime', 'signupEndTime']));
    expect(infoFields(testSection({ biddingType: 1 }), 'inquiry')).not.toContain('signupStartTime');
  });

  it('names the technical contact first on a tender and the business contact first on an inquiry', () => {
    const section = testSection({ businessContacts: 'Biz Wang', businessPhoneNumber: '13800000002' });
    const tender = infoFields(section, 'tender');
    const inquiry = infoFields(section, 'inquiry');
    expect(tender.indexOf('technicalContact')).toBeLessThan(tender.indexOf('businessContact'));
    expect(inquiry.indexOf('businessContact')).toBeLessThan(inquiry.indexOf('technicalContact'));
  });

  it('shows the on-site address only for on-site bidding', () => {
    expect(infoFields(testSection({ isSceneBidding: 0, sceneAddress: 'Hall 3' }), 'tender')).not.toContain('sceneAddress');
    expect(infoFields(testSection({ isSceneBidding: 1, sceneAddress: 'Hall 3' }), 'tender')).toContain('sceneAddress');
  });

  it('leaves out what the buyer did not set', () => {
    const fields = infoFields(testSection({ documentsAmount: null, warranty: null, bidOpeningTime: null }), 'tender');
    expect(fields).not.toContain('documentsAmount');
    expect(fields).not.toContain('warranty');
    expect(fields).not.toContain('bidOpeningTime');
    expect(fields).not.toContain('bidFileWindow');
    expect(infoFields(testSection({ bidFileEndTime: '2026-01-24 17:00:00' }), 'tender')).toContain('bidFileWindow');
  });
});

describe('blocks', () => {
  it('lists only the payment ratios that are set, in payment order', () => {
    const section = testSection({ warrantyPaymentRatio: '10.00', advancePaymentRatio: '30.00', deliveryPaymentRatio: null });
    expect(paymentRatios(section)).toEqual([
      { field: 'advancePaymentRatio', value: '30.00' },
      { field: 'warrantyPaymentRatio', value: '10.00' },
    ]);
  });

  it('lists the required documents, including the bid file', () => {
    expect(requiredDocuments(testSection())).toEqual([]);
    expect(requiredDocuments(testSection({ isQualificationBusinessLicense: 1, isQualificationOther: 1, isBiddingCommitFile: 1 }))).toEqual([
      'businessLicense',
      'other',
      'bidFile',
    ]);
  });

  it('expands the subject table only for sections with detail rows (sectionType 1)', () => {
    const sector = { id: 1, detailsList: [], outFileList: [] } as unknown as Sector;
    expect(visibleBlocks(testSection({ sectionType: 1, sectorList: [sector] }), '').expandableSubjects).toBe(true);
    expect(visibleBlocks(testSection({ sectionType: 0, sectorList: [sector] }), '').expandableSubjects).toBe(false);
  });

  it('hides the empty blocks of a bare section', () => {
    expect(visibleBlocks(testSection(), '<p><br></p>')).toEqual({
      settlement: false,
      subjects: false,
      expandableSubjects: false,
      charges: false,
      attachments: false,
      notes: false,
    });
  });

  it('shows the settlement block when only a method is set', () => {
    expect(visibleBlocks(testSection({ settleMethod: 0 }), '').settlement).toBe(true);
  });

  it('counts notes with text or an image as content', () => {
    expect(hasContent('<p>&nbsp;</p>')).toBe(false);
    expect(hasContent('<p>Delivery within 30 days</p>')).toBe(true);
    expect(hasContent('<p><img src="https://example.org/a.png"></p>')).toBe(true);
  });
});

describe('time left', () => {
  const now = new Date('2026-01-10T12:00:00');

  it('counts down to the sign-up end of a tender whose sign-up is open', () => {
    const deadline = nextDeadline(testSection({ biddingType: 0, sectionStauts: 8, signupEndTime: '2026-01-20 17:00:00' }), now);
    expect(deadline?.labelKey).toBe('announcement.countdown.signupClosesIn');
    expect(deadline?.at).toEqual(new Date('2026-01-20T17:00:00'));
  });

  it('counts down to the end of an open inquiry', () => {
    const deadline = nextDeadline(testSection({ biddingType: 1, sectionStauts: 1, entTime: '2026-01-12 17:00:00' }), now);
    expect(deadline?.labelKey).toBe('announcement.countdown.quotingEndsIn');
  });

  it('has nothing to count once the moment has passed or the section is closed', () => {
    expect(nextDeadline(testSection({ sectionStauts: 8, signupEndTime: '2026-01-09 17:00:00' }), now)).toBeNull();
    expect(nextDeadline(testSection({ sectionStauts: 2 }), now)).toBeNull();
  });

  it('splits a span into days, hours, minutes and seconds', () => {
    expect(splitDuration(((2 * 24 + 3) * 3600 + 4 * 60 + 5) * 1000 + 999)).toEqual({ days: 2, hours: 3, minutes: 4, seconds: 5 });
    expect(splitDuration(-5000)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
  });
});

describe('announcement page', () => {
  it('lays an inquiry out as an inquiry and anything else as a tender', () => {
    expect(kindOf(1)).toBe('inquiry');
    expect(kindOf(0)).toBe('tender');
  });
});
