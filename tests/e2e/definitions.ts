import type { Locator, Page } from "@playwright/test";
import { QUESTIONS } from "#shared/questionnaire/prompts";
import { structuredKindOf } from "#shared/questionnaire/structured";
import type { TInitResponse, TSendMessageResponse } from "#shared/schemas/definitions";
import { interview } from "../support/interview";
import { currentUser } from "./commerce";
import { expect, storedTokens } from "./fixtures";

/** Calls the API as the user the page holds. */
export async function apiPost(page: Page, path: string, data?: unknown) {
  const { accessToken } = JSON.parse((await storedTokens(page)) ?? "{}") as { accessToken?: string };
  return page.request.post(path, { data, headers: { Authorization: `Bearer ${accessToken}` } });
}

/** Reads the API as the user the page holds. */
export async function apiGet(page: Page, path: string) {
  const { accessToken } = JSON.parse((await storedTokens(page)) ?? "{}") as { accessToken?: string };
  return page.request.get(path, { headers: { Authorization: `Bearer ${accessToken}` } });
}

/** The free RFP package, activated through the API (the packages page's own test covers the button). */
export async function activateFreePackage(page: Page) {
  const response = await apiPost(page, "/api/purchases", { product: "RFPGenerator", cardStripeToken: "", quantity: 1 });
  expect(response.ok(), await response.text()).toBe(true);
}

/** Complete Documentation packages bought with the sandbox's test card; waits for the webhook to grant them. */
export async function buyCompletePackages(page: Page, quantity: number) {
  const data = { product: "CompleteDocumentation", cardStripeToken: "tok_visa", quantity };
  const response = await apiPost(page, "/api/purchases", data);
  expect(response.ok(), await response.text()).toBe(true);
  await expect.poll(async () => (await currentUser(page)).completeDocumentationPackages).toBe(quantity);
}

type InterviewOptions = { packageType?: string; stopAt?: string; yesNo?: "Yes" | "No" };

/** A definition started and answered through the API, up to `stopAt` or to the end; returns its id. */
export async function answeredDefinition(page: Page, options: InterviewOptions = {}): Promise<string> {
  const { packageType = "rfpGeneratorPackages", ...rest } = options;
  const init = await apiPost(page, "/api/conversations/init", { packageType });
  expect(init.status(), await init.text()).toBe(201);
  const started = (await init.json()) as TInitResponse;
  const send = async (body: Record<string, unknown>) => {
    const response = await apiPost(page, "/api/conversations/message", body);
    return { status: response.status(), body: (await response.json()) as TSendMessageResponse };
  };
  if (rest.stopAt !== started.prompts[0]?.metadata.id) await interview(send, started, { option: "A", ...rest });
  return started.sessionId;
}

/** The questions in interview order when q18 is answered Yes (33 of them). */
export const QUESTION_IDS = QUESTIONS.map((question) => question.id);

export function answerBox(page: Page): Locator {
  return page.getByRole("textbox", { name: "Your answer" });
}

/**
 * Answers each question as a user would: its example answer typed and Enter, Yes at a yes/no
 * question. Roles, data, services and platforms have a control; there the example is written in
 * its text fallback, so prose keeps being answered (structured-answers.spec.ts fills the controls).
 */
export async function answerQuestions(page: Page, ids: readonly string[]) {
  for (const id of ids) {
    const question = QUESTIONS.find((candidate) => candidate.id === id);
    if (!question) throw new Error(`no question ${id}`);
    if (question.expectedInput === "yesNo") {
      await page.getByRole("button", { name: "Yes", exact: true }).click();
      continue;
    }
    // Only the open structured answer offers the switch (the one just sent shows none).
    if (structuredKindOf(id)) await page.getByRole("button", { name: "Write it as text instead" }).click();
    const box = answerBox(page);
    // The box of this question (a new one per question) shows its example as the placeholder.
    await expect(box).toHaveAttribute("placeholder", question.placeholder);
    await box.fill(question.placeholder);
    await box.press("Enter");
  }
}

/** The features list of qGenerateFeatures (or of the features answer in edit mode). */
export function featureList(page: Page): Locator {
  return page.getByRole("list", { name: "Features in order of priority" });
}

/** The features in their order on screen. */
export async function featureOrder(page: Page): Promise<string[]> {
  await expect(featureList(page).getByRole("listitem").first()).toBeVisible();
  const labels = await featureList(page)
    .getByRole("listitem")
    .evaluateAll((items) => items.map((item) => item.getAttribute("aria-label") ?? ""));
  return labels.map((label) => label.replace(/^\d+\.\s*/, ""));
}
