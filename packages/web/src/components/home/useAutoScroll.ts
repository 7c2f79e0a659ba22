import { useEffect, useRef, useState } from 'react';
import { scrollClock } from './autoScroll';

/**
 * Moves `track` upward one step per animation frame while `enabled` and not hovered, wrapping at the
 * height of `firstCopy` (the track holds the list twice, so the wrap is seamless).
 */
export function useAutoScroll(enabled: boolean) {
  const track = useRef<HTMLDivElement>(null);
  const firstCopy = useRef<HTMLUListElement>(null);
  const clock = useRef(scrollClock());
  const [hovered, setHovered] = useState(false);

  useEffect(() => {
    if (!enabled || hovered) return;
    let frame = requestAnimationFrame(function step(now) {
      const offset = clock.current.tick(now, firstCopy.current?.offsetHeight ?? 0);
      if (track.current) track.current.style.transform = `translateY(${-offset}px)`;
      frame = requestAnimationFrame(step);
    });
    return () => cancelAnimationFrame(frame);
  }, [enabled, hovered]);

  return {
    track,
    firstCopy,
    hoverProps: { onMouseEnter: () => setHovered(true), onMouseLeave: () => setHovered(false) },
  };
}
