import type { Browser, Page } from "@playwright/test";
import type { TCreatedShare, TShareList } from "#shared/schemas/shares";
import { apiGet, apiPost } from "./definitions";
import { definitionAtDocumentChoice, generateThroughApi } from "./documents";
import { expect, signIn, storedTokens, test } from "./fixtures";

/** Share links (decision 026): made through the API as the founder, opened in a browser that has no session. */

async function authorized(page: Page) {
  const { accessToken } = JSON.parse((await storedTokens(page)) ?? "{}") as { accessToken?: string };
  return { Authorization: `Bearer ${accessToken}` };
}

async function shareThroughApi(page: Page, definitionId: string, body: Record<string, unknown>) {
  const response = await apiPost(page, `/api/conversations/${definitionId}/shares`, body);
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as TCreatedShare;
}

async function sharesOf(page: Page, definitionId: string) {
  const response = await apiGet(page, `/api/conversations/${definitionId}/shares`);
  return ((await response.json()) as TShareList).shares;
}

/** A browser of someone else's: no tokens, no preferences, its console checked apart from the expected refusals. */
async function stranger(browser: Browser) {
  const context = await browser.newContext();
  const guest = await context.newPage();
  const errors: string[] = [];
  guest.on("console", (message) => {
    const refused = /Failed to load resource: the server responded with a status of (401|404|410)/;
    if (message.type() === "error" && !refused.test(message.text())) errors.push(message.text());
  });
  guest.on("pageerror", (error) => errors.push(`uncaught: ${error.message}`));
  return { guest, errors, close: () => context.close() };
}

const pathOf = (url: string) => new URL(url).pathname;

test("a pitch deck shared with a passcode opens signed out, in the founder's language", async ({ page, browser }) => {
  // A definition, a generated deck, two browsers and a passcode hashed twice (PBKDF2): more than the usual 30 s.
  test.slow();
  await signIn(page);
  const id = await definitionAtDocumentChoice(page, "complete");
  await generateThroughApi(page, id, "pitch");
  const saved = await page.request.put("/api/users/me/settings", {
    data: { language: "fr" },
    headers: await authorized(page),
  });
  expect(saved.status()).toBe(200);
  const share = await shareThroughApi(page, id, { kind: "pitch", expiresInDays: 7, passcode: "blue-harbour" });

  const { guest, errors, close } = await stranger(browser);
  await guest.goto(pathOf(share.url));
  await expect(guest.getByRole("heading", { level: 1, name: "Ce lien demande un code d'accès" })).toBeVisible();
  await expect(guest.locator("[lang=fr]")).toBeVisible();

  await guest.getByLabel("Code d'accès", { exact: true }).fill("red-harbour");
  await guest.getByRole("button", { name: "Ouvrir" }).click();
  await expect(guest.getByRole("alert")).toHaveText("Ce code d'accès n'est pas le bon.");

  await guest.getByLabel("Code d'accès", { exact: true }).fill("blue-harbour");
  await guest.getByRole("button", { name: "Ouvrir" }).click();
  await expect(guest.getByRole("heading", { level: 1 })).toHaveText("TaskNest");
  await expect(guest.getByText("Partagé avec Specwright")).toBeVisible();
  const deck = guest.frameLocator('iframe[title="La présentation pour investisseurs"]');
  await expect(deck.locator("section.slide.current")).toHaveCount(1);
  await expect(deck.locator("section.slide").nth(1)).toBeAttached();

  // The next slide, then leaving the page: one view, and the seconds each slide was on screen.
  await deck.locator("section.slide.current").click();
  await guest.keyboard.press("ArrowRight");
  await expect(deck.locator("#slide-2")).toHaveClass(/\bcurrent\b/);
  await guest.goto("about:blank");
  await expect
    .poll(async () => (await sharesOf(page, id))[0]?.views)
    .toMatchObject({ count: 1, slideSeconds: { 1: expect.any(Number), 2: expect.any(Number) } });

  // The access lasts for the tab: a reload opens the deck without the passcode, and counts a new view.
  await guest.goBack();
  await expect(guest.getByRole("heading", { level: 1 })).toHaveText("TaskNest");
  await expect.poll(async () => (await sharesOf(page, id))[0]?.views.count).toBe(2);
  expect(errors).toEqual([]);
  await close();
});

test("an RFP link shows the document, then a page saying it was revoked; an unknown one says it does not exist", async ({
  page,
  browser,
}) => {
  await signIn(page);
  const id = await definitionAtDocumentChoice(page, "free");
  await generateThroughApi(page, id, "rfp");
  const share = await shareThroughApi(page, id, { kind: "rfp" });

  const { guest, errors, close } = await stranger(browser);
  await guest.goto(pathOf(share.url));
  await expect(guest.getByRole("heading", { level: 1 })).toHaveText("TaskNest");
  await expect(guest.getByRole("heading", { level: 2, name: "Request for Proposal", exact: true })).toBeVisible();
  await expect(guest.getByText("This link works until")).toHaveCount(0);

  const revoked = await page.request.delete(`/api/shares/${share.id}`, { headers: await authorized(page) });
  expect(revoked.status()).toBe(200);
  const answer = guest.waitForResponse((response) => response.url().includes("/api/shared/"));
  await guest.reload();
  expect((await answer).status()).toBe(410);
  await expect(guest.getByRole("heading", { level: 1, name: "This link has been turned off" })).toBeVisible();
  await expect(guest.getByRole("button", { name: "Retry" })).toHaveCount(0);

  const unknown = guest.waitForResponse((response) => response.url().includes("/api/shared/"));
  await guest.goto("/s/AAAAAAAAAAAAAAAAAAAAAA");
  expect((await unknown).status()).toBe(404);
  await expect(guest.getByRole("heading", { level: 1, name: "This link does not exist" })).toBeVisible();
  expect(errors).toEqual([]);
  await close();
});

test("the founder shares the RFP from the definition's page, sees the link's views and revokes it", async ({
  page,
  browser,
}) => {
  test.slow();
  await signIn(page);
  const id = await definitionAtDocumentChoice(page, "free");
  await generateThroughApi(page, id, "rfp");
  await page.goto(`/product-definitions/${id}`);

  await page.getByRole("button", { name: "Share a link to the Request for Proposal" }).click();
  const dialog = page.getByRole("dialog", { name: "Share the Request for Proposal" });
  await dialog.getByLabel("Link expires").selectOption({ label: "In 7 days" });
  await dialog.getByRole("button", { name: "Create link" }).click();
  const url = await dialog.getByLabel("Your new link").inputValue();
  expect(url).toMatch(/\/s\/[\w-]{22,}$/);

  const { guest, errors, close } = await stranger(browser);
  await guest.goto(pathOf(url));
  await expect(guest.getByRole("heading", { level: 2, name: "Request for Proposal", exact: true })).toBeVisible();

  // The owner's list counts the view; revoking turns the link off for the reader.
  await dialog.getByRole("button", { name: "Close" }).click();
  await page.getByRole("button", { name: "Share a link to the Request for Proposal" }).click();
  await expect(dialog.getByText("1 view")).toBeVisible();
  await dialog.getByRole("button", { name: /^Revoke the link of / }).click();
  await expect(dialog.getByText("Revoked")).toBeVisible();
  await guest.reload();
  await expect(guest.getByRole("heading", { level: 1, name: "This link has been turned off" })).toBeVisible();
  expect(errors).toEqual([]);
  await close();
});
