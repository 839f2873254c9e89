import { mkdir, readdir, readFile, rename, writeFile } from "node:fs/promises";
import { dirname, join, relative } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** Text the server sends often enough to be worth compressing once at build time. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|webmanifest|xml)$/;
/** Smaller files gain little, and a response this small fits in one packet either way. */
const MIN_BYTES = 1024;

/**
 * Writes `name.br` and `name.gz` beside every compressible file of the build (the Node server
 * serves them to browsers that accept them), at the strongest settings: this runs once per build,
 * not per request.
 */
export async function precompress(root: string): Promise<void> {
  const files = (await filesUnder(root)).filter((file) => COMPRESSIBLE.test(file));
  await Promise.all(
    files.map(async (file) => {
      const content = await readFile(file);
      if (content.length < MIN_BYTES) return;
      const [br, gz] = await Promise.all([
        brotli(content, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
          },
        }),
        gzipped(content, { level: constants.Z_BEST_COMPRESSION }),
      ]);
      await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
    }),
  );
}

/**
 * Source maps leave the public folder for `mapsDir`: they are for the team's debugging and error
 * reports, not for every visitor to download (they were 63% of the build).
 */
export async function moveSourceMaps(root: string, mapsDir: string): Promise<number> {
  const maps = (await filesUnder(root)).filter((file) => file.endsWith(".map"));
  for (const map of maps) {
    const target = join(mapsDir, relative(root, map));
    await mkdir(dirname(target), { recursive: true });
    await rename(map, target);
  }
  return maps.length;
}

async function filesUnder(root: string): Promise<string[]> {
  const entries = await readdir(root, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}
