import { gzipSync } from "node:zlib";
import { expect, test } from "./fixtures";

const BUDGET_BYTES = 170 * 1024;

test("the JavaScript needed for the first page stays under 170 KB gzipped", async ({ request }) => {
  const html = await (await request.get("/")).text();
  const urls = [
    ...html.matchAll(/<script[^>]+type="module"[^>]*src="([^"]+)"/g),
    ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]*href="([^"]+)"/g),
  ].map((match) => match[1] ?? "");
  expect(urls.length).toBeGreaterThan(0);

  let total = 0;
  for (const url of urls) {
    const response = await request.get(url);
    expect(response.ok(), url).toBe(true);
    total += gzipSync(await response.body()).length;
  }
  test.info().annotations.push({ type: "initial JS (gzip)", description: `${(total / 1024).toFixed(1)} KB` });
  expect(total).toBeLessThan(BUDGET_BYTES);
});
