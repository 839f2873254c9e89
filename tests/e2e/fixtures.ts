import { test as base, expect, type Page } from "@playwright/test";
import { TOKENS_STORAGE_KEY } from "../../web/lib/auth/tokens";
import { THEME_STORAGE_KEY } from "../../web/lib/theme/theme";

export { expect };

type Fixtures = {
  /** Every console message of the page, as "type: text". */
  consoleMessages: string[];
  /** Console errors a test provokes on purpose (the browser logs every failed response). */
  expectedConsoleErrors: RegExp[];
};

/**
 * The tests' `test`: an error on the page's console or an uncaught exception fails the test,
 * because that is how React and the browser report real faults.
 */
export const test = base.extend<Fixtures>({
  expectedConsoleErrors: [[], { option: true }],
  consoleMessages: [
    async ({ page, expectedConsoleErrors }, use) => {
      const messages: string[] = [];
      const errors: string[] = [];
      page.on("console", (message) => {
        messages.push(`${message.type()}: ${message.text()}`);
        const text = message.text();
        if (message.type() === "error" && !expectedConsoleErrors.some((pattern) => pattern.test(text))) {
          errors.push(text);
        }
      });
      page.on("pageerror", (error) => errors.push(`uncaught: ${error.message}`));
      await use(messages);
      expect(errors, "errors on the browser console").toEqual([]);
    },
    { auto: true },
  ],
});

// The app's own storage keys, so the tests and the app cannot drift apart.
export const TOKENS_KEY = TOKENS_STORAGE_KEY;
export const THEME_KEY = THEME_STORAGE_KEY;

/** An unsigned JWT: the browser only reads its claims (the server verifies tokens, and no call here needs one). */
export function unsignedJwt(claims: Record<string, unknown>): string {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");
  return `${part({ alg: "HS256", typ: "JWT" })}.${part(claims)}.unsigned`;
}

/**
 * Puts a session in storage the way a sign-in leaves it, so the app restores it on start
 * (spec section 4). Sign-in itself is not built yet; its fixtures will replace this one.
 */
export async function storeSession(page: Page, { expiresInMs = 60 * 60_000 } = {}) {
  const expiresAt = Date.now() + expiresInMs;
  const accessToken = unsignedJwt({
    sub: "user-e2e",
    email: "ada@example.com",
    given_name: "Ada",
    exp: Math.floor(expiresAt / 1000),
  });
  await page.goto("/");
  await page.evaluate(([key, value]) => window.localStorage.setItem(key, value), [
    TOKENS_KEY,
    JSON.stringify({ accessToken, refreshToken: "refresh-e2e", expiresAt }),
  ] as const);
}

export function storedTokens(page: Page): Promise<string | null> {
  return page.evaluate((key) => window.localStorage.getItem(key), TOKENS_KEY);
}

/** Login-required routes of spec section 2 (with sample ids). */
export const GUARDED_PATHS = [
  "/dashboard",
  "/product-definitions",
  "/product-definitions/new",
  "/product-definitions/some-id",
  "/product-definitions/some-id/edit",
  "/documents",
  "/packages",
  "/profile",
  "/settings",
] as const;
