import { readFile } from "node:fs/promises";
import { expect, test } from "./fixtures";

test("/test shows the app version and the server's real health", async ({ page, request }) => {
  const { version } = JSON.parse(await readFile("package.json", "utf8")) as { version: string };
  const health = await request.get("/api/health");
  expect(health.status()).toBe(200);
  const report = (await health.json()) as { runtime: string; adapters: Record<string, string> };

  await page.goto("/test");
  await expect(page).toHaveTitle("Test · Specwright");
  await expect(page.getByText(`App version ${version}`)).toBeVisible();

  const card = page.getByRole("region", { name: "Server health" });
  await expect(card.getByText("Database: healthy")).toBeVisible();
  await expect(card.getByText("Status: ok")).toBeVisible();
  const rows: Record<string, string | undefined> = {
    Runtime: report.runtime,
    "Server version": version,
    "Database adapter": report.adapters.db,
    "Writer adapter": report.adapters.writer,
    "Payments adapter": report.adapters.payments,
    "Mailer adapter": report.adapters.mailer,
  };
  for (const [term, value] of Object.entries(rows)) {
    const dt = card.getByRole("term").filter({ hasText: new RegExp(`^${term}$`) });
    await expect(dt.locator("xpath=following-sibling::dd[1]")).toHaveText(value ?? "(missing in /api/health)");
  }
  await expect(card.getByRole("term").filter({ hasText: "Database latency" })).toBeVisible();
  await expect(card.getByText(/^\d+(\.\d+)? ms$/)).toBeVisible();
});

test.describe("when the server fails", () => {
  test.use({ expectedConsoleErrors: [/Failed to load resource: the server responded with a status of 500/] });

  test("/test retries three times, then shows the spec's message", async ({ page }) => {
    let calls = 0;
    await page.route("**/trpc/health?**", (route) => {
      calls++;
      return route.fulfill({
        status: 500,
        contentType: "application/json",
        body: JSON.stringify([
          { error: { code: -32603, message: "boom", data: { code: "INTERNAL_SERVER_ERROR", httpStatus: 500 } } },
        ]),
      });
    });
    await page.clock.install();
    await page.goto("/test");

    // The retries wait 1 s, 2 s and 4 s: move the page's clock on until the error shows.
    await expect(async () => {
      await page.clock.runFor(1000);
      await expect(page.getByRole("alert")).toHaveText("Server error. Please try again later.", { timeout: 200 });
    }).toPass();
    expect(calls).toBe(4);
  });
});
