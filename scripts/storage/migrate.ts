/**
 * `npm run storage:migrate`: copies the files of an installation that kept them on its disk
 * (MEDIA_DIR, PRIVATE_FILES_DIR) into the bucket named by S3_BUCKET (public media under `media/`,
 * private files under `private/`), keeping their keys, so the URLs and keys in the database stay
 * right. Idempotent and resumable: what is already there with the same size is skipped. Prints
 * copied, skipped, failed (and ignored: files that are not the app's); exits 1 when one failed.
 * Run it with the servers' S3_* variables, before (and again right after) switching them over.
 */
import { config } from '../../src/server/core/config.mjs';
import { localDriver } from '../../src/server/storage/local-driver';
import { migrateFiles } from '../../src/server/storage/migrate-files';
import { s3Driver } from '../../src/server/storage/s3-driver';

const c = config();
if (!c.storage.bucket) {
  console.error('storage:migrate needs S3_BUCKET (and S3_ENDPOINT, S3_REGION, credentials as the servers use them)');
  process.exit(2);
}
const from = localDriver({ media: c.mediaDir, private: c.privateFilesDir });
const to = s3Driver({ ...c.storage, bucket: c.storage.bucket });
console.log(`copying ${c.mediaDir} and ${c.privateFilesDir} into s3://${c.storage.bucket}/{media,private}/`);
const started = performance.now();
const counts = await migrateFiles(from, to, {
  onFailure: (area, key, err) => console.error(`failed: ${area}/${key}: ${err instanceof Error ? err.message : String(err)}`),
});
console.log(
  `copied ${counts.copied}, skipped ${counts.skipped} (already there), failed ${counts.failed}, ignored ${counts.ignored} (not the app's files) in ${((performance.now() - started) / 1000).toFixed(1)} s`,
);
if (counts.failed > 0) process.exit(1);
