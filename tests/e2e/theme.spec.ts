import { expect, type Page } from "@playwright/test";
import { THEME_KEY, test } from "./fixtures";

const isDark = (page: Page) => page.evaluate(() => document.documentElement.classList.contains("dark"));

test("choosing Dark applies it, keeps it across a reload, and Light undoes it", async ({ page }) => {
  await page.emulateMedia({ colorScheme: "light" });
  await page.goto("/");
  const theme = page.getByRole("group", { name: "Theme" });
  await expect(theme.getByRole("button", { name: "System" })).toHaveAttribute("aria-pressed", "true");

  await theme.getByRole("button", { name: "Dark" }).click();
  await expect(page.locator("html")).toHaveClass(/\bdark\b/);
  await expect(theme.getByRole("button", { name: "Dark" })).toHaveAttribute("aria-pressed", "true");
  expect(await page.evaluate((key) => localStorage.getItem(key), THEME_KEY)).toBe("dark");

  await page.reload({ waitUntil: "domcontentloaded" });
  expect(await isDark(page)).toBe(true);
  await expect(theme.getByRole("button", { name: "Dark" })).toHaveAttribute("aria-pressed", "true");

  await theme.getByRole("button", { name: "Light" }).click();
  await expect(page.locator("html")).not.toHaveClass(/\bdark\b/);
});

test("the stored theme is applied before any app code runs, so a reload never flashes", async ({ page }) => {
  await page.emulateMedia({ colorScheme: "light" });
  await page.goto("/");
  await page.getByRole("group", { name: "Theme" }).getByRole("button", { name: "Dark" }).click();

  // Serve the app's bundles empty: only the classic theme-init.js in <head> can set the class now.
  await page.route("**/assets/*.js", (route) => route.fulfill({ contentType: "text/javascript", body: "" }));
  await page.reload({ waitUntil: "domcontentloaded" });
  expect(await isDark(page)).toBe(true);
  expect(await page.evaluate(() => document.documentElement.style.colorScheme)).toBe("dark");
  await expect(page.locator("#root")).toBeEmpty();
});

test("System follows the operating system, also when it changes", async ({ page }) => {
  await page.emulateMedia({ colorScheme: "dark" });
  await page.goto("/");
  await expect(page.locator("html")).toHaveClass(/\bdark\b/);
  await page.emulateMedia({ colorScheme: "light" });
  await expect(page.locator("html")).not.toHaveClass(/\bdark\b/);
  await page.emulateMedia({ colorScheme: "dark" });
  await expect(page.locator("html")).toHaveClass(/\bdark\b/);
});

test("the theme switcher works from the keyboard", async ({ page }) => {
  await page.emulateMedia({ colorScheme: "light" });
  await page.goto("/");
  const dark = page.getByRole("group", { name: "Theme" }).getByRole("button", { name: "Dark" });
  await dark.focus();
  await page.keyboard.press("Enter");
  await expect(page.locator("html")).toHaveClass(/\bdark\b/);
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: "System" })).toBeFocused();
  await page.keyboard.press("Space");
  await expect(page.locator("html")).not.toHaveClass(/\bdark\b/);
});
