import { packageCard } from "./commerce";
import { expect, signIn, test } from "./fixtures";

test("the catalogue shows the four packages, their prices and features, and why to upgrade", async ({ page }) => {
  await signIn(page);
  await page.goto("/packages");
  await expect(page.getByRole("heading", { level: 1, name: "Development Packages" })).toBeVisible();
  await expect(page).toHaveTitle("Development Packages · Specwright");
  await expect(page.getByRole("article")).toHaveCount(4);

  const expected = [
    ["RFP Generator", "$0.00", "Free", "Activate Free Package"],
    ["Complete Documentation", "$199.00", "Most Popular", "Choose Package"],
    ["Development Week", "$2,250.00", null, "Choose Package"],
    ["Development Hours", "$540.00", null, "Choose Package"],
  ] as const;
  for (const [name, price, badge, action] of expected) {
    const card = packageCard(page, name);
    await expect(card).toContainText(price);
    if (badge) await expect(card).toContainText(badge);
    await expect(card.getByRole("button", { name: action })).toBeEnabled();
  }
  await expect(packageCard(page, "Complete Documentation")).toHaveAttribute("data-recommended", "true");
  await expect(packageCard(page, "RFP Generator")).toHaveAttribute("data-popular", "true");
  await expect(packageCard(page, "Development Week").getByRole("list")).toContainText("40 development hours");
  await expect(packageCard(page, "Development Hours").getByRole("listitem")).toContainText([
    "10 development hours",
    "2 QA hours",
    "Flexible Usage",
    "Dedicated Developer",
    "Code Review & QA",
    "Direct Communication and Updates",
  ]);
  await expect(page.getByRole("heading", { level: 2, name: "Why Upgrade Your Package?" })).toBeVisible();
});

test("choosing a paid package opens its checkout, with the definition handed on", async ({ page }) => {
  await signIn(page);
  const definitionId = crypto.randomUUID();
  await page.goto(`/packages?definitionId=${definitionId}`);
  await packageCard(page, "Development Week").getByRole("button", { name: "Choose Package" }).click();
  await expect(page).toHaveURL(`/checkout?packageId=dev-week&definitionId=${definitionId}`);
  await expect(page.getByRole("heading", { level: 3, name: "Development Week" })).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem("checkout:definitionId"))).toBe(definitionId);
  const stored = await page.evaluate(() => sessionStorage.getItem("checkout:package"));
  expect(JSON.parse(stored ?? "null")).toMatchObject({ id: "dev-week", name: "Development Week", price: 2250 });

  // Leaving the checkout forgets the definition, not the package.
  await page.getByRole("link", { name: "Back to Packages" }).click();
  await expect(page).toHaveURL("/packages");
  expect(await page.evaluate(() => sessionStorage.getItem("checkout:definitionId"))).toBeNull();
  expect(await page.evaluate(() => sessionStorage.getItem("checkout:package"))).not.toBeNull();
});

test.describe("when activation fails", () => {
  test.use({ expectedConsoleErrors: [/status of 502/] });

  test("it says so and stays on /packages", async ({ page }) => {
    await signIn(page);
    await page.route("**/trpc/purchases.create**", (route) =>
      route.fulfill({
        status: 502,
        contentType: "application/json",
        body: JSON.stringify([
          { error: { code: -32603, message: "down", data: { code: "BAD_GATEWAY", httpStatus: 502 } } },
        ]),
      }),
    );
    await page.goto("/packages");
    await packageCard(page, "RFP Generator").getByRole("button", { name: "Activate Free Package" }).click();
    await expect(page.getByText("Activation Failed")).toBeVisible();
    await expect(page.getByText("Could not activate free package.")).toBeVisible();
    await expect(page).toHaveURL("/packages");
    await expect(
      packageCard(page, "RFP Generator").getByRole("button", { name: "Activate Free Package" }),
    ).toBeEnabled();
  });
});

test("the hour packages say how long their hours last, on the card and at checkout", async ({ page }) => {
  await signIn(page);
  await page.goto("/packages");
  await expect(packageCard(page, "Development Week")).toContainText("Valid for 2 months after purchase");
  await expect(packageCard(page, "Development Hours")).toContainText("Valid for 1 month after purchase");
  await expect(packageCard(page, "Complete Documentation")).not.toContainText("Valid for");
  await page.goto("/checkout?packageId=dev-week");
  await expect(page.getByRole("main")).toContainText("Valid for 2 months after purchase");
});
