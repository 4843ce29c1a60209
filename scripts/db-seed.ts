/**
 * Demo data: opens the database like db-migrate.ts (DATABASE_URL, else PGlite in PGLITE_DIR),
 * applies migrations, then upserts the demo catalogue, accounts and trips and draws the pictures
 * into the public media (MEDIA_DIR, default .data/media, or the bucket's `media/` with S3_BUCKET). Safe to run again: nothing is duplicated, and existing
 * pictures are kept (SEED_FORCE_IMAGES=1 redraws them).
 */
import path from 'node:path';
import { openDatabase } from '../src/server/db/open';
import { seedDatabase } from '../src/server/seed/seed';
import { config } from '../src/server/core/config.mjs';

const started = performance.now();
const db = await openDatabase({ url: config().databaseUrl, dataDir: config().pgliteDir });
try {
  await db.migrate();
  const where = config().storage.bucket ? `s3://${config().storage.bucket}/media` : path.resolve(config().mediaDir);
  const result = await seedDatabase(db.orm, { forceImages: process.env.SEED_FORCE_IMAGES === '1' });
  const counts = Object.entries(result.counts)
    .map(([table, n]) => `${table} ${n}`)
    .join(', ');
  console.log(`seeded (${db.kind}): ${counts}`);
  console.log(`images: ${result.imagesRendered} drawn, ${result.imagesTotal - result.imagesRendered} already present (${where})`);
  console.log(`done in ${((performance.now() - started) / 1000).toFixed(1)} s`);
} finally {
  await db.close();
}
