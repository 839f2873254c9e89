import { expect, signIn, test } from "./fixtures";

test("a page's own code is named in its HTML, so it downloads with the entry, not after it", async ({ page }) => {
  const html = await (await page.request.get("/dashboard")).text();
  expect(html).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/dashboard-page-[\w-]+\.js" \/>/);
  expect(await (await page.request.get("/login")).text()).toMatch(/modulepreload[^>]+login-page-/);

  // The browser fetches the dashboard's chunk before the entry has asked for it: it is used, not fetched twice.
  await signIn(page);
  const requested: string[] = [];
  page.on("request", (request) => requested.push(new URL(request.url()).pathname));
  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
  expect(requested.filter((path) => /dashboard-page-/.test(path))).toHaveLength(1);
});
