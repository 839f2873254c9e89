import type { Locator, Page } from "@playwright/test";
import { hours } from "#shared/blueprint/totals";
import { documentKind } from "#shared/documents/kinds";
import type { TBlueprintResponse } from "#shared/schemas/blueprints";
import { currentUser } from "./commerce";
import { apiPost } from "./definitions";
import { blueprintOf, definitionAtDocumentChoice, documentCard, generateThroughApi } from "./documents";
import { expect, signIn, test } from "./fixtures";
import { chooseSettings } from "./settings";

const PRIORITIES = { must: "Must", should: "Should", could: "Could", later: "Later" } as const;
/** One Development Hours package: 10 development and 2 QA hours (shared/commerce/catalogue.ts). */
const HOURS_PER_PACKAGE = 12;

function requirementsSection(page: Page, name = "Requirements"): Locator {
  return page.getByRole("region", { name, exact: true });
}

function requirementRow(section: Locator, id: string): Locator {
  return section.getByRole("row").filter({ has: section.page().getByRole("rowheader", { name: id, exact: true }) });
}

/** A definition with its RFP (which builds the blueprint), and the blueprint the server holds. */
async function definitionWithRfp(page: Page) {
  await signIn(page);
  const id = await definitionAtDocumentChoice(page, "complete");
  await generateThroughApi(page, id, "rfp");
  const response = await blueprintOf(page, id);
  expect(response.blueprint, "the RFP builds the blueprint").not.toBeNull();
  return { id, response, blueprint: response.blueprint as NonNullable<TBlueprintResponse["blueprint"]> };
}

const number = (value: number, locale = "en-US") => new Intl.NumberFormat(locale).format(value);

test("the requirements show their priority, estimate, place in each document and the hours the plan needs", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const { id, blueprint, response } = await definitionWithRfp(page);
  const requirements = blueprint.requirements;
  // The example answers put features off to later: the section must show them apart.
  expect(requirements.some((item) => item.priority === "later")).toBe(true);
  await page.goto(`/product-definitions/${id}`);

  const section = requirementsSection(page);
  await expect(section.getByRole("heading", { level: 2, name: "Requirements" })).toBeVisible();
  await expect(section.locator("tbody").getByRole("row")).toHaveCount(requirements.length);
  const rfpCounts = response.documents.find((item) => item.kind === "rfp")?.check?.requirements ?? {};
  for (const requirement of requirements) {
    const row = requirementRow(section, requirement.id);
    await expect(row).toContainText(requirement.title);
    await expect(row).toContainText(PRIORITIES[requirement.priority]);
    await expect(row.getByText("Not in version 1")).toHaveCount(requirement.priority === "later" ? 1 : 0);
    const inRfp = (rfpCounts[requirement.id] ?? 0) > 0 ? "In the RFP" : "Not in the RFP";
    await expect(row.getByRole("cell", { name: inRfp, exact: true })).toHaveCount(1);
    await expect(row.getByRole("cell", { name: "Not generated", exact: true })).toHaveCount(3);
  }

  const checks = section.getByRole("list", { name: "Document checks" });
  const check = (kind: "rfp" | "openapi") => checks.getByRole("listitem").filter({ hasText: documentKind(kind).label });
  await expect(check("rfp")).toContainText("Check passed");
  await expect(check("openapi")).toContainText("Not generated");

  // The OpenAPI document, generated from the page, counts the operations that trace to each requirement.
  await documentCard(page, "openapi").getByRole("button", { name: "Generate OpenAPI Specification" }).click();
  await expect(page.getByText(documentKind("openapi").toast)).toBeVisible();
  await expect(check("openapi")).toContainText("Check passed");
  const openapi = (await blueprintOf(page, id)).documents.find((item) => item.kind === "openapi");
  const operations = openapi?.check?.requirements ?? {};
  expect(Object.keys(operations).length, "operations trace to requirements").toBeGreaterThan(0);
  for (const requirement of requirements) {
    const count = operations[requirement.id] ?? 0;
    const name = count === 0 ? "No API operation" : `${count} API operation${count === 1 ? "" : "s"}`;
    await expect(requirementRow(section, requirement.id).getByRole("cell", { name, exact: true })).toHaveCount(1);
  }

  const totals = response.totals;
  if (!totals) throw new Error("a blueprint comes with its totals");
  const effort = section.getByRole("region", { name: "Effort and hours" });
  await expect(effort).toContainText(`${number(hours(totals.plan))} h`);
  await expect(effort).toContainText(`${number(totals.plan.development)} development + ${number(totals.plan.qa)} QA`);
  await expect(effort).toContainText(`${number(hours(totals.requirements))} h`);
  await expect(effort.getByRole("term").filter({ hasText: "Development hours you hold" })).toBeVisible();
  await expect(effort.getByRole("definition").filter({ hasText: /^0 h$/ })).toHaveCount(1);
  await expect(effort).toContainText(`You need ${number(hours(totals.plan))} more hours to cover the plan.`);

  // Enough hours bought: the section says they cover the plan.
  const quantity = Math.ceil(hours(totals.plan) / HOURS_PER_PACKAGE);
  const bought = await apiPost(page, "/api/purchases", {
    product: "DevelopmentHours",
    cardStripeToken: "tok_visa",
    quantity,
  });
  expect(bought.ok(), await bought.text()).toBe(true);
  await expect.poll(async () => (await currentUser(page)).developmentHours).toBe(quantity * HOURS_PER_PACKAGE);
  await page.reload();
  await expect(effort).toContainText("Your hours cover the plan.");
  await expect(effort).toContainText(`${number(quantity * HOURS_PER_PACKAGE)} h`);

  await effort.getByRole("link", { name: "Buy development hours" }).click();
  await expect(page).toHaveURL("/packages");
});

test("in German the section's heading, labels and out-of-date notice are German", async ({ page }) => {
  test.setTimeout(90_000);
  const { id, blueprint, response } = await definitionWithRfp(page);
  // The blueprint was built in English: another language makes it out of date.
  await chooseSettings(page, { language: "de" });
  await page.goto(`/product-definitions/${id}`);

  const section = requirementsSection(page, "Anforderungen");
  await expect(section.getByRole("heading", { level: 2, name: "Anforderungen" })).toBeVisible();
  await expect(section).toContainText("Ihre Antworten oder Ihre Sprache haben sich geändert");
  const table = section.getByRole("table");
  for (const column of ["ID", "Anforderung", "Priorität", "Schätzung (Std. Entwicklung + QA)", "API"]) {
    await expect(table.getByRole("columnheader", { name: column, exact: true })).toBeVisible();
  }
  const must = blueprint.requirements.find((item) => item.priority === "must");
  const later = blueprint.requirements.find((item) => item.priority === "later");
  if (!must || !later) throw new Error("the example answers have Must and Later requirements");
  await expect(requirementRow(section, must.id)).toContainText("Muss");
  await expect(requirementRow(section, later.id)).toContainText("Später");
  await expect(requirementRow(section, later.id)).toContainText("Nicht in Version 1");
  await expect(requirementRow(section, must.id).getByRole("cell", { name: "Nicht erstellt" })).toHaveCount(3);
  await expect(section.getByRole("list", { name: "Prüfung der Dokumente" })).toContainText("Prüfung bestanden");

  const plan = response.totals ? hours(response.totals.plan) : 0;
  const effort = section.getByRole("region", { name: "Aufwand und Stunden" });
  await expect(effort).toContainText(`Ihnen fehlen ${number(plan, "de-DE")} Stunden, um den Plan abzudecken.`);
  await expect(effort.getByRole("link", { name: "Entwicklungsstunden kaufen" })).toHaveAttribute("href", "/packages");
});

test.describe("when the requirements cannot be loaded", () => {
  test.use({ expectedConsoleErrors: [/status of 403/] });

  test("the section says so and Retry loads them", async ({ page }) => {
    test.setTimeout(60_000);
    const { id, blueprint } = await definitionWithRfp(page);
    await refuseBlueprintOnce(page);
    await page.goto(`/product-definitions/${id}`);
    const section = requirementsSection(page);
    await expect(section.getByRole("alert")).toContainText("Could not load the requirements.");
    // The rest of the page is unaffected.
    await expect(page.getByRole("heading", { name: "Request for Proposal: TaskNest" })).toBeVisible();
    await section.getByRole("button", { name: "Retry" }).click();
    await expect(section.locator("tbody").getByRole("row")).toHaveCount(blueprint.requirements.length);
  });
});

/**
 * Answers the blueprint call of the next tRPC batch that has one with a 403 (a status the client
 * does not retry), and the batch's other calls with the server's real answers.
 */
async function refuseBlueprintOnce(page: Page) {
  const procedure = "definitions.blueprint";
  await page.route(
    (url) => url.pathname.startsWith("/trpc/") && url.pathname.includes(procedure),
    async (route) => {
      const calls = new URL(route.request().url()).pathname.slice("/trpc/".length).split(",");
      const real = (await (await route.fetch()).json()) as unknown[];
      const error = { error: { code: -32603, message: "refused", data: { code: "FORBIDDEN", httpStatus: 403 } } };
      const body = calls.map((call, index) => (call === procedure ? error : real[index]));
      // tRPC answers a batch with mixed results 207; one refused call alone is the 403 itself.
      const status = calls.every((call) => call === procedure) ? 403 : 207;
      await route.fulfill({ status, contentType: "application/json", body: JSON.stringify(body) });
    },
    { times: 1 },
  );
}

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test("the table scrolls in its own box, by keyboard too, and the page does not scroll sideways", async ({ page }) => {
    test.setTimeout(60_000);
    const { id } = await definitionWithRfp(page);
    await page.goto(`/product-definitions/${id}`);
    const region = requirementsSection(page).getByRole("region", { name: "Requirements table" });
    await expect(region.getByRole("table")).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await region.evaluate((box) => box.scrollWidth > box.clientWidth)).toBe(true);
    await region.focus();
    await expect(region).toBeFocused();
    await page.keyboard.press("ArrowRight");
    await expect.poll(() => region.evaluate((box) => box.scrollLeft)).toBeGreaterThan(0);
  });
});
