import { useEffect, useRef, useState } from 'react';

/**
 * Keeps the keyboard's place in a review queue. A review takes the row out of the queue, and with it the
 * panel whose button had the focus: once the queue has reloaded and opened its next row, the focus moves to
 * that row's button (`aria-current`, OpenRowButton) inside `queue`, or to the page's `heading` when the
 * queue is empty, instead of falling back to the start of the page. Call `reviewed` after a review.
 */
export function useQueueFocus<Row>(rows: Row[], loading: boolean, isOpen: (row: Row) => boolean) {
  const queue = useRef<HTMLDivElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  // The rows on screen when the review was made; the focus moves once others have come.
  const [reviewedIn, setReviewedIn] = useState<Row[]>();

  useEffect(() => {
    if (!reviewedIn || rows === reviewedIn || loading) return;
    // The queue opens its next row a render after the rows came.
    if (rows.length > 0 && !rows.some(isOpen)) return;
    setReviewedIn(undefined);
    (queue.current?.querySelector<HTMLElement>('button[aria-current="true"]') ?? heading.current)?.focus();
  });

  return { queue, heading, reviewed: () => setReviewedIn(rows) };
}
