import type { Page } from "@playwright/test";
import { expectAccessible, THEMES, useTheme } from "./accessibility";
import { currentUser } from "./commerce";
import { activateFreePackage, answeredDefinition, apiGet, apiPost, buyCompletePackages } from "./definitions";
import { definitionAtDocumentChoice, documentCard, generateThroughApi } from "./documents";
import { expect, signIn, test } from "./fixtures";

/**
 * Signed in, with a complete definition holding all four documents and an
 * unfinished one: every badge the screens can show.
 */
async function signedInWithDocuments(page: Page) {
  await signIn(page);
  const id = await definitionAtDocumentChoice(page, "complete");
  for (const kind of ["rfp", "pitch", "openapi", "app_prompt"] as const) await generateThroughApi(page, id, kind);
  await activateFreePackage(page);
  const unfinished = await answeredDefinition(page, { stopAt: "q5a" });
  expect((await currentUser(page)).rfpGeneratorPackagesUsed).toBe(1);
  return { id, unfinished };
}

for (const theme of THEMES) {
  test.describe(`in the ${theme} theme`, () => {
    test("the public screens have no serious accessibility violation", async ({ page }) => {
      // Seven screens, each scanned by axe: a budget for a busy machine, not a measure of speed
      // (about 17 s idle; up to 78 s with two suites on the machine).
      test.setTimeout(180_000);
      await page.goto("/");
      await useTheme(page, theme);
      const screens: [string, string][] = [
        ["/", "Turn a product idea"],
        ["/login", "Welcome back"],
        ["/signup", ""],
        ["/forgot-password", ""],
        ["/reset-password?token=t", ""],
        ["/checkout?packageId=dev-hours", "Checkout"],
        ["/no/such/page", "Oops! Page not found"],
      ];
      for (const [path] of screens) {
        await page.goto(path);
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        await page.waitForLoadState("networkidle");
        await expectAccessible(page, `${theme} ${path}`);
      }
    });

    // Eleven screens scanned by axe were one test of 3-4 minutes on a busy machine, and ran out of
    // its budget when two suites shared the machine. In three parts each has a budget of its own;
    // the definition page is the heavy one (its scan takes 7-9 s on an idle machine, each view).
    const SCREENS: Record<string, (ids: { id: string; unfinished: string }) => string[]> = {
      "the dashboard, the definitions and the questionnaire": ({ unfinished }) => [
        "/dashboard",
        "/product-definitions",
        `/product-definitions/new?conversationId=${unfinished}`,
      ],
      "the definition's page, reading and editing": ({ id }) => [
        `/product-definitions/${id}`,
        `/product-definitions/${id}?action=edit`,
        `/product-definitions/${id}/edit`,
      ],
      "the documents, packages, checkout, profile and settings": () => [
        "/documents",
        "/packages",
        "/checkout?packageId=dev-hours",
        "/profile",
        "/settings",
      ],
    };
    for (const [screens, paths] of Object.entries(SCREENS)) {
      test(`the signed-in screens have no serious accessibility violation: ${screens}`, async ({ page }) => {
        // A few screens scanned by axe: a budget for a busy machine, not a measure of speed.
        test.setTimeout(240_000);
        const ids = await signedInWithDocuments(page);
        await useTheme(page, theme);
        for (const path of paths(ids)) {
          await page.goto(path);
          await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
          await page.waitForLoadState("networkidle");
          await expectAccessible(page, `${theme} ${path}`);
        }
      });
    }

    test("the signed-in dialogs, tabs and out-of-date documents have no serious accessibility violation", async ({
      page,
    }) => {
      // Two screens were one test; apart, neither runs into its budget on a busy machine (about
      // 30 s idle; up to 3.3 min with two suites on the machine).
      test.setTimeout(360_000);
      const { id } = await signedInWithDocuments(page);
      await useTheme(page, theme);
      await page.goto(`/product-definitions/${id}`);
      await documentCard(page, "openapi").getByRole("button", { name: /^Show/ }).click();
      await expect(page.getByRole("dialog", { name: "OpenAPI Specification" })).toContainText("openapi: 3.1.0");
      await expectAccessible(page, `${theme} OpenAPI dialog`);
      await page.keyboard.press("Escape");
      await documentCard(page, "app_prompt").getByRole("button", { name: /^Show/ }).click();
      await expect(page.getByRole("dialog")).toContainText("# Build");
      await expectAccessible(page, `${theme} prompt dialog`);
      await page.keyboard.press("Escape");

      await page.goto("/documents");
      await page.getByRole("button", { name: /^View/ }).first().click();
      await expect(page.getByRole("dialog", { name: "Request for Proposal" })).toBeVisible();
      await expectAccessible(page, `${theme} RFP dialog`);
      await page.keyboard.press("Escape");
      for (const tab of ["Pitch Decks", "API Specifications"]) {
        await page.goto("/documents");
        await page.getByRole("tab", { name: tab }).click();
        await page.waitForLoadState("networkidle");
        await expectAccessible(page, `${theme} /documents ${tab}`);
      }

      // Edited answers put every document out of date.
      const detail = await apiGet(page, `/api/conversations/${id}`);
      const { messages } = (await detail.json()) as { messages: { id: string; role: string }[] };
      const name = messages.find((message) => message.role === "user");
      const edited = await apiPost(page, `/api/conversations/${id}/update-user-messages`, {
        messages: [{ id: name?.id, content: "TaskNest Pro" }],
      });
      expect(edited.status(), await edited.text()).toBe(200);
      await page.goto(`/product-definitions/${id}`);
      await expect(page.getByText("Out of date").first()).toBeVisible();
      await expectAccessible(page, `${theme} out-of-date documents`);
      await page.getByRole("tab", { name: "RFP Document" }).getByText("RFP Document").waitFor();
      await page
        .getByRole("button", { name: /Version history/ })
        .first()
        .click();
      await expect(page.getByRole("dialog")).toBeVisible();
      await expectAccessible(page, `${theme} version history`);
    });

    test("the questionnaire's document choice and the settings' danger zone are accessible", async ({ page }) => {
      await signIn(page);
      await useTheme(page, theme);
      await buyCompletePackages(page, 1);
      const id = await answeredDefinition(page, {
        packageType: "completeDocumentationPackages",
        stopAt: "qGenerateRFP",
      });
      await page.goto(`/product-definitions/new?conversationId=${id}`);
      await expect(page.getByRole("button", { name: /^A\)/ })).toBeVisible();
      await expectAccessible(page, `${theme} document choice`);

      await page.goto("/settings");
      await page.getByRole("button", { name: "Delete Account" }).click();
      await expect(page.getByRole("alertdialog").or(page.getByRole("dialog"))).toBeVisible();
      await expectAccessible(page, `${theme} delete account dialog`);
    });
  });
}

test("the deck viewer and the version diff have no serious accessibility violation, and the diff scrolls by keyboard", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page);
  const id = await definitionAtDocumentChoice(page, "complete");
  await generateThroughApi(page, id, "pitch");
  await generateThroughApi(page, id, "rfp");
  // A new name, then a second version: the two differ.
  const detail = await apiGet(page, `/api/conversations/${id}`);
  const { messages } = (await detail.json()) as { messages: { id: string; role: string }[] };
  const name = messages.find((message) => message.role === "user");
  const edited = await apiPost(page, `/api/conversations/${id}/update-user-messages`, {
    messages: [{ id: name?.id, content: "TaskNest Pro" }],
  });
  expect(edited.status(), await edited.text()).toBe(200);
  await generateThroughApi(page, id, "rfp");

  // The deck as a new tab opens it, on a desktop and on a phone (its own colours: one theme).
  const link = await apiPost(page, `/api/conversations/${id}/documents/pitch/link`, { download: false });
  const { url } = (await link.json()) as { url: string };
  const address = new URL(url);
  for (const size of [
    { width: 1280, height: 720 },
    { width: 390, height: 844 },
  ]) {
    await page.setViewportSize(size);
    await page.goto(`${address.pathname}${address.search}`);
    await expect(page.locator("#slide-1")).toBeVisible();
    await expectAccessible(page, `light deck viewer at ${size.width}px`);
    await page.keyboard.press("n");
    await expect(page.locator("#slide-1 .notes")).toBeVisible();
    await expectAccessible(page, `light deck viewer with notes at ${size.width}px`);
  }

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`/product-definitions/${id}`);
  await page.getByRole("button", { name: "Version history of the Request for Proposal" }).click();
  const pane = page.getByTestId("diff-pane");
  await expect(pane).toBeVisible();
  await expectAccessible(page, "light version diff");
  // Reachable by Tab, named, and scrolled by the arrow keys.
  await expect(pane).toHaveAttribute("tabindex", "0");
  await expect(pane).toHaveAccessibleName(/.+/);
  for (let step = 0; step < 20 && !(await pane.evaluate((element) => element === document.activeElement)); step++)
    await page.keyboard.press("Tab");
  await expect(pane).toBeFocused();
  if (await pane.evaluate((element) => element.scrollHeight > element.clientHeight)) {
    await page.keyboard.press("PageDown");
    await expect.poll(() => pane.evaluate((element) => element.scrollTop)).toBeGreaterThan(0);
  }
});
