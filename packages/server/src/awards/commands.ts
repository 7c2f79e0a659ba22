import {
  AWARDING_SECTION,
  awardRefusal,
  BidStatus,
  canAppointExtraRound,
  canReviewWinningQuote,
  closesAt,
  ConfirmationStatus,
  fixedAmount,
  NOT_FINAL_BID,
  QUOTED_BID,
  remarkVariants,
  SectionStatus,
  totalDecimals,
  type RemarkVariants,
} from '@portal/domain';
import { recordAudit, recordAudits } from '../audit/audit';
import type { Db, Queryable } from '../db/index';
import { warning } from '../http/errors';
import { formatTime, parseTime } from '../http/time';
import { runningRoundEnd } from '../quotations/queries';
import { clearAppointments } from '../sections/clock';
import { transitionSection } from '../sections/lifecycle';
import { transitionSignups, transitionWinningEntry } from '../signups/lifecycle';
import { changeSectionUpToDate } from '../sections/upToDate';
import type { StaffActor } from '../http/actor';
import { staffSection } from '../sections/policy';
import { staffSignupSection } from '../signups/policy';

const HAS_QUOTED = 'EXISTS (SELECT 1 FROM quote_round q WHERE q.signup_id = s.id)';

/** The latest round of each of the given sign-ups of a section: id and total. */
async function latestRounds(tx: Queryable, sectionId: number, signupIds: number[]) {
  const rows = await tx.query<{ id: number; signup_id: number; total_price: string; supplier_bid_status: number }>(
    `SELECT DISTINCT ON (r.signup_id) r.id, r.signup_id, r.total_price, g.supplier_bid_status
       FROM quote_round r JOIN signup g ON g.id = r.signup_id
      WHERE r.section_id = $1 AND r.signup_id = ANY($2::bigint[])
      ORDER BY r.signup_id, r.quotes_count DESC`,
    [sectionId, signupIds],
  );
  return new Map(rows.map((r) => [Number(r.signup_id), r]));
}

/** The staff member's part of a move: who acts, when. */
const moverOf = (actor: StaffActor) => ({ who: actor.user.role, actorId: actor.user.id, now: actor.now });

/**
 * Appoints sign-ups that quoted to an extra round until `endTime` (isAppointSupplierQuotationIng): only
 * once quoting has ended (2), one extra round at a time; the clock clears the appointment at its end.
 */
export async function appointRound(db: Db, actor: StaffActor, sectionId: number, body: { signupIds: number[]; endTime: string }) {
  return changeSectionUpToDate(db, actor.now, sectionId, async (tx) => {
    const section = await staffSection(tx, actor.user, sectionId, true);
    if (!canAppointExtraRound(section.section_stauts)) throw warning('roundNotAllowed');
    const endTime = parseTime(body.endTime, actor.zone);
    if (!(endTime.getTime() > actor.now.getTime())) throw warning('roundEndPassed');
    if (await runningRoundEnd(tx, sectionId, actor.now)) throw warning('roundActive');
    const ids = [...new Set(body.signupIds)];
    const rounds = await latestRounds(tx, sectionId, ids);
    if (ids.some((id) => !rounds.has(id) || !QUOTED_BID.includes(rounds.get(id)!.supplier_bid_status))) throw warning('roundNeedsQuote');
    const [{ id }] = await tx.query<{ id: number }>(
      'INSERT INTO quote_round_appointment (section_id, end_time, created_by, create_time) VALUES ($1, $2, $3, $4) RETURNING id',
      [sectionId, endTime, actor.user.id, actor.now],
    );
    await tx.query('UPDATE signup SET is_appoint_supplier_quotation_ing = 1, update_time = $2 WHERE id = ANY($1::bigint[])', [ids, actor.now]);
    await tx.query('UPDATE section SET next_clock_at = LEAST(COALESCE(next_clock_at, $2), $2) WHERE id = $1', [sectionId, endTime]);
    await recordAudits(
      tx,
      ids.map((signupId) => ({ actorId: actor.user.id, entity: 'signup', entityId: signupId, action: 'appoint-round', before: { isAppointSupplierQuotationIng: 0 }, after: { isAppointSupplierQuotationIng: 1, appointmentId: Number(id) } })),
    );
    await recordAudit(tx, { actorId: actor.user.id, entity: 'section', entityId: sectionId, action: 'appoint-round', after: { appointmentId: Number(id), signupIds: ids, endTime } });
    return Number(id);
  });
}

/** Award and results wait for a running extra round to end (the appointed suppliers may still lower their prices). */
async function refuseWhileRoundRuns(tx: Queryable, actor: StaffActor, sectionId: number) {
  const end = await runningRoundEnd(tx, sectionId, actor.now);
  if (end) throw warning('roundStillRunning', { end: formatTime(end, actor.zone)! });
}

/** A winner must have a complete quotation (`awardRefusal`): quoted, with its quotation notes passed when asked. */
function winnerRound<T extends { supplier_bid_status: number }>(round: T | undefined): T {
  const refusal = awardRefusal(round?.supplier_bid_status ?? BidStatus.ended, round !== undefined);
  if (refusal || !round) throw warning(refusal ?? 'awardNotQuoted');
  return round;
}

export type AwardBody = { winners?: { sectorId: number; signupId: number }[]; signupId?: number };

/**
 * Marks the winners (successfulBidderMethod 1: per item; 2: one sign-up for the whole bid), replacing
 * earlier marks, at the winner's latest quoted price. Only after quoting (2) or during evaluation (12), and
 * not while an extra round runs; the section moves to evaluation. A winner that did not quote (the item) or
 * whose quotation notes did not pass is refused.
 */
export async function awardSection(db: Db, actor: StaffActor, sectionId: number, body: AwardBody) {
  return changeSectionUpToDate(db, actor.now, sectionId, async (tx) => {
    const section = await staffSection(tx, actor.user, sectionId, true);
    if (!AWARDING_SECTION.includes(section.section_stauts)) throw warning('awardNotAllowed');
    await refuseWhileRoundRuns(tx, actor, sectionId);
    const awards: { sectorId: number | null; signupId: number; roundId: number; price: string }[] = [];
    if (section.successful_bidder_method === 1) {
      if (!body.winners?.length || body.signupId !== undefined) throw warning('awardPerItem');
      const sectorIds = new Set((await tx.query<{ id: number }>('SELECT id FROM sector WHERE section_id = $1', [sectionId])).map((r) => Number(r.id)));
      const seen = new Set<number>();
      for (const w of body.winners) {
        if (!sectorIds.has(w.sectorId) || seen.has(w.sectorId)) throw warning('awardPerItem');
        seen.add(w.sectorId);
      }
      const rounds = await latestRounds(tx, sectionId, body.winners.map((w) => w.signupId));
      for (const w of body.winners) {
        const round = winnerRound(rounds.get(w.signupId));
        const [line] = await tx.query<{ price: string | null }>(
          'SELECT COALESCE(total_price, sector_price) AS price FROM quote_line WHERE round_id = $1 AND sector_id = $2',
          [round.id, w.sectorId],
        );
        if (!line || line.price === null) throw warning('awardNotQuoted');
        awards.push({ sectorId: w.sectorId, signupId: w.signupId, roundId: Number(round.id), price: line.price });
      }
    } else {
      if (body.signupId === undefined || body.winners?.length) throw warning('awardWholeBid');
      const round = winnerRound((await latestRounds(tx, sectionId, [body.signupId])).get(body.signupId));
      awards.push({ sectorId: null, signupId: body.signupId, roundId: Number(round.id), price: round.total_price });
    }
    const before = await tx.query('SELECT sector_id, signup_id, price FROM award WHERE section_id = $1 ORDER BY id', [sectionId]);
    await tx.query('DELETE FROM award WHERE section_id = $1', [sectionId]);
    for (const a of awards) {
      await tx.query('INSERT INTO award (section_id, sector_id, signup_id, round_id, price, create_time) VALUES ($1, $2, $3, $4, $5, $6)', [
        sectionId,
        a.sectorId,
        a.signupId,
        a.roundId,
        a.price,
        actor.now,
      ]);
    }
    await transitionSection(tx, {
      ...moverOf(actor),
      sectionId,
      biddingType: section.bidding_type,
      action: 'award',
      from: section.section_stauts,
      to: SectionStatus.evaluating,
      before: { awards: before },
      after: { awards },
      refusal: 'awardNotAllowed',
    });
    const places = totalDecimals(section.quotation_method);
    return awards.map((a) => ({ ...a, price: fixedAmount(a.price, places)! }));
  });
}

/**
 * Publishes the result, in one transaction: sign-ups with a complete quotation (19) → 20, every other sign-up
 * that is not final (rejected quotation notes, 18, included) → 14, leftover appointments cleared, the
 * section → 13 with its result time (the clock closes it WIN_NOTICE_DAYS later). Needs the winners marked,
 * no quotation notes still under review (17) and no extra round running.
 */
export async function publishResults(db: Db, actor: StaffActor, sectionId: number) {
  return changeSectionUpToDate(db, actor.now, sectionId, async (tx) => {
    const section = await staffSection(tx, actor.user, sectionId, true);
    if (!AWARDING_SECTION.includes(section.section_stauts)) throw warning('awardNotAllowed');
    const awards = await tx.query('SELECT 1 FROM award WHERE section_id = $1 LIMIT 1', [sectionId]);
    if (!awards.length) throw warning('resultsNeedAward');
    await refuseWhileRoundRuns(tx, actor, sectionId);
    const reviewing = await tx.query('SELECT 1 FROM signup WHERE section_id = $1 AND supplier_bid_status = $2 LIMIT 1', [sectionId, BidStatus.notesReview]);
    if (reviewing.length) throw warning('resultsNotesPending');
    const results = { ...moverOf(actor), sectionId, action: 'results' };
    await transitionSignups(tx, { ...results, from: [BidStatus.awaitingResult], to: BidStatus.resultPublished, extra: `AND ${HAS_QUOTED}` });
    await transitionSignups(tx, { ...results, from: NOT_FINAL_BID, to: BidStatus.ended });
    await clearAppointments(tx, sectionId, actor.now, 'results-round-cleared', actor.user.id);
    const closes = closesAt(actor.now);
    await transitionSection(tx, {
      ...moverOf(actor),
      sectionId,
      biddingType: section.bidding_type,
      action: 'results',
      from: section.section_stauts,
      to: SectionStatus.resultPublished,
      columns: { result_time: actor.now, next_clock_at: closes },
      after: { closesAt: closes },
      refusal: 'awardNotAllowed',
    });
    return SectionStatus.resultPublished;
  });
}

/**
 * The buyer confirms a winning quote entry (10 → 30, locked for good) or returns it for correction (10 → 20,
 * with the remark the supplier reads; the supplier may then submit again). Refused unless submitted (10).
 */
export async function reviewWinningQuote(db: Db, actor: StaffActor, signupId: number, review: { pass: boolean } & RemarkVariants): Promise<number> {
  await staffSignupSection(db, actor.user, signupId);
  return db.transaction(async (tx) => {
    const [row] = await tx.query<{ confirmation_status: number }>('SELECT confirmation_status FROM signup WHERE id = $1 FOR UPDATE', [signupId]);
    if (!canReviewWinningQuote(row.confirmation_status)) throw warning('winningReviewNotSubmitted');
    const to = review.pass ? ConfirmationStatus.confirmed : ConfirmationStatus.returned;
    const remark = review.pass ? null : remarkVariants(review);
    await transitionWinningEntry(tx, {
      ...moverOf(actor),
      signupId,
      action: 'review-winning-quote',
      from: row.confirmation_status,
      to,
      columns: { winning_quote_review_remark: remark?.remark ?? null, winning_quote_review_remark_en: remark?.remarkEn ?? null, winning_quote_review_remark_lo: remark?.remarkLo ?? null },
      after: { pass: review.pass, ...(remark ?? { remark: null }) },
      refusal: 'winningReviewNotSubmitted',
    });
    return to;
  });
}
