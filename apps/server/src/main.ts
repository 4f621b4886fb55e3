import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { type Database, openDatabase } from './db/client.js';
import { DataDirLockedError } from './db/lock.js';
import { limitHeapGrowth } from './heap-growth.js';
import { createLogger } from './logger.js';
import { resealSubscriptionSecrets } from './modules/client-api/subscriptions.js';
import { syncDictionary } from './modules/dictionary/service.js';
import { resealTotpSecrets } from './modules/identity/second-factor.js';
import { dataDirSecretKey, UnopenableSecretError } from './secret-box.js';
import { seedDemo } from './seed/demo.js';

/** config -> database -> migrations -> reference data -> demo seed -> stored secrets sealed -> listen (DESIGN §2). */
async function main(): Promise<void> {
  limitHeapGrowth();
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
  const logger = createLogger(config);

  let database: Database;
  try {
    database = await openDatabase(
      config.DATABASE_URL
        ? {
            kind: 'postgres',
            url: config.DATABASE_URL,
            poolMax: config.DATABASE_POOL_MAX,
            connectTimeoutMs: config.DATABASE_CONNECT_TIMEOUT_MS,
          }
        : { kind: 'pglite', dataDir: config.pgliteDir },
    );
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      logger.fatal(error.message);
      process.exit(1);
    }
    throw error;
  }
  logger.info({ database: database.kind }, 'database opened');
  // Only the embedded database may go without SECRETS_KEY (loadConfig); its folder lock is held now.
  if (!config.SECRETS_KEY) config = { ...config, SECRETS_KEY: dataDirSecretKey(config.DATA_DIR) };

  await database.migrate();
  await syncDictionary(database.db);
  // The one place the demo reads the clock: everything it seeds is dated relative to this start.
  if (config.SEED_DEMO && (await seedDemo(database.db, new Date(), undefined, { filesDir: config.filesDir })))
    logger.info('demo data seeded');

  if (config.SMS_PROVIDER === 'outbox' && !config.SEED_DEMO) {
    // Outside the demo nobody would receive a code: say so where the operator looks first.
    logger.warn(
      'SMS_PROVIDER=outbox: SMS codes are kept for the staff admin, not sent; set SMS_PROVIDER=http for real users',
    );
  }
  const app = await buildApp({ config, database, logger });
  try {
    const sealed =
      (await resealTotpSecrets(database.db, app.context.secrets)) +
      (await resealSubscriptionSecrets(database.db, app.context.secrets));
    if (sealed > 0) logger.info({ sealed }, 'stored secrets sealed under SECRETS_KEY');
  } catch (error) {
    if (error instanceof UnopenableSecretError) {
      logger.fatal(error.message);
      process.exit(1);
    }
    throw error;
  }
  await app.listen({ host: config.HOST, port: config.PORT });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down: finishing requests in flight');
    const force = setTimeout(() => {
      logger.error('shutdown timed out, exiting');
      process.exit(1);
    }, config.SHUTDOWN_TIMEOUT_MS);
    force.unref();
    await app.close();
    await database.close();
    logger.info('stopped');
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}

main().catch((error: unknown) => {
  process.stderr.write(
    `Portside failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
