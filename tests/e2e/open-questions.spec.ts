import type { Page } from "@playwright/test";
import type { TBlueprintResponse } from "#shared/schemas/blueprints";
import { blueprintOf, definitionAtDocumentChoice, generateThroughApi } from "./documents";
import { expect, signIn, test } from "./fixtures";
import { chooseSettings } from "./settings";

/**
 * The example answers name a job's status without its values ("jobs (date, address, crew,
 * status)"): the blueprint asks for them instead of making a lifecycle up, and the definition's
 * page shows the question with a link that opens answer 9 for editing.
 */
async function definitionWithOpenQuestion(page: Page, language?: "de") {
  await signIn(page);
  if (language) await chooseSettings(page, { language });
  const id = await definitionAtDocumentChoice(page, "complete");
  await generateThroughApi(page, id, "rfp");
  const { blueprint } = await blueprintOf(page, id);
  const questions = (blueprint as NonNullable<TBlueprintResponse["blueprint"]>).openQuestions;
  const question = questions.find((item) => item.answer === "q9");
  if (!question) throw new Error(`no open question about answer 9 in ${JSON.stringify(questions)}`);
  return { id, question };
}

test("an open question links to the answer it is about, opened for editing", async ({ page }) => {
  test.setTimeout(90_000);
  const { id, question } = await definitionWithOpenQuestion(page);
  await page.goto(`/product-definitions/${id}`);

  const asked = page.getByRole("list", { name: "Open questions about your answers" });
  await expect(asked.getByRole("listitem").filter({ hasText: question.question })).toBeVisible();
  expect(question.question).toBe("Which states does a job go through (the values of its status)?");
  await asked.getByRole("link", { name: "Edit answer 9" }).first().click();

  await expect(page).toHaveURL(new RegExp(`/product-definitions/${id}\\?action=edit&answer=q9$`));
  await expect(page.getByRole("tab", { name: /Questionnaire/, selected: true })).toBeVisible();
  const answer = page.getByRole("listitem").filter({ hasText: "What information will the product keep?" });
  const box = answer.getByRole("textbox");
  await expect(box).toBeFocused();
  await expect(box).toHaveValue(/jobs \(date, address, crew, status\)/);
});

test("in German the open questions and their links are German", async ({ page }) => {
  test.setTimeout(90_000);
  const { id, question } = await definitionWithOpenQuestion(page, "de");
  await page.goto(`/product-definitions/${id}`);

  const asked = page.getByRole("list", { name: "Offene Fragen zu Ihren Antworten" });
  await expect(asked.getByRole("listitem").filter({ hasText: question.question })).toBeVisible();
  expect(question.question).toMatch(/^Welche Werte hat der Status von „/);
  await asked.getByRole("link", { name: "Antwort 9 bearbeiten" }).first().click();
  await expect(page).toHaveURL(/answer=q9$/);
  // The answer's own box, waited for until it holds the focus (not whatever is focused meanwhile).
  const answer = page.getByRole("listitem").filter({ hasText: "Welche Informationen wird das Produkt speichern?" });
  const box = answer.getByRole("textbox");
  await expect(box).toBeFocused();
  await expect(box).toHaveValue(/jobs \(date, address, crew, status\)/);
});
