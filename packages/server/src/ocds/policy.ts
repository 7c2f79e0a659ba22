import { SectionStatus } from '@portal/domain';

/**
 * What open data may show (docs/decisions/ocds-notifications.md): nothing of a draft; no price (quotes,
 * awarded amounts) before the results are published; no personal data beyond what the announcement shows
 * (the buyer organization, the awarded suppliers' names once results are out; never contacts, phones,
 * accounts or tax numbers).
 */
export const isPublished = (status: number) => status !== SectionStatus.draft;

/** Audit actions on a section that add a release, with the release tag. Others (create, draft edits, extra rounds) add none. */
export function releaseTags(action: string, status: number): string[] | null {
  if (action === 'create' || action === 'update' || action === 'appoint-round') return null;
  // The rounds' sealed root and its alarms are integrity records (docs/verification.md), not notice versions.
  if (action === 'root-sealed' || action === 'root-alarm') return null;
  if (action === 'publish') return ['tender'];
  if (action === 'award' || action === 'results') return ['award'];
  if (status === SectionStatus.abandoned) return ['tenderCancellation'];
  return ['tenderUpdate'];
}

/** OCDS tender status (closed codelist) of a section status. */
export function tenderStatus(status: number): string {
  switch (status) {
    case SectionStatus.abandoned:
      return 'cancelled';
    case SectionStatus.resultPublished:
    case SectionStatus.closed:
      return 'complete';
    default:
      return 'active';
  }
}

/** The portal's own name of a status, as tender.statusDetails. */
export const statusName = (status: number) => Object.entries(SectionStatus).find(([, v]) => v === status)?.[0] ?? String(status);
