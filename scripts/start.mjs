// `npm start`: runs the Node server from a bundle built from its TypeScript sources, rebuilt only
// when a source is newer. Building takes a fraction of a second once; transpiling the sources at
// every start (tsx) took 1.4-3.7 s. Plain JavaScript, so nothing has to be compiled to run it.
import { readdir, rename, rm, stat } from "node:fs/promises";
import { basename, dirname, join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { build } from "esbuild";

const BUNDLE = resolve("dist/server/entry.node.mjs");
const SOURCES = ["worker", "shared", "db", "package.json", "tsconfig.json"];

async function mtime(path) {
  return stat(path).then(
    (info) => info.mtimeMs,
    () => undefined,
  );
}

async function newestMtime(path) {
  const info = await stat(path).catch(() => undefined);
  if (!info) return 0;
  if (!info.isDirectory()) return info.mtimeMs;
  const entries = await readdir(path, { withFileTypes: true, recursive: true });
  const times = await Promise.all(
    entries.filter((entry) => entry.isFile()).map((entry) => mtime(join(entry.parentPath, entry.name))),
  );
  return Math.max(info.mtimeMs, ...times.map((time) => time ?? 0));
}

const built = await mtime(BUNDLE);
const newest = Math.max(...(await Promise.all(SOURCES.map(newestMtime))));
if (built === undefined || built < newest) {
  // Built under its own name, then renamed into place: servers starting together (the tests start
  // several) never load a bundle another one is still writing.
  const partialDir = join(dirname(BUNDLE), `.partial-${process.pid}`);
  const partial = join(partialDir, basename(BUNDLE));
  await build({
    entryPoints: ["worker/entry.node.ts"],
    outfile: partial,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node22",
    // Packages stay in node_modules, loaded as they are (PGlite finds its WASM beside itself).
    packages: "external",
    sourcemap: true,
    logLevel: "warning",
    // db/migrate.ts finds the migrations beside itself, not beside the bundle.
    define: { "import.meta.url": JSON.stringify(pathToFileURL(resolve("db/migrate.ts")).href) },
  });
  await rename(`${partial}.map`, `${BUNDLE}.map`);
  await rename(partial, BUNDLE);
  await rm(partialDir, { recursive: true, force: true });
}
await import(pathToFileURL(BUNDLE).href);
