/**
 * A separate app server's queue worker for src/server/mail/delivery-kill.int.test.ts: it works
 * `send-mail` jobs on the PostgreSQL database CHILD_DATABASE_URL with this process's environment
 * (SMTP_URL, MAIL_EXPIRE_IN_SECONDS…), says `ready` on stdout, and runs until it is killed.
 * Run as `node --import tsx` with TSX_TSCONFIG_PATH=scripts/jobs/tsconfig.json (its paths map `@/` and `server-only`).
 */
import { openDatabase } from '../server/db/open';
import { startQueue } from '../server/queue/queue';

const url = process.env.CHILD_DATABASE_URL;
if (!url) throw new Error('CHILD_DATABASE_URL is not set');
const db = await openDatabase({ url, poolSize: 4 });
await startQueue({ orm: db.orm, workers: true, jobs: ['send-mail'] });
process.stdout.write('ready\n');
