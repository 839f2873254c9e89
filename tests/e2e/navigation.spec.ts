import type { Page } from "@playwright/test";
import { expect, signIn, test } from "./fixtures";

test.describe("a page whose code fails to load", () => {
  // One pattern: the fixture option takes a list, and Playwright reads a second object in it as options.
  test.use({
    expectedConsoleErrors: [/page failed|Failed to load resource|Failed to fetch dynamically imported module/],
  });

  test("shows the error page inside the frame, and the next address works", async ({ page }) => {
    await signIn(page);
    await page.goto("/dashboard");
    await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
    await page.route(/\/assets\/packages-page-[^/]+\.js$/, (route) => route.abort());

    await page.getByRole("link", { name: /Explore Packages/ }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Something went wrong" })).toBeVisible();
    await expect(page).toHaveTitle("Something went wrong · Specwright");
    await expect(page.getByRole("button", { name: "Reload" })).toBeVisible();

    // The header stays, and leaving the failed address clears the error.
    await page.getByRole("banner").getByRole("link", { name: "Documents" }).click();
    await expect(page).toHaveURL("/documents");
    await expect(page.getByRole("heading", { level: 1, name: "Documents" })).toBeVisible();
  });
});

test.describe("scroll position", () => {
  test.use({ viewport: { width: 360, height: 480 } });

  test("a new page opens at its top; Back returns to where the reader was", async ({ page }) => {
    await signIn(page);
    await page.goto("/dashboard");
    const link = page.getByRole("link", { name: /Explore Packages/ });
    await link.scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollBy(0, 120));
    await scrollEventsDelivered(page);
    const where = await page.evaluate(() => window.scrollY);
    expect(where).toBeGreaterThan(300);

    await link.click();
    await expect(page).toHaveURL("/packages");
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

    await page.goBack();
    await expect(page).toHaveURL("/dashboard");
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(where);
  });

  test("Back to a page never scrolled opens it at its top, whatever the page left", async ({ page }) => {
    await signIn(page);
    await page.goto("/dashboard");
    // Clicked in the page, not by Playwright, which would first scroll the link into view.
    await page.getByRole("link", { name: /Explore Packages/ }).evaluate((link: HTMLElement) => link.click());
    await expect(page).toHaveURL("/packages");
    await expect(page.getByRole("article")).toHaveCount(4);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await scrollEventsDelivered(page);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);

    await page.goBack();
    await expect(page).toHaveURL("/dashboard");
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

/**
 * A scroll's event reaches the page in its next frame: the app records the reader's place from it,
 * so a test that navigates right after scrolling waits for that frame first.
 */
async function scrollEventsDelivered(page: Page) {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}
