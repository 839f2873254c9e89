import type { Locator, Page } from "@playwright/test";
import { choosePackage, currentUser, fillCheckout, purchaseButton } from "./commerce";
import { answeredDefinition } from "./definitions";
import { definitionAtDocumentChoice, documentCard, generateThroughApi } from "./documents";
import { expect, fillSignup, newUser, signIn, test } from "./fixtures";

/**
 * Issue 25: what a founder who pays meets. The monthly limit is said before the card form, a
 * refused generation is never a success, the documents paid for lead the definition's page, and
 * a first visit is greeted and helped to start.
 */

/** The month's ten documents, generated through the API on one definition. */
async function useUpTheMonth(page: Page, definitionId: string) {
  for (const kind of ["rfp", "pitch", "openapi", "app_prompt"] as const)
    await generateThroughApi(page, definitionId, kind);
  for (let index = 0; index < 6; index++) await generateThroughApi(page, definitionId, "rfp");
}

/** Whether the element lies wholly in the first screen (the page scrolled to the top). */
async function expectInFirstScreen(page: Page, locator: Locator) {
  await expect(locator).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  const box = await locator.boundingBox();
  const viewport = page.viewportSize();
  expect(box && viewport).toBeTruthy();
  if (!box || !viewport) return;
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
}

test.describe("at the month's limit", () => {
  test.use({ expectedConsoleErrors: [/status of 429/] });

  test("a documents package says so before the card form, and a refused RFP is not a success", async ({ page }) => {
    test.setTimeout(180_000);
    await signIn(page);
    const first = await definitionAtDocumentChoice(page, "complete");
    await useUpTheMonth(page, first);

    // Known before choosing: the packages page counts the month.
    await page.goto("/packages");
    await expect(page.getByText(/^10 of 10 documents this month, resets /)).toBeVisible();
    await expect(page.getByText(/documents bought now can be generated from/)).toBeVisible();

    // The checkout says it before the card form; the form follows a confirmation.
    await choosePackage(page, "Complete Documentation");
    const notice = page.getByRole("region", { name: "This month's documents are used up" });
    await expect(notice).toContainText("You have generated 10 of 10 documents this month.");
    await expect(page.getByLabel("Card number")).toHaveCount(0);
    await expect(purchaseButton(page)).toHaveCount(0);
    await notice.getByRole("checkbox", { name: /I understand that I can generate these documents from/ }).check();
    await fillCheckout(page, { number: "4242 4242 4242 4242" });
    await purchaseButton(page).click();
    await expect(page.getByText("Payment successful!").first()).toBeVisible();
    await expect(page).toHaveURL("/dashboard");
    await expect(page.getByText(/^10 of 10 documents this month, resets /)).toBeVisible();
    await expect.poll(async () => (await currentUser(page)).completeDocumentationPackages).toBe(2);

    // The new package's definition: choosing its RFP at the cap ends without "complete".
    const second = await answeredDefinition(page, {
      packageType: "completeDocumentationPackages",
      stopAt: "qGenerateRFP",
    });
    await page.goto(`/product-definitions/new?conversationId=${second}&package=completeDocumentationPackages`);
    await page.getByRole("button", { name: /Request for Proposal/ }).click();
    const outcome = page.getByRole("region", { name: "Your answers are saved; the RFP is not generated yet" });
    await expect(outcome).toContainText("monthly limit of 10 documents");
    await expect(outcome).toContainText("You can generate the RFP from");
    await expect(page.getByRole("region", { name: "Questionnaire complete" })).toHaveCount(0);

    // Its page says why and from when, with the button ready (off until the reset).
    await outcome.getByRole("link", { name: "Open the definition" }).click();
    await expect(page).toHaveURL(`/product-definitions/${second}`);
    const rfp = documentCard(page, "rfp");
    await expect(rfp).toContainText("Not generated");
    const generate = rfp.getByRole("button", { name: "Generate RFP" });
    await expect(generate).toBeDisabled();
    await expect(generate).toHaveAccessibleDescription(
      /This month's 10 documents are used\. You can generate it from /,
    );

    // The documents page's "Generate New" waits the same way.
    await page.goto("/documents");
    const generateNew = page.getByRole("region", { name: "Generate New" });
    const waiting = generateNew.getByRole("button", { name: "Generate Request for Proposal" });
    await expect(waiting).toBeDisabled();
    await expect(waiting).toHaveAccessibleDescription(/This month's 10 documents are used\. You can generate it from /);
  });
});

test("after the upgrade's checkout the documents lead the definition's page, in the first screen on desktop and on a phone", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page);
  const id = await definitionAtDocumentChoice(page, "free");
  await generateThroughApi(page, id, "rfp");
  await page.goto(`/product-definitions/${id}`);
  await page.getByRole("link", { name: "Purchase Complete Package" }).click();
  await expect(page.getByText(/^1 of 10 documents this month, resets /)).toBeVisible();
  await fillCheckout(page, { number: "4242 4242 4242 4242" });
  await purchaseButton(page).click();

  await expect(page).toHaveURL(`/product-definitions/${id}`);
  const area = page.getByRole("region", { name: "Your documents" });
  await expect(area).toBeFocused();
  const pitch = documentCard(page, "pitch").getByRole("button", { name: "Generate Pitch Deck" });
  await expect(pitch).toBeEnabled();
  await expectInFirstScreen(page, area.getByRole("heading", { name: "Your documents" }));
  await expectInFirstScreen(page, pitch);
  // The RFP itself follows, in its tab.
  await expect(page.getByRole("tab", { name: "RFP Document" })).toHaveAttribute("aria-selected", "true");

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/product-definitions/${id}`);
  await expect(pitch).toBeEnabled();
  await expectInFirstScreen(page, area.getByRole("heading", { name: "Your documents" }));
  await expectInFirstScreen(page, pitch);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test("a brand-new user is welcomed, and creating a definition activates the free package in place", async ({
  page,
}) => {
  const user = await signIn(page);
  await page.goto("/dashboard");
  await expect(page.getByText(`Welcome, ${user.firstName}.`)).toBeVisible();
  await expect(page.getByText(/Welcome back/)).toHaveCount(0);

  await page.getByRole("link", { name: /Create Product Definition/ }).click();
  await expect(page).toHaveURL("/product-definitions");
  await page.getByRole("button", { name: "Activate free RFP package and start" }).click();
  await expect(page.getByText("Package Activated!")).toBeVisible();
  await expect(page).toHaveURL(/\/product-definitions\/new\?.*package=rfpGeneratorPackages/);
  await expect(page.getByRole("textbox", { name: "Your answer" })).toBeVisible();
  expect((await currentUser(page)).rfpGeneratorPackages).toBe(1);

  // Back on the dashboard, with a definition started, the user is back.
  await page.goto("/dashboard");
  await expect(page.getByText(`Welcome back, ${user.firstName}.`, { exact: false })).toBeVisible();
});

test("sign-up says which fields keep 'Create Account' off", async ({ page }) => {
  await page.goto("/signup");
  const create = page.getByRole("button", { name: "Create Account" });
  await expect(create).toBeDisabled();
  await expect(create).toHaveAccessibleDescription(
    "To create your account, complete: First name, Last name, Email, Password, Confirm password.",
  );
  const user = newUser();
  await fillSignup(page, { ...user, password: "short" });
  await expect(create).toHaveAccessibleDescription(
    "To create your account, complete: a password that meets every rule.",
  );
  await fillSignup(page, user);
  await expect(create).toBeEnabled();
  await expect(page.getByText(/To create your account, complete/)).toHaveCount(0);
});
