import fs from 'node:fs';
import { SEEDED_DATA_DIR, spawnServer } from './server.js';

/**
 * Seeds the demo data once, with the built server as `npm start` would, and stops it cleanly; the
 * browser files then copy the folder (startServer). Run before them by the e2e test script.
 */
fs.rmSync(SEEDED_DATA_DIR, { recursive: true, force: true });
fs.mkdirSync(SEEDED_DATA_DIR, { recursive: true });
const server = await spawnServer({ env: { DATA_DIR: SEEDED_DATA_DIR } });
try {
  await server.waitUntilReady(300_000);
} finally {
  await server.stop();
}
if ((await server.exited) !== 0) throw new Error(`the seeding server did not stop cleanly:\n${server.output()}`);
console.log(`seeded ${SEEDED_DATA_DIR}`);
