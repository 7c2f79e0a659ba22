import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { PAGE_SIZE, type SectionSummary } from '@portal/domain';
import { listState } from '../../hooks/listState';
import { setUpComponentTests } from '../../testing/componentTest';
import { readListPage, withListPage } from './listPage';

const api = vi.hoisted(() => ({ listSections: vi.fn() }));
vi.mock('../../api/sections', () => api);
vi.mock('../../api/dictionaries', () => ({ getDict: vi.fn(async () => []) }));
vi.mock('./SectionCard', () => ({ SectionCard: ({ section }: { section: SectionSummary }) => <p>{section.sectionNameEn}</p> }));

import MaterialProject from '../../pages/MaterialProject';
import ShowList from '../../pages/ShowList';
import TenderProject from '../../pages/TenderProject';

setUpComponentTests(() => listState.clear());
// jsdom does not scroll; the list scrolls to the top when the page turns.
window.scrollTo = () => undefined;

/** Five pages of projects; each page's cards name it. */
api.listSections.mockImplementation(async ({ pageNum }: { pageNum: number }) => ({
  code: 200,
  msg: '',
  total: 5 * PAGE_SIZE,
  rows: Array.from({ length: PAGE_SIZE }, (_, i) => ({ sectionId: pageNum * 100 + i, sectionNameEn: `p${pageNum}-${i}` })),
}));

const lastPageAsked = () => api.listSections.mock.lastCall?.[0].pageNum;

function open(path: string, element: React.ReactNode) {
  const route = path.split('?')[0];
  const router = createMemoryRouter(
    [
      { path: route, element },
      { path: '/TenderAnnouncement', element: <p>announcement</p> },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('the page of a public project list in the address', { timeout: 30_000 }, () => {
  it('reads and writes page alone, keeping the other parameters', () => {
    expect(readListPage(new URLSearchParams('page=3'))).toBe(3);
    expect(readListPage(new URLSearchParams('page=x'))).toBe(1);
    expect(readListPage(new URLSearchParams(''))).toBe(1);
    expect(withListPage(new URLSearchParams('biddingType=1&page=4'), 2).toString()).toBe('biddingType=1&page=2');
    expect(withListPage(new URLSearchParams('biddingType=1&page=4'), 1).toString()).toBe('biddingType=1');
  });

  for (const [name, path, element] of [
    ['a category list', '/MaterialProject', <MaterialProject key="m" />],
    ['the filtered list', '/showList?biddingType=1&projectType=2', <ShowList key="s" />],
    ['the tender list', '/TenderProject', <TenderProject key="t" />],
  ] as const) {
    it(`opens ${name} on the page of its address, and Back returns to the page turned to`, async () => {
      const join = path.includes('?') ? '&' : '?';
      const router = open(`${path}${join}page=3`, element);
      await screen.findByText('p3-0');
      expect(lastPageAsked()).toBe(3);

      fireEvent.click(screen.getByTitle('4'));
      await screen.findByText('p4-0');
      expect(readListPage(new URLSearchParams(router.state.location.search))).toBe(4);
      // The other parameters stay as they were.
      if (path.includes('?')) expect(router.state.location.search).toContain('projectType=2');

      // Leave for an announcement, then come Back: the same page.
      await act(() => router.navigate('/TenderAnnouncement?id=1'));
      await screen.findByText('announcement');
      await act(() => router.navigate(-1));
      await screen.findByText('p4-0');
      expect(lastPageAsked()).toBe(4);
      expect(readListPage(new URLSearchParams(router.state.location.search))).toBe(4);

      // Back once more: the page before, as its address says.
      await act(() => router.navigate(-1));
      await screen.findByText('p3-0');
      await waitFor(() => expect(lastPageAsked()).toBe(3));
    });
  }
});
