import type { Page } from "@playwright/test";
import { fillCheckout, purchaseButton } from "./commerce";
import { definitionAtDocumentChoice, documentCard, generateThroughApi } from "./documents";
import { expect, signIn, test } from "./fixtures";

const THREE_D_SECURE = "4000 0027 6000 3184";

/** A definition on the free RFP package, whose page offers "Purchase Complete Package". */
async function definitionOnRfpPackage(page: Page) {
  await signIn(page);
  const id = await definitionAtDocumentChoice(page, "free");
  await generateThroughApi(page, id, "rfp");
  await page.goto(`/product-definitions/${id}`);
  await expect(documentCard(page, "pitch")).toContainText("Not allowed for this package");
  return id;
}

/** After paying, the definition's page shows the pitch deck ready to generate. */
async function expectUpgraded(page: Page, id: string) {
  await expect(page.getByText("Payment successful!").first()).toBeVisible();
  await expect(page).toHaveURL(`/product-definitions/${id}`);
  const pitch = documentCard(page, "pitch");
  await expect(pitch.getByRole("button", { name: "Generate Pitch Deck" })).toBeEnabled();
  await expect(pitch).not.toContainText("Not allowed for this package");
}

test("'Purchase Complete Package' upgrades the definition it was bought for", async ({ page }) => {
  const id = await definitionOnRfpPackage(page);
  await page.getByRole("link", { name: "Purchase Complete Package" }).click();
  await expect(page).toHaveURL(`/checkout?packageId=complete-docs&definitionId=${id}`);
  await fillCheckout(page, { number: "4242 4242 4242 4242" });
  await purchaseButton(page).click();
  await expectUpgraded(page, id);
});

test("the upgrade also happens when the payment completes after 3-D Secure", async ({ page }) => {
  const id = await definitionOnRfpPackage(page);
  await page.getByRole("link", { name: "Purchase Complete Package" }).click();
  await fillCheckout(page, { number: THREE_D_SECURE });
  await purchaseButton(page).click();
  const dialog = page.getByRole("dialog", { name: "3D Secure 2 Test Page" });
  await dialog.getByRole("button", { name: "Complete authentication" }).click();
  await expectUpgraded(page, id);
});
