import { useEffect, useState } from 'react';
import type { SectionSummary } from '@portal/domain';
import { listSections, type SectionListParams } from '../../api/sections';

export type HomeRows = { state: 'loading' } | { state: 'failed' } | { state: 'done'; rows: SectionSummary[] };

/** One home block's projects, loaded once per visit of the page. */
export function useHomeSections(params: SectionListParams): HomeRows {
  const [rows, setRows] = useState<HomeRows>({ state: 'loading' });
  const key = JSON.stringify(params);
  useEffect(() => {
    let live = true;
    listSections(JSON.parse(key) as SectionListParams).then(
      (result) => live && setRows(result.code === 200 ? { state: 'done', rows: result.rows ?? [] } : { state: 'failed' }),
      () => live && setRows({ state: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [key]);
  return rows;
}
