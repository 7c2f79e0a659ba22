import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { setUpComponentTests } from '../testing/componentTest';
import { Breadcrumbs, type Crumb } from './Breadcrumbs';

/** The trail of `items` on a page of a data router (the breadcrumbs read the matched routes). */
function renderTrail(items: Crumb[]) {
  render(<RouterProvider router={createMemoryRouter([{ path: '*', element: <Breadcrumbs items={items} /> }])} />);
  return within(screen.getByRole('navigation', { name: 'You are here' }));
}

setUpComponentTests();

describe('breadcrumbs', () => {
  it('is a named navigation from Home to the current page, which is not a link', () => {
    const trail = renderTrail([{ title: 'Tenders', to: '/TenderProject' }, { title: 'Bridge repair' }]);
    expect(trail.getAllByRole('listitem').map((item) => item.textContent?.replace('/', '').trim())).toEqual(['Home', 'Tenders', 'Bridge repair']);
    expect(trail.getByRole('link', { name: 'Tenders' }).getAttribute('href')).toBe('/TenderProject');
    expect(trail.queryByRole('link', { name: 'Bridge repair' })).toBeNull();
    expect(trail.getByText('Bridge repair').getAttribute('aria-current')).toBe('page');
  });

  it('leaves out a step whose title is not known yet rather than showing an empty link', () => {
    const trail = renderTrail([{ title: '', to: '/showList' }, { title: 'Bridge repair' }]);
    expect(trail.getAllByRole('link').map((link) => link.textContent?.trim())).toEqual(['Home']);
  });
});
