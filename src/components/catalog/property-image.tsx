import { mediaVariant } from '@/lib/media-variant';
import type { PropertyImage as Image } from '@/server/catalog/catalog.types';

/** The media pipeline writes each photo three times: original, medium (1/2 wide), thumbnail (1/4). */
function srcSet(original: string, medium: string, thumbnail: string, width: number): string {
  return `${thumbnail} ${Math.round(width / 4)}w, ${medium} ${Math.round(width / 2)}w, ${original} ${width}w`;
}

interface Common {
  sizes: string;
  /** Above the fold: load at once and first. */
  eager?: boolean;
  className?: string;
}

/** A property photo with a responsive srcset; width/height reserve its box so nothing jumps. */
export function PropertyImage({ image, sizes, eager = false, className = '', alt }: Common & { image: Image; alt?: string }) {
  return (
    // biome-ignore lint/performance/noImgElement: next/image is not configured for /media; the srcset is ours
    <img
      src={image.medium}
      srcSet={srcSet(image.original, image.medium, image.thumbnail, image.width)}
      sizes={sizes}
      width={image.width}
      height={image.height}
      alt={alt ?? image.caption}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : 'auto'}
      decoding="async"
      className={className}
    />
  );
}

/** Generated pictures of destinations and editorial content are 1600×1067 originals. */
const CONTENT_WIDTH = 1600;
const CONTENT_HEIGHT = 1067;

/**
 * A destination or content picture, stored as the URL of its original; its medium and thumbnail
 * sit beside it. Decorative by default (alt=""): a title next to it names the item.
 */
export function MediaImage({ src, sizes, eager = false, className = '', alt = '' }: Common & { src: string; alt?: string }) {
  const medium = mediaVariant(src, 'medium');
  const thumbnail = mediaVariant(src, 'thumbnail');
  const generated = medium !== src;
  return (
    // biome-ignore lint/performance/noImgElement: next/image is not configured for /media; the srcset is ours
    <img
      src={generated ? medium : src}
      srcSet={generated ? srcSet(src, medium, thumbnail, CONTENT_WIDTH) : undefined}
      sizes={generated ? sizes : undefined}
      width={CONTENT_WIDTH}
      height={CONTENT_HEIGHT}
      alt={alt}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : 'auto'}
      decoding="async"
      className={className}
    />
  );
}
