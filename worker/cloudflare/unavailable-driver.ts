/**
 * Stands in for database drivers that cannot run on Workers (PGlite needs run-time WASM, which
 * workerd refuses; node-postgres and ws are replaced by the Neon driver). wrangler.toml aliases
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
export class WebSocket {
  constructor() {
    unavailable();
  }
}
export default { Pool, WebSocket };
