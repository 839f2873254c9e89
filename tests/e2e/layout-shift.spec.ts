import type { Page } from "@playwright/test";
import { definitionAtDocumentChoice, generateThroughApi } from "./documents";
import { expect, signIn, test } from "./fixtures";

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

/** Records every layout shift the page makes without recent input, as Lighthouse's CLS counts them. */
async function recordLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { layoutShifts: number[] }).layoutShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) shifts.push(entry.value);
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
}

const cumulativeShift = (page: Page) =>
  page.evaluate(() =>
    (window as unknown as { layoutShifts: number[] }).layoutShifts.reduce((sum, value) => sum + value, 0),
  );

test("a definition's page does not jump when its RFP arrives after the rest (a slow network)", async ({ page }) => {
  await signIn(page);
  const id = await definitionAtDocumentChoice(page, "complete");
  await generateThroughApi(page, id, "rfp");
  await recordLayoutShifts(page);

  // The RFP's text is held back until the rest of the page is on screen.
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(`**/api/conversations/${id}/documents/rfp`, async (route) => {
    await released;
    await route.continue();
  });
  await page.goto(`/product-definitions/${id}`);
  await expect(page.getByRole("heading", { level: 1, name: "TaskNest" })).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "Loading the RFP" })).toBeVisible();
  release();
  await expect(page.getByRole("heading", { name: "Request for Proposal: TaskNest" })).toBeVisible();
  await page.waitForLoadState("networkidle");
  expect(await cumulativeShift(page)).toBeLessThanOrEqual(0.05);
});
