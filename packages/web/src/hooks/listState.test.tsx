import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { listState, useListStateReset } from './listState';

function Shell() {
  useListStateReset();
  return <Outlet />;
}

function renderShellAt(path: string) {
  const router = createMemoryRouter([{ element: <Shell />, children: [{ path: '*', element: null }] }], { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

afterEach(() => {
  cleanup();
  listState.clear();
});

describe('shared list state', () => {
  it('merges what the list sets and starts over when cleared', () => {
    listState.set({ pageNum: 3, keyword: 'pump' });
    listState.set({ biddingType: 1 });
    expect(listState.get()).toEqual({ pageNum: 3, keyword: 'pump', biddingType: 1 });
    listState.clear();
    expect(listState.get()).toEqual({ pageNum: 1, keyword: '', biddingType: undefined });
  });

  it('survives moves within the tender list', async () => {
    const router = renderShellAt('/TenderProject');
    listState.set({ pageNum: 4, keyword: 'cement' });
    await act(() => router.navigate('/TenderProject?biddingType=1'));
    expect(listState.get()).toEqual({ pageNum: 4, keyword: 'cement', biddingType: undefined });
  });

  it('is cleared on entering any other route', async () => {
    const router = renderShellAt('/TenderProject');
    listState.set({ pageNum: 4, keyword: 'cement', biddingType: 0 });
    await act(() => router.navigate('/TenderAnnouncement?id=7'));
    expect(listState.get()).toEqual({ pageNum: 1, keyword: '', biddingType: undefined });
  });
});
