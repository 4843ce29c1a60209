'use client';

import { lazy, type ReactNode, Suspense, useRef, useState } from 'react';

/**
 * One photo for the lightbox, rendered on the server with the responsive image component (no
 * media code in the browser); the lightbox mounts `full` only when it is shown.
 */
export interface GalleryPhoto {
  key: string;
  caption: string;
  thumbnail: string;
  full: ReactNode;
}

export interface GalleryLabels {
  dialog: string;
  close: string;
  previous: string;
  next: string;
  /** "Photo {index} of {total}" */
  counter: string;
  thumbnails: string;
}

const Lightbox = lazy(() => import('./lightbox'));
const preloadLightbox = () => void import('./lightbox');

/**
 * Opens the lightbox (loaded on first use) from the server-rendered photo grid: any button inside
 * with `data-photo="{index}"` opens it at that photo, and focus goes back to that button after.
 */
export function GalleryLightbox({ photos, labels, children }: { photos: GalleryPhoto[]; labels: GalleryLabels; children: ReactNode }) {
  const [openAt, setOpenAt] = useState<number | null>(null);
  const returnTo = useRef<HTMLElement | null>(null);

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: delegates the clicks of the real buttons inside (keyboard included)
    // biome-ignore lint/a11y/useKeyWithClickEvents: the buttons inside fire click for Enter and Space
    <div
      onClick={(e) => {
        const trigger = (e.target as HTMLElement).closest<HTMLElement>('[data-photo]');
        if (!trigger) return;
        returnTo.current = trigger;
        setOpenAt(Number(trigger.dataset.photo) || 0);
      }}
      onPointerOver={preloadLightbox}
      onFocus={preloadLightbox}
    >
      {children}
      {openAt !== null ? (
        <Suspense fallback={null}>
          <Lightbox
            photos={photos}
            startIndex={openAt}
            labels={labels}
            onClose={() => {
              setOpenAt(null);
              returnTo.current?.focus();
            }}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
