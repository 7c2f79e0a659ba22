import { useEffect, useRef } from 'react';

/**
 * Keeps the keyboard's place in a block whose controls come and go. When a render takes away the control in
 * the block that had the focus (a stage's submit button once the stage is under review, a deposit's confirm
 * button once confirmed), the focus moves to the block itself instead of falling back to the start of the
 * page, so the next Tab goes on from there. Gives the ref of the block's element, which must take the focus
 * (tabIndex -1: not a Tab stop of its own).
 */
export function useFocusFallback<T extends HTMLElement>() {
  const block = useRef<T>(null);
  /** The control in the block that has (or last had, until the focus went on elsewhere) the focus. */
  const lastFocused = useRef<Element | null>(null);

  useEffect(() => {
    const element = block.current;
    if (!element) return;
    const focusIn = (event: FocusEvent) => {
      lastFocused.current = event.target as Element;
    };
    const focusOut = (event: FocusEvent) => {
      const next = event.relatedTarget as Node | null;
      if (next) {
        // The keyboard went on to another control (a dialog's button among them): the block no longer holds its place.
        if (!element.contains(next)) lastFocused.current = null;
        return;
      }
      // The focus went to nowhere: a removed control does that, and so does a click on the page's background,
      // which leaves the control on the page.
      const left = event.target as Element;
      setTimeout(() => {
        if (left.isConnected && lastFocused.current === left && document.activeElement !== left) lastFocused.current = null;
      });
    };
    element.addEventListener('focusin', focusIn);
    element.addEventListener('focusout', focusOut);
    return () => {
      element.removeEventListener('focusin', focusIn);
      element.removeEventListener('focusout', focusOut);
    };
  }, []);

  // After every render of the block: its focused control gone and the focus with it, the block takes it.
  useEffect(() => {
    const last = lastFocused.current;
    if (!last || last.isConnected) return;
    lastFocused.current = null;
    const active = document.activeElement;
    if (active === null || active === document.body) block.current?.focus();
  });

  return block;
}
