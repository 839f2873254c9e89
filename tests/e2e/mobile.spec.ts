import { activateFreePackage, answeredDefinition, apiGet, apiPost } from "./definitions";
import { expect, signIn, test } from "./fixtures";

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

test("on a phone the menu button opens and closes the navigation", async ({ page }) => {
  await page.goto("/");
  const menu = page.getByRole("button", { name: "Menu" });
  const signUp = page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Sign up" });
  await expect(menu).toHaveAttribute("aria-expanded", "false");
  await expect(signUp).toBeHidden();

  await menu.click();
  await expect(menu).toHaveAttribute("aria-expanded", "true");
  await expect(signUp).toBeVisible();

  await page.keyboard.press("Escape");
  await expect(menu).toHaveAttribute("aria-expanded", "false");
  await expect(signUp).toBeHidden();
  await expect(menu).toBeFocused();

  await menu.click();
  await signUp.click();
  await expect(page).toHaveURL("/signup");
  await expect(menu).toHaveAttribute("aria-expanded", "false");
});

test("on a phone a signed-in user reaches every header link", async ({ page }) => {
  await signIn(page);
  await page.goto("/dashboard");
  await page.getByRole("button", { name: "Menu" }).click();
  const nav = page.getByRole("navigation", { name: "Main" });
  for (const name of ["Dashboard", "Product Definitions", "Packages", "Purchase Package", "Profile"]) {
    await expect(nav.getByRole("link", { name, exact: true })).toBeVisible();
  }
  await expect(nav.getByRole("button", { name: "Log out" })).toBeVisible();
  // Nothing sticks out sideways on a narrow screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test("on a phone the auth forms fit the screen and their fields stay usable", async ({ page }) => {
  for (const path of ["/login", "/signup", "/forgot-password", "/reset-password?token=t"]) {
    await page.goto(path);
    await expect(
      page.getByRole("button", { name: /Sign In|Create Account|Send Reset Link|Reset Password/ }),
    ).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(390);
  }
  // 16 px text in inputs, so mobile browsers do not zoom in on focus.
  await page.goto("/login");
  const fontSize = await page.getByLabel("Email").evaluate((input) => getComputedStyle(input).fontSize);
  expect(fontSize).toBe("16px");
});

test("on a phone no page scrolls sideways, even with an answer of 300 letters and no space", async ({ page }) => {
  await signIn(page);
  await activateFreePackage(page);
  const id = await answeredDefinition(page);
  const detail = await apiGet(page, `/api/conversations/${id}`);
  const { messages } = (await detail.json()) as { messages: { id: string; role: string; content: string }[] };
  const vision = messages.filter((message) => message.role === "user")[1];
  const edited = await apiPost(page, `/api/conversations/${id}/update-user-messages`, {
    messages: [{ id: vision?.id, content: "W".repeat(300) }],
  });
  expect(edited.status(), await edited.text()).toBe(200);
  for (const path of ["/dashboard", "/product-definitions", `/product-definitions/${id}`, "/documents"]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(390);
  }
});
