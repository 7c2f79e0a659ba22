import { describe, expect, it } from 'vitest';
import { advanceDueSections } from '../sections/clock';
import { testApp } from '../test/harness';
import { files, section, signedUp, signupRow } from './testSupport';

// One rule for the end of the bid-file window (docs/decisions/rules.md, issue 26): the upload took the end
// instant as open (bidStatus.ts) while the clock took it as closed (clock.ts). Now both ask the domain's
// isBidFileWindowOpen / bidFileWindowEnded: open strictly before the end, as quoting is.
const t = await testApp();
const hour = 3_600_000;
const status = async (id: number) => (await signupRow(t, id)).supplier_bid_status;
const upload = (token: string, id: number, fileId: number) =>
  t.call({ method: 'POST', url: '/prod-api/quotation/signup/submitSupplierBidFile', token, locale: 'en', payload: { id, supplierBidFileList: [{ fileName: 'bid.pdf', filePath: 'x', url: 'y', bpmFileId: String(fileId) }] } });

/** A tender whose bid-file window opened an hour ago and ends at `end`; `nextClockAt` when the clock next looks at it. */
const windowSection = (end: Date, nextClockAt: Date | null) =>
  section(t, { is_bidding_commit_file: 1, bid_file_start_time: new Date(end.getTime() - 2 * hour), bid_file_end_time: end, next_clock_at: nextClockAt });

describe('the end instant of the bid-file window', () => {
  it('takes an upload 1 ms before the end, and refuses one at the end and 1 ms after, naming the window', async () => {
    const end = new Date(t.clock.now().getTime() + hour);
    // The clock is not due on this section: the window rule alone decides.
    const sectionId = await windowSection(end, null);
    const [before, at, after] = [await signedUp(t, sectionId, 11), await signedUp(t, sectionId, 11), await signedUp(t, sectionId, 11)];
    const [[f1], [f2], [f3]] = [await files(t, before.userId), await files(t, at.userId), await files(t, after.userId)];
    try {
      t.clock.set(new Date(end.getTime() - 1));
      expect(await upload(before.token, before.signupId, f1)).toMatchObject({ code: 200 });
      expect(await status(before.signupId)).toBe(12);
      for (const [s, fileId, instant] of [[at, f2, end.getTime()], [after, f3, end.getTime() + 1]] as const) {
        t.clock.set(new Date(instant));
        const answer = await upload(s.token, s.signupId, fileId);
        expect(answer.code).toBe(601);
        expect(answer.msg).toMatch(/^Bid files can only be uploaded between /);
        expect(await status(s.signupId)).toBe(11);
      }
    } finally {
      t.clock.set(new Date(end.getTime() - hour));
    }
  });

  it('is when the clock closes the window: not 1 ms before, at the end, and 1 ms after', async () => {
    const end = new Date(t.clock.now().getTime() + hour);
    for (const [instant, closed] of [[end.getTime() - 1, false], [end.getTime(), true], [end.getTime() + 1, true]] as const) {
      // The clock looks at the section at `instant` (its next look is due).
      const sectionId = await windowSection(end, new Date(end.getTime() - hour));
      const missing = await signedUp(t, sectionId, 11);
      const uploaded = await signedUp(t, sectionId, 12);
      await advanceDueSections(t.db, new Date(instant), sectionId);
      expect(await status(missing.signupId), `missing at end ${instant - end.getTime()} ms`).toBe(closed ? 14 : 11);
      expect((await status(uploaded.signupId)) !== 12, `uploaded at end ${instant - end.getTime()} ms`).toBe(closed);
    }
  });
});
