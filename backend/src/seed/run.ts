// `npx tsx backend/src/seed/run.ts`: migrate and (re-)run every seed step on the configured database (DATA_DIR or
// DATABASE_URL). Steps are idempotent, so this only adds what is missing; stop the API first when on PGlite
// (one process per data directory).
import { loadConfig } from '../config';
import { createDatabase, pgliteDirFor } from '../db';
import { migrate } from '../db/migrate';
import { runSeed } from './index';

async function main(): Promise<void> {
  const config = loadConfig();
  const db = await createDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: config.databaseUrl ? null : pgliteDirFor(config.dataDir),
  });
  const log = {
    info: (obj: unknown, msg?: string) => console.log(msg ?? '', JSON.stringify(obj)),
    warn: (obj: unknown, msg?: string) => console.warn(msg ?? '', JSON.stringify(obj)),
  };
  try {
    const { applied } = await migrate(db);
    if (applied.length) console.log('migrations applied:', applied.join(', '));
    await runSeed({ db, config, options: { catalogueSize: config.seedCatalogueSize }, log: log as never });
    console.log('seed done');
  } finally {
    await db.destroy();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
