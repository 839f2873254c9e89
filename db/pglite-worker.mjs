// The embedded database's own thread (decision 034): PGlite runs here, so its WebAssembly work
// does not block the server's event loop. db/pglite-thread.ts is the other side; messages are
// { id, op, ... } and every one is answered with { id, ok, value } or { id, ok: false, error }.
// Plain JavaScript: the same file runs under tsx, vitest and the esbuild bundle of `npm start`.
import { parentPort, workerData } from "node:worker_threads";
import { PGlite } from "@electric-sql/pglite";

const { dataDir, loadDataDir } = workerData;
const pg = await PGlite.create({
  dataDir,
  loadDataDir: loadDataDir ? new Blob([loadDataDir]) : undefined,
});

/** Open transactions by id: their PGlite transaction object, and how to end them. */
const transactions = new Map();
let nextTransaction = 1;

const identity = (value) => value;

/** The options as PGlite takes them: the parsers asked for are pass-through (those Drizzle gives are). */
function optionsOf(options) {
  if (!options) return undefined;
  const parsers = Object.fromEntries((options.rawTypes ?? []).map((type) => [type, identity]));
  return { rowMode: options.rowMode, parsers };
}

/** An error as it crosses threads: its message and every field a caller reads (code, detail, constraint...). */
function errorOf(error) {
  const fields = {};
  if (error && typeof error === "object")
    for (const [key, value] of Object.entries(error))
      if (value === null || ["string", "number", "boolean"].includes(typeof value)) fields[key] = value;
  return { message: error instanceof Error ? error.message : String(error), name: error?.name, fields };
}

function target(tx) {
  if (tx === undefined) return pg;
  const open = transactions.get(tx);
  if (!open?.tx) throw new Error(`transaction ${tx} is not open`);
  return open.tx;
}

const operations = {
  query: ({ sql, params, options, tx }) => target(tx).query(sql, params, optionsOf(options)),
  exec: ({ sql, tx }) => target(tx).exec(sql),
  // PGlite holds its one connection for a transaction's whole callback: the callback waits here
  // until the caller ends it, and other queries queue behind it as they would in-process.
  begin: () =>
    new Promise((begun) => {
      const id = nextTransaction++;
      const open = {};
      transactions.set(id, open);
      open.done = pg.transaction(
        (tx) =>
          new Promise((end, rollBack) => {
            Object.assign(open, { tx, end, rollBack });
            begun(id);
          }),
      );
      // Awaited by `end`; a roll-back must not count as unhandled meanwhile.
      open.done.catch(() => {});
    }),
  end: async ({ tx, commit }) => {
    const open = transactions.get(tx);
    if (!open?.tx) throw new Error(`transaction ${tx} is not open`);
    transactions.delete(tx);
    if (commit) {
      open.end();
      await open.done;
    } else {
      open.rollBack(new Error("rolled back"));
      await open.done.catch(() => {});
    }
  },
  dump: async () => new Uint8Array(await (await pg.dumpDataDir("gzip")).arrayBuffer()),
  close: () => pg.close(),
};

parentPort.on("message", async (message) => {
  try {
    const value = await operations[message.op](message);
    parentPort.postMessage({ id: message.id, ok: true, value });
  } catch (error) {
    parentPort.postMessage({ id: message.id, ok: false, error: errorOf(error) });
  }
});
parentPort.postMessage({ ready: true });
