import { SETTINGS_MESSAGES } from "#shared/errors/auth-messages";
import { STATUS_MESSAGES } from "#shared/errors/messages";
import { activateFreePackage, answerBox, answeredDefinition } from "./definitions";
import { definitionAtDocumentChoice } from "./documents";
import { expect, signIn, test } from "./fixtures";

// The browser logs every call it could not send while offline.
test.use({ expectedConsoleErrors: [/ERR_INTERNET_DISCONNECTED/] });

const UNREACHABLE = STATUS_MESSAGES[0];

test("offline, an answer fails with the reason, keeps its text, and Retry sends it once back online", async ({
  page,
  context,
}) => {
  await signIn(page);
  await activateFreePackage(page);
  const id = await answeredDefinition(page, { stopAt: "q2" });
  await page.goto(`/product-definitions/new?conversationId=${id}`);
  await expect(answerBox(page)).toBeVisible();

  await context.setOffline(true);
  const answer = "A shared to-do list for cleaning crews.";
  await answerBox(page).fill(answer);
  await answerBox(page).press("Enter");
  await expect(page.getByText(UNREACHABLE)).toBeVisible();
  await expect(page.getByRole("button", { name: "Send" })).toBeEnabled();
  await expect(answerBox(page)).toHaveValue(answer);

  await context.setOffline(false);
  await page.getByRole("button", { name: "Retry" }).click();
  await expect(page.getByRole("list", { name: "Conversation" })).toContainText(answer);
  await expect(page.getByText(UNREACHABLE)).toHaveCount(0);
});

test("offline at the document choice, the chosen option fails with Retry, which sends that choice", async ({
  page,
  context,
}) => {
  await signIn(page);
  const id = await definitionAtDocumentChoice(page, "free");
  await page.goto(`/product-definitions/new?conversationId=${id}`);
  const rfp = page.getByRole("button", { name: /^A\)/ });
  await expect(rfp).toBeEnabled();

  await context.setOffline(true);
  await rfp.click();
  await expect(page.getByRole("alert").filter({ hasText: UNREACHABLE })).toBeVisible();
  await expect(rfp).toBeEnabled();

  await context.setOffline(false);
  await page.getByRole("button", { name: "Retry" }).click();
  await expect(page.getByRole("link", { name: "Finalize" })).toBeVisible({ timeout: 30_000 });
});

test("offline, signing in and saving answers say why, keep what was typed, and work once back online", async ({
  page,
  context,
}) => {
  const user = await signIn(page);
  await activateFreePackage(page);
  const id = await answeredDefinition(page);
  await page.goto(`/product-definitions/${id}/edit`);
  const name = page.getByRole("textbox", { name: "Answer to question 1" });
  await name.fill("TaskNest Offline");

  await context.setOffline(true);
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText(UNREACHABLE)).toBeVisible();
  await expect(name).toHaveValue("TaskNest Offline");
  await context.setOffline(false);
  await page.getByRole("button", { name: "Retry" }).click();
  await expect(page.getByText("Answers saved")).toBeVisible();

  await page.getByRole("button", { name: "Log out" }).click();
  await page.goto("/login");
  await page.getByLabel("Email").fill(user.email);
  await page.getByRole("textbox", { name: "Password" }).fill(user.password);
  await context.setOffline(true);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByText(UNREACHABLE)).toBeVisible();
  await expect(page.getByLabel("Email")).toHaveValue(user.email);
  await context.setOffline(false);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL("/dashboard");
});

test("offline, a setting that cannot be saved flips back and its toast offers Retry", async ({ page, context }) => {
  await signIn(page);
  await page.goto("/settings");
  const marketing = page.getByRole("switch", { name: "Marketing emails", exact: true });
  await expect(marketing).not.toBeChecked();

  await context.setOffline(true);
  await marketing.click();
  await expect(page.getByText(SETTINGS_MESSAGES.saveFailed)).toBeVisible();
  await expect(marketing).not.toBeChecked();

  await context.setOffline(false);
  await page.getByRole("button", { name: "Retry" }).click();
  await expect(page.getByText(SETTINGS_MESSAGES.saved)).toBeVisible();
  await expect(marketing).toBeChecked();
});
