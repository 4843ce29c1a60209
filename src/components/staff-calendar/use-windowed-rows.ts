'use client';

import { type RefObject, useEffect, useState } from 'react';

/**
 * Row windowing for a scrolling list of equal-height rows: which rows to render (the visible ones
 * and `overscan` either side), so 500 villas cost the DOM of a screenful. The container scrolls;
 * the caller pads above and below with the height of the rows left out.
 */
export function useWindowedRows(
  container: RefObject<HTMLElement | null>,
  count: number,
  rowHeight: number,
  overscan = 6,
): { first: number; last: number } {
  const [view, setView] = useState({ top: 0, height: 600 });
  useEffect(() => {
    const el = container.current;
    if (!el) return;
    let frame = 0;
    const read = () => {
      frame = 0;
      setView((v) => (v.top === el.scrollTop && v.height === el.clientHeight ? v : { top: el.scrollTop, height: el.clientHeight }));
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(read);
    };
    read();
    el.addEventListener('scroll', schedule, { passive: true });
    const observer = new ResizeObserver(schedule);
    observer.observe(el);
    return () => {
      el.removeEventListener('scroll', schedule);
      observer.disconnect();
      if (frame) cancelAnimationFrame(frame);
    };
  }, [container]);
  const first = Math.max(0, Math.floor(view.top / rowHeight) - overscan);
  const last = Math.min(count, Math.ceil((view.top + view.height) / rowHeight) + overscan);
  return { first, last: Math.max(first, last) };
}
