import { readFile } from "node:fs/promises";
import type { Download, Page } from "@playwright/test";
import { definitionAtDocumentChoice, generateThroughApi } from "./documents";
import { expect, signIn, test } from "./fixtures";

/** The Export menu of the definition page: the blueprint as spec packs and tracker imports (issue 28). */

const FORMATS = [
  { item: /^Kiro spec \(\.zip\)/, file: /-kiro\.zip$/ },
  { item: /^Spec Kit \(\.zip\)/, file: /-speckit\.zip$/ },
  { item: /^Task Master \(\.zip\)/, file: /-taskmaster\.zip$/ },
  { item: /^Jira \(\.csv\)/, file: /-jira\.csv$/ },
  { item: /^Linear \(\.csv\)/, file: /-linear\.csv$/ },
  { item: /^GitHub issues \(\.zip\)/, file: /-github\.zip$/ },
] as const;

const exportButton = (page: Page) => page.getByRole("button", { name: "Export", exact: true });

/** A signed-in user with the Complete Documentation package and a definition whose RFP built the blueprint. */
async function definitionWithBlueprint(page: Page): Promise<string> {
  await signIn(page);
  const id = await definitionAtDocumentChoice(page, "complete");
  await generateThroughApi(page, id, "rfp");
  return id;
}

/** What a download holds: a zip starts with PK, a CSV with its header. */
async function firstBytes(download: Download): Promise<string> {
  const path = await download.path();
  return (await readFile(path)).subarray(0, 16).toString("latin1");
}

test("the Export menu downloads each pack", async ({ page }) => {
  test.setTimeout(120_000);
  const id = await definitionWithBlueprint(page);
  await page.goto(`/product-definitions/${id}`);
  for (const format of FORMATS) {
    await exportButton(page).click();
    const item = page.getByRole("menuitem", { name: format.item });
    await expect(item).toBeEnabled();
    const [download] = await Promise.all([page.waitForEvent("download"), item.click()]);
    expect(download.suggestedFilename()).toMatch(format.file);
    const start = await firstBytes(download);
    if (format.file.source.includes("csv")) expect(start).toMatch(/^(Summary|Title),/);
    else expect(start.startsWith("PK")).toBe(true);
    await expect(exportButton(page)).toBeEnabled();
  }
});

test("the Export menu works by keyboard alone", async ({ page }) => {
  test.setTimeout(90_000);
  const id = await definitionWithBlueprint(page);
  await page.goto(`/product-definitions/${id}`);
  await exportButton(page).focus();
  await page.keyboard.press("ArrowDown");
  const menu = page.getByRole("menu");
  await expect(menu).toBeVisible();
  await expect(page.getByRole("menuitem", { name: FORMATS[0].item })).toBeFocused();
  // End goes to the last format (GitHub), ArrowUp to Linear.
  await page.keyboard.press("End");
  await page.keyboard.press("ArrowUp");
  await expect(page.getByRole("menuitem", { name: FORMATS[4].item })).toBeFocused();
  const [download] = await Promise.all([page.waitForEvent("download"), page.keyboard.press("Enter")]);
  expect(download.suggestedFilename()).toMatch(/-linear\.csv$/);
  await expect(menu).toBeHidden();
  // Escape closes the menu and gives the focus back to the button.
  await page.keyboard.press("ArrowDown");
  await expect(menu).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(menu).toBeHidden();
  await expect(exportButton(page)).toBeFocused();
});

test("the Export menu fits a phone and downloads there", async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 390, height: 844 });
  const id = await definitionWithBlueprint(page);
  await page.goto(`/product-definitions/${id}`);
  await exportButton(page).click();
  const menu = page.getByRole("menu");
  await expect(menu).toBeVisible();
  const box = await menu.boundingBox();
  expect(box?.x ?? -1).toBeGreaterThanOrEqual(0);
  expect((box?.x ?? 0) + (box?.width ?? 999)).toBeLessThanOrEqual(390);
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth).toBeLessThanOrEqual(390);
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("menuitem", { name: FORMATS[1].item }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/-speckit\.zip$/);
});

test("before the first document the formats are off with the reason; without the package there is no menu", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signIn(page);
  const complete = await definitionAtDocumentChoice(page, "complete");
  await page.goto(`/product-definitions/${complete}`);
  await exportButton(page).click();
  const first = page.getByRole("menuitem", { name: FORMATS[0].item });
  await expect(first).toHaveAttribute("aria-disabled", "true");
  await expect(first).toContainText("Generate a document first");
  await page.keyboard.press("Escape");

  const free = await definitionAtDocumentChoice(page, "free");
  await page.goto(`/product-definitions/${free}`);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(exportButton(page)).toHaveCount(0);
});
