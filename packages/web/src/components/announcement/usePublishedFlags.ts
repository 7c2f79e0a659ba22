import { useEffect, useState } from 'react';
import type { PublicFlag } from '@portal/domain';
import { publishedSectionFlags } from '../../api/flags';

/**
 * The red flags the public may see on a section (docs/flags.md "Who sees what"), asked only when `ask` says its
 * results may be out: the server decides (none before the results, evidence without identities). Empty while
 * unknown or on a failed read, so the announcement draws no block and loads no flag code.
 */
export function usePublishedFlags(sectionId: number, ask: boolean): PublicFlag[] {
  const [flags, setFlags] = useState<{ sectionId: number; flags: PublicFlag[] } | null>(null);
  useEffect(() => {
    if (!ask) return;
    let live = true;
    publishedSectionFlags(sectionId).then(
      (answer) => live && setFlags({ sectionId, flags: answer.code === 200 && answer.data?.resultsPublished ? answer.data.flags : [] }),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [sectionId, ask]);
  return ask && flags?.sectionId === sectionId ? flags.flags : [];
}
