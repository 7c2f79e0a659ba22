import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { initI18n } from '../i18n';
import { onSearch } from './searchEvents';
import { SearchBox } from './SearchBox';

/** A router showing the search box on every page, started at `path`. */
function renderAt(path: string) {
  const router = createMemoryRouter([{ path: '*', element: <SearchBox width={300} /> }], { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

const search = (keyword: string) => {
  const input = screen.getByRole('searchbox');
  fireEvent.change(input, { target: { value: keyword } });
  fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
};

beforeAll(() => initI18n('en'));
afterEach(cleanup);

describe('search box of the top bar', () => {
  it('opens the tender list with the keyword when Enter is pressed on another page', () => {
    const router = renderAt('/MaterialProject');
    const heard = vi.fn();
    const stop = onSearch(heard);
    search('bridge repair');
    stop();
    expect(router.state.location.pathname).toBe('/TenderProject');
    expect(new URLSearchParams(router.state.location.search).get('keyword')).toBe('bridge repair');
    expect(heard).not.toHaveBeenCalled();
  });

  it('searches with the button as well', () => {
    const router = renderAt('/');
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'transformer' } });
    fireEvent.click(screen.getByRole('button', { name: /search/i }));
    expect(router.state.location.search).toBe('?keyword=transformer');
  });

  it('emits the keyword and stays put on the tender list', () => {
    const router = renderAt('/TenderProject?keyword=old');
    expect(screen.getByRole('searchbox')).toHaveProperty('value', 'old');
    const heard = vi.fn();
    const stop = onSearch(heard);
    search('new keyword');
    stop();
    expect(heard).toHaveBeenCalledWith('new keyword');
    expect(router.state.location.search).toBe('?keyword=old');
  });
});
