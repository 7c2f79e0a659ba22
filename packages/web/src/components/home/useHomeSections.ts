import { useEffect, useState } from 'react';
import type { SectionSummary } from '@portal/domain';
import { listSections, type SectionListParams } from '../../api/sections';
import { listSectionsNow } from '../../api/atHand';

export type HomeRows = { state: 'loading' } | { state: 'failed' } | { state: 'done'; rows: SectionSummary[] };

const rowsOf = (result: { code: number; rows?: SectionSummary[] }): HomeRows => (result.code === 200 ? { state: 'done', rows: result.rows ?? [] } : { state: 'failed' });

/** One home block's projects, loaded once per visit of the page; drawn at once when index.html brought them. */
export function useHomeSections(params: SectionListParams): HomeRows {
  const [rows, setRows] = useState<HomeRows>(() => {
    const brought = listSectionsNow(params);
    return brought ? rowsOf(brought) : { state: 'loading' };
  });
  const key = JSON.stringify(params);
  useEffect(() => {
    let live = true;
    listSections(JSON.parse(key) as SectionListParams).then(
      (result) => live && setRows(rowsOf(result)),
      () => live && setRows({ state: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [key]);
  return rows;
}
