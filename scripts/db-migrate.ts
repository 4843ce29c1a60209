import { openDatabase } from '../src/server/db/open';
import { config } from '../src/server/core/config.mjs';

const db = await openDatabase({ url: config().databaseUrl, dataDir: config().pgliteDir });
await db.migrate();
console.log(`migrations applied (${db.kind})`);
await db.close();
