import { readFile } from "node:fs/promises";
import { documentKind } from "#shared/documents/kinds";
import { DEFINITION_MESSAGES, DOCUMENT_MESSAGES } from "#shared/errors/definition-messages";
import { activateFreePackage, answeredDefinition } from "./definitions";
import {
  definitionAtDocumentChoice,
  documentCard,
  generateThroughApi,
  holdGeneration,
  printCount,
  stubPrintInPopups,
} from "./documents";
import { expect, signIn, test } from "./fixtures";

const EXTRA_KINDS = ["pitch", "openapi", "app_prompt"] as const;

test("the questionnaire generates the RFP by itself; the definition's page renders and prints it", async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page);
  await activateFreePackage(page);
  const id = await answeredDefinition(page, { stopAt: "qGenerateFeatures" });
  // The Markdown is rendered in a Web Worker: the page never loads its own copy of the renderer.
  const renderers: string[] = [];
  page.on("request", (request) => {
    const file = /\/assets\/(markdown-html[^/]*)\.js$/.exec(new URL(request.url()).pathname)?.[1];
    if (file) renderers.push(file.replace(/-[\w-]+$/, ""));
  });
  await page.goto(`/product-definitions/new?conversationId=${id}&package=rfpGeneratorPackages`);
  await page.getByRole("button", { name: "Confirm order" }).click();

  await expect(page).toHaveURL(`/product-definitions/${id}`);
  await expect(page.getByText(documentKind("rfp").toast)).toBeVisible();
  await expect(page.getByRole("tab", { name: "RFP Document" })).toHaveAttribute("aria-selected", "true");
  const rfp = page.getByRole("tabpanel");
  await expect(rfp.getByRole("heading", { name: "Request for Proposal: TaskNest" })).toBeVisible();
  await expect(rfp.getByRole("heading", { name: "1. Overview" })).toBeVisible();
  // GitHub-flavoured Markdown: the requirements are a table.
  await expect(rfp.getByRole("table").first()).toContainText("FR-1");
  await expect(rfp.getByText("Version 1 ·")).toBeVisible();
  await expect(rfp.getByText("Out of date")).toHaveCount(0);
  expect([...new Set(renderers)]).toEqual(["markdown-html.worker"]);

  // The free package makes only the RFP: the other documents are off, and say why.
  for (const kind of EXTRA_KINDS) {
    const button = documentCard(page, kind).getByRole("button", { name: DEFINITION_MESSAGES.notAllowed });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAccessibleDescription(DEFINITION_MESSAGES.noPackage.completeDocumentationPackages);
  }

  await stubPrintInPopups(page);
  const opened = page.waitForEvent("popup");
  await rfp.getByRole("button", { name: "Print RFP" }).click();
  const printWindow = await opened;
  await expect(printWindow).toHaveTitle("Request for Proposal");
  await expect(printWindow.getByRole("heading", { name: "Request for Proposal: TaskNest" })).toBeVisible();
  expect(await printCount(page)).toBe(1);
  await printWindow.close();

  // Option A at the document choice is recorded without a second RFP.
  await page.goto(`/product-definitions/new?conversationId=${id}&package=rfpGeneratorPackages`);
  await page.getByRole("button", { name: /Request for Proposal/ }).click();
  const completion = page.getByRole("region", { name: "Questionnaire complete" });
  await completion.getByRole("link", { name: "Finalize" }).click();
  await page.getByRole("button", { name: /Version history/ }).click();
  const history = page.getByRole("dialog", { name: "Request for Proposal: version history" });
  await expect(history.getByRole("list", { name: "Versions" }).getByRole("listitem")).toHaveCount(1);
  await expect(history).toContainText("Regenerate the document to compare two versions.");
});

test("with Complete Documentation the pitch deck, the OpenAPI specification and the prompt are generated and read", async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await signIn(page);
  const id = await definitionAtDocumentChoice(page, "complete");
  await generateThroughApi(page, id, "rfp");
  await page.goto(`/product-definitions/${id}`);

  // While the deck is being written its button says so, and the text shows as it arrives.
  const release = await holdGeneration(page, "pitch");
  const pitch = documentCard(page, "pitch");
  // The RFP's version line (its card in the documents area shows one too).
  await expect(page.getByRole("tabpanel").getByText("Version 1 ·").first()).toBeVisible();
  const sent: string[] = [];
  page.on("request", (request) =>
    sent.push(
      `${request.method()} ${decodeURIComponent(new URL(request.url()).pathname + new URL(request.url()).search)}`,
    ),
  );
  await pitch.getByRole("button", { name: "Generate Pitch Deck" }).click();
  await expect(pitch.getByRole("button", { name: DOCUMENT_MESSAGES.generating })).toBeDisabled();
  await expect(pitch.getByRole("region", { name: /as it is written/ })).toHaveAttribute("aria-busy", "true");
  release();
  await expect(page.getByText(documentKind("pitch").toast)).toBeVisible();
  await expect(pitch.getByText("Version 1 ·")).toBeVisible();
  // One round trip: the stream's last event says what changed; nothing is asked for again (the
  // deck's look, shown once a deck exists, is the one new thing read; its code is not data).
  expect(sent.filter((line) => !line.includes("/trpc/deck.theme") && !line.includes(" /assets/"))).toEqual([
    `POST /api/conversations/${id}/documents/pitch/stream`,
  ]);

  const deckOpened = page.waitForEvent("popup");
  await pitch.getByRole("button", { name: /Download Pitch Deck/ }).click();
  const deck = await deckOpened;
  await deck.waitForURL(/\/documents\/pitch\?.*signature=/);
  // As many slides as the deck it carries; the first after the title is the problem.
  const slides = await deck.locator("#deck-data").evaluate((data) => JSON.parse(data.textContent ?? "").slides.length);
  await expect(deck.locator("section.slide")).toHaveCount(slides);
  await expect(deck.locator("section.slide .label").first()).toHaveText("The problem");
  await deck.close();

  const html = page.waitForEvent("download");
  await pitch.getByRole("button", { name: "Download .html" }).click();
  expect((await html).suggestedFilename()).toBe("TaskNest-pitch.html");
  const pptx = page.waitForEvent("download");
  await pitch.getByRole("button", { name: "Download .pptx" }).click();
  const pptxFile = await pptx;
  expect(pptxFile.suggestedFilename()).toBe("TaskNest-pitch.pptx");
  // A .pptx is a zip archive.
  expect((await readFile(await pptxFile.path())).subarray(0, 2).toString()).toBe("PK");

  const openapi = documentCard(page, "openapi");
  await openapi.getByRole("button", { name: "Generate OpenAPI Specification" }).click();
  await expect(page.getByText(documentKind("openapi").toast)).toBeVisible();
  await openapi.getByRole("button", { name: /^Show/ }).click();
  const spec = page.getByRole("dialog", { name: "OpenAPI Specification" });
  await expect(spec.getByRole("region", { name: "OpenAPI Specification" })).toContainText("openapi: 3.1.0");
  await spec.getByRole("button", { name: "Copy" }).click();
  await expect(spec.getByRole("button", { name: "Copied" })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/^openapi: 3\.1\.0/);
  await page.keyboard.press("Escape");
  await expect(spec).toBeHidden();

  const prompt = documentCard(page, "app_prompt");
  await prompt.getByRole("button", { name: "Generate App-builder Prompt" }).click();
  await expect(page.getByText(documentKind("app_prompt").toast)).toBeVisible();
  await prompt.getByRole("button", { name: /^Show/ }).click();
  const promptDialog = page.getByRole("dialog", { name: documentKind("app_prompt").label });
  await expect(promptDialog).toContainText("# Build TaskNest");
  await promptDialog.getByRole("button", { name: "Close" }).click();
  await expect(promptDialog).toBeHidden();
  for (const kind of EXTRA_KINDS) await expect(documentCard(page, kind)).toContainText("Complete");
});

test("choosing another document at the questionnaire's choice generates it before the closing step", async ({
  page,
}) => {
  await signIn(page);
  const id = await definitionAtDocumentChoice(page, "complete");
  await generateThroughApi(page, id, "rfp");
  await page.goto(`/product-definitions/new?conversationId=${id}&package=completeDocumentationPackages`);
  const release = await holdGeneration(page, "pitch");
  await page.getByRole("button", { name: /Investor pitch deck/ }).click();
  await expect(page.getByRole("heading", { name: "Generating your Investor Pitch Deck" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Questionnaire complete" })).toHaveCount(0);
  release();
  await expect(page.getByText(documentKind("pitch").toast)).toBeVisible();
  await page.getByRole("region", { name: "Questionnaire complete" }).getByRole("link", { name: "Finalize" }).click();
  await expect(documentCard(page, "pitch").getByRole("button", { name: /Download Pitch Deck/ })).toBeVisible();
  await expect(
    documentCard(page, "openapi").getByRole("button", { name: "Generate OpenAPI Specification" }),
  ).toBeEnabled();
});

test("after edited answers the documents are out of date; a regeneration costs half and versions compare", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page);
  const id = await definitionAtDocumentChoice(page, "complete");
  for (const kind of ["rfp", ...EXTRA_KINDS] as const) await generateThroughApi(page, id, kind);
  await page.goto("/documents");
  await expect(page.getByText("Monthly usage: 4 of 10 used · 6 remaining")).toBeVisible();

  await page.goto(`/product-definitions/${id}/edit`);
  await page.getByRole("textbox", { name: "Answer to question 1" }).fill("TaskNest Pro");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByText("Answers saved")).toBeVisible();
  await page.getByRole("tab", { name: "RFP Document" }).click();
  const rfp = page.getByRole("tabpanel");
  await expect(rfp.getByText("Out of date")).toBeVisible();
  for (const kind of EXTRA_KINDS) {
    await expect(documentCard(page, kind).getByText("Out of date")).toBeVisible();
    await expect(documentCard(page, kind).getByRole("button", { name: DOCUMENT_MESSAGES.regenerate })).toBeEnabled();
  }

  await rfp.getByRole("button", { name: DOCUMENT_MESSAGES.regenerate }).click();
  // A generation on a busy machine: waited for by its toast, with room to finish.
  await expect(page.getByText(documentKind("rfp").toast)).toBeVisible({ timeout: 60_000 });
  await expect(rfp.getByRole("heading", { name: "Request for Proposal: TaskNest Pro" })).toBeVisible();
  await expect(rfp.getByText("Version 2 ·")).toBeVisible();
  await expect(rfp.getByText("Out of date")).toHaveCount(0);

  await rfp.getByRole("button", { name: /Version history/ }).click();
  const history = page.getByRole("dialog", { name: "Request for Proposal: version history" });
  await expect(history.getByRole("list", { name: "Versions" }).getByRole("listitem")).toHaveCount(2);
  const changes = history.getByRole("list", { name: "Changes from version 1 to version 2" });
  await expect(changes.locator('[data-change="added"]').first()).toContainText(
    "Added: # Request for Proposal: TaskNest Pro",
  );
  await expect(changes.locator('[data-change="removed"]').first()).toContainText(
    "Removed: # Request for Proposal: TaskNest",
  );
  await history.getByRole("combobox", { name: "From" }).selectOption("2");
  await expect(history.getByText("The two versions are the same.")).toBeVisible();
  await page.keyboard.press("Escape");

  await page.goto("/documents");
  await expect(page.getByText("Monthly usage: 4.5 of 10 used · 5.5 remaining")).toBeVisible();
  await expect(page.getByRole("progressbar", { name: "Documents used this month" })).toHaveAttribute(
    "aria-valuenow",
    "45",
  );
});

test("the documents page lists what can be generated and what has been, with View and Download", async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page);
  await activateFreePackage(page);
  const free = await answeredDefinition(page, { stopAt: "qGenerateRFP" });
  await generateThroughApi(page, free, "rfp");
  const ready = await definitionAtDocumentChoice(page, "complete");
  const row = (list: string, id: string) =>
    page
      .getByRole("list", { name: list })
      .getByRole("listitem")
      .filter({ has: page.locator(`a[href="/product-definitions/${id}"]`) });

  await page.goto("/documents");
  await expect(page.getByRole("tab", { name: "RFPs" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByText("Monthly usage: 1 of 10 used · 9 remaining")).toBeVisible();
  await row("Generate New", ready).getByRole("button", { name: "Generate Request for Proposal" }).click();
  await expect(page.getByText(documentKind("rfp").toast)).toBeVisible();
  await expect(page.getByText("Every product definition already has its RFP.")).toBeVisible();
  await expect(page.getByText("Monthly usage: 2 of 10 used · 8 remaining")).toBeVisible();

  const generatedRfp = row("Generated Documents", ready);
  await generatedRfp.getByRole("button", { name: /^View/ }).click();
  const dialog = page.getByRole("dialog", { name: "Request for Proposal" });
  await expect(dialog.getByRole("heading", { name: "Request for Proposal: TaskNest" })).toBeVisible();
  await page.keyboard.press("Escape");
  const rfpFile = page.waitForEvent("download");
  await generatedRfp.getByRole("button", { name: /^Download/ }).click();
  expect((await rfpFile).suggestedFilename()).toBe("TaskNest-rfp.md");

  await page.getByRole("tab", { name: "Pitch Decks" }).click();
  await expect(page).toHaveURL("/documents?tab=pitch");
  await expect(page.getByText("No pitch decks have been generated yet.")).toBeVisible();
  const freeRow = row("Generate New", free);
  await expect(freeRow.getByRole("button", { name: DEFINITION_MESSAGES.notAllowed })).toBeDisabled();
  // The user owns a Complete Documentation package (bought for the other definition): this one lacks the upgrade.
  await expect(freeRow).toContainText(DEFINITION_MESSAGES.featureNotAvailable);
  await row("Generate New", ready).getByRole("button", { name: "Generate Investor Pitch Deck" }).click();
  await expect(page.getByText(documentKind("pitch").toast)).toBeVisible();
  const deckOpened = page.waitForEvent("popup");
  await row("Generated Documents", ready).getByRole("button", { name: /^View/ }).click();
  const deck = await deckOpened;
  await expect(deck.locator("section.slide").first()).toBeAttached();
  expect(await deck.locator("section.slide").count()).toBeGreaterThanOrEqual(12);
  await deck.close();

  await page.getByRole("tab", { name: "API Specifications" }).click();
  await row("Generate New", ready).getByRole("button", { name: "Generate OpenAPI Specification" }).click();
  await row("Generated Documents", ready).getByRole("button", { name: /^View/ }).click();
  await expect(page.getByRole("dialog", { name: "OpenAPI Specification" })).toContainText("openapi: 3.1.0");
  await page.keyboard.press("Escape");
  const yaml = page.waitForEvent("download");
  await row("Generated Documents", ready)
    .getByRole("button", { name: /^Download/ })
    .click();
  expect((await yaml).suggestedFilename()).toBe("TaskNest-openapi.yaml");

  await page.getByRole("tab", { name: "App-Builder Prompts" }).click();
  await expect(row("Generate New", ready).getByRole("button", { name: /^Generate/ })).toBeEnabled();
  await expect(page.getByText("Monthly usage: 4 of 10 used · 6 remaining")).toBeVisible();
});

test("a definition whose questionnaire is unfinished is offered the way to finish it, not an RFP", async ({ page }) => {
  await signIn(page);
  await activateFreePackage(page);
  const halfway = await answeredDefinition(page, { stopAt: "q3a" });
  // What the list says is enough: no request per definition to learn where its questionnaire is.
  const calls: string[] = [];
  page.on("request", (request) => calls.push(request.url()));
  await page.goto("/documents");
  const item = page.getByRole("list", { name: "Generate New" }).getByRole("listitem");
  await expect(item.getByRole("button", { name: "Generate Request for Proposal" })).toBeDisabled();
  await expect(item).toContainText(DOCUMENT_MESSAGES.questionnaireOpen);
  expect(calls.filter((url) => url.includes("definitions.get"))).toEqual([]);
  await item.getByRole("link", { name: "Continue Questionnaire" }).click();
  await expect(page).toHaveURL(`/product-definitions/new?conversationId=${halfway}&package=rfpGeneratorPackages`);
});

test.describe("when a document cannot be read or generated", () => {
  test.use({ expectedConsoleErrors: [/status of (404|429)/] });

  test("the RFP offers Retry, and a refused generation says why", async ({ page }) => {
    await signIn(page);
    const id = await definitionAtDocumentChoice(page, "complete");
    await generateThroughApi(page, id, "rfp");
    await page.route(`**/api/conversations/${id}/documents/rfp`, (route) => route.fulfill({ status: 404 }), {
      times: 1,
    });
    // Opened in the app, the page reads the RFP itself (loaded at its address, it comes in the first batch).
    await page.goto("/dashboard");
    await page
      .getByRole("region", { name: "Recent Product Definitions" })
      .getByRole("link", { name: /TaskNest/ })
      .click();
    await expect(page.getByRole("alert")).toContainText("Could not load the RFP.");
    await page.getByRole("button", { name: "Retry" }).click();
    await expect(page.getByRole("heading", { name: "Request for Proposal: TaskNest" })).toBeVisible();

    const limit = DOCUMENT_MESSAGES.monthlyLimit;
    await page.route("**/documents/openapi/stream", (route) =>
      route.fulfill({
        status: 429,
        contentType: "application/json",
        body: JSON.stringify({ success: false, message: limit, error: { code: "429", message: limit } }),
      }),
    );
    await documentCard(page, "openapi").getByRole("button", { name: "Generate OpenAPI Specification" }).click();
    await expect(page.getByText(DOCUMENT_MESSAGES.generationFailed)).toBeVisible();
    await expect(page.getByText(limit)).toBeVisible();
    await expect(
      documentCard(page, "openapi").getByRole("button", { name: "Generate OpenAPI Specification" }),
    ).toBeEnabled();
  });
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test("the documents fit the screen", async ({ page }) => {
    await signIn(page);
    const id = await definitionAtDocumentChoice(page, "complete");
    for (const kind of ["rfp", "pitch"] as const) await generateThroughApi(page, id, kind);
    await page.goto(`/product-definitions/${id}`);
    await expect(page.getByRole("heading", { name: "Request for Proposal: TaskNest" })).toBeVisible();
    await expect(documentCard(page, "pitch").getByRole("button", { name: /Download Pitch Deck/ })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.goto("/documents?tab=pitch");
    await expect(page.getByRole("button", { name: /^View/ })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
