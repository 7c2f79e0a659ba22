import { afterAll } from 'vitest';
import { cleanup } from '@testing-library/react';

/**
 * Browser APIs jsdom lacks and antd asks for (media queries of the grid, element sizes of tabs and tables),
 * installed before every web unit test.
 */
window.matchMedia ??= (query: string) =>
  ({ matches: false, media: query, addEventListener() {}, removeEventListener() {}, addListener() {}, removeListener() {} }) as unknown as MediaQueryList;
window.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};
// jsdom has no pseudo-element styles (it throws 'Not implemented'); antd's table asks for them.
const elementStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element) => elementStyle(element);

/**
 * The end of a test file: its pages are unmounted, then React's scheduler is let run what it had queued while the
 * window still exists. A page's timer (a countdown, a poll) can update it outside `act`; React renders that update
 * and runs its effects in later tasks of its scheduler (setImmediate in Node). Left queued when the file ends, such a
 * task ran once after jsdom's window was gone and failed the whole run ('window is not defined', CI of stop 29).
 */
afterAll(async () => {
  cleanup();
  for (let turn = 0; turn < 5; turn++) await new Promise((resolve) => setImmediate(resolve));
  await new Promise((resolve) => setTimeout(resolve, 20));
});
