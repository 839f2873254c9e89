import { fork, spawn } from "node:child_process";
import { once } from "node:events";
import { resolve } from "node:path";
import type { LocalPostgresMessage } from "./postgres/local-postgres";

/**
 * `npm run start:postgres`: the product on a real PostgreSQL on this machine, in one command. A
 * PostgreSQL cluster in `$DATA_DIR/postgres` (created on the first run, kept after), then
 * `npm start` with DATABASE_URL pointing at it (the server applies the migrations). Ctrl-C stops
 * the server, then the database.
 */
const dataDir = resolve(process.env.DATA_DIR ?? ".data");
const database = fork(resolve("scripts/postgres/local-postgres.ts"), [dataDir], {
  // Its own process group: Ctrl-C reaches the server, and the database only once the server is done.
  detached: true,
  stdio: ["ignore", "inherit", "inherit", "ipc"],
});
const [message] = (await once(database, "message")) as [LocalPostgresMessage];
if (!message.ready) {
  console.error(`PostgreSQL did not start: ${message.error}`);
  process.exit(1);
}
const server = spawn(process.execPath, ["--enable-source-maps", "scripts/start.mjs"], {
  stdio: "inherit",
  env: { ...process.env, DATABASE_URL: message.url },
});
// A signal sent to this process alone (not the terminal's group) reaches the server too; it
// ignores a second one while it stops.
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => server.kill(signal));
const [code] = (await once(server, "exit")) as [number | null];
database.send("stop");
await once(database, "exit");
process.exit(code ?? 0);
