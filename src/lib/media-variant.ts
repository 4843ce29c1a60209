/**
 * Another size of a generated image: stored URLs name the original
 * ("/media/press/x-original.webp"), and medium and thumbnail sit beside it. Pure, so the
 * browser's cards (src/components/search/results-island.tsx) use it too.
 */
export function mediaVariant(url: string, size: 'original' | 'medium' | 'thumbnail'): string {
  return url.replace(/-(original|medium|thumbnail)\.webp$/, `-${size}.webp`);
}
