import { describe, expect, it } from 'vitest';
import { topBarLook } from './TopBar';

describe('look of the top bar', () => {
  it('puts logo and search on the brand band when the route asks for dome1', () => {
    expect(topBarLook([{ handle: undefined }, { handle: { look: 'dome1', title: 'nav.material' } }])).toBe('dome1');
  });

  it('is a plain white bar on routes without the look', () => {
    expect(topBarLook([{ handle: undefined }, { handle: { title: 'accounts.register.title' } }])).toBe('plain');
    expect(topBarLook([])).toBe('plain');
  });

  it('follows the deepest route that names a look', () => {
    expect(topBarLook([{ handle: { look: 'dome1' } }, { handle: {} }])).toBe('dome1');
  });
});
