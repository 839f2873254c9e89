import type { Page } from "@playwright/test";
import { composeDocument } from "#engine/render-document";
import { blueprintOf, longAnswer, withEveryAnswer } from "../unit/offline-fixtures";
import { apiPost } from "./definitions";
import { definitionAtDocumentChoice, generateThroughApi } from "./documents";
import { expect, signIn, test } from "./fixtures";

const SIZES = [
  { width: 1280, height: 720 },
  { width: 1920, height: 1080 },
  { width: 390, height: 844 },
] as const;

/** Opens the definition's pitch deck as a new tab would: through a signed link. */
async function openGeneratedDeck(page: Page) {
  await signIn(page);
  const id = await definitionAtDocumentChoice(page, "complete");
  await generateThroughApi(page, id, "pitch");
  const link = await apiPost(page, `/api/conversations/${id}/documents/pitch/link`, { download: false });
  const { url } = (await link.json()) as { url: string };
  const address = new URL(url);
  await page.goto(`${address.pathname}${address.search}`);
}

/** 300-character answers and ten features, rendered by the offline writer. */
function longDeck(): string {
  const input = withEveryAnswer(
    (id) => longAnswer(id),
    Array.from({ length: 10 }, (_, index) => `Feature ${index + 1} ${"with a long description ".repeat(3)}`),
  );
  return composeDocument("pitch", blueprintOf(input), new Date("2026-11-22T10:00:00Z"));
}

/** Every element of the slide on screen that lies outside it or whose text runs out of it, and whether its frame overflows. */
function escapes(page: Page) {
  return page.evaluate(() => {
    const slide = document.querySelector<HTMLElement>(".slide.current");
    if (!slide) return ["no slide shown"];
    const box = slide.getBoundingClientRect();
    const frame = slide.querySelector<HTMLElement>(".frame");
    const out: string[] = [];
    if (frame && (frame.scrollHeight > frame.clientHeight + 1 || frame.scrollWidth > frame.clientWidth + 1))
      out.push(`${slide.id}: its frame overflows`);
    for (const element of slide.querySelectorAll<HTMLElement>(".frame *, .slide-number")) {
      const rect = element.getBoundingClientRect();
      if (rect.width === 0 && rect.height === 0) continue;
      if (
        rect.left < box.left - 1 ||
        rect.top < box.top - 1 ||
        rect.right > box.right + 1 ||
        rect.bottom > box.bottom + 1
      )
        out.push(`${slide.id}: <${element.tagName.toLowerCase()}> "${(element.textContent ?? "").slice(0, 40)}"`);
      // Text that runs out of its own box overlaps its neighbour (a squeezed statement on a phone).
      else if (element.clientHeight > 0 && element.scrollHeight > element.clientHeight + 6)
        out.push(`${slide.id}: text runs out of <${element.tagName.toLowerCase()}.${element.className}>`);
    }
    return out;
  });
}

async function measureEverySlide(page: Page): Promise<string[]> {
  const total = await page.locator("section.slide").count();
  expect(total).toBeGreaterThanOrEqual(10);
  const problems: string[] = [];
  for (let number = 1; number <= total; number++) {
    await page.evaluate((n) => {
      location.hash = `#slide-${n}`;
    }, number);
    await expect(page.locator(`#slide-${number}`)).toHaveClass(/\bcurrent\b/);
    problems.push(...(await escapes(page)));
  }
  return problems;
}

test.describe("every slide fits its frame", () => {
  for (const size of SIZES) {
    test(`the generated deck at ${size.width}x${size.height}`, async ({ page }) => {
      await page.setViewportSize(size);
      await openGeneratedDeck(page);
      expect(await measureEverySlide(page)).toEqual([]);
    });

    test(`a deck of 300-character answers and ten features at ${size.width}x${size.height}`, async ({ page }) => {
      await page.setViewportSize(size);
      await page.setContent(longDeck());
      expect(await measureEverySlide(page)).toEqual([]);
    });
  }
});

test("the deck pages with the keyboard, toggles its notes with N, and prints one page per slide", async ({ page }) => {
  await openGeneratedDeck(page);
  const total = await page.locator("section.slide").count();
  await expect(page.locator("#slide-1")).toBeVisible();
  await page.keyboard.press("ArrowRight");
  await expect(page.locator("#slide-2")).toBeVisible();
  await expect(page.locator("#slide-2")).toBeFocused();
  await expect(page.locator("#slide-1")).toBeHidden();
  await page.keyboard.press("End");
  await expect(page.locator(`#slide-${total}`)).toBeVisible();
  await page.keyboard.press("Home");
  await expect(page.locator("#slide-1 .notes")).toBeHidden();
  await page.keyboard.press("n");
  await expect(page.locator("#slide-1 .notes")).toBeVisible();
  await expect(page.locator("#slide-1 .notes")).toContainText("Speaker notes");
  // The use of funds is drawn as an SVG donut; the market is big numbers and the roadmap HTML (decision 033).
  const svgs = page.locator('section.slide svg[role="img"]');
  expect(await svgs.count()).toBeGreaterThanOrEqual(1);

  const pdf = await page.pdf({ preferCSSPageSize: true, printBackground: true });
  const pages = pdf.toString("latin1").match(/\/Type\s*\/Page(?![s\w])/g) ?? [];
  expect(pages.length).toBe(total);
});

test.describe("on a touch screen", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  /** A one-finger touch from one point to another, as the browser reports a swipe or a tap. */
  async function touch(page: Page, from: { x: number; y: number }, to: { x: number; y: number }) {
    await page.evaluate(
      ([start, end]) => {
        const target = document.elementFromPoint(start.x, start.y) ?? document.body;
        const point = (at: { x: number; y: number }) =>
          new Touch({ identifier: 1, target, clientX: at.x, clientY: at.y });
        target.dispatchEvent(
          new TouchEvent("touchstart", { bubbles: true, cancelable: true, touches: [point(start)] }),
        );
        target.dispatchEvent(
          new TouchEvent("touchend", { bubbles: true, cancelable: true, changedTouches: [point(end)], touches: [] }),
        );
      },
      [from, to] as const,
    );
  }

  test("a swipe or a tap moves, and the keyboard hint is not shown", async ({ page }) => {
    await openGeneratedDeck(page);
    await expect(page.locator("#slide-1")).toBeVisible();
    await expect(page.getByRole("button", { name: /^Notes/ })).toBeVisible();
    await expect(page.locator("#notes .key")).toBeHidden();
    // Swipe left: the next slide; swipe right: back.
    await touch(page, { x: 300, y: 300 }, { x: 80, y: 310 });
    await expect(page.locator("#slide-2")).toBeVisible();
    await touch(page, { x: 80, y: 300 }, { x: 300, y: 305 });
    await expect(page.locator("#slide-1")).toBeVisible();
    // A tap on the right half moves on, on the left half back.
    await touch(page, { x: 330, y: 300 }, { x: 330, y: 300 });
    await expect(page.locator("#slide-2")).toBeVisible();
    await touch(page, { x: 40, y: 300 }, { x: 40, y: 300 });
    await expect(page.locator("#slide-1")).toBeVisible();
    // The buttons still work by touch and are large enough to hit.
    await page.getByRole("button", { name: "Next" }).tap();
    await expect(page.locator("#slide-2")).toBeVisible();
    const box = await page.getByRole("button", { name: "Next" }).boundingBox();
    expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
  });
});

test("on a desktop the notes button shows its key", async ({ page }) => {
  await openGeneratedDeck(page);
  await expect(page.getByRole("button", { name: "Notes (N)" })).toBeVisible();
  await expect(page.locator("#notes")).toHaveAttribute("aria-keyshortcuts", "N");
});
