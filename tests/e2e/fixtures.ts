import { type APIRequestContext, test as base, expect, type Page } from "@playwright/test";
import { type StoredTokens, TOKENS_STORAGE_KEY, tokensFromPair } from "#web/lib/auth/tokens.ts";
import { THEME_STORAGE_KEY } from "#web/lib/theme/theme.ts";

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

/** An unsigned JWT, for tests about tokens the server never issued (expired or forged sessions). */
export function unsignedJwt(claims: Record<string, unknown>): string {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");
  return `${part({ alg: "HS256", typ: "JWT" })}.${part(claims)}.unsigned`;
}

export type TestUser = { email: string; password: string; firstName: string; lastName: string };

/** Unique sign-up data: every test gets its own account. */
export function newUser(overrides: Partial<TestUser> = {}): TestUser {
  return {
    email: `e2e-${crypto.randomUUID()}@example.com`,
    password: "Correct-h0rse!",
    firstName: "Ada",
    lastName: "Lovelace",
    ...overrides,
  };
}

/** Creates an account through the real API (POST /api/users). */
export async function signUp(request: APIRequestContext, user: TestUser = newUser()): Promise<TestUser> {
  const response = await request.post("/api/users", { data: user });
  expect(response.status(), await response.text()).toBe(201);
  return user;
}

/**
 * Signs in through the real API and leaves the tokens where the app keeps them (as its sign-in
 * does), so the next page load starts signed in. Creates a fresh account unless given one.
 */
export async function signIn(page: Page, user?: TestUser): Promise<TestUser> {
  const account = user ?? (await signUp(page.request));
  const response = await page.request.post("/api/connect/login", {
    data: { username: account.email, password: account.password },
  });
  expect(response.status(), await response.text()).toBe(200);
  const pair = (await response.json()) as { access_token: string; refresh_token: string; expires_in: number };
  await plantTokens(page, tokensFromPair(pair, Date.now()));
  return account;
}

/** Puts tokens in the app's storage on the app's origin; the next page load restores them (spec section 4). */
export async function plantTokens(page: Page, tokens: StoredTokens) {
  await page.goto("/");
  await page.evaluate(([key, value]) => window.localStorage.setItem(key, value), [
    TOKENS_KEY,
    JSON.stringify(tokens),
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

/** The sign-up form's fields, as a person fills them in (the terms box is left to the test). */
export async function fillSignup(page: Page, user: TestUser) {
  await page.getByLabel("First name").fill(user.firstName);
  await page.getByLabel("Last name").fill(user.lastName);
  await page.getByLabel("Email").fill(user.email);
  await page.getByLabel("Password", { exact: true }).fill(user.password);
  await page.getByLabel("Confirm password").fill(user.password);
}
