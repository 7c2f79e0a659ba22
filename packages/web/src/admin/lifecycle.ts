import { SectionStatus } from '@portal/domain';
import type { SectionAction } from './api';

/** Statuses in which a section runs (DESIGN.md §3): it may be suspended, abandoned or closed. */
const RUNNING: number[] = [SectionStatus.announced, SectionStatus.signupOpen, SectionStatus.signupClosed, SectionStatus.quoting, SectionStatus.quotingEnded, SectionStatus.evaluating];

/** The lifecycle actions a section offers in its status (the server checks them again). */
export function actionsFor(status: number): SectionAction[] {
  if (status === SectionStatus.draft) return ['publish'];
  if (status === SectionStatus.suspended) return ['resume', 'abandon', 'close'];
  if (RUNNING.includes(status)) return ['suspend', 'abandon', 'close'];
  if (status === SectionStatus.resultPublished) return ['close'];
  return [];
}

