import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { ROUTE_CHUNKS_FILE, ROUTE_PAGES } from "../../shared/route-pages";

export type FirstLoad = { route: string; kb: number };

/**
 * What a browser downloads before a route can show: index.html's entry, its module preloads and
 * stylesheet, plus the route's own chunks (which the server names as preloads), gzipped at level 9
 * as the build's .gz copies are. Per address of spec section 2.
 */
export async function firstLoadPerRoute(webDist: string): Promise<FirstLoad[]> {
  const html = await readFile(join(webDist, "index.html"), "utf8");
  const shared = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.(?:js|css))"/g)].map((match) => match[1] ?? "");
  const chunks = JSON.parse(await readFile(join(webDist, ROUTE_CHUNKS_FILE), "utf8")) as Record<string, string[]>;
  const sizes = new Map<string, number>();
  const gzipped = async (file: string) => {
    const known = sizes.get(file);
    if (known !== undefined) return known;
    const size = gzipSync(await readFile(join(webDist, file)), { level: 9 }).length;
    sizes.set(file, size);
    return size;
  };
  const results: FirstLoad[] = [];
  const seen = new Set<string>();
  // Addresses that render the same page (the edit route is the detail page) are listed once.
  for (const [route, page] of [...ROUTE_PAGES].reverse()) {
    if (seen.has(page)) continue;
    seen.add(page);
    const files = new Set([...shared, ...(chunks[page] ?? [])]);
    let bytes = 0;
    for (const file of files) bytes += await gzipped(file);
    results.push({ route, kb: bytes / 1024 });
  }
  return results.reverse();
}

/**
 * Each language pack but English (its chunk is named for the language: `de-<hash>.js`), gzipped:
 * what a user of that language downloads once, before the first paint, on top of the route.
 */
export async function languagePackSizes(webDist: string): Promise<{ language: string; kb: number }[]> {
  const files = await readdir(join(webDist, "assets"));
  const packs = files.filter((file) => /^(es|fr|de)-[\w-]+\.js$/.test(file)).sort();
  return Promise.all(
    packs.map(async (file) => ({
      language: file.slice(0, 2),
      kb: gzipSync(await readFile(join(webDist, "assets", file)), { level: 9 }).length / 1024,
    })),
  );
}
