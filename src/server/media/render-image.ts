import sharp from 'sharp';
import { localDriver } from '../storage/local-driver';
import { type StorageDriver, storage } from '../storage/storage';
import { bedroomScene, livingScene, spaScene } from './scenes/indoor';
import { coastScene, golfScene, jungleScene, reefScene, whaleScene, yachtScene } from './scenes/landscape';
import { beachScene, diningScene, exteriorScene, poolScene } from './scenes/outdoor';
import { H, makePalette, type Rand, type TimeOfDay, W } from './scenes/svg-kit';

export const SCENES = {
  exterior: exteriorScene,
  pool: poolScene,
  living: livingScene,
  bedroom: bedroomScene,
  dining: diningScene,
  beach: beachScene,
  spa: spaScene,
  coast: coastScene,
  yacht: yachtScene,
  golf: golfScene,
  whale: whaleScene,
  reef: reefScene,
  jungle: jungleScene,
} as const;
export type SceneKey = keyof typeof SCENES;

export type ImageSize = 'original' | 'medium' | 'thumbnail';
export const IMAGE_SIZES: readonly ImageSize[] = ['original', 'medium', 'thumbnail'];

/** Relative file of one size: `<base>-<size>.webp`, e.g. properties/casa-coralina/1-medium.webp. */
export function imageFile(base: string, size: ImageSize): string {
  return `${base}-${size}.webp`;
}

export interface ImageJob {
  /** Path inside the media folder without size or extension, e.g. properties/casa-coralina/1. */
  base: string;
  scene: SceneKey;
  /** Draws the palette and the scene's variations; the same seed draws the same picture. */
  rand: Rand;
  /** A fresh PRNG for the palette, so every picture of one villa shares its colours. */
  palette?: () => Rand;
  time?: TimeOfDay;
}

export interface RenderOptions {
  /** A folder to write into (tests); else the configured storage's public media (MEDIA_DIR or the bucket). */
  mediaDir?: string;
  /** Width of the original; medium and thumbnail are a half and a quarter of it. */
  width: number;
  /** Regenerate even when all three files already exist. */
  force?: boolean;
}

export function imageHeight(width: number): number {
  return Math.round((width * H) / W);
}

function mediaStore(opts: RenderOptions): StorageDriver {
  return opts.mediaDir ? localDriver({ media: opts.mediaDir }) : storage();
}

/** Draws one scene and writes its three WebP sizes; returns false when they were already there. */
export async function renderImage(job: ImageJob, opts: RenderOptions, store = mediaStore(opts)): Promise<boolean> {
  const keys = IMAGE_SIZES.map((size) => imageFile(job.base, size));
  if (!opts.force && (await Promise.all(keys.map((k) => store.stat('media', k)))).every((found) => found !== null)) return false;
  const palette = makePalette(job.palette ? job.palette() : job.rand, job.time);
  const svg = SCENES[job.scene](palette, job.rand);
  // Rasterise once at the largest size and downscale from the pixels: librsvg is the slow part.
  const { data, info } = await sharp(Buffer.from(svg), { density: (72 * opts.width) / W })
    .resize(opts.width, imageHeight(opts.width), { fit: 'fill' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = { width: info.width, height: info.height, channels: info.channels };
  await Promise.all(
    keys.map(async (key, i) => {
      const width = Math.round(opts.width / 2 ** i);
      const pipeline = sharp(data, { raw });
      // effort 2 and no smartSubsample: both cost 2-5x the encode time for no visible gain on flat art.
      const webp = await (i === 0 ? pipeline : pipeline.resize(width)).webp({ quality: 80, effort: 2 }).toBuffer();
      // The storage writes whole objects (a temporary file renamed, or one PUT): an interrupted run
      // never leaves a half file that the "already exists" check would then trust.
      await store.put('media', key, webp, { contentType: 'image/webp' });
    }),
  );
  return true;
}

/** Renders jobs with a small pool: sharp already threads each image, two at a time fills 2 cores. */
export async function renderImages(jobs: readonly ImageJob[], opts: RenderOptions & { parallel?: number }): Promise<number> {
  let next = 0;
  let rendered = 0;
  const store = mediaStore(opts);
  const workers = Array.from({ length: Math.max(1, opts.parallel ?? 4) }, async () => {
    while (next < jobs.length) {
      const job = jobs[next++];
      if (job && (await renderImage(job, opts, store))) rendered++;
    }
  });
  await Promise.all(workers);
  return rendered;
}
