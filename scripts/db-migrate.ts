import { openDatabase } from '../src/server/db/open';

const db = await openDatabase({ url: process.env.DATABASE_URL, dataDir: process.env.PGLITE_DIR ?? '.data/pglite' });
await db.migrate();
console.log(`migrations applied (${db.kind})`);
await db.close();
