import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import { moveSourceMaps, precompress } from "../../scripts/build/precompress";

let dir: string;
afterEach(() => rm(dir, { recursive: true, force: true }));

async function build(files: Record<string, string>) {
  dir = await mkdtemp(join(tmpdir(), "specwright-build-"));
  const web = join(dir, "web");
  await mkdir(join(web, "assets"), { recursive: true });
  for (const [name, content] of Object.entries(files)) await writeFile(join(web, name), content);
  return web;
}

describe("the build's precompressed copies", () => {
  it("writes a Brotli and a gzip copy of each text file that decode to the file", async () => {
    const script = `export const x = ${JSON.stringify("abc ".repeat(1000))};`;
    const web = await build({ "assets/app-1.js": script, "index.html": `<html>${" ".repeat(2000)}</html>` });
    await precompress(web);
    expect(brotliDecompressSync(await readFile(join(web, "assets/app-1.js.br"))).toString()).toBe(script);
    expect(gunzipSync(await readFile(join(web, "assets/app-1.js.gz"))).toString()).toBe(script);
    expect((await readFile(join(web, "assets/app-1.js.br"))).length).toBeLessThan(script.length / 10);
    expect(await readdir(web)).toContain("index.html.br");
  });

  it("leaves small files and images alone", async () => {
    const web = await build({ "tiny.js": "1", "logo.png": "x".repeat(5000) });
    await precompress(web);
    expect((await readdir(web)).sort()).toEqual(["assets", "logo.png", "tiny.js"]);
  });

  it("moves the source maps out of the public folder", async () => {
    const web = await build({ "assets/app-1.js": "1", "assets/app-1.js.map": "{}" });
    const maps = join(dir, "maps");
    expect(await moveSourceMaps(web, maps)).toBe(1);
    expect(await readdir(join(web, "assets"))).toEqual(["app-1.js"]);
    expect(await readFile(join(maps, "assets/app-1.js.map"), "utf8")).toBe("{}");
  });
});
