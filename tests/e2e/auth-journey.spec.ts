import type { Page } from "@playwright/test";
import { expect, fillSignup, newUser, test } from "./fixtures";

const NEW_PASSWORD = "N3w-password!";

async function logIn(page: Page, email: string, password: string) {
  await page.goto("/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign In" }).click();
}

async function logOut(page: Page) {
  await page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Log out" }).click();
  await expect(page).toHaveURL("/");
}

test("sign up, log out, sign in, reset the password by email, sign in with the new one", async ({ page }) => {
  const user = newUser({ firstName: "José", lastName: "Núñez" });

  await page.goto("/signup");
  await fillSignup(page, user);
  await page.getByRole("checkbox", { name: /I agree to the Terms of Service/ }).check();
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByText("Account created!")).toBeVisible();
  await expect(page).toHaveURL("/dashboard");
  await logOut(page);

  await logIn(page, user.email, user.password);
  await expect(page.getByText("Welcome back!")).toBeVisible();
  await expect(page.getByText("You have successfully logged in.")).toBeVisible();
  await expect(page).toHaveURL("/dashboard");
  await logOut(page);

  await page.goto("/login");
  await page.getByRole("link", { name: "Forgot password?" }).click();
  await expect(page).toHaveURL("/forgot-password");
  await page.getByLabel("Email").fill(user.email);
  await page.getByRole("button", { name: "Send Reset Link" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Check your email" })).toBeVisible();
  await expect(page.getByText("Reset email sent!")).toBeVisible();
  await expect(page.getByText(/check your spam/i)).toBeVisible();
  await expect(page.getByRole("link", { name: "Back to Sign In" })).toHaveAttribute("href", "/login");

  // The outbox mailer's mailbox, as a developer would open it. The email is written just after
  // the answer (so an account takes as long as a stranger): reload until it is there.
  const mail = page
    .locator("article")
    .filter({ has: page.getByTestId("mail-to").getByText(user.email, { exact: true }) });
  await expect(async () => {
    await page.goto("/dev/mailbox");
    await expect(mail.getByRole("heading", { level: 2 })).toHaveText("Reset your Specwright password", {
      timeout: 1_000,
    });
  }).toPass({ timeout: 30_000 });
  await mail.getByRole("link", { name: /\/reset-password\?token=/ }).click();

  await expect(page).toHaveURL(/\/reset-password\?token=/);
  await page.getByLabel("New password", { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel("Confirm new password").fill(NEW_PASSWORD);
  await page.getByRole("button", { name: "Reset Password" }).click();
  await expect(page.getByText("Password reset successful!")).toBeVisible();
  await expect(page).toHaveURL("/login");

  await logIn(page, user.email, NEW_PASSWORD);
  await expect(page).toHaveURL("/dashboard");
  await expect(page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Log out" })).toBeVisible();
});

test.describe("refused sign-ins", () => {
  test.use({ expectedConsoleErrors: [/status of 401/] });

  test("a wrong password shows the 'Login failed' toast and stays on /login", async ({ page, request }) => {
    const user = newUser();
    expect((await request.post("/api/users", { data: user })).status()).toBe(201);
    await logIn(page, user.email, "Wrong-passw0rd!");
    await expect(page.getByText("Login failed")).toBeVisible();
    await expect(page.getByText("Invalid credentials. Please check your email and password.")).toBeVisible();
    await expect(page).toHaveURL("/login");
    await expect(page.getByRole("button", { name: "Sign In" })).toBeEnabled();
  });
});
