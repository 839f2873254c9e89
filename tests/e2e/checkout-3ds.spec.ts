import { choosePackage, fillCheckout, purchaseButton, stat } from "./commerce";
import { expect, signIn, test } from "./fixtures";

const THREE_D_SECURE = "4000 0027 6000 3184";

test("a 3-D Secure card completes once authenticated", async ({ page }) => {
  await signIn(page);
  await choosePackage(page, "Complete Documentation");
  await fillCheckout(page, { number: THREE_D_SECURE });
  await purchaseButton(page).click();

  const dialog = page.getByRole("dialog", { name: "3D Secure 2 Test Page" });
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveAccessibleDescription(/Test mode: authenticate this payment/);
  await expect(dialog.getByRole("button", { name: "Complete authentication" })).toBeFocused();
  await dialog.getByRole("button", { name: "Complete authentication" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText("Payment successful!").first()).toBeVisible();
  await expect(page).toHaveURL("/dashboard");
  await expect(stat(page, "Purchased Packages")).toHaveText("1");
});

test("a failed authentication says so and credits nothing", async ({ page }) => {
  await signIn(page);
  await choosePackage(page, "Complete Documentation");
  await fillCheckout(page, { number: "4000 0000 0000 3220" });
  await purchaseButton(page).click();
  await page.getByRole("dialog").getByRole("button", { name: "Fail authentication" }).click();
  await expect(
    page.getByText(
      "We are unable to authenticate your payment method. Please choose a different payment method and try again.",
    ),
  ).toBeVisible();
  await expect(purchaseButton(page)).toBeEnabled();
  await page.goto("/dashboard");
  await expect(stat(page, "Purchased Packages")).toHaveText("0");
});

test("Escape closes the authentication without deciding, and the checkout can be tried again", async ({ page }) => {
  await signIn(page);
  await choosePackage(page, "Complete Documentation");
  await fillCheckout(page, { number: THREE_D_SECURE });
  await purchaseButton(page).click();
  await expect(page.getByRole("dialog")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toBeHidden();
  await expect(page.getByText("Authentication was cancelled.")).toBeVisible();

  await purchaseButton(page).click();
  await page.getByRole("dialog").getByRole("button", { name: "Complete authentication" }).click();
  await expect(page).toHaveURL("/dashboard");
  await expect(stat(page, "Purchased Packages")).toHaveText("1");
});
