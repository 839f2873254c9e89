import type { Page } from "@playwright/test";
import { activateFreePackage, answeredDefinition, apiGet, apiPost, buyCompletePackages } from "./definitions";
import { expect, newUser, signIn, signUp, test } from "./fixtures";
import { chooseSettings } from "./settings";

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

const LANGUAGES = ["en", "es", "fr", "de"] as const;
const PHONE_WIDTHS = [360, 390, 414] as const;

/** The page's width must not exceed the screen's, at every phone width (resized in place). */
async function expectNoSidewaysScroll(page: Page, label: string) {
  for (const width of PHONE_WIDTHS) {
    await page.setViewportSize({ width, height: 844 });
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    const culprits = scrollWidth > width ? await widerThan(page, width) : "";
    expect(scrollWidth, `${label} at ${width} px: ${culprits}`).toBeLessThanOrEqual(width);
  }
}

/** The innermost elements sticking out past `width`, to say where a failure comes from. */
function widerThan(page: Page, width: number): Promise<string> {
  return page.evaluate((limit) => {
    const wide = [...document.querySelectorAll("body *")].filter(
      (element) => element.getBoundingClientRect().right > limit + 1 && element.children.length === 0,
    );
    return wide
      .slice(0, 5)
      .map((element) => `${element.tagName.toLowerCase()}.${element.getAttribute("class") ?? ""}`)
      .join(", ");
  }, width);
}

for (const language of LANGUAGES) {
  test(`on a phone in ${language}, no page scrolls sideways, even with 300 letters and no space`, async ({ page }) => {
    // Sixteen pages on a phone, each loaded until idle: 72 s on a loaded machine (issue 29), so 180.
    test.setTimeout(180_000);
    const long = "W".repeat(300);
    const user = await signIn(page, await signUp(page.request, newUser({ firstName: "N".repeat(100) })));
    await chooseSettings(page, { language });
    await activateFreePackage(page);
    const id = await answeredDefinition(page);
    const detail = await apiGet(page, `/api/conversations/${id}`);
    const { messages } = (await detail.json()) as { messages: { id: string; role: string; content: string }[] };
    const [name, vision] = messages.filter((message) => message.role === "user");
    const edited = await apiPost(page, `/api/conversations/${id}/update-user-messages`, {
      messages: [
        { id: name?.id, content: long.slice(0, 200) },
        { id: vision?.id, content: long },
      ],
    });
    expect(edited.status(), await edited.text()).toBe(200);
    await buyCompletePackages(page, 1);
    const unfinished = await answeredDefinition(page, { packageType: "completeDocumentationPackages", stopAt: "q3" });

    const signedIn = [
      "/dashboard",
      "/product-definitions",
      `/product-definitions/${id}`,
      `/product-definitions/${id}/edit`,
      `/product-definitions/new?conversationId=${unfinished}`,
      "/documents",
      "/packages",
      `/checkout?packageId=complete-docs&definitionId=${id}`,
      "/profile",
      "/settings",
      "/no/such/page",
    ];
    for (const path of signedIn) {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      // Everything the page asks for has arrived (the long name comes with the data).
      await page.waitForLoadState("networkidle");
      await expectNoSidewaysScroll(page, path);
    }
    // The questionnaire's answer box, filled with a long word, stays inside the screen too.
    await page.goto(`/product-definitions/new?conversationId=${unfinished}`);
    await page.getByRole("textbox", { name: /./ }).first().fill(long);
    await expectNoSidewaysScroll(page, "questionnaire with a long answer typed");

    await page.evaluate(() => localStorage.clear());
    for (const path of ["/", "/login", "/signup", "/forgot-password", "/reset-password?token=t"]) {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(path);
      await page.getByRole("combobox").first().selectOption(language);
      await expect(page.locator("html")).toHaveAttribute("lang", language);
      await expectNoSidewaysScroll(page, `${path} signed out`);
    }
    expect(user.firstName).toHaveLength(100);
  });
}
