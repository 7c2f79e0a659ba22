import { useCallback, useEffect, useRef, useState } from 'react';
import type { PageResult } from '../../api/request';

/**
 * A paged list of the workbench: loads `fetch(query)` whenever the query (filters and page) changes or
 * `reload` is called; failures are shown by the request layer and leave the last rows on screen.
 */
export function usePaged<Row, Query extends Record<string, unknown>>(fetch: (query: Query & { pageNum: number; pageSize: number }) => Promise<PageResult<Row>>, initial: Query, pageSize = 10) {
  const [query, setQuery] = useState<Query>(initial);
  const [pageNum, setPageNum] = useState(1);
  const [rows, setRows] = useState<Row[]>([]);
  const [total, setTotal] = useState(0);
  const [loading, setLoading] = useState(false);
  const [tick, setTick] = useState(0);
  const fetchRef = useRef(fetch);
  fetchRef.current = fetch;

  useEffect(() => {
    let live = true;
    setLoading(true);
    fetchRef
      .current({ ...query, pageNum, pageSize })
      .then(
        (page) => {
          if (!live) return;
          setRows(page.rows ?? []);
          setTotal(page.total ?? 0);
        },
        () => undefined,
      )
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, [query, pageNum, pageSize, tick]);

  const reload = useCallback(() => setTick((n) => n + 1), []);
  const search = useCallback((next: Query) => {
    setQuery(next);
    setPageNum(1);
  }, []);

  return {
    rows,
    total,
    loading,
    query,
    search,
    reload,
    pagination: { current: pageNum, pageSize, total, showSizeChanger: false, onChange: (page: number) => setPageNum(page) },
  };
}
