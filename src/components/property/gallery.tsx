'use client';

import { lazy, type ReactNode, Suspense, useRef, useState } from 'react';
import { fill } from './client-text';

/**
 * One photo, rendered on the server with the responsive image component (no media code in the
 * browser): `tile` for the grid, `full` for the lightbox, which only mounts it when shown.
 */
export interface GalleryPhoto {
  key: string;
  caption: string;
  thumbnail: string;
  tile: ReactNode;
  full: ReactNode;
}

export interface GalleryLabels {
  label: string;
  /** "Open photo {index} of {total}: {caption}" */
  open: string;
  showAll: string;
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
 * The photo grid: a swipeable strip on phones, a hero with four tiles from md up. Every photo is
 * a button that opens the lightbox (loaded on first use) at that photo; focus comes back to it.
 */
export function Gallery({ photos, labels }: { photos: GalleryPhoto[]; labels: GalleryLabels }) {
  const [openAt, setOpenAt] = useState<number | null>(null);
  const returnTo = useRef<HTMLElement | null>(null);
  const total = photos.length;

  const open = (index: number, trigger: HTMLElement) => {
    returnTo.current = trigger;
    setOpenAt(index);
  };

  return (
    <section aria-label={labels.label} className="relative md:container-page md:pt-6" data-testid="gallery">
      <ul
        onPointerEnter={preloadLightbox}
        onFocus={preloadLightbox}
        className="flex snap-x snap-mandatory gap-1 overflow-x-auto [scrollbar-width:none] md:grid md:aspect-[2.2/1] md:grid-cols-4 md:grid-rows-2 md:gap-2 md:overflow-hidden md:rounded-3xl"
      >
        {photos.map((photo, index) => (
          <li
            key={photo.key}
            className={`relative w-full shrink-0 snap-center ${index === 0 ? 'md:col-span-2 md:row-span-2' : ''} ${index > 4 ? 'md:hidden' : ''}`}
          >
            <button
              type="button"
              onClick={(e) => open(index, e.currentTarget)}
              aria-label={fill(labels.open, { index: index + 1, total, caption: photo.caption })}
              data-testid="gallery-photo"
              className="group block size-full overflow-hidden outline-none focus-visible:ring-4 focus-visible:ring-gold focus-visible:ring-inset"
            >
              {photo.tile}
            </button>
          </li>
        ))}
      </ul>
      {total > 1 ? (
        <button
          type="button"
          onClick={(e) => open(0, e.currentTarget)}
          onPointerEnter={preloadLightbox}
          data-testid="gallery-show-all"
          className="absolute right-4 bottom-4 hidden items-center gap-2 rounded-full bg-[#fffdf9]/95 px-4 py-2.5 text-xs font-semibold tracking-wide text-ink shadow-lg outline-none transition hover:bg-white focus-visible:ring-2 focus-visible:ring-gold md:inline-flex md:right-12 md:bottom-6 xl:right-14"
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4" fill="none" stroke="currentColor" strokeWidth="1.6">
            <path d="M4 4h7v7H4zM13 4h7v7h-7zM4 13h7v7H4zM13 13h7v7h-7z" />
          </svg>
          {fill(labels.showAll, { count: total })}
        </button>
      ) : null}
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
    </section>
  );
}
