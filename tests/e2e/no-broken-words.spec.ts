import type { Page } from "@playwright/test";
import { definitionAtDocumentChoice, generateThroughApi } from "./documents";
import { expect, signIn, test } from "./fixtures";
import { chooseSettings } from "./settings";

const LANGUAGES = ["en", "es", "fr", "de"] as const;
const WIDTHS = [1280, 390] as const;

/**
 * Every word of visible text that the browser laid out on more than one line: a word's range has
 * client rects on different lines. Our own interface text must wrap between words, never inside
 * one ("Entwicklungsstunde/n", "RF/P", "FR-/1"). Text a user wrote in a code block is left out.
 */
function brokenWords(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node as Text;
      const element = text.parentElement;
      if (!element || element.closest("script, style, noscript, textarea, select, option, pre, code")) continue;
      const box = element.getBoundingClientRect();
      // Screen-reader-only text sits in a 1 px box and is never seen.
      if (box.width <= 1 || box.height <= 1 || getComputedStyle(element).visibility === "hidden") continue;
      for (const match of text.data.matchAll(/\S+/g)) {
        const range = document.createRange();
        range.setStart(text, match.index);
        range.setEnd(text, match.index + match[0].length);
        const tops = [...range.getClientRects()]
          .filter((rect) => rect.width > 0 && rect.height > 0)
          .map((rect) => rect.top);
        if (tops.length > 1 && Math.max(...tops) - Math.min(...tops) > 4) {
          // Where the second line starts: a compound's own hyphen ("Must-/have") is a break the
          // language allows; anywhere else, or inside an id ("FR-/1"), the word is broken.
          const first = tops[0] ?? 0;
          let at = 1;
          for (; at < match[0].length; at++) {
            const letter = document.createRange();
            letter.setStart(text, match.index + at);
            letter.setEnd(text, match.index + at + 1);
            const top = letter.getClientRects()[0]?.top ?? first;
            if (Math.abs(top - first) > 4) break;
          }
          const afterHyphen = /[-\u2010]/.test(match[0][at - 1] ?? "");
          if (afterHyphen && !/^\(?[A-Z]{1,4}-\d/.test(match[0])) continue;
          const where = element.closest("[id], [aria-label], h1, h2, h3, button, a, th, td, li, p") ?? element;
          out.push(
            `"${match[0]}" in <${where.tagName.toLowerCase()}> "${(where.textContent ?? "").trim().slice(0, 60)}"`,
          );
        }
      }
    }
    return out;
  });
}

async function shown(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.waitForLoadState("networkidle");
  // A long document shows its rest as plain text until it is rendered, a moment later.
  await expect(page.locator("[data-pending-markdown]")).toHaveCount(0);
  // Fonts and the last layout settle before words are measured.
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

for (const language of LANGUAGES) {
  test(`no word is broken across lines in ${language}, at ${WIDTHS.join(" and ")} px`, async ({ page }) => {
    test.setTimeout(120_000);
    await signIn(page);
    const id = await definitionAtDocumentChoice(page, "complete");
    await generateThroughApi(page, id, "rfp");
    await chooseSettings(page, { language });
    const paths = ["/dashboard", "/product-definitions", `/product-definitions/${id}`, "/packages", "/settings"];
    const problems: string[] = [];
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      for (const path of paths) {
        await shown(page, path);
        await expect(page.locator("html")).toHaveAttribute("lang", language);
        problems.push(...(await brokenWords(page)).map((problem) => `${width}px ${path}: ${problem}`));
        // The folded navigation, opened, wraps between words too.
        const menu = page.getByRole("button", { expanded: false, name: /menu|menú|Menü/i });
        if (width < 1280 && (await menu.isVisible())) {
          await menu.click();
          await expect(page.locator("#main-nav")).toBeVisible();
          problems.push(...(await brokenWords(page)).map((problem) => `${width}px ${path} (menu): ${problem}`));
          await page.keyboard.press("Escape");
        }
      }
    }
    expect(problems).toEqual([]);
  });
}

test("while the Markdown renderer is on its way, the RFP's plain text keeps its ids whole", async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page);
  const id = await definitionAtDocumentChoice(page, "complete");
  await generateThroughApi(page, id, "rfp");
  await chooseSettings(page, { language: "fr" });
  // The renderer is held back (no Web Worker, so the page's own copy, whose chunk never comes):
  // the page shows the document as written meanwhile.
  await page.addInitScript(() => Object.defineProperty(window, "Worker", { value: undefined }));
  await page.route(/\/assets\/markdown-html[^/]*\.js$/, () => undefined);
  await page.setViewportSize({ width: 390, height: 900 });
  await page.goto(`/product-definitions/${id}`);
  const pending = page.locator("[data-pending-markdown]");
  await expect(pending).toBeVisible({ timeout: 30_000 });
  await expect(pending).toContainText("FR-1");
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  expect(await brokenWords(page)).toEqual([]);
});

test("the header's navigation never wraps: it folds into the menu first", async ({ page }) => {
  await signIn(page);
  for (const language of LANGUAGES) {
    await chooseSettings(page, { language });
    for (const width of [1280, 1440, 1920]) {
      await page.setViewportSize({ width, height: 800 });
      await shown(page, "/settings");
      const nav = page.locator("#main-nav");
      if (!(await nav.isVisible())) continue;
      // Every link and button of the navigation on one line.
      const heights = await nav.locator("a, button").evaluateAll((items) =>
        items.map((item) => {
          const range = document.createRange();
          range.selectNodeContents(item);
          const tops = [...range.getClientRects()]
            .filter((rect) => rect.width > 1 && rect.height > 1)
            .map((rect) => rect.top);
          const lineHeight = Number.parseFloat(getComputedStyle(item).lineHeight) || 20;
          const spread = tops.length > 0 ? Math.max(...tops) - Math.min(...tops) : 0;
          return { text: item.textContent, lines: spread > lineHeight / 2 ? 2 : 1 };
        }),
      );
      expect(
        heights.filter((item) => item.lines > 1),
        `${language} at ${width}px`,
      ).toEqual([]);
      // And the row holds it all: nothing pushed out of the header.
      const row = await nav.evaluate((element) => {
        const parent = element.parentElement as HTMLElement;
        return { scroll: parent.scrollWidth, client: parent.clientWidth };
      });
      expect(row.scroll, `${language} at ${width}px`).toBeLessThanOrEqual(row.client);
    }
  }
});
