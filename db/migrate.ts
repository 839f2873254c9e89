import { fileURLToPath } from "node:url";
import type { DbHandle } from "./client";

export const MIGRATIONS_FOLDER = fileURLToPath(new URL("./migrations", import.meta.url));

/**
 * Applies the committed drizzle-kit migrations; already-applied ones are skipped, so this is safe
 * at every start. Node only: it reads the migrations folder from disk.
 */
export async function applyMigrations(handle: DbHandle, migrationsFolder = MIGRATIONS_FOLDER): Promise<void> {
  const config = { migrationsFolder };
  switch (handle.kind) {
    case "pglite": {
      const { migrate } = await import("drizzle-orm/pglite/migrator");
      return migrate(handle.db as Parameters<typeof migrate>[0], config);
    }
    case "node-postgres": {
      const { migrate } = await import("drizzle-orm/node-postgres/migrator");
      return migrate(handle.db as Parameters<typeof migrate>[0], config);
    }
    case "neon": {
      const { migrate } = await import("drizzle-orm/neon-serverless/migrator");
      return migrate(handle.db as Parameters<typeof migrate>[0], config);
    }
  }
}
