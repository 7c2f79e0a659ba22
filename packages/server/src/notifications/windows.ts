import { BidStatus, SectionStatus } from '@portal/domain';
import type { Db } from '../db/index';
import { namesOf, notify } from './commands';
import { WINDOW_NOTICE_MS } from './mailRules';

/**
 * The windows of a sign-up a supplier hears of: when each opens or closes (SQL over section s, signup g)
 * and the sign-up statuses for which it matters.
 */
const WINDOWS = [
  {
    window: 'payment',
    edge: 'close',
    time: '(SELECT min(a.payment_deadline) FROM receiving_account a WHERE a.section_id = s.id)',
    statuses: [BidStatus.paymentRequired, BidStatus.paymentRejected],
  },
  { window: 'bidFile', edge: 'open', time: 's.bid_file_start_time', statuses: [BidStatus.paymentRequired, BidStatus.paymentReview, BidStatus.bidFileWindow] },
  { window: 'bidFile', edge: 'close', time: 's.bid_file_end_time', statuses: [BidStatus.bidFileWindow, BidStatus.bidFileWithdrawn] },
  { window: 'quoting', edge: 'open', time: 's.start_time', statuses: [BidStatus.bidFileUploaded, BidStatus.readyToQuote, BidStatus.bidFileWindow] },
  { window: 'quoting', edge: 'close', time: 's.ent_time', statuses: [BidStatus.readyToQuote] },
] as const;

const ACTIVE = [SectionStatus.announced, SectionStatus.signupOpen, SectionStatus.signupClosed, SectionStatus.quoting];

/**
 * Notifies suppliers of their sign-ups' windows opening or closing within the next 24 hours. Each notice is
 * keyed by sign-up, window, edge and time, so a scan repeated by any process adds nothing; a moved time
 * gives a new notice.
 */
export async function scanWindows(db: Db, now: Date): Promise<number> {
  const until = new Date(now.getTime() + WINDOW_NOTICE_MS);
  let made = 0;
  for (const w of WINDOWS) {
    const rows = await db.query<{ signup_id: number; section_id: number; company_id: number; at: Date; section_name: string; section_name_en: string; section_name_lo: string }>(
      `SELECT * FROM (
         SELECT g.id AS signup_id, s.id AS section_id, g.company_id, ${w.time} AS at, s.section_name, s.section_name_en, s.section_name_lo
           FROM section s JOIN signup g ON g.section_id = s.id
          WHERE s.section_stauts = ANY($1::int[]) AND g.supplier_bid_status = ANY($2::int[]) AND g.disabled = 0) x
        WHERE x.at > $3 AND x.at <= $4`,
      [ACTIVE, w.statuses, now, until],
    );
    for (const r of rows) {
      const at = new Date(r.at);
      made += await db.transaction(async (tx) => {
        const users = (await tx.query<{ id: number }>("SELECT id FROM app_user WHERE company_id = $1 AND role = 'supplier'", [r.company_id])).map((u) => Number(u.id));
        return notify(tx, users, w.edge === 'open' ? 'windowOpening' : 'windowClosing', Number(r.section_id), { ...namesOf(r), window: w.window, at: at.toISOString(), signupId: Number(r.signup_id) }, `window:${w.window}:${w.edge}:${r.signup_id}:${at.toISOString()}`);
      });
    }
  }
  return made;
}
