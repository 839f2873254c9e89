import { createHash } from "node:crypto";
import { mkdir, readdir, readFile, rename, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { MIGRATIONS_FOLDER } from "#db/migrate";

/**
 * A new embedded database starts from a migrated copy made the first time one was created on this
 * machine: PGlite's initdb and the migrations take seconds, loading a copy a fraction of one. The
 * copy is named after the migrations and the PGlite version, so a new migration or an upgrade
 * makes a new one; it lives with the installed packages, not with anyone's data.
 */
const TEMPLATE_DIR = "node_modules/.cache/specwright";

export async function templatePath(): Promise<string> {
  const hash = createHash("sha256");
  const files = (await readdir(MIGRATIONS_FOLDER, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
  for (const file of files) hash.update(file.slice(MIGRATIONS_FOLDER.length)).update(await readFile(file));
  const pglite = JSON.parse(await readFile("node_modules/@electric-sql/pglite/package.json", "utf8")) as {
    version: string;
  };
  hash.update(pglite.version);
  return join(TEMPLATE_DIR, `pglite-${hash.digest("hex").slice(0, 16)}.tar.gz`);
}

/** The migrated copy, if this machine has one for the current migrations. */
export async function readTemplate(path: string): Promise<Blob | undefined> {
  return readFile(path).then(
    (bytes) => new Blob([bytes]),
    () => undefined,
  );
}

/** Keeps a freshly created and migrated database as the copy the next one starts from. */
export async function saveTemplate(path: string, dump: Blob): Promise<void> {
  await mkdir(TEMPLATE_DIR, { recursive: true });
  // Written whole under another name first: a start that reads it meanwhile never sees half a file.
  const partial = `${path}.${process.pid}.partial`;
  await writeFile(partial, new Uint8Array(await dump.arrayBuffer()));
  await rename(partial, path);
}
