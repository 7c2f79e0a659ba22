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
