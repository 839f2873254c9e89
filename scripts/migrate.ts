import { applyMigrations } from "../db/migrate";
import { ConfigError } from "../worker/config/config";
import { loadNodeConfig } from "../worker/config/dev-secrets";
import { openNodeDatabase } from "../worker/node/database";

/**
 * `npm run db:migrate`: applies the committed migrations to DATABASE_URL (node-postgres, which
 * reaches Neon too), or to the embedded database under DATA_DIR. Deploys run it before the Worker.
 */
async function main() {
  const config = await loadNodeConfig(process.env);
  const handle = await openNodeDatabase(config);
  try {
    await applyMigrations(handle);
    console.log(`Migrations applied (${handle.kind}).`);
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : `Migration failed: ${String(error)}`);
  process.exit(1);
});
