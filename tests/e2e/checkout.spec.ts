import { choosePackage, currentUser, fillCheckout, packageCard, purchaseButton, stat } from "./commerce";
import { expect, fillSignup, newUser, signIn, signUp, test } from "./fixtures";

test("activate the free package, then buy Complete Documentation twice over with a test card", async ({ page }) => {
  await signIn(page);
  await page.goto("/packages");
  await packageCard(page, "RFP Generator").getByRole("button", { name: "Activate Free Package" }).click();
  await expect(page.getByText("Package Activated!")).toBeVisible();
  await expect(page.getByText("Your free package features are now available.")).toBeVisible();
  await expect(page).toHaveURL("/dashboard");
  await expect(stat(page, "Purchased Packages")).toHaveText("1");

  await page.goto("/packages");
  await expect(packageCard(page, "RFP Generator").getByRole("button", { name: "Purchased" })).toBeDisabled();

  await choosePackage(page, "Complete Documentation");
  await expect(page).toHaveURL("/checkout?packageId=complete-docs");
  await expect(page.getByText("Complete your purchase securely")).toBeVisible();
  await expect(page.getByText("Secure Payment", { exact: true })).toBeVisible();
  await expect(page.getByLabel("Full Name")).toHaveValue("Ada Lovelace");
  await expect(page.getByLabel("Email Address")).toHaveValue(/^e2e-.+@example\.com$/);
  await expect(page.getByText("Test mode — no real charge. Use 4242 4242 4242 4242.")).toBeVisible();
  await expect(purchaseButton(page)).toHaveText("Complete Purchase - $199.00");

  const minus = page.getByRole("button", { name: "Decrease quantity" });
  await expect(minus).toBeDisabled();
  await page.getByRole("button", { name: "Increase quantity" }).click();
  await expect(minus).toBeEnabled();
  await expect(page.getByText("Subtotal (2 × $199.00)")).toBeVisible();
  await expect(page.getByRole("definition").filter({ hasText: "$0.00" })).toBeVisible();
  await expect(purchaseButton(page)).toHaveText("Complete Purchase - $398.00");

  await fillCheckout(page, { number: "4242 4242 4242 4242" });
  // Held until the busy button has been seen: a local server answers faster than an assertion.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route("**/trpc/purchases.create**", async (route) => {
    await held;
    await route.fallback();
  });
  await purchaseButton(page).click();
  await expect(page.getByRole("button", { name: "Processing Payment..." })).toBeDisabled();
  await expect(page.getByRole("button", { name: "Increase quantity" })).toBeDisabled();
  release();
  await expect(page.getByText("Payment successful!").first()).toBeVisible();
  await expect(page).toHaveURL("/dashboard");
  await expect(stat(page, "Purchased Packages")).toHaveText("3");
  expect(await currentUser(page)).toMatchObject({ rfpGeneratorPackages: 1, completeDocumentationPackages: 2 });
});

test("Development Hours add 12 available hours on the dashboard", async ({ page }) => {
  await signIn(page);
  await choosePackage(page, "Development Hours");
  await expect(purchaseButton(page)).toHaveText("Complete Purchase - $540.00");
  await fillCheckout(page, { number: "5555 5555 5555 4444" });
  await purchaseButton(page).click();
  await expect(page).toHaveURL("/dashboard");
  await expect(stat(page, "Available Hours")).toHaveText("12");
  await expect(stat(page, "Purchased Packages")).toHaveText("1");
  await expect(page.getByRole("progressbar", { name: "Development hours used" })).toHaveAttribute("aria-valuenow", "0");
  await expect(page.getByText("0 of 12 hours used")).toBeVisible();
});

test.describe("refused cards", () => {
  test.use({ expectedConsoleErrors: [/status of 402/] });

  test("a declined card says so and credits nothing", async ({ page }) => {
    await signIn(page);
    await choosePackage(page, "Complete Documentation");
    await fillCheckout(page, { number: "4000 0000 0000 0002" });
    await purchaseButton(page).click();
    await expect(page.getByText("Your card was declined.")).toBeVisible();
    await expect(purchaseButton(page)).toBeEnabled();
    await expect(page).toHaveURL("/checkout?packageId=complete-docs");
    expect(await currentUser(page)).toMatchObject({ completeDocumentationPackages: 0 });

    // Another card, another attempt: the insufficient-funds card has its own message.
    await page.getByLabel("Card number").fill("4000 0000 0000 9995");
    await purchaseButton(page).click();
    await expect(page.getByText("Your card has insufficient funds.")).toBeVisible();
    await page.goto("/dashboard");
    await expect(stat(page, "Purchased Packages")).toHaveText("0");
  });
});

test("card mistakes are caught in the browser, before any call", async ({ page }) => {
  await signIn(page);
  await choosePackage(page, "Complete Documentation");
  let purchases = 0;
  page.on("request", (request) => {
    if (request.url().includes("purchases.create")) purchases++;
  });
  await fillCheckout(page, { number: "4242 4242 4242 4241" });
  await purchaseButton(page).click();
  const error = page.getByText("Your card number is invalid.");
  await expect(error).toBeVisible();
  await expect(page.getByLabel("Card number")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel("Card number")).toHaveAccessibleDescription(/Your card number is invalid\./);

  await page.getByLabel("Card number").fill("4012 8888 8888 1881");
  await purchaseButton(page).click();
  await expect(page.getByText(/Your card number is not a test card\./)).toBeVisible();

  await page.getByLabel("Card number").fill("4242 4242 4242 4242");
  await page.getByLabel("Expiry (MM/YY)").fill("01/20");
  await purchaseButton(page).click();
  await expect(page.getByText("Your card's expiration date is in the past.")).toBeVisible();

  await page.getByLabel("Expiry (MM/YY)").fill("12/34");
  await page.getByLabel("CVC").fill("");
  await purchaseButton(page).click();
  await expect(page.getByText("Your card's security code is incomplete.")).toBeVisible();
  expect(purchases).toBe(0);
});

test("the form's messages appear under their fields on submit", async ({ page }) => {
  await signIn(page);
  await choosePackage(page, "Development Week");
  await page.getByLabel("Full Name").fill("A");
  await page.getByLabel("Email Address").fill("not-an-email");
  await page.getByLabel("Street Address").fill("1 Rd");
  await page.getByLabel("ZIP Code").fill("12");
  await purchaseButton(page).click();

  const expected = [
    ["Full Name", "Full name must be at least 2 characters"],
    ["Email Address", "Please enter a valid email address"],
    ["Street Address", "Please enter a complete address"],
    ["City", "City is required"],
    ["ZIP Code", "ZIP code is required"],
    ["Country", "Country is required"],
  ] as const;
  for (const [label, message] of expected) {
    const field = page.getByLabel(label, { exact: true });
    await expect(field).toHaveAttribute("aria-invalid", "true");
    await expect(field).toHaveAccessibleDescription(message);
  }
  await expect(page.getByLabel("Full Name")).toBeFocused();

  // Fixing a field clears its message.
  await page.getByLabel("City").fill("London");
  await expect(page.getByLabel("City")).not.toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText("City is required")).toBeHidden();
});

test("/checkout without a package goes to /packages, replacing the history entry", async ({ page }) => {
  await signIn(page);
  await page.goto("/dashboard");
  await page.goto("/checkout");
  await expect(page).toHaveURL("/packages");
  await page.goBack();
  await expect(page).toHaveURL("/dashboard");

  await page.goto("/checkout?packageId=unknown");
  await expect(page).toHaveURL("/packages");
  // The free package is activated on /packages, never checked out.
  await page.goto("/checkout?packageId=rfp-free");
  await expect(page).toHaveURL("/packages");
});

test("a reload keeps the order from session storage, and the address bar follows it", async ({ page }) => {
  await signIn(page);
  await choosePackage(page, "Development Hours");
  const definitionId = crypto.randomUUID();
  await page.evaluate((id) => sessionStorage.setItem("checkout:definitionId", id), definitionId);
  await page.goto("/checkout");
  await expect(page).toHaveURL(`/checkout?packageId=dev-hours&definitionId=${definitionId}`);
  await expect(page.getByRole("heading", { level: 3, name: "Development Hours" })).toBeVisible();
});

test("the query's package wins over the one kept from an earlier checkout", async ({ page }) => {
  await signIn(page);
  await choosePackage(page, "Complete Documentation");
  // A slow catalogue must not let the stored package take the address bar over.
  await page.route("**/trpc/packages.list**", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 300));
    await route.fallback();
  });
  await page.goto("/checkout?packageId=dev-week");
  await expect(page.getByRole("heading", { level: 3, name: "Development Week" })).toBeVisible();
  await expect(page).toHaveURL("/checkout?packageId=dev-week");
  await expect(purchaseButton(page)).toHaveText("Complete Purchase - $2,250.00");
});

test("a visitor signs in before the payment form and comes back to the same order", async ({ page }) => {
  const account = await signUp(page.request);
  const definitionId = crypto.randomUUID();
  const checkout = `/checkout?packageId=dev-hours&definitionId=${definitionId}`;
  await page.goto(checkout);
  await expect(page.getByRole("heading", { level: 3, name: "Development Hours" })).toBeVisible();
  await page.getByRole("button", { name: "Increase quantity" }).click();
  await page.getByRole("button", { name: "Increase quantity" }).click();
  // No payment form to fill in before signing in: the sign-in comes first.
  await expect(page.getByText("Sign in to complete your purchase.")).toBeVisible();
  await expect(page.getByLabel("Card number")).toHaveCount(0);
  await expect(purchaseButton(page)).toHaveCount(0);

  await page.getByRole("main").getByRole("link", { name: "Sign in" }).click();
  await expect(page).toHaveURL("/login");
  await page.getByLabel("Email").fill(account.email);
  await page.getByRole("textbox", { name: "Password" }).fill(account.password);
  await page.getByRole("button", { name: "Sign In" }).click();

  await expect(page).toHaveURL(checkout);
  await expect(page.getByRole("heading", { level: 3, name: "Development Hours" })).toBeVisible();
  await expect(page.getByRole("status", { name: "Quantity" })).toHaveText("3");
  await expect(purchaseButton(page)).toHaveText("Complete Purchase - $1,620.00");
  await expect(page.getByLabel("Card number")).toBeVisible();
  await expect(purchaseButton(page)).toBeVisible();
});

test("a visitor who has no account signs up from the checkout and comes back to it", async ({ page }) => {
  const user = newUser();
  await page.goto("/checkout?packageId=dev-week");
  await page.getByRole("main").getByRole("link", { name: "Create account" }).click();
  await expect(page).toHaveURL("/signup");
  await fillSignup(page, user);
  await page.getByRole("checkbox", { name: /I agree to the/ }).check();
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page).toHaveURL("/checkout?packageId=dev-week");
  await expect(page.getByRole("heading", { level: 3, name: "Development Week" })).toBeVisible();
  await expect(purchaseButton(page)).toHaveText("Complete Purchase - $2,250.00");
});
