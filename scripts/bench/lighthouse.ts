import { createServer, request, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import chromium from "@sparticuz/chromium";
import { launch } from "chrome-launcher";
import lighthouse from "lighthouse";
import puppeteer from "puppeteer-core";
import { TOKENS_STORAGE_KEY, tokensFromPair } from "#web/lib/auth/tokens.ts";
import { CHROMIUM_FLAGS } from "../../tests/support/chromium-flags";
import { readyDefinition } from "./document-stream";
import { median } from "./rounds";

export type Visit = "first" | "repeat";
export type PageScore = {
  page: string;
  visit: Visit;
  scores: number[];
  cls: number[];
  tbt: number[];
  lcp: number[];
  /** Bytes of JavaScript the page transferred (a repeat visit takes most from the HTTP cache). */
  jsKb: number[];
};

const FLAGS = ["--headless=new", ...CHROMIUM_FLAGS];

/**
 * Lighthouse's mobile performance audit (its default: a mid-range phone on slow 4G, simulated) of
 * /login, /dashboard, /product-definitions, a definition with its RFP, its questionnaire and the
 * checkout of hours, as `npm start` serves them (compressed), signed in where the page needs it. `runs` audits per page; medians decide.
 */
export async function lighthouseScores(origin: string, runs: number): Promise<PageScore[]> {
  const { token, definitionId, pair } = await readyDefinition(origin, 99);
  await fetch(`${origin}/api/conversations/${definitionId}/generate-rfp`, {
    method: "POST",
    headers: { Authorization: `Bearer ${token}` },
  });
  const chromePath = process.env.CHROMIUM_PATH || (await chromium.executablePath());
  const chrome = await launch({ chromePath, chromeFlags: FLAGS });
  const proxy = await withoutReferrerPolicy(origin);
  const audited = proxy.origin;
  try {
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
    const tab = await browser.newPage();
    await tab.goto(`${audited}/login`);
    const stored = JSON.stringify(tokensFromPair(pair, Date.now()));
    await tab.evaluate((key, value) => localStorage.setItem(key, value), TOKENS_STORAGE_KEY, stored);
    await tab.close();
    await browser.disconnect();
    const pages = [
      "/login",
      "/dashboard",
      "/product-definitions",
      `/product-definitions/${definitionId}`,
      `/product-definitions/new?conversationId=${definitionId}`,
      "/checkout?packageId=dev-hours",
    ];
    const results: PageScore[] = pages.flatMap((page) =>
      (["first", "repeat"] as const).map((visit) => ({ page, visit, scores: [], cls: [], tbt: [], lcp: [], jsKb: [] })),
    );
    const audit = async (result: PageScore) => {
      const report = await lighthouse(`${audited}${result.page}`, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: ["performance"],
        // The session planted above must survive: Lighthouse clears storage by default. The HTTP
        // cache is cleared (or kept) on purpose below, so first and repeat visits are told apart.
        disableStorageReset: true,
      });
      const lhr = report?.lhr;
      if (!lhr) throw new Error(`Lighthouse gave no report for ${result.page}`);
      result.scores.push(Math.round((lhr.categories.performance?.score ?? 0) * 100));
      result.cls.push(lhr.audits["cumulative-layout-shift"]?.numericValue ?? Number.NaN);
      result.tbt.push(lhr.audits["total-blocking-time"]?.numericValue ?? Number.NaN);
      result.lcp.push(lhr.audits["largest-contentful-paint"]?.numericValue ?? Number.NaN);
      result.jsKb.push(scriptKb(lhr));
    };
    for (let run = 0; run < runs; run++) {
      for (const page of pages) {
        // A first visit: nothing in the HTTP cache. Then the same page again: a repeat visit.
        await clearHttpCache(chrome.port);
        for (const result of results.filter((item) => item.page === page)) await audit(result);
      }
    }
    return results;
  } finally {
    chrome.kill();
    await new Promise((resolve) => proxy.server.close(resolve));
  }
}

/** Clears the browser's HTTP cache (not its storage, which holds the session) through the DevTools protocol. */
async function clearHttpCache(port: number): Promise<void> {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  try {
    const tab = await browser.newPage();
    const session = await tab.createCDPSession();
    await session.send("Network.clearBrowserCache");
    await tab.close();
  } finally {
    await browser.disconnect();
  }
}

type NetworkItem = { resourceType?: string; transferSize?: number };

/** The JavaScript a page transferred over the network, in KiB (from Lighthouse's network requests). */
function scriptKb(lhr: { audits: Record<string, { details?: unknown } | undefined> }): number {
  const details = lhr.audits["network-requests"]?.details as { items?: NetworkItem[] } | undefined;
  const bytes = (details?.items ?? [])
    .filter((item) => item.resourceType === "Script")
    .reduce((total, item) => total + (item.transferSize ?? 0), 0);
  return bytes / 1024;
}

/**
 * The app as it is served, bytes and headers alike, minus Referrer-Policy: with that header the
 * headless Chromium under Lighthouse reports the page's own request as aborted
 * (FAILED_DOCUMENT_REQUEST), whatever the page. The header plays no part in loading speed.
 */
async function withoutReferrerPolicy(target: string): Promise<{ origin: string; server: Server }> {
  const upstream = new URL(target);
  const server = createServer((incoming, outgoing) => {
    const forwarded = request(
      {
        host: upstream.hostname,
        port: upstream.port,
        path: incoming.url,
        method: incoming.method,
        headers: incoming.headers,
      },
      (answer) => {
        const headers = { ...answer.headers };
        delete headers["referrer-policy"];
        outgoing.writeHead(answer.statusCode ?? 502, headers);
        answer.pipe(outgoing);
      },
    );
    forwarded.on("error", () => outgoing.destroy());
    incoming.pipe(forwarded);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

export function medianScore(score: PageScore): number {
  return median(score.scores);
}
