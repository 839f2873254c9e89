import type { Route } from "@playwright/test";
import { bytesToBase64, decryptField, SECURED_FIELDS, type SecuredCall } from "#shared/auth/secured-fields";
import { expect, fillSignup, newUser, test } from "./fixtures";

const key = { key: crypto.getRandomValues(new Uint8Array(32)), iv: crypto.getRandomValues(new Uint8Array(16)) };
const published = { securedFields: { key: bytesToBase64(key.key), iv: bytesToBase64(key.iv) } };

type Seen = { call: SecuredCall; payload: Record<string, unknown> };

/**
 * The server under test runs without a key, so the browser is told one (config.client) and each
 * auth call is checked on its way out: the spec's fields must arrive encrypted with that key and
 * flagged. The test then decrypts them and passes the plain call on to the real server.
 */
async function decryptOnTheWire(route: Route, call: SecuredCall, seen: Seen[]) {
  const body = route.request().postDataJSON() as Record<string, Record<string, unknown>>;
  const payload = body["0"] ?? {};
  seen.push({ call, payload: { ...payload } });
  for (const field of SECURED_FIELDS[call]) {
    const value = payload[field];
    if (typeof value === "string") payload[field] = await decryptField(value, key);
  }
  delete payload.secured;
  await route.continue({ postData: JSON.stringify({ 0: payload }) });
}

test("with a published key, sign-up and sign-in send the spec's fields encrypted", async ({ page }) => {
  const seen: Seen[] = [];
  await page.route("**/trpc/config.client?**", (route) =>
    route.fulfill({ contentType: "application/json", body: JSON.stringify([{ result: { data: published } }]) }),
  );
  await page.route("**/trpc/auth.signup?**", (route) => decryptOnTheWire(route, "signup", seen));
  await page.route("**/trpc/auth.login?**", (route) => decryptOnTheWire(route, "login", seen));

  const user = newUser();
  await page.goto("/signup");
  await fillSignup(page, user);
  await page.getByRole("checkbox", { name: /I agree to the/ }).check();
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page).toHaveURL("/dashboard");

  expect(seen.map((entry) => entry.call)).toEqual(["signup", "login"]);
  const [signup, login] = seen;
  expect(signup?.payload.secured).toBe(true);
  expect(signup?.payload.email).not.toBe(user.email);
  expect(await decryptField(String(signup?.payload.firstName), key)).toBe(user.firstName);
  expect(login?.payload.secured).toBe(true);
  expect(await decryptField(String(login?.payload.username), key)).toBe(user.email);
  expect(await decryptField(String(login?.payload.password), key)).toBe(user.password);
});

test("a published key the browser cannot use stops the sign-in with the spec's message", async ({ page }) => {
  await page.route("**/trpc/config.client?**", (route) =>
    route.fulfill({
      contentType: "application/json",
      body: JSON.stringify([
        { result: { data: { securedFields: { key: "c2hvcnQ=", iv: published.securedFields.iv } } } },
      ]),
    }),
  );
  let sent = false;
  await page.route("**/trpc/auth.login?**", (route) => {
    sent = true;
    return route.abort();
  });
  await page.goto("/login");
  await page.getByLabel("Email").fill("ada@example.com");
  await page.getByLabel("Password", { exact: true }).fill("Secret1!");
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByText("Login failed")).toBeVisible();
  await expect(page.getByText("Failed to secure your data. Please try again.")).toBeVisible();
  expect(sent).toBe(false);
});
