import { PropertyImage } from '@/components/catalog/property-image';
import type { PropertyImage as Image } from '@/server/catalog/catalog.types';
import { GalleryLightbox, type GalleryLabels } from './gallery';

export interface GalleryGridLabels extends GalleryLabels {
  label: string;
  /** "Open photo {index} of {total}: {caption}" */
  open: (index: number, caption: string) => string;
  showAll: string;
}

/**
 * The photo grid, server-rendered: a swipeable strip on phones, a hero with four tiles from md up.
 * Every photo is a button that opens the lightbox at that photo (GalleryLightbox).
 */
export function GalleryGrid({ images, labels }: { images: Image[]; labels: GalleryGridLabels }) {
  const total = images.length;
  const photos = images.map((image) => ({
    key: image.medium,
    caption: image.caption,
    thumbnail: image.thumbnail,
    // Not eager: an eager <img> in the page's payload is preloaded with the page (React's image
    // preloads), and these are shown only in the lightbox; there, on screen, they load at once.
    full: (
      <PropertyImage
        image={image}
        alt={image.caption}
        sizes="100vw"
        className="max-h-[calc(100dvh-13rem)] w-auto max-w-full object-contain select-none md:rounded-lg"
      />
    ),
  }));
  const { label, open, showAll, ...lightboxLabels } = labels;
  return (
    <GalleryLightbox photos={photos} labels={lightboxLabels}>
      <section aria-label={label} className="relative md:container-page md:pt-6" data-testid="gallery">
        <ul className="flex snap-x snap-mandatory gap-1 overflow-x-auto [scrollbar-width:none] md:grid md:aspect-[2.2/1] md:grid-cols-4 md:grid-rows-2 md:gap-2 md:overflow-hidden md:rounded-3xl">
          {images.map((image, index) => (
            <li
              key={image.medium}
              className={`relative w-full shrink-0 snap-center ${index === 0 ? 'md:col-span-2 md:row-span-2' : ''} ${index > 4 ? 'md:hidden' : ''}`}
            >
              <button
                type="button"
                data-photo={index}
                aria-label={open(index + 1, image.caption)}
                data-testid="gallery-photo"
                className="group block size-full overflow-hidden outline-none focus-visible:ring-4 focus-visible:ring-gold focus-visible:ring-inset"
              >
                <PropertyImage
                  image={image}
                  alt=""
                  eager={index === 0}
                  sizes={
                    index === 0
                      ? '(min-width: 80rem) 640px, (min-width: 48rem) 50vw, 100vw'
                      : '(min-width: 80rem) 320px, (min-width: 48rem) 25vw, 100vw'
                  }
                  className="aspect-[4/3] size-full object-cover transition duration-700 ease-out group-hover:scale-[1.03] md:aspect-auto"
                />
                {/* Phones swipe the strip; this says where they are. */}
                <span
                  aria-hidden="true"
                  className="absolute bottom-3 left-3 rounded-full bg-ink/60 px-2.5 py-1 text-[0.68rem] text-white md:hidden"
                >
                  {index + 1} / {total}
                </span>
              </button>
            </li>
          ))}
        </ul>
        {total > 1 ? (
          <button
            type="button"
            data-photo={0}
            data-testid="gallery-show-all"
            className="absolute right-4 bottom-4 hidden items-center gap-2 rounded-full bg-[#fffdf9]/95 px-4 py-2.5 text-xs font-semibold tracking-wide text-ink shadow-lg outline-none transition hover:bg-white focus-visible:ring-2 focus-visible:ring-gold md:right-12 md:bottom-6 md:inline-flex xl:right-14"
          >
            <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4" fill="none" stroke="currentColor" strokeWidth="1.6">
              <path d="M4 4h7v7H4zM13 4h7v7h-7zM4 13h7v7H4zM13 13h7v7h-7z" />
            </svg>
            {showAll}
          </button>
        ) : null}
      </section>
    </GalleryLightbox>
  );
}
