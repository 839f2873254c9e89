import type { Page } from "@playwright/test";
import { blueprintOf, definitionAtDocumentChoice, generateThroughApi } from "./documents";
import { expect, signIn, storedTokens, test } from "./fixtures";

/** Issue 25: after a language change the documents say they are in the old one, and an update writes them in the new. */

async function authorized(page: Page) {
  const { accessToken } = JSON.parse((await storedTokens(page)) ?? "{}") as { accessToken?: string };
  return { Authorization: `Bearer ${accessToken}` };
}

test("a language change marks the documents and offers to update them in the new language", async ({ page }) => {
  // A definition answered and generated, then generated again in German.
  test.slow();
  await signIn(page);
  const id = await definitionAtDocumentChoice(page, "free");
  await generateThroughApi(page, id, "rfp");
  const saved = await page.request.put("/api/users/me/settings", {
    data: { language: "de" },
    headers: await authorized(page),
  });
  expect(saved.status()).toBe(200);

  await page.goto(`/product-definitions/${id}`);
  const notice = page.getByTestId("language-notice");
  await expect(notice.getByRole("heading", { name: "Dokumente in einer anderen Sprache" })).toBeVisible();
  await expect(notice).toContainText("Angebotsanfrage (English)");

  await page.getByRole("button", { name: "Auf Deutsch aktualisieren" }).click();
  await expect(notice).toHaveCount(0);
  const blueprint = await blueprintOf(page, id);
  expect(blueprint.documents.find((document) => document.kind === "rfp")).toMatchObject({ language: "de" });
  await expect(page.getByRole("button", { name: "Auf Deutsch aktualisieren" })).toHaveCount(0);
});
