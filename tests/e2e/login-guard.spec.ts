import { DEFINITION_MESSAGES } from "#shared/errors/definition-messages";
import { expect, GUARDED_PATHS, plantTokens, signIn, storedTokens, test, unsignedJwt } from "./fixtures";

test.describe("signed out", () => {
  test("a guarded page sends the visitor to /login, replacing the history entry", async ({ page }) => {
    for (const path of ["/dashboard", "/product-definitions/new"]) {
      await page.goto("/");
      await expect(page.getByRole("link", { name: "Create account" })).toBeVisible();
      await page.goto(path);
      await expect(page).toHaveURL("/login");
      await expect(page.getByRole("heading", { level: 1, name: "Welcome back" })).toBeVisible();

      // With a pushed redirect, Back would land on the guarded path and bounce to /login again.
      await page.goBack();
      await expect(page).toHaveURL("/");
      await expect(page.getByRole("link", { name: "Create account" })).toBeVisible();
    }
  });

  test("every login-required route redirects", async ({ page }) => {
    for (const path of GUARDED_PATHS) {
      await page.goto(path);
      await expect(page, `${path} should redirect`).toHaveURL("/login");
    }
  });

  test("public routes open without a session", async ({ page }) => {
    const pages = [
      ["/checkout?packageId=complete-docs", "Checkout"],
      ["/login", "Welcome back"],
      ["/signup", "Create your account"],
      ["/forgot-password", "Forgot password"],
      ["/reset-password?token=some-token", "Reset password"],
      ["/test", "Test page"],
    ] as const;
    for (const [path, title] of pages) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
      await expect(page).toHaveURL(path);
    }
  });
});

test.describe("with a stored session", () => {
  test.describe("for a definition that does not exist", () => {
    test.use({ expectedConsoleErrors: [/status of 404/] });

    test("the edit route renders the detail page in edit mode, replacing the history entry", async ({ page }) => {
      await signIn(page);
      const id = crypto.randomUUID();
      await page.goto("/dashboard");
      await page.goto(`/product-definitions/${id}/edit`);
      await expect(page).toHaveURL(`/product-definitions/${id}?action=edit`);
      await expect(page.getByRole("alert")).toContainText(DEFINITION_MESSAGES.notFound);
      await page.goBack();
      await expect(page).toHaveURL("/dashboard");
    });
  });

  test.describe("whose access token has expired", () => {
    // The refresh is tried and refused: the browser logs that 401.
    test.use({ expectedConsoleErrors: [/status of 401/] });

    test("asks the server once with the refresh token; refused, it is cleared and the guard redirects", async ({
      page,
    }) => {
      const expiresAt = Date.now() - 1000;
      const accessToken = unsignedJwt({ sub: "user-e2e", email: "ada@example.com", exp: Math.floor(expiresAt / 1000) });
      await plantTokens(page, { accessToken, refreshToken: "refresh-e2e", expiresAt });
      const refresh = page.waitForRequest("**/api/connect/refresh");
      await page.goto("/dashboard");
      expect((await refresh).postDataJSON()).toEqual({ refreshToken: "refresh-e2e" });
      await expect(page).toHaveURL("/login");
      expect(await storedTokens(page)).toBeNull();
    });
  });
});
