import { SectionStatus } from './sectionStatus';

/** What decides whether a section's results are out: its status and when its results were published. */
export interface ResultsState {
  sectionStauts: number;
  /** When the buyer published the results (null or absent: never published). */
  resultTime: Date | string | null | undefined;
}

/**
 * Whether a section's results — other suppliers' prices and names, ranks after the end, the winners — may be
 * shown (DESIGN.md §5, sealed until results): once the results are published (13), and after the section
 * closes (14) only when it closed after its results. A section closed or abandoned (6) without results, or
 * suspended, stays sealed, whatever its awards or the caller's sign-up say. The one rule of the server's
 * answers and of open data.
 */
export const resultsVisible = (section: ResultsState): boolean =>
  section.sectionStauts === SectionStatus.resultPublished ||
  (section.sectionStauts === SectionStatus.closed && section.resultTime !== null && section.resultTime !== undefined);
