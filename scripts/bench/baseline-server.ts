import { createServer } from "node:http";
import { createDb } from "../../db/client";
import { applyMigrations } from "../../db/migrate";
import { createLogger } from "../../worker/logging/logger";
import { checkHealth } from "../../worker/services/health/check-health";

/**
 * The benchmark's baseline: plain node:http doing the same work as GET /api/health (the same
 * health check on its own embedded database) with no framework, middleware or logging around it.
 * Usage: tsx scripts/bench/baseline-server.ts <port>
 */
const port = Number(process.argv[2]);
const handle = await createDb({ kind: "pglite" });
await applyMigrations(handle);
const adapters = { db: handle.kind, writer: "offline", payments: "sandbox", mailer: "outbox" } as const;
const logger = createLogger("silent");

createServer(async (_request, response) => {
  const report = await checkHealth({ db: handle.db, adapters, runtime: "node", now: () => new Date(), logger });
  response.writeHead(200, { "content-type": "application/json" });
  response.end(JSON.stringify(report));
}).listen(port, () => console.log(`baseline listening on ${port}`));
