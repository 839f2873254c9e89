import type { Locator, Page } from "@playwright/test";
import { expect, storedTokens } from "./fixtures";

/** The card of one package on /packages. */
export function packageCard(page: Page, name: string): Locator {
  return page.getByRole("article", { name });
}

/** From /packages to the checkout of a paid package. */
export async function choosePackage(page: Page, name: string) {
  await page.goto("/packages");
  await packageCard(page, name).getByRole("button", { name: "Choose Package" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Checkout" })).toBeVisible();
}

export type TestCard = { number: string; expiry?: string; cvc?: string };

/** The billing address and the sandbox's card field (name and email come filled in). */
export async function fillCheckout(page: Page, card: TestCard) {
  await page.getByLabel("Street Address").fill("12 Analytical Row");
  await page.getByLabel("City").fill("London");
  await page.getByLabel("ZIP Code").fill("N1 9GU");
  await page.getByLabel("Country").fill("United Kingdom");
  await page.getByLabel("Card number").fill(card.number);
  await page.getByLabel("Expiry (MM/YY)").fill(card.expiry ?? "12/34");
  await page.getByLabel("CVC").fill(card.cvc ?? "123");
}

/** The submit button, whatever total it shows. */
export function purchaseButton(page: Page): Locator {
  return page.getByRole("button", { name: /^Complete Purchase - / });
}

/** The number on one of the dashboard's stat cards. */
export function stat(page: Page, label: string): Locator {
  return page
    .getByRole("list", { name: "Overview" })
    .getByRole("listitem")
    .filter({ hasText: label })
    .locator("p")
    .first();
}

/** The user as the server has it now, with the session the page holds. */
export async function currentUser(page: Page): Promise<Record<string, number>> {
  const { accessToken } = JSON.parse((await storedTokens(page)) ?? "{}") as { accessToken?: string };
  const response = await page.request.get("/api/users/me", { headers: { Authorization: `Bearer ${accessToken}` } });
  expect(response.status()).toBe(200);
  return (await response.json()) as Record<string, number>;
}
