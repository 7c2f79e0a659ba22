import { useEffect, useRef, useState, type PointerEvent } from 'react';

/**
 * A panel that a button of the top bar opens (the language menu, the app's QR code), without antd's
 * Dropdown or Popover on every page's first load (docs/decisions/bundle.md): it opens when the mouse comes
 * over it or on a click (a click right after the hover keeps it open), and closes when the mouse leaves, on a
 * click or touch elsewhere, and on Escape, which gives the focus back to the button.
 */
export function usePopup() {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLSpanElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const hovered = useRef(false);

  useEffect(() => {
    if (!open) return;
    const outside = (event: globalThis.PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const escape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      if (root.current?.contains(document.activeElement)) button.current?.focus();
    };
    document.addEventListener('pointerdown', outside);
    document.addEventListener('keydown', escape);
    return () => {
      document.removeEventListener('pointerdown', outside);
      document.removeEventListener('keydown', escape);
    };
  }, [open]);

  return {
    open,
    setOpen,
    /** For the element holding the button and the panel. */
    rootProps: {
      ref: root,
      onPointerEnter: (event: PointerEvent) => {
        if (event.pointerType !== 'mouse' || open) return;
        hovered.current = true;
        setOpen(true);
      },
      onPointerLeave: (event: PointerEvent) => {
        if (event.pointerType === 'mouse') setOpen(false);
      },
    },
    /** For the button. */
    buttonProps: {
      ref: button,
      'aria-expanded': open,
      onClick: () => {
        const keep = hovered.current;
        hovered.current = false;
        setOpen((now) => keep || !now);
      },
    },
  };
}
