import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, THEME_KEY } from "./fixtures";

export const THEMES = ["light", "dark"] as const;
export type Theme = (typeof THEMES)[number];

/** Chooses the theme the way the header does (stored on this device), before the next page load. */
export async function useTheme(page: Page, theme: Theme) {
  await page.emulateMedia({ colorScheme: theme });
  await page.evaluate(([key, value]) => window.localStorage.setItem(key, value), [THEME_KEY, theme] as const);
}

/**
 * axe-core's WCAG 2.1 A/AA rules on the page as it is now: no serious or critical violation. The
 * failure lists each rule with the elements it found, so the message says what to fix.
 */
export async function expectAccessible(page: Page, state: string) {
  const theme = (await page.evaluate(() => document.documentElement.classList.contains("dark"))) ? "dark" : "light";
  expect(state.startsWith(theme), `${state} is shown in the ${theme} theme`).toBe(true);
  // Transitions finish first: a colour half-way through a fade is not the colour shown. Endless
  // ones (a spinner) never finish, and one cancelled meanwhile (its element gone) does not matter.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => ({
      rule: violation.id,
      help: violation.help,
      targets: violation.nodes.slice(0, 5).map((node) => `${node.target.join(" ")} ${node.failureSummary ?? ""}`),
    }));
  expect(serious, `${state}: ${JSON.stringify(serious, null, 2)}`).toEqual([]);
}
