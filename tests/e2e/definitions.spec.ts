import type { Page } from "@playwright/test";
import { DEFINITION_MESSAGES } from "#shared/errors/definition-messages";
import { stat } from "./commerce";
import { activateFreePackage, answerBox, answeredDefinition, apiPost, buyCompletePackages } from "./definitions";
import { definitionAtDocumentChoice, generateThroughApi } from "./documents";
import { expect, signIn, test } from "./fixtures";

test("without packages the free package is offered in place; with it used, nothing can be created", async ({
  page,
}) => {
  await signIn(page);
  await page.goto("/product-definitions");
  await expect(page.getByRole("heading", { level: 1, name: "Product Definitions" })).toBeVisible();
  await expect(page.getByText(DEFINITION_MESSAGES.noDefinitions)).toBeVisible();
  await expect(page.getByRole("link", { name: "Explore Packages" })).toHaveAttribute("href", "/packages");

  // Never having had a package, the menu's RFP item activates the free one (issue 25); the complete one is off.
  const menuButton = page.getByRole("button", { name: "Create Definition" });
  await menuButton.focus();
  await page.keyboard.press("ArrowDown");
  await expect(page.getByRole("menuitem", { name: "Activate free RFP package and start" })).toBeFocused();
  await expect(page.getByRole("menuitem", { name: "Activate free RFP package and start" })).toBeEnabled();
  await expect(page.getByRole("menuitem", { name: "Use Complete package" })).toBeDisabled();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("menu")).toHaveCount(0);
  await expect(menuButton).toBeFocused();

  // With the free package taken by a definition, both items are off and say why.
  await activateFreePackage(page);
  await answeredDefinition(page, { stopAt: "q1" });
  // The packages come with the server's copy of the user, asked for as the page opens.
  const refreshed = page.waitForResponse((response) => response.url().includes("users.me"));
  await page.reload();
  await refreshed;
  await expect(page.getByRole("button", { name: "Activate free RFP package and start" })).toHaveCount(0);
  await menuButton.focus();
  await page.keyboard.press("ArrowDown");
  const rfp = page.getByRole("menuitem", { name: "Use RFP package" });
  await expect(rfp).toBeFocused();
  await expect(rfp).toBeDisabled();
  await expect(rfp).toHaveAccessibleDescription(DEFINITION_MESSAGES.noPackage.rfpGeneratorPackages);
  await expect(page.getByRole("menuitem", { name: "Use Complete package" })).toBeDisabled();
  await rfp.click({ force: true });
  await expect(page).toHaveURL("/product-definitions");
  await page.keyboard.press("Escape");
  await expect(page.getByRole("menu")).toHaveCount(0);
  await expect(menuButton).toBeFocused();
});

test("the list shows each definition with its badges, and the search and the status filter narrow it", async ({
  page,
}) => {
  await signIn(page);
  await activateFreePackage(page);
  await buyCompletePackages(page, 2);
  const answered = await answeredDefinition(page);
  await page.goto("/product-definitions");
  // One complete package is left: a new definition takes it.
  await page.getByRole("button", { name: "Create Definition" }).click();
  await expect(page.getByRole("menuitem", { name: "Use RFP package" })).toBeDisabled();
  await page.getByRole("menuitem", { name: "Use Complete package" }).click();
  await expect(page).toHaveURL(/package=completeDocumentationPackages&conversationId=/);
  await expect(answerBox(page)).toBeVisible();

  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Product Definitions" }).click();
  const cards = page.getByRole("article");
  await expect(cards).toHaveCount(2);
  const taskNest = page.getByRole("article", { name: "TaskNest" });
  await expect(taskNest).toContainText("In Progress");
  await expect(taskNest).toContainText("Free");
  await expect(taskNest).toContainText("No documents");
  await expect(taskNest).toContainText("TaskNest helps small cleaning companies");
  await expect(taskNest).not.toContainText("development hours used");
  await expect(taskNest.getByRole("link", { name: "View Details" })).toHaveAttribute(
    "href",
    `/product-definitions/${answered}`,
  );
  const untitled = page.getByRole("article", { name: "Untitled definition" });
  await expect(untitled).toContainText("Draft");
  await expect(untitled).toContainText("Complete Documentation");
  await expect(untitled).toContainText("0 development hours used");
  await expect(untitled).toContainText(/Updated \w+/);

  const search = page.getByRole("searchbox", { name: "Search definitions" });
  await search.fill("CLEANING COMPANIES");
  await expect(cards).toHaveCount(1);
  await expect(taskNest).toBeVisible();
  await search.fill("");
  const status = page.getByLabel("Status");
  await status.selectOption("Draft");
  await expect(cards).toHaveCount(1);
  await expect(untitled).toBeVisible();
  await status.selectOption("In Progress");
  await expect(cards).toHaveCount(1);
  await expect(taskNest).toBeVisible();
  await status.selectOption("Complete");
  await expect(page.getByText(DEFINITION_MESSAGES.noDefinitions)).toBeVisible();
  // The filter lives in the address, so a reload keeps it.
  await page.reload();
  await expect(page.getByLabel("Status")).toHaveValue("Complete");
  await status.selectOption("All Statuses");
  await expect(cards).toHaveCount(2);

  await page.goto("/dashboard");
  await expect(stat(page, "Product Definitions")).toHaveText("2");
  await expect(page.getByText("2 updated this month")).toBeVisible();
  const recent = page.getByRole("region", { name: "Recent Product Definitions" });
  await recent.getByRole("link", { name: /TaskNest/ }).click();
  await expect(page).toHaveURL(`/product-definitions/${answered}`);
  await expect(page.getByRole("heading", { level: 1, name: "TaskNest" })).toBeVisible();
});

test("answers are edited in place and saved together; steering answers stay as they are", async ({ page }) => {
  await signIn(page);
  await activateFreePackage(page);
  const id = await answeredDefinition(page);
  await page.goto(`/product-definitions/${id}/edit`);
  await expect(page).toHaveURL(`/product-definitions/${id}?action=edit`);
  await expect(page.getByRole("tab", { name: "Questionnaire (21 Questions)" })).toHaveAttribute(
    "aria-selected",
    "true",
  );

  const name = page.getByRole("textbox", { name: "Answer to question 1" });
  await expect(name).toHaveValue("TaskNest");
  await name.fill("");
  await expect(page.getByText("Please enter an answer")).toBeVisible();
  await expect(page.getByRole("button", { name: "Save" })).toBeDisabled();
  await name.fill("TaskNest Pro");
  await expect(page.getByText("12/300")).toBeVisible();
  // Edits on other pages are kept and saved with the rest.
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByText("Page 2 of 4")).toBeVisible();
  const budget = page.getByRole("textbox", { name: "Answer to question 13" });
  await budget.fill("$50,000");
  await page.getByRole("button", { name: "Next" }).click();
  const assets = page.getByRole("listitem").filter({ hasText: "Do you already have assets to build on" });
  await expect(assets).toContainText(DEFINITION_MESSAGES.notEditable);
  await expect(assets.getByRole("textbox")).toHaveCount(0);

  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Answers saved")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "TaskNest Pro" })).toBeVisible();
  await page.getByRole("button", { name: "Previous" }).click();
  await expect(budget).toHaveValue("$50,000");
  // Cancel closes the boxes and stays on the questionnaire, read-only, with Edit to open them again.
  await page.getByRole("button", { name: "Cancel" }).click();
  await expect(page).toHaveURL(`/product-definitions/${id}?action=edit`);
  await expect(page.getByRole("textbox")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Edit answers" })).toBeVisible();
  await page.getByRole("button", { name: "Previous" }).click();
  await expect(page.getByText("Page 1 of 4")).toBeVisible();
  await expect(page.getByRole("listitem").filter({ hasText: "What is your product called" })).toContainText(
    "TaskNest Pro",
  );
});

test("an unfinished definition is continued from its page; the free package is upgraded from there", async ({
  page,
}) => {
  await signIn(page);
  await activateFreePackage(page);
  const id = await answeredDefinition(page, { stopAt: "q3a" });
  await page.goto(`/product-definitions/${id}`);
  await expect(page.getByRole("tab", { name: "RFP Document" })).toBeDisabled();
  await expect(page.getByRole("listitem").filter({ hasText: "How do people deal" })).toContainText("Not answered yet");
  await expect(page.getByRole("navigation", { name: "Questionnaire pages" })).toHaveCount(0);
  const checkout = `/checkout?packageId=complete-docs&definitionId=${id}`;
  await expect(page.getByRole("link", { name: "Upgrade your package" })).toHaveAttribute("href", checkout);
  await expect(page.getByRole("link", { name: "Purchase Complete Package" })).toHaveAttribute("href", checkout);
  await expect(page.getByRole("link", { name: "Back to Product Definitions" })).toHaveAttribute(
    "href",
    "/product-definitions",
  );

  await page.getByRole("link", { name: "Continue Questionnaire" }).click();
  await expect(page).toHaveURL(`/product-definitions/new?conversationId=${id}&package=rfpGeneratorPackages`);
  await expect(answerBox(page)).toHaveAttribute("placeholder", /Paper calendars/);
});

/** Answers every call of a tRPC batch that matches with a 403 (a status the client does not retry). */
async function refuseOnce(page: Page, procedure: string) {
  await page.route(
    (url) => url.pathname.startsWith("/trpc/") && url.pathname.includes(procedure),
    (route) => {
      const calls = new URL(route.request().url()).pathname.slice("/trpc/".length).split(",");
      const error = { error: { code: -32603, message: "refused", data: { code: "FORBIDDEN", httpStatus: 403 } } };
      return route.fulfill({
        status: 403,
        contentType: "application/json",
        body: JSON.stringify(calls.map(() => error)),
      });
    },
    { times: 1 },
  );
}

test.describe("when a definition cannot be shown or started", () => {
  test.use({ expectedConsoleErrors: [/status of 40[034]/] });

  test("an unknown definition is not found", async ({ page }) => {
    await signIn(page);
    await page.goto(`/product-definitions/${crypto.randomUUID()}`);
    await expect(page.getByRole("alert")).toContainText(DEFINITION_MESSAGES.notFound);
    await page.goto("/product-definitions/not-an-id");
    await expect(page.getByRole("alert")).toContainText(DEFINITION_MESSAGES.notFound);
    await page.getByRole("link", { name: "Back to Product Definitions" }).click();
    await expect(page).toHaveURL("/product-definitions");
  });

  test("a list or a conversation that fails to load says so and offers Retry", async ({ page }) => {
    await signIn(page);
    await activateFreePackage(page);
    const id = await answeredDefinition(page, { stopAt: "q2" });
    await refuseOnce(page, "definitions.list");
    await page.goto("/product-definitions");
    await expect(page.getByRole("alert")).toContainText(DEFINITION_MESSAGES.fetchFailed);
    await page.getByRole("button", { name: "Retry" }).click();
    await expect(page.getByRole("article", { name: "TaskNest" })).toBeVisible();

    await refuseOnce(page, "definitions.get");
    await page.goto(`/product-definitions/${id}`);
    await expect(page.getByRole("alert")).toContainText("Failed to load the messages");
    await page.getByRole("button", { name: "Retry" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "TaskNest" })).toBeVisible();
  });

  test("a start without the package says which package is missing", async ({ page }) => {
    await signIn(page);
    await page.goto("/product-definitions/new?package=rfpGeneratorPackages");
    await expect(page.getByRole("alert")).toContainText(DEFINITION_MESSAGES.noPackage.rfpGeneratorPackages);
    await page.getByRole("link", { name: "View packages" }).click();
    await expect(page).toHaveURL("/packages");
  });
});

test("once the RFP exists, the questionnaire tab opens read-only and Edit answers opens the boxes", async ({
  page,
}) => {
  await signIn(page);
  const id = await definitionAtDocumentChoice(page, "free");
  await generateThroughApi(page, id, "rfp");
  await page.goto(`/product-definitions/${id}`);
  await page.getByRole("tab", { name: "Questionnaire (21 Questions)" }).click();
  await expect(page).toHaveURL(`/product-definitions/${id}?action=edit`);
  const first = page.getByRole("listitem").filter({ hasText: "What is your product called" });
  await expect(first).toContainText("TaskNest");
  await expect(page.getByRole("textbox")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Save" })).toHaveCount(0);

  await page.getByRole("button", { name: "Edit answers" }).click();
  await expect(page.getByRole("textbox", { name: "Answer to question 1" })).toHaveValue("TaskNest");
  // Leaving the tab closes the boxes: coming back shows the answers read-only again.
  await page.getByRole("tab", { name: "RFP Document" }).click();
  await page.getByRole("tab", { name: "Questionnaire (21 Questions)" }).click();
  await expect(page.getByRole("textbox")).toHaveCount(0);
});

test("a long list comes a page at a time, with Load more", async ({ page }) => {
  await signIn(page);
  await buyCompletePackages(page, 25);
  for (let index = 0; index < 25; index++) {
    const init = await apiPost(page, "/api/conversations/init", { packageType: "completeDocumentationPackages" });
    expect(init.status(), await init.text()).toBe(201);
  }
  await page.goto("/product-definitions");
  const cards = page.getByRole("list", { name: "Product definitions" }).locator(":scope > li");
  await expect(cards).toHaveCount(24);
  await page.getByRole("button", { name: "Load more" }).click();
  await expect(cards).toHaveCount(25);
  await expect(page.getByRole("button", { name: "Load more" })).toHaveCount(0);
});
