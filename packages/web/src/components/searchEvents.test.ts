import { describe, expect, it, vi } from 'vitest';
import { emitSearch, onSearch, searchAction } from './searchEvents';

describe('top bar search', () => {
  it('opens the tender list with the keyword from any other page', () => {
    expect(searchAction('/', ' road works ')).toEqual({ kind: 'navigate', to: '/TenderProject?keyword=road+works' });
    expect(searchAction('/MaterialProject', 'cable & pipe')).toEqual({ kind: 'navigate', to: '/TenderProject?keyword=cable+%26+pipe' });
  });

  it('opens the whole tender list when the keyword is blank', () => {
    expect(searchAction('/ServiceItems', '   ')).toEqual({ kind: 'navigate', to: '/TenderProject' });
  });

  it('tells the tender list to search instead of navigating while on it', () => {
    expect(searchAction('/TenderProject', ' cement ')).toEqual({ kind: 'emit', keyword: 'cement' });
  });

  it('delivers emitted keywords to listeners until they unsubscribe', () => {
    const listener = vi.fn();
    const stop = onSearch(listener);
    emitSearch('steel');
    stop();
    emitSearch('glass');
    expect(listener.mock.calls).toEqual([['steel']]);
  });
});
