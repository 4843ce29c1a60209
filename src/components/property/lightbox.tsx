'use client';

import { useEffect, useRef, useState } from 'react';
import { fill } from '@/components/ui/client-text';
import type { GalleryLabels, GalleryPhoto } from './gallery';
import { ChevronIcon, CloseIcon } from '@/components/ui/icons';

/** A horizontal move this long (px) on a touch screen turns the photo. */
const SWIPE_PX = 40;

/**
 * Full-screen photos in a native modal <dialog>: arrows and Home/End move, Escape closes, a swipe
 * turns the photo on phones, thumbnails jump. The counter is announced as it changes.
 */
export default function Lightbox({
  photos,
  startIndex,
  labels,
  onClose,
}: {
  photos: GalleryPhoto[];
  startIndex: number;
  labels: GalleryLabels;
  onClose: () => void;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const swipeFrom = useRef<number | null>(null);
  const [index, setIndex] = useState(startIndex);
  const total = photos.length;
  const photo = photos[index];

  useEffect(() => {
    const d = dialog.current;
    if (d && !d.open) d.showModal();
    return () => d?.close();
  }, []);

  useEffect(() => {
    document.getElementById(`lightbox-thumb-${index}`)?.scrollIntoView({ block: 'nearest', inline: 'center' });
  }, [index]);

  const go = (delta: number) => setIndex((i) => (i + delta + total) % total);

  if (!photo) return null;
  return (
    <dialog
      ref={dialog}
      aria-label={labels.dialog}
      data-testid="lightbox"
      onClose={onClose}
      onKeyDown={(e) => {
        if (e.key === 'ArrowRight') go(1);
        else if (e.key === 'ArrowLeft') go(-1);
        else if (e.key === 'Home') setIndex(0);
        else if (e.key === 'End') setIndex(total - 1);
        else return;
        e.preventDefault();
      }}
      className="m-0 h-dvh max-h-none w-screen max-w-none overflow-hidden bg-[#12110f] p-0 text-white backdrop:bg-black/80"
    >
      <div className="flex h-full flex-col">
        <div className="flex items-center justify-between px-4 py-3 md:px-8">
          <p aria-live="polite" className="text-sm tracking-wide text-white/80" data-testid="lightbox-counter">
            {fill(labels.counter, { index: index + 1, total })}
          </p>
          <button
            type="button"
            onClick={() => dialog.current?.close()}
            aria-label={labels.close}
            data-testid="lightbox-close"
            className="inline-flex size-11 items-center justify-center rounded-full outline-none transition hover:bg-white/10 focus-visible:ring-2 focus-visible:ring-gold"
          >
            <CloseIcon />
          </button>
        </div>

        <figure
          className="relative flex min-h-0 flex-1 flex-col items-center justify-center px-2 [touch-action:pan-y] md:px-20"
          onPointerDown={(e) => {
            swipeFrom.current = e.clientX;
          }}
          onPointerCancel={() => {
            swipeFrom.current = null;
          }}
          // A photo is draggable by default; a drag would swallow the swipe.
          onDragStart={(e) => e.preventDefault()}
          onPointerUp={(e) => {
            const from = swipeFrom.current;
            swipeFrom.current = null;
            if (from === null || total < 2) return;
            const dx = e.clientX - from;
            if (Math.abs(dx) >= SWIPE_PX) go(dx < 0 ? 1 : -1);
          }}
        >
          <div key={photo.key} className="flex min-h-0 w-full items-center justify-center">
            {photo.full}
          </div>
          <figcaption className="px-4 pt-3 pb-1 text-center text-sm text-white/85" data-testid="lightbox-caption">
            {photo.caption}
          </figcaption>
          {total > 1 ? (
            <>
              <NavButton side="left" label={labels.previous} onClick={() => go(-1)} />
              <NavButton side="right" label={labels.next} onClick={() => go(1)} />
            </>
          ) : null}
        </figure>

        {total > 1 ? (
          <ul
            aria-label={labels.thumbnails}
            className="flex shrink-0 justify-start gap-2 overflow-x-auto px-4 py-3 md:justify-center md:px-8"
          >
            {photos.map((thumb, i) => (
              <li key={thumb.key} className="shrink-0">
                <button
                  id={`lightbox-thumb-${i}`}
                  type="button"
                  aria-label={fill(labels.counter, { index: i + 1, total })}
                  aria-current={i === index ? 'true' : undefined}
                  onClick={() => setIndex(i)}
                  className={`block overflow-hidden rounded-md outline-none transition focus-visible:ring-2 focus-visible:ring-gold ${i === index ? 'opacity-100 ring-2 ring-white' : 'opacity-55 hover:opacity-90'}`}
                >
                  {/* biome-ignore lint/performance/noImgElement: a small thumbnail; the srcset component is for large photos */}
                  <img
                    src={thumb.thumbnail}
                    alt=""
                    width={96}
                    height={64}
                    loading="lazy"
                    className="h-12 w-18 object-cover md:h-16 md:w-24"
                  />
                </button>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </dialog>
  );
}

function NavButton({ side, label, onClick }: { side: 'left' | 'right'; label: string; onClick: () => void }) {
  return (
    <button
      type="button"
      aria-label={label}
      onClick={onClick}
      data-testid={side === 'left' ? 'lightbox-previous' : 'lightbox-next'}
      className={`absolute top-1/2 ${side === 'left' ? 'left-2 md:left-6' : 'right-2 md:right-6'} inline-flex size-11 -translate-y-1/2 items-center justify-center rounded-full bg-black/45 outline-none transition hover:bg-black/70 focus-visible:ring-2 focus-visible:ring-gold md:size-12`}
    >
      <ChevronIcon side={side} />
    </button>
  );
}
