'use client';

import { type RefObject, useEffect, useState } from 'react';

/** True once the element comes within `margin` of the screen (then stays true): heavy parts load only then. */
export function useNear(ref: RefObject<Element | null>, margin: string, onNear?: () => void): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const show = () => {
      setNear(true);
      onNear?.();
    };
    if (typeof IntersectionObserver === 'undefined') return show();
    const io = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          show();
          io.disconnect();
        }
      },
      { rootMargin: margin },
    );
    io.observe(el);
    return () => io.disconnect();
  }, [ref, margin, onNear]);
  return near;
}
