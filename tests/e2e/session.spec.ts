import { expect, plantTokens, signIn, storedTokens, TOKENS_KEY, test, unsignedJwt } from "./fixtures";

type Stored = { accessToken: string; refreshToken: string; expiresAt: number };

async function readTokens(page: Parameters<typeof storedTokens>[0]): Promise<Stored> {
  return JSON.parse((await storedTokens(page)) ?? "null") as Stored;
}

test("an access token with 30 s or less left is refreshed before the next call", async ({ page }) => {
  await signIn(page);
  const signedIn = await readTokens(page);
  // The same session, stored as if its access token had only 10 seconds left.
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [
    TOKENS_KEY,
    JSON.stringify({ ...signedIn, expiresAt: Date.now() + 10_000 }),
  ] as const);

  const refresh = page.waitForRequest("**/api/connect/refresh");
  const me = page.waitForRequest("**/trpc/users.me?**");
  await page.goto("/profile");
  const [refreshed, asked] = await Promise.all([refresh, me]);
  expect(refreshed.postDataJSON()).toEqual({ refreshToken: signedIn.refreshToken });
  await expect(page.getByLabel("First name")).toHaveValue("Ada");

  // The refresh token rotates; the access token may come out the same within one second (iat is in seconds).
  const renewed = await readTokens(page);
  expect(renewed.refreshToken).not.toBe(signedIn.refreshToken);
  expect(renewed.expiresAt).toBeGreaterThan(Date.now() + 60_000);
  expect(await asked.headerValue("authorization")).toBe(`Bearer ${renewed.accessToken}`);
});

test("a returning user whose access token expired while away is kept signed in by the refresh token", async ({
  page,
}) => {
  await signIn(page);
  const signedIn = await readTokens(page);
  // Stored as it is 20 minutes later: the access token (15 minutes) has expired, the refresh token (7 days) has not.
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [
    TOKENS_KEY,
    JSON.stringify({ ...signedIn, expiresAt: Date.now() - 5 * 60_000 }),
  ] as const);
  const refresh = page.waitForRequest("**/api/connect/refresh");
  await page.goto("/profile");
  expect((await refresh).postDataJSON()).toEqual({ refreshToken: signedIn.refreshToken });
  await expect(page).toHaveURL("/profile");
  await expect(page.getByLabel("First name")).toHaveValue("Ada");
  expect((await readTokens(page)).expiresAt).toBeGreaterThan(Date.now() + 60_000);
});

test("logging out also ends the session on the server", async ({ page }) => {
  await signIn(page);
  const { refreshToken } = await readTokens(page);
  await page.goto("/dashboard");
  const logout = page.waitForResponse("**/api/connect/logout");
  await page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Log out" }).click();
  await expect(page).toHaveURL("/");
  expect((await logout).status()).toBe(200);
  const refused = await page.request.post("/api/connect/refresh", { data: { refreshToken } });
  expect(refused.status()).toBe(401);
});

test.describe("a session the server does not know", () => {
  test.use({ expectedConsoleErrors: [/status of 401/] });

  test("is cleared after one refused refresh, and the guard sends the visitor to /login", async ({ page }) => {
    const expiresAt = Date.now() + 60 * 60_000;
    const accessToken = unsignedJwt({ sub: "nobody", email: "ada@example.com", exp: Math.floor(expiresAt / 1000) });
    await plantTokens(page, { accessToken, refreshToken: "forged", expiresAt });
    const refreshes: string[] = [];
    page.on("request", (request) => {
      if (request.url().endsWith("/api/connect/refresh")) refreshes.push(request.url());
    });
    await page.goto("/dashboard");
    await expect(page).toHaveURL("/login");
    expect(await storedTokens(page)).toBeNull();
    expect(refreshes).toHaveLength(1);
  });
});
