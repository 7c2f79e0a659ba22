import { CERTIFICATION_LIFECYCLE, type CertificationStatus, type MessageKey, type Who } from '@portal/domain';
import { recordAudit } from '../audit/audit';
import type { Queryable } from '../db/index';
import { requireMove } from '../http/lifecycle';

/** One move of a company's certification (CERTIFICATION_LIFECYCLE). */
export interface CertificationTransition {
  companyId: number;
  action: string;
  from: CertificationStatus;
  to: CertificationStatus;
  who: Who;
  actorId: number;
  now: Date;
  /** What the audit record holds beside the statuses. */
  after?: Record<string, unknown>;
  refusal?: MessageKey;
}

/**
 * The only writer of `company.certification_status` (docs/decisions/lifecycles.md): checks the move against
 * the certification machine, writes it with the company's update time and the audit record, in the caller's
 * transaction (which holds the company's row lock). The submitted form keeps its own copy of the outcome.
 */
export async function transitionCertification(tx: Queryable, t: CertificationTransition): Promise<void> {
  requireMove(CERTIFICATION_LIFECYCLE, { action: t.action, from: t.from, to: t.to, who: t.who }, t.refusal);
  await tx.query('UPDATE company SET certification_status = $2, update_time = $3 WHERE id = $1', [t.companyId, t.to, t.now]);
  await recordAudit(tx, {
    actorId: t.actorId,
    entity: 'company',
    entityId: t.companyId,
    action: t.action,
    before: { certificationStatus: t.from },
    after: { certificationStatus: t.to, ...t.after },
  });
}
