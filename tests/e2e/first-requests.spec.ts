import type { BrowserContext } from "@playwright/test";
import { definitionAtDocumentChoice, generateThroughApi } from "./documents";
import { expect, signIn, test } from "./fixtures";

/**
 * Issue 30: a signed-in page's data leaves at start-up with the user, as one batch, and nothing is
 * asked twice. Counted, not timed: the order of requests does not depend on how busy the machine is.
 */
async function requestsOpening(context: BrowserContext, path: string): Promise<string[]> {
  const page = await context.newPage();
  const calls: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (/^\/(api|trpc)\//.test(url.pathname)) calls.push(`${request.method()} ${url.pathname}`);
  });
  await page.goto(path);
  await page.waitForLoadState("networkidle");
  await page.close();
  return calls;
}

test("a signed-in page asks for the user, the settings and its data (the RFP's text too) in one batch, each once", async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  await signIn(page);
  const id = await definitionAtDocumentChoice(page, "complete");
  await generateThroughApi(page, id, "rfp");
  const detail = await requestsOpening(context, `/product-definitions/${id}`);
  expect(detail.filter((call) => call.includes("/trpc/"))).toEqual([
    "GET /trpc/users.me,users.settings,definitions.get,definitions.blueprint,documents.versions,documents.text",
  ]);
  // The RFP's text came with that batch: the page does not ask for it again.
  expect(detail.filter((call) => call.endsWith(`/documents/rfp`))).toEqual([]);
  const list = await requestsOpening(context, "/product-definitions?status=Complete");
  expect(list.filter((call) => call.includes("/trpc/"))).toEqual([
    "GET /trpc/users.me,users.settings,definitions.list",
  ]);
  const dashboard = await requestsOpening(context, "/dashboard");
  expect(dashboard.filter((call) => call.includes("/trpc/"))).toEqual([
    "GET /trpc/users.me,users.settings,definitions.overview,documents.usage",
  ]);
  // The page view is counted after the page has its data, and never twice.
  expect(dashboard.filter((call) => call.endsWith("/api/analytics/page-views"))).toHaveLength(1);
});
