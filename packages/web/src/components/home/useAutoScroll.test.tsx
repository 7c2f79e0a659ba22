import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { HOME_SCROLL } from '@portal/domain';
import { initI18n } from '../../i18n';
import { listSections } from '../../api/sections';
import { testSection } from '../announcement/testSection';
import { LatestProjects } from './LatestProjects';

vi.mock('../../api/sections', () => ({ listSections: vi.fn() }));

/** One animation frame of the stubbed requestAnimationFrame, driven by the fake clock. */
const FRAME_MS = 16;
/** Height jsdom reports for one copy of the list (it lays nothing out); small, so a loop takes few frames. */
let listHeight = 100;
const offsetHeight = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'offsetHeight')!;
const requestFrame = vi.fn((callback: FrameRequestCallback) => window.setTimeout(() => callback(performance.now()), FRAME_MS));
const cancelFrame = vi.fn((id: number) => window.clearTimeout(id));

beforeAll(async () => {
  await initI18n('en');
  Object.defineProperty(HTMLElement.prototype, 'offsetHeight', {
    configurable: true,
    get(this: HTMLElement) {
      return this.tagName === 'UL' ? listHeight : 0;
    },
  });
});
afterAll(() => {
  Object.defineProperty(HTMLElement.prototype, 'offsetHeight', offsetHeight);
});
beforeEach(() => {
  listHeight = 100;
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance', 'Date'] });
  vi.stubGlobal('requestAnimationFrame', requestFrame);
  vi.stubGlobal('cancelAnimationFrame', cancelFrame);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  requestFrame.mockClear();
  cancelFrame.mockClear();
});

/** Renders the latest-projects block holding `count` projects, their request answered at once. */
async function showLatest(count: number) {
  const rows = Array.from({ length: count }, (_, i) => testSection({ sectionId: i + 1, id: i + 1, sectionNameEn: `Project ${i + 1}` }));
  vi.mocked(listSections).mockResolvedValue({ code: 200, msg: 'ok', rows, total: count } as Awaited<ReturnType<typeof listSections>>);
  await act(async () => {
    render(
      <MemoryRouter>
        <LatestProjects />
      </MemoryRouter>,
    );
  });
  expect(screen.getAllByText('Project 1').length).toBeGreaterThan(0);
  const track = screen.getAllByRole('list')[0].parentElement as HTMLElement;
  /** How far the list has moved up, in px. */
  const offset = () => {
    const match = /^translateY\((-?[\d.e-]+)px\)$/.exec(track.style.transform);
    return match ? 0 - Number(match[1]) + 0 : 0;
  };
  return { track, window: track.parentElement as HTMLElement, offset };
}

/** Lets `ms` pass, a frame every 16 ms. */
const pass = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('latest projects auto-scroll', () => {
  it(`stays still with ${HOME_SCROLL.autoScrollAbove} projects`, async () => {
    const { track } = await showLatest(HOME_SCROLL.autoScrollAbove);
    await pass(10 * HOME_SCROLL.waitMs);
    expect(requestFrame).not.toHaveBeenCalled();
    expect(track.style.transform).toBe('');
    expect(screen.getAllByRole('list')).toHaveLength(1);
  });

  it.each([HOME_SCROLL.autoScrollAbove + 1, HOME_SCROLL.size])('moves with %i projects after resting 1000 ms, 0.4 px a frame', async (count) => {
    const { offset } = await showLatest(count);
    // The list is held twice so the loop is seamless; the copy is hidden from assistive technology.
    expect(screen.getAllByText('Project 1', { ignore: '[aria-hidden] *' })).toHaveLength(1);
    // The first frame starts the rest; frames come every 16 ms, so the 1000 ms rest ends with frame 64.
    await pass(FRAME_MS * 63);
    expect(offset()).toBe(0);
    await pass(FRAME_MS);
    expect(offset()).toBeCloseTo(HOME_SCROLL.step, 10);
    for (let frame = 2; frame <= 5; frame += 1) {
      await pass(FRAME_MS);
      expect(offset()).toBeCloseTo(frame * HOME_SCROLL.step, 10);
    }
  });

  it('rests 1000 ms at the top again each time it wraps round', async () => {
    listHeight = 2;
    const { offset } = await showLatest(HOME_SCROLL.size);
    await pass(FRAME_MS * 64);
    const positions = [offset()];
    for (let i = 0; i < 4; i += 1) {
      await pass(FRAME_MS);
      positions.push(offset());
    }
    // 0.4, 0.8, 1.2, 1.6, then 2.0 reaches one copy's height: back to the top.
    expect(positions.map((p) => Number(p.toFixed(6)))).toEqual([0.4, 0.8, 1.2, 1.6, 0]);
    // The frame 992 ms after the wrap still rests; the one at 1008 ms moves.
    await pass(FRAME_MS * 62);
    expect(offset()).toBe(0);
    await pass(FRAME_MS);
    expect(offset()).toBeCloseTo(HOME_SCROLL.step, 10);
  });

  it('stops while the pointer is over the list and goes on when it leaves', async () => {
    const { window: box, offset } = await showLatest(HOME_SCROLL.size);
    await pass(HOME_SCROLL.waitMs + 10 * FRAME_MS);
    const moved = offset();
    expect(moved).toBeGreaterThan(0);

    fireEvent.mouseEnter(box);
    expect(cancelFrame).toHaveBeenCalled();
    await pass(5 * HOME_SCROLL.waitMs);
    expect(offset()).toBe(moved);

    fireEvent.mouseLeave(box);
    await pass(FRAME_MS);
    expect(offset()).toBeCloseTo(moved + HOME_SCROLL.step, 10);
    await pass(FRAME_MS);
    expect(offset()).toBeCloseTo(moved + 2 * HOME_SCROLL.step, 10);
  });
});
