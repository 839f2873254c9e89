import { expect, newUser, signIn, signUp, test } from "./fixtures";
import { logIn } from "./settings";

const NEW_PASSWORD = "Brand-n3w-pass!";

test.describe("the password change", () => {
  // The wrong current password (400) and the old password at sign-in (401) are refused on purpose.
  test.use({ expectedConsoleErrors: [/status of (400|401)/] });

  test("waits for valid input, refuses a wrong current password, then the new one signs in", async ({ page }) => {
    const user = await signIn(page);
    await page.goto("/settings");
    const button = page.getByRole("button", { name: "Change Password" });
    const current = page.getByLabel("Current password", { exact: true });
    const next = page.getByLabel("New password", { exact: true });
    const confirm = page.getByLabel("Confirm new password");
    await expect(button).toBeDisabled();

    await current.fill("Wrong-passw0rd!");
    await next.fill("short");
    await expect(page.getByRole("list", { name: "Password requirements" }).getByText("(not met)")).not.toHaveCount(0);
    await expect(button).toBeDisabled();
    await next.fill(NEW_PASSWORD);
    await confirm.fill(`${NEW_PASSWORD}x`);
    await expect(confirm).toHaveAccessibleDescription("New password and confirmation don't match.");
    await expect(button).toBeDisabled();
    await confirm.fill(NEW_PASSWORD);
    await expect(button).toBeEnabled();

    await button.click();
    await expect(page.getByText("Password Change Failed")).toBeVisible();
    await expect(page.getByText("The current password is not correct")).toBeVisible();

    await current.fill(user.password);
    await button.click();
    await expect(page.getByText("Password Updated")).toBeVisible();
    await expect(current).toHaveValue("");
    // This session stays signed in.
    await page.reload();
    await expect(page.getByRole("heading", { level: 1, name: "Settings" })).toBeVisible();
    await page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Log out" }).click();

    await logIn(page, user.email, user.password);
    await expect(page.getByText("Login failed")).toBeVisible();
    await logIn(page, user.email, NEW_PASSWORD);
    await expect(page).toHaveURL("/dashboard");
  });
});

test.describe("deleting the account", () => {
  test.use({ expectedConsoleErrors: [/status of 401/] });

  test("asks for the email, signs out, and the account no longer signs in", async ({ page }) => {
    const user = await signIn(page, await signUp(page.request, newUser()));
    await page.goto("/settings");
    await page.getByRole("button", { name: "Delete Account" }).click();
    const dialog = page.getByRole("dialog", { name: "Delete your account?" });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(user.email);
    const confirm = dialog.getByRole("button", { name: "Delete Account" });
    await expect(confirm).toBeDisabled();
    await dialog.getByLabel("Email address").fill("someone-else@example.com");
    await expect(confirm).toBeDisabled();

    // Escape closes it and nothing happens.
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await page.getByRole("button", { name: "Delete Account" }).click();
    await expect(dialog.getByLabel("Email address")).toHaveValue("");

    await dialog.getByLabel("Email address").fill(user.email.toUpperCase());
    await expect(confirm).toBeEnabled();
    await confirm.click();
    await expect(page.getByText("Your account has been deleted")).toBeVisible();
    await expect(page).toHaveURL("/");
    await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link")).toHaveText(["Sign in", "Sign up"]);

    await logIn(page, user.email, user.password);
    await expect(page.getByText("Login failed")).toBeVisible();
  });
});
