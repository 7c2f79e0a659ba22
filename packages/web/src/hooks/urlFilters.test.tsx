import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { readFilters, readPage, useUrlFilters, writeFilters } from './urlFilters';

afterEach(cleanup);

const KEYS = ['sectionName', 'status'] as const;

describe('list filters in the address', () => {
  it('reads the page as a whole number of at least 1', () => {
    expect(readPage(new URLSearchParams('pageNum=3'))).toBe(3);
    for (const bad of ['', 'pageNum=0', 'pageNum=-2', 'pageNum=1.5', 'pageNum=x']) expect(readPage(new URLSearchParams(bad)), bad).toBe(1);
  });

  it('reads only the named filters, trimmed, and leaves blanks out', () => {
    const params = new URLSearchParams({ sectionName: '  pump ', status: ' ', other: 'x' });
    expect(readFilters(params, KEYS)).toEqual({ sectionName: 'pump' });
  });

  it('writes non-blank filters and the page after the first', () => {
    expect(writeFilters({ sectionName: 'steel pipe', status: '' }, 1).toString()).toBe('sectionName=steel+pipe');
    expect(writeFilters({ status: '2' }, 4).toString()).toBe('status=2&pageNum=4');
    expect(readFilters(writeFilters({ sectionName: 'a&b=c' }), KEYS)).toEqual({ sectionName: 'a&b=c' });
  });

  it('starts a new search at page 1, keeps the filters when paging and clears all on reset', async () => {
    let api!: ReturnType<typeof useUrlFilters<(typeof KEYS)[number]>>;
    function List() {
      api = useUrlFilters(KEYS);
      return null;
    }
    const router = createMemoryRouter([{ path: '/list', element: <List /> }], { initialEntries: ['/list?sectionName=old&pageNum=3'] });
    render(<RouterProvider router={router} />);
    expect(api.filters).toEqual({ sectionName: 'old' });
    expect(api.pageNum).toBe(3);

    await act(async () => api.search({ sectionName: 'cement', status: '1' }));
    expect(router.state.location.search).toBe('?sectionName=cement&status=1');
    expect(api.pageNum).toBe(1);

    await act(async () => api.goToPage(2));
    expect(router.state.location.search).toBe('?sectionName=cement&status=1&pageNum=2');

    await act(async () => api.reset());
    expect(router.state.location.search).toBe('');
    expect(api.filters).toEqual({});
  });
});
