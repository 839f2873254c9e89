import type { Locator, Page } from "@playwright/test";
import { type DocumentKind, documentKind } from "#shared/documents/kinds";
import type { TBlueprintResponse } from "#shared/schemas/blueprints";
import { activateFreePackage, answeredDefinition, apiGet, apiPost, buyCompletePackages } from "./definitions";
import { expect } from "./fixtures";

/** Generates a document through the spec's REST call (generate-rfp, generate-pitch...), as the page's user. */
export async function generateThroughApi(page: Page, definitionId: string, kind: DocumentKind) {
  const response = await apiPost(page, `/api/conversations/${definitionId}/${documentKind(kind).generatePath}`);
  expect(response.status(), await response.text()).toBe(200);
}

/** The definition's blueprint, its totals and its documents' checks, as the server has them now. */
export async function blueprintOf(page: Page, definitionId: string): Promise<TBlueprintResponse> {
  const response = await apiGet(page, `/api/conversations/${definitionId}/blueprint`);
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as TBlueprintResponse;
}

/** A definition answered through the API up to the document choice, on the free or the complete package. */
export async function definitionAtDocumentChoice(page: Page, pack: "free" | "complete"): Promise<string> {
  if (pack === "free") await activateFreePackage(page);
  else await buyCompletePackages(page, 1);
  const packageType = pack === "free" ? "rfpGeneratorPackages" : "completeDocumentationPackages";
  return answeredDefinition(page, { packageType, stopAt: "qGenerateRFP" });
}

/** One extra document's card on a definition's page. */
export function documentCard(page: Page, kind: DocumentKind): Locator {
  return page.getByRole("article", { name: documentKind(kind).label });
}

/**
 * Holds the next streamed generation of `kind` until `release()` is called, so the page can be
 * seen while it waits for the first words.
 */
export async function holdGeneration(page: Page, kind: DocumentKind) {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(
    `**/documents/${kind}/stream`,
    async (route) => {
      await released;
      await route.continue();
    },
    { times: 1 },
  );
  return release;
}

/** Replaces print() in every window the page opens, counting the calls (a real print dialog would block). */
export async function stubPrintInPopups(page: Page) {
  await page.evaluate(() => {
    const open = window.open.bind(window);
    const counter = window as unknown as { printed: number };
    counter.printed = 0;
    window.open = (...args: Parameters<typeof window.open>) => {
      const opened = open(...args);
      if (opened)
        opened.print = () => {
          counter.printed++;
        };
      return opened;
    };
  });
}

export function printCount(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as { printed: number }).printed);
}
