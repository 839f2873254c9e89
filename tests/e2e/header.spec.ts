import { expect, signIn, storedTokens, test } from "./fixtures";
import { chooseSettings } from "./settings";

test("a visitor's header offers Sign in and Sign up, and marks the current page", async ({ page }) => {
  await page.goto("/");
  const nav = page.getByRole("navigation", { name: "Main" });
  await expect(nav.getByRole("link")).toHaveText(["Sign in", "Sign up"]);
  await expect(nav.getByRole("button")).toHaveCount(0);

  await nav.getByRole("link", { name: "Sign in" }).click();
  await expect(page).toHaveURL("/login");
  await expect(nav.getByRole("link", { name: "Sign in" })).toHaveAttribute("aria-current", "page");
  await expect(nav.getByRole("link", { name: "Sign up" })).not.toHaveAttribute("aria-current", "page");
});

test("a signed-in header has the spec's links and Documents, and Log out ends the session", async ({ page }) => {
  await signIn(page);
  await page.goto("/dashboard");
  const nav = page.getByRole("navigation", { name: "Main" });
  await expect(nav.getByRole("link")).toHaveText([
    "Dashboard",
    "Product Definitions",
    "Documents",
    "Packages",
    "Purchase Package",
    "Profile",
  ]);
  await expect(nav.getByRole("button")).toHaveText(["Log out"]);
  await expect(nav.getByRole("link", { name: "Dashboard" })).toHaveAttribute("aria-current", "page");

  await nav.getByRole("link", { name: "Product Definitions" }).click();
  await expect(page).toHaveURL("/product-definitions");
  await nav.getByRole("link", { name: "Documents" }).click();
  await expect(page).toHaveURL("/documents");
  await nav.getByRole("link", { name: "Purchase Package" }).click();
  await expect(page).toHaveURL("/packages");
  await nav.getByRole("link", { name: "Profile" }).click();
  await expect(page).toHaveURL("/profile");
  await expect(page.getByRole("heading", { level: 1, name: "My Profile" })).toBeVisible();

  // From a guarded page, logging out goes to / (not to /login through the guard).
  await nav.getByRole("button", { name: "Log out" }).click();
  await expect(page).toHaveURL("/");
  await expect(nav.getByRole("link")).toHaveText(["Sign in", "Sign up"]);
  expect(await storedTokens(page)).toBeNull();
  await page.reload();
  await expect(nav.getByRole("link")).toHaveText(["Sign in", "Sign up"]);
});

test("the home page sends a signed-in user to the dashboard", async ({ page }) => {
  await signIn(page);
  await page.goto("/");
  await page.getByRole("link", { name: "Go to your dashboard" }).click();
  await expect(page).toHaveURL("/dashboard");
});

test("the keyboard reaches a skip link first, and it moves focus to the content", async ({ page }) => {
  await page.goto("/test");
  await expect(page.getByRole("heading", { level: 1, name: "Test page" })).toBeVisible();
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Skip to content" });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("main")).toBeFocused();
});

test("the toaster is mounted with the spec's hotkey", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("region", { name: "Notifications alt+T" })).toBeAttached();
});

test("on a 1280 px screen, in every language, the header fits and its name and language stay whole", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page);
  for (const language of ["en", "es", "fr", "de"]) {
    await chooseSettings(page, { language });
    await page.goto("/dashboard");
    await expect(page.locator("html")).toHaveAttribute("lang", language);
    const header = page.getByRole("banner");
    // One line of text is under 30 px high: a word broken in two would be two lines.
    for (const item of [header.getByText("Specwright"), header.getByText(language, { exact: true })]) {
      expect((await item.boundingBox())?.height, `${language}: ${await item.textContent()}`).toBeLessThan(30);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth), language).toBeLessThanOrEqual(1280);
  }
});
