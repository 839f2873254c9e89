/**
 * Stands in for database drivers the Workers build leaves out: PGlite needs run-time WASM, which
 * workerd refuses, and node-postgres is replaced there by the Neon driver. wrangler.toml aliases
 * them here so the bundle stays small; calling one explains why instead of failing obscurely.
 */
function unavailable(): never {
  throw new Error("This database driver is not available on Workers; set DATABASE_URL to use the Neon driver.");
}

export const drizzle = unavailable;
export class PGlite {
  constructor() {
    unavailable();
  }
}
export class Pool {
  constructor() {
    unavailable();
  }
}
export default { Pool };
