// Entry point: config → database → migrations → seed on first start → listen: the shopper API on PORT, the
// operator API on OPERATOR_PORT (loopback by default). Stops cleanly on SIGTERM/SIGINT
// (closing PGlite properly so its data directory survives a restart).
import { buildApp, buildOperatorApp } from './app';
import { ConfigError, loadConfig } from './config';
import { createDatabase, pgliteDirFor } from './db';
import { migrate } from './db/migrate';
import { needsSeed, runSeed } from './seed';

async function main(): Promise<void> {
  const config = loadConfig();
  const db = await createDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: config.databaseUrl ? null : pgliteDirFor(config.dataDir),
  });
  const app = await buildApp({ db, config });
  const operatorApp = await buildOperatorApp({ db, config, mailer: app.mailer });
  const log = app.log;
  if (config.secretsFile) {
    log.info(
      { file: config.secretsFile, secrets: config.storedSecrets, generated: config.generatedSecrets },
      'secrets not set in the environment are kept in the data directory',
    );
  }
  if (config.simulatedPayments) {
    log.warn(
      'SIMULATED_PAYMENTS is on: online top-ups are paid on a simulated page and credit balances with money nobody paid (demo only)',
    );
  }

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    log.info({ signal }, 'shutting down');
    const force = setTimeout(() => {
      log.error('shutdown took too long, exiting');
      process.exit(1);
    }, 10_000);
    force.unref();
    try {
      await app.close();
      await operatorApp.close();
      await app.mailer.close?.();
      await db.destroy();
      log.info('stopped');
      process.exit(0);
    } catch (err) {
      log.error({ err }, 'error during shutdown');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  const migrated = await migrate(db);
  if (migrated.applied.length) log.info({ applied: migrated.applied }, 'migrations applied');
  if (migrated.changed.length) log.warn({ changed: migrated.changed }, 'applied migrations changed on disk since');
  if (await needsSeed(db)) {
    log.info('empty database: seeding demo data');
    await runSeed({ db, config, options: { catalogueSize: config.seedCatalogueSize }, log });
  }
  if (closing) return;
  await app.listen({ port: config.port, host: config.host });
  await operatorApp.listen({ port: config.operatorPort, host: config.operatorHost });
  log.info(
    {
      port: config.port,
      operator: `${config.operatorHost}:${config.operatorPort}`,
      database: config.databaseUrl ? 'postgres' : pgliteDirFor(config.dataDir),
      mail: app.mailer.transport,
    },
    'reference API ready',
  );
}

main().catch((err: unknown) => {
  if (err instanceof ConfigError) console.error(`Configuration error: ${err.message}`);
  else console.error(err);
  process.exit(1);
});
