import type { Request } from "@playwright/test";
import { choosePackage, currentUser, fillCheckout, purchaseButton } from "./commerce";
import { expect, signIn, test } from "./fixtures";

/** The purchase call's input inside tRPC's batch body. */
function purchaseInput(request: Request): Record<string, unknown> {
  const body = request.postDataJSON() as Record<string, Record<string, unknown>>;
  return body["0"] ?? {};
}

test.describe("a dropped connection", () => {
  test.use({ expectedConsoleErrors: [/ERR_FAILED|Failed to fetch/] });

  test("the retry carries the same idempotency key, and the card is charged once", async ({ page }) => {
    await signIn(page);
    await choosePackage(page, "Complete Documentation");
    const sent: Record<string, unknown>[] = [];
    let drop = true;
    // The first purchase reaches the server, but its answer is lost on the way back.
    await page.route("**/trpc/purchases.create**", async (route) => {
      sent.push(purchaseInput(route.request()));
      if (!drop) return route.fallback();
      drop = false;
      await route.fetch();
      await route.abort("failed");
    });
    await fillCheckout(page, { number: "4242 4242 4242 4242" });
    await purchaseButton(page).click();
    await expect(page.getByText("Unable to connect to the server. Please try again later.")).toBeVisible();

    await purchaseButton(page).click();
    await expect(page).toHaveURL("/dashboard");
    expect(sent).toHaveLength(2);
    expect(sent[0]?.idempotencyKey).toMatch(/^checkout:/);
    expect(sent[1]?.idempotencyKey).toBe(sent[0]?.idempotencyKey);
    expect(await currentUser(page)).toMatchObject({ completeDocumentationPackages: 1 });
  });
});

test("a double click sends one purchase", async ({ page }) => {
  await signIn(page);
  await choosePackage(page, "Complete Documentation");
  let calls = 0;
  page.on("request", (request) => {
    if (request.url().includes("purchases.create")) calls++;
  });
  await fillCheckout(page, { number: "4242 4242 4242 4242" });
  await purchaseButton(page).dblclick();
  await expect(page).toHaveURL("/dashboard");
  expect(calls).toBe(1);
  expect(await currentUser(page)).toMatchObject({ completeDocumentationPackages: 1 });
});

test.describe("more than the server allows", () => {
  test.use({ expectedConsoleErrors: [/status of 400/] });

  test("a quantity over 100 shows the server's message", async ({ page }) => {
    await signIn(page);
    await choosePackage(page, "Development Hours");
    const plus = page.getByRole("button", { name: "Increase quantity" });
    for (let count = 1; count <= 100; count++) await plus.click();
    await expect(purchaseButton(page)).toHaveText("Complete Purchase - $54,540.00");
    await fillCheckout(page, { number: "4242 4242 4242 4242" });
    await purchaseButton(page).click();
    await expect(page.getByText("Quantity must be at most 100")).toBeVisible();
  });
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test("the packages and the checkout fit the screen", async ({ page }) => {
    await signIn(page);
    await page.goto("/packages");
    await expect(page.getByRole("article")).toHaveCount(4);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.goto("/checkout?packageId=dev-week");
    await expect(purchaseButton(page)).toHaveText("Complete Purchase - $2,250.00");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.goto("/dashboard");
    await expect(page.getByRole("progressbar")).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
