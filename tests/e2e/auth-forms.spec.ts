import { AUTH_MESSAGES } from "#shared/errors/auth-messages";
import { expect, newUser, signUp, test } from "./fixtures";

test("sign-up checks names and passwords as the visitor types, and asks for the terms", async ({ page }) => {
  const user = newUser();
  await page.goto("/signup");
  await expect(page).toHaveTitle("Sign up · Specwright");
  const submit = page.getByRole("button", { name: "Create Account" });
  const rules = page.getByRole("list", { name: "Password requirements" });
  await expect(rules).toHaveAttribute("aria-live", "polite");
  await expect(submit).toBeDisabled();

  const firstName = page.getByLabel("First name");
  await firstName.fill("Ada1");
  await expect(firstName).toHaveAttribute("aria-invalid", "true");
  await expect(firstName).toHaveAccessibleDescription("Only letters and spaces are allowed");
  await firstName.fill("Ñusta Ángela");
  await expect(firstName).not.toHaveAttribute("aria-invalid");
  await page.getByLabel("Last name").fill("Müller");
  await page.getByLabel("Email").fill(user.email);

  const password = page.getByLabel("Password", { exact: true });
  await password.fill("short");
  await expect(rules.getByRole("listitem")).toHaveText([
    /At least 8 characters\s*\(not met\)/,
    /One uppercase letter\s*\(not met\)/,
    /One lowercase letter\s*\(met\)/,
    /One number\s*\(not met\)/,
    /One special character\s*\(not met\)/,
  ]);
  await password.fill(user.password);
  await expect(rules.getByText("(not met)")).toHaveCount(0);
  await expect(submit).toBeDisabled();

  const confirm = page.getByLabel("Confirm password");
  await confirm.fill(`${user.password}x`);
  await expect(confirm).toHaveAccessibleDescription(AUTH_MESSAGES.passwordMismatch);
  await expect(submit).toBeDisabled();
  await confirm.fill(user.password);
  await expect(submit).toBeEnabled();

  // The terms links open the marketing site in a new tab.
  for (const name of ["Terms of Service", "Privacy Policy"]) {
    const link = page.getByRole("link", { name: new RegExp(name) });
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", "noopener noreferrer");
  }
  await submit.click();
  await expect(page.getByText("Terms required")).toBeVisible();
  await expect(page.getByText("Please agree to the terms and conditions.").first()).toBeVisible();
  const terms = page.getByRole("checkbox", { name: /I agree to the/ });
  await expect(terms).toBeFocused();
  await expect(terms).toHaveAttribute("aria-invalid", "true");
  await expect(page).toHaveURL("/signup");
});

test.describe("an email that already has an account", () => {
  test.use({ expectedConsoleErrors: [/status of 409/] });

  test("sign-up says so and suggests signing in", async ({ page, request }) => {
    const user = await signUp(request);
    await page.goto("/signup");
    await page.getByLabel("First name").fill("Other");
    await page.getByLabel("Last name").fill("Person");
    await page.getByLabel("Email").fill(user.email);
    await page.getByLabel("Password", { exact: true }).fill(user.password);
    await page.getByLabel("Confirm password").fill(user.password);
    await page.getByRole("checkbox", { name: /I agree to the/ }).check();
    await page.getByRole("button", { name: "Create Account" }).click();
    await expect(page.getByText("Account creation failed")).toBeVisible();
    await expect(page.getByText(AUTH_MESSAGES.emailTakenClient)).toBeVisible();
    await expect(page).toHaveURL("/signup");
  });
});

test("the password can be shown and hidden from the keyboard", async ({ page }) => {
  await page.goto("/login");
  const password = page.getByLabel("Password", { exact: true });
  await password.fill("Secret1!");
  await expect(password).toHaveAttribute("type", "password");
  await password.press("Tab");
  const toggle = page.getByRole("button", { name: "Show password" });
  await expect(toggle).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(password).toHaveAttribute("type", "text");
  await expect(page.getByRole("button", { name: "Hide password" })).toBeFocused();
  await page.keyboard.press("Space");
  await expect(password).toHaveAttribute("type", "password");
});

test("the login page links to sign-up and to the password reset", async ({ page }) => {
  await page.goto("/login");
  await expect(page).toHaveTitle("Sign in · Specwright");
  await expect(page.getByRole("region", { name: "Sign In" })).toContainText(
    "Enter your email and password to access your account",
  );
  await expect(page.getByRole("main").getByRole("link", { name: "Sign up" })).toHaveAttribute("href", "/signup");
  await expect(page.getByRole("link", { name: "Forgot password?" })).toHaveAttribute("href", "/forgot-password");
});

test("forgot password asks for the email", async ({ page }) => {
  await page.goto("/forgot-password");
  await page.getByRole("button", { name: "Send Reset Link" }).click();
  const email = page.getByLabel("Email");
  await expect(email).toHaveAccessibleDescription(AUTH_MESSAGES.emailRequired);
  await expect(email).toBeFocused();
});

test("a reset link without a token goes to /forgot-password with the 'Invalid reset link' toast", async ({ page }) => {
  await page.goto("/reset-password");
  await expect(page).toHaveURL("/forgot-password");
  await expect(page.getByText("Invalid reset link")).toBeVisible();
  await expect(page.getByText("This password reset link is invalid or has expired.")).toBeVisible();
  // The redirect replaced the broken link in the history.
  await page.goBack();
  await expect(page).not.toHaveURL(/reset-password/);
});

test.describe("a used or unknown reset token", () => {
  test.use({ expectedConsoleErrors: [/status of 400/] });

  test("the reset form says the token is invalid", async ({ page }) => {
    await page.goto("/reset-password?code=not-a-real-token");
    await page.getByLabel("New password", { exact: true }).fill("N3w-password!");
    await page.getByLabel("Confirm new password").fill("N3w-password!");
    await page.getByRole("button", { name: "Reset Password" }).click();
    await expect(page.getByText("Failed to reset password")).toBeVisible();
    await expect(page.getByText(AUTH_MESSAGES.invalidResetToken)).toBeVisible();
    await expect(page).toHaveURL(/\/reset-password\?code=/);
  });
});
