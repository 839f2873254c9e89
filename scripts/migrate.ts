import { applyMigrations } from "../db/migrate";
import { ConfigError } from "../worker/config/config";
import { loadNodeConfig } from "../worker/config/dev-secrets";
import { lockDataDir } from "../worker/node/data-dir-lock";
import { openNodeDatabase } from "../worker/node/database";

/**
 * `npm run db:migrate`: applies the committed migrations to DATABASE_URL (node-postgres, which
 * reaches Neon too), or to the embedded database under DATA_DIR. Deploys run it before the Worker.
 */
async function main() {
  const config = await loadNodeConfig(process.env);
  // The embedded database takes one process at a time: not while `npm start` runs on it.
  const unlock = config.database.kind === "embedded" ? await lockDataDir(config.dataDir) : async () => {};
  const handle = await openNodeDatabase(config);
  try {
    await applyMigrations(handle);
    console.log(`Migrations applied (${handle.kind}).`);
  } finally {
    await handle.close();
    await unlock();
  }
}

main().catch((error: unknown) => {
  console.error(
    error instanceof ConfigError
      ? error.message
      : `Migration failed: ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exit(1);
});
