import type { Page } from "@playwright/test";
import type { TBlueprintResponse } from "#shared/schemas/blueprints";
import { expectAccessible } from "./accessibility";
import { blueprintOf, definitionAtDocumentChoice, generateThroughApi } from "./documents";
import { expect, signIn, storedTokens, test } from "./fixtures";
import { chooseSettings } from "./settings";

type Blueprint = NonNullable<TBlueprintResponse["blueprint"]>;

/**
 * Documents follow the founder's corrections (decision 031): after a correction the documents are
 * out of date, "Update documents" regenerates them one after another, and the new version's line
 * names the requirement that changed.
 */
async function correctedDefinition(page: Page, language?: "de") {
  await signIn(page);
  if (language) await chooseSettings(page, { language });
  const id = await definitionAtDocumentChoice(page, "complete");
  await generateThroughApi(page, id, "rfp");
  const response = await blueprintOf(page, id);
  const blueprint = structuredClone(response.blueprint as Blueprint);
  const moved = blueprint.requirements.find((item) => item.priority === "must");
  if (!moved) throw new Error("the example answers have a Must requirement");
  moved.priority = "should";
  const { accessToken } = JSON.parse((await storedTokens(page)) ?? "{}") as { accessToken?: string };
  const put = await page.request.put(`/api/conversations/${id}/blueprint`, {
    data: { version: response.version, blueprint },
    headers: { Authorization: `Bearer ${accessToken}` },
  });
  expect(put.status(), await put.text()).toBe(200);
  return { id, changed: moved.id };
}

test("after a correction, Update documents regenerates the RFP by keyboard and its version names the changed requirement", async ({
  page,
}) => {
  // Up to 72 s beside a second suite (issue 29's loaded runs).
  test.setTimeout(180_000);
  const { id, changed } = await correctedDefinition(page);
  await page.goto(`/product-definitions/${id}`);
  const area = page.locator("#documents");
  const update = area.getByRole("button", { name: "Update documents" });
  await expect(update).toBeVisible();
  await expect(area.getByRole("status").filter({ hasText: "1 out of date" })).toBeVisible();
  await expectAccessible(page, "light: Update documents offered");
  await update.focus();
  await page.keyboard.press("Enter");
  await expect(area.getByRole("status").filter({ hasText: "Your documents are up to date." })).toBeVisible();
  await expect(area).toContainText(`${changed} changed`);
  await expect(update).toBeHidden();
});

test("in German at phone width the button and the change log are German", async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 844 });
  const { id, changed } = await correctedDefinition(page, "de");
  await page.goto(`/product-definitions/${id}`);
  const area = page.locator("#documents");
  const update = area.getByRole("button", { name: "Dokumente aktualisieren" });
  await expect(update).toBeVisible();
  await update.click();
  await expect(area.getByRole("status").filter({ hasText: "Ihre Dokumente sind aktuell." })).toBeVisible();
  await expect(area).toContainText(`${changed} geändert`);
  // The documents area fits the phone: nothing in it wider than the screen.
  const overflow = await area.evaluate(
    (element) => [...element.querySelectorAll("*")].filter((child) => child.getBoundingClientRect().right > 391).length,
  );
  expect(overflow, "nothing in the documents area wider than the phone").toBe(0);
});
