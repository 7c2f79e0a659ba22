import { describe, expect, it } from 'vitest';
import { ALL_SECTION_STATUSES, SectionStatus } from '@portal/domain';
import { ANNOUNCED_GREY, announcementPath, cardContact, cardDeadline, parseBiddingType, parseProjectType, statusTone } from './card';

const contacts = {
  technicalContacts: 'Tech Li',
  technicalPhoneNumber: '13800000001',
  businessContacts: 'Biz Wang',
  businessPhoneNumber: '13800000002',
};

describe('list card', () => {
  it('names the technical contact of a tender', () => {
    expect(cardContact({ biddingType: 0, ...contacts })).toEqual({ field: 'technicalContacts', name: 'Tech Li', phone: '13800000001' });
  });

  it('names the business contact of an inquiry', () => {
    expect(cardContact({ biddingType: 1, ...contacts })).toEqual({ field: 'businessContacts', name: 'Biz Wang', phone: '13800000002' });
  });

  it('leaves a missing contact empty rather than showing the other one', () => {
    expect(cardContact({ biddingType: 1, ...contacts, businessContacts: null, businessPhoneNumber: null })).toEqual({ field: 'businessContacts', name: '', phone: '' });
  });

  it('shows the sign-up end of a tender and the end of an inquiry', () => {
    const times = { signupEndTime: '2026-03-01 17:00:00', entTime: '2026-03-10 17:00:00' };
    expect(cardDeadline({ biddingType: 0, ...times })).toEqual({ labelKey: 'projects.card.signupEndTime', time: '2026-03-01 17:00:00' });
    expect(cardDeadline({ biddingType: 1, ...times })).toEqual({ labelKey: 'projects.card.endTime', time: '2026-03-10 17:00:00' });
  });

  it('opens the tender or the inquiry announcement of the section', () => {
    expect(announcementPath({ biddingType: 0, sectionId: 12 })).toBe('/TenderAnnouncement?id=12');
    expect(announcementPath({ biddingType: 1, sectionId: 13 })).toBe('/InquiryAnnouncement?id=13');
  });

  it('greys the announced status and highlights open sign-up', () => {
    expect(statusTone(7)).toBe(ANNOUNCED_GREY);
    expect(statusTone(8)).toBe('success');
  });

  it('gives every other public status a colour, none of them grey', () => {
    const others = ALL_SECTION_STATUSES.filter((s) => s !== SectionStatus.draft && s !== SectionStatus.announced);
    for (const status of others) expect([ANNOUNCED_GREY, 'default'], String(status)).not.toContain(statusTone(status));
  });
});

describe('list query', () => {
  it('reads biddingType 0 or 1, anything else as both', () => {
    expect(parseBiddingType('0')).toBe(0);
    expect(parseBiddingType('1')).toBe(1);
    expect(parseBiddingType('2')).toBeUndefined();
    expect(parseBiddingType(null)).toBeUndefined();
  });

  it('reads project types 1 to 3 only', () => {
    expect(parseProjectType('3')).toBe(3);
    expect(parseProjectType('4')).toBeUndefined();
    expect(parseProjectType('')).toBeUndefined();
  });
});
