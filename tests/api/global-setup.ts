import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import { createDb } from "#db/client";
import { applyMigrations } from "#db/migrate";

declare module "vitest" {
  export interface ProvidedContext {
    /** A dump of a freshly migrated PGlite: each test file starts its own database from it. */
    pgliteSnapshot: string;
  }
}

/**
 * Creating a PGlite database runs initdb (seconds); loading a dump of one takes a fraction of
 * that. The api layer migrates one database once, and every test file loads its own copy, so each
 * still gets a fresh, private database.
 */
export default async function setup({ provide }: TestProject) {
  const dir = await mkdtemp(join(tmpdir(), "specwright-pglite-"));
  const handle = await createDb({ kind: "pglite" });
  await applyMigrations(handle);
  const client = (handle.db as unknown as { $client: { dumpDataDir(compression: "none"): Promise<Blob> } }).$client;
  const file = join(dir, "snapshot.tar");
  await writeFile(file, Buffer.from(await (await client.dumpDataDir("none")).arrayBuffer()));
  await handle.close();
  provide("pgliteSnapshot", file);
  return () => rm(dir, { recursive: true, force: true });
}
