import { expect, newUser, signIn, signUp, test } from "./fixtures";

test("the profile shows the signed-in user's names and email, read-only", async ({ page }) => {
  const user = await signUp(page.request, newUser({ firstName: "María José", lastName: "Ibáñez" }));
  await signIn(page, user);
  await page.goto("/profile");
  await expect(page.getByRole("heading", { level: 1, name: "My Profile" })).toBeVisible();
  await expect(page).toHaveTitle("My Profile · Specwright");

  await expect(page.getByLabel("First name")).toHaveValue("María José");
  await expect(page.getByLabel("Last name")).toHaveValue("Ibáñez");
  const email = page.getByLabel("Email");
  await expect(email).toHaveValue(user.email);
  await expect(email).toHaveAccessibleDescription("Email cannot be changed");
  for (const field of ["First name", "Last name", "Email"]) {
    await expect(page.getByLabel(field)).not.toBeEditable();
  }
});

test.describe("when the profile cannot be loaded", () => {
  test.use({ expectedConsoleErrors: [/status of 404/] });

  test("it says why and offers Retry", async ({ page }) => {
    await signIn(page);
    // The app's own start-up call to users.me fails too; the user from the token stays on screen.
    let failing = true;
    await page.route("**/trpc/users.me?**", async (route) => {
      if (!failing) return route.fallback();
      await route.fulfill({
        status: 404,
        contentType: "application/json",
        body: JSON.stringify([
          { error: { code: -32004, message: "gone", data: { code: "NOT_FOUND", httpStatus: 404 } } },
        ]),
      });
    });
    await page.goto("/profile");
    await expect(page.getByRole("alert")).toContainText(
      "Failed to load profile: The requested resource was not found.",
    );
    failing = false;
    await page.getByRole("button", { name: "Retry" }).click();
    await expect(page.getByLabel("First name")).toHaveValue("Ada");
  });
});
