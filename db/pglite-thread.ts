import { Worker } from "node:worker_threads";

/**
 * PGlite in a thread of its own (decision 034), seen from the server's thread: the part of
 * PGlite's interface Drizzle's pglite driver calls (`query`, `exec`, `transaction`), plus
 * `close` and `dumpDataDir`. Each call is a message to db/pglite-worker.mjs; PGlite's own mutex
 * there keeps its one connection's order (a transaction holds it until it ends), as in-process.
 */

type Options = { rowMode?: "array" | "object"; parsers?: Record<number, unknown> };
type Results = { rows: unknown[]; fields: { name: string; dataTypeID: number }[]; affectedRows?: number };
type Reply = { id: number; ok: true; value: unknown } | { id: number; ok: false; error: ThreadError };
type ThreadError = { message: string; name?: string; fields: Record<string, unknown> };

export type ThreadClient = {
  query(sql: string, params?: unknown[], options?: Options): Promise<Results>;
  exec(sql: string): Promise<Results[]>;
  transaction<T>(callback: (tx: ThreadClient) => Promise<T>): Promise<T>;
};

export type PgliteThread = ThreadClient & {
  close(): Promise<void>;
  dumpDataDir(compression: "gzip"): Promise<Blob>;
};

const WORKER = new URL("./pglite-worker.mjs", import.meta.url);

export async function openPgliteThread(options: { dataDir?: string; loadDataDir?: Blob }): Promise<PgliteThread> {
  const loadDataDir = options.loadDataDir ? new Uint8Array(await options.loadDataDir.arrayBuffer()) : undefined;
  const worker = new Worker(WORKER, {
    workerData: { dataDir: options.dataDir, loadDataDir },
    ...(loadDataDir ? { transferList: [loadDataDir.buffer as ArrayBuffer] } : {}),
  });
  const pending = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
  let nextId = 1;
  let failure: Error | null = null;
  const failAll = (error: Error) => {
    failure = error;
    for (const call of pending.values()) call.reject(error);
    pending.clear();
  };
  await new Promise<void>((ready, failed) => {
    worker.once("message", () => ready());
    worker.once("error", failed);
  });
  worker.on("message", (reply: Reply) => {
    const call = pending.get(reply.id);
    if (!call) return;
    pending.delete(reply.id);
    if (reply.ok) call.resolve(reply.value);
    else call.reject(errorOf(reply.error));
  });
  worker.on("error", (error) => failAll(error));
  worker.on("exit", (code) => failAll(new Error(`the database thread exited (${code})`)));

  const send = <T>(message: Record<string, unknown>): Promise<T> => {
    if (failure) return Promise.reject(failure);
    const id = nextId++;
    return new Promise<T>((resolve, reject) => {
      pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      worker.postMessage({ ...message, id });
    });
  };

  const client = (tx?: number): ThreadClient => ({
    query: (sql, params = [], queryOptions) =>
      send<Results>({ op: "query", sql, params, options: wireOptions(queryOptions), tx }),
    exec: (sql) => send<Results[]>({ op: "exec", sql, tx }),
    transaction: async (callback) => {
      // A transaction inside a transaction is Drizzle's savepoint, never this call.
      if (tx !== undefined) throw new Error("nested transactions go through savepoints");
      const id = await send<number>({ op: "begin" });
      let result: Awaited<ReturnType<typeof callback>>;
      try {
        result = await callback(client(id));
      } catch (error) {
        await send({ op: "end", tx: id, commit: false });
        throw error;
      }
      await send({ op: "end", tx: id, commit: true });
      return result;
    },
  });

  return {
    ...client(),
    close: async () => {
      await send({ op: "close" }).catch(() => {});
      await worker.terminate();
    },
    dumpDataDir: async () => new Blob([await send<Uint8Array<ArrayBuffer>>({ op: "dump" })]),
  };
}

/**
 * Parsers are functions, which do not cross threads: the types they are given for are sent, and
 * the thread passes those values through as text. Drizzle's parsers do exactly that (dates,
 * timestamps and intervals stay strings); a parser that did anything else could not be sent.
 */
function wireOptions(options?: Options) {
  if (!options) return undefined;
  return { rowMode: options.rowMode, rawTypes: Object.keys(options.parsers ?? {}).map(Number) };
}

/** The thread's error as an Error again, with its fields (code, detail, constraint) where callers read them. */
function errorOf(error: ThreadError): Error {
  return Object.assign(new Error(error.message), error.fields, error.name ? { name: error.name } : {});
}
