import type { Page } from "@playwright/test";
import { definitionAtDocumentChoice, generateThroughApi } from "./documents";
import { expect, signIn, test } from "./fixtures";

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

type Shift = { value: number; moved: string[] };

/** Records every layout shift made without recent input (as CLS counts them) and what moved. */
async function recordLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: Shift[] = [];
    (window as unknown as { layoutShifts: Shift[] }).layoutShifts = shifts;
    type Entry = PerformanceEntry & { value: number; hadRecentInput: boolean; sources: { node?: Node }[] };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Entry[]) {
        if (entry.hadRecentInput) continue;
        const moved = entry.sources.map(
          (source) => (source.node as Element | undefined)?.outerHTML.slice(0, 80) ?? "?",
        );
        shifts.push({ value: entry.value, moved });
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
}

const layoutShifts = (page: Page) => page.evaluate(() => (window as unknown as { layoutShifts: Shift[] }).layoutShifts);

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
  // Opened from the dashboard: a page opened in the app reads the RFP itself (a page loaded at its
  // address has it in its first batch).
  await page.goto("/dashboard");
  await page
    .getByRole("region", { name: "Recent Product Definitions" })
    .getByRole("link", { name: /TaskNest/ })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "TaskNest" })).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "Loading the RFP" })).toBeVisible();
  release();
  await expect(page.getByRole("heading", { name: "Request for Proposal: TaskNest" })).toBeVisible();
  await page.waitForLoadState("networkidle");
  const shifts = await layoutShifts(page);
  const cumulative = shifts.reduce((sum, shift) => sum + shift.value, 0);
  expect(cumulative, JSON.stringify(shifts, null, 2)).toBeLessThanOrEqual(0.05);
});
