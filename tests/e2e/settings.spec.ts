import { expect, type Page } from "@playwright/test";
import { signIn, test } from "./fixtures";
import { savedSettings } from "./settings";

const toggle = (page: Page, name: string) => page.getByRole("switch", { name, exact: true });
const EMAIL_KINDS = ["Document generated", "Package updates", "Weekly digest"];

test("the settings start at the spec's defaults", async ({ page }) => {
  await signIn(page);
  await page.goto("/settings");
  await expect(page.getByRole("heading", { level: 1, name: "Settings" })).toBeVisible();
  await expect(page).toHaveTitle("Settings · Specwright");

  for (const name of ["Email notifications", ...EMAIL_KINDS, "Analytics"])
    await expect(toggle(page, name)).toBeChecked();
  for (const name of ["Marketing emails", "Data sharing"]) await expect(toggle(page, name)).not.toBeChecked();
  await expect(page.getByRole("radio", { name: "System" })).toBeChecked();
  await expect(page.getByRole("radio", { name: "Private" })).toBeChecked();
  const main = page.getByRole("main");
  await expect(main.getByLabel("Language")).toHaveValue("en");
  await expect(main.getByLabel("Language").getByRole("option")).toHaveText([
    "English",
    "Español",
    "Français",
    "Deutsch",
  ]);
  // Unchosen, the time zone is the device's and the date format the language's (decision 028).
  const deviceZone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
  await expect(main.getByLabel("Time zone")).toHaveValue("device");
  await expect(main.getByLabel("Date format")).toHaveValue("device");
  await expect(main.getByLabel("Date format").getByRole("option").first()).toHaveText(
    /^Your language's \(\d{2}\/\d{2}\/\d{4}\)$/,
  );
  await expect(main.getByLabel("Time zone").getByRole("option")).toHaveText([
    `This device's time zone (${deviceZone})`,
    "Eastern (America/New_York)",
    "Central (America/Chicago)",
    "Mountain (America/Denver)",
    "Pacific (America/Los_Angeles)",
    "London (Europe/London)",
    "Paris (Europe/Paris)",
  ]);
});

test("the email kinds wait for email notifications, and every change is saved", async ({ page }) => {
  await signIn(page);
  await page.goto("/settings");
  await toggle(page, "Email notifications").click();
  await expect(page.getByText("Settings Saved")).toBeVisible();
  for (const name of EMAIL_KINDS) await expect(toggle(page, name)).toBeDisabled();
  await expect(page.getByText("Turn on email notifications to receive these.")).toBeVisible();
  await toggle(page, "Marketing emails").click();
  await expect(toggle(page, "Marketing emails")).toBeChecked();
  await page.getByRole("radio", { name: "Public" }).check();
  await expect
    .poll(() => savedSettings(page))
    .toMatchObject({
      emailNotifications: false,
      marketingEmails: true,
      profileVisibility: "public",
    });

  await page.reload();
  await expect(toggle(page, "Email notifications")).not.toBeChecked();
  for (const name of EMAIL_KINDS) await expect(toggle(page, name)).toBeDisabled();
  await toggle(page, "Email notifications").press("Space");
  for (const name of EMAIL_KINDS) await expect(toggle(page, name)).toBeEnabled();
  await toggle(page, "Weekly digest").click();
  await expect.poll(() => savedSettings(page)).toMatchObject({ emailNotifications: true, weeklyDigest: false });
});

test("choosing Dark turns the page dark at once, and a reload is dark before the app runs", async ({ page }) => {
  await page.emulateMedia({ colorScheme: "light" });
  await signIn(page);
  await page.goto("/settings");
  await expect(page.locator("html")).not.toHaveClass(/\bdark\b/);
  await page.getByRole("radio", { name: "Dark" }).check();
  await expect(page.locator("html")).toHaveClass(/\bdark\b/);
  // The header's switcher shows the same choice.
  await expect(page.getByRole("group", { name: "Theme" }).getByRole("button", { name: "Dark" })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await expect.poll(async () => (await savedSettings(page)).theme).toBe("dark");

  await page.route("**/assets/*.js", (route) => route.fulfill({ contentType: "text/javascript", body: "" }));
  await page.reload({ waitUntil: "domcontentloaded" });
  await expect(page.locator("html")).toHaveClass(/\bdark\b/);
  await page.unroute("**/assets/*.js");

  // System follows the operating system.
  await page.reload();
  await page.getByRole("radio", { name: "System" }).check();
  await expect(page.locator("html")).not.toHaveClass(/\bdark\b/);
  await page.emulateMedia({ colorScheme: "dark" });
  await expect(page.locator("html")).toHaveClass(/\bdark\b/);
});

test("the date format and time zone are used where dates are shown", async ({ page }) => {
  // A fixed moment in the health report: 03:04 UTC on 2 January 2026.
  // (The call may travel in a batch with others: the health answer is the one at its index.)
  const calls = (url: URL) => decodeURIComponent(url.pathname.replace(/^\/trpc\//, "")).split(",");
  await page.route(
    (url) => url.pathname.startsWith("/trpc/") && calls(url).includes("health"),
    async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { result: { data: { time: string } } }[];
      const answer = body[calls(new URL(route.request().url())).indexOf("health")];
      if (answer) answer.result.data.time = "2026-01-02T03:04:05.000Z";
      await route.fulfill({ response, json: body });
    },
  );
  await signIn(page);
  await page.goto("/settings");
  await page.getByLabel("Date format").selectOption("YYYY-MM-DD");
  await page.getByLabel("Time zone").selectOption("Europe/Paris");
  await expect(page.getByText(/^Today is shown as \d{4}-\d{2}-\d{2}\.$/)).toBeVisible();
  await expect.poll(() => savedSettings(page)).toMatchObject({ dateFormat: "YYYY-MM-DD", timezone: "Europe/Paris" });

  const checkedAt = page.getByRole("term").filter({ hasText: "Checked at" }).locator("xpath=following-sibling::dd[1]");
  await page.goto("/test");
  await expect(checkedAt).toHaveText(/^2026-01-02 04:04/);

  await page.goto("/settings");
  await page.getByLabel("Date format").selectOption("DD/MM/YYYY");
  await page.getByLabel("Time zone").selectOption("America/Los_Angeles");
  await expect.poll(() => savedSettings(page)).toMatchObject({ timezone: "America/Los_Angeles" });
  await page.goto("/test");
  await expect(checkedAt).toHaveText(/^01\/01\/2026 07:04/);

  // Back to the device's time zone: the choice is forgotten on the server too.
  await page.goto("/settings");
  await page.getByLabel("Time zone").selectOption("device");
  await expect.poll(() => savedSettings(page)).toMatchObject({ followsDevice: ["timezone"] });
  const deviceTime = await page.evaluate(() =>
    new Intl.DateTimeFormat("en-US", { hour: "2-digit", minute: "2-digit" }).format(
      new Date("2026-01-02T03:04:05.000Z"),
    ),
  );
  await page.goto("/test");
  await expect(checkedAt).toContainText(deviceTime);
});

test.describe("when saving fails", () => {
  test.use({ expectedConsoleErrors: [/status of 500/] });

  test("the switch goes back and 'Save Failed' says why", async ({ page }) => {
    await signIn(page);
    await page.goto("/settings");
    await page.route("**/trpc/users.updateSettings?**", (route) =>
      route.fulfill({
        status: 500,
        json: [{ error: { code: -32603, message: "boom", data: { code: "INTERNAL_SERVER_ERROR", httpStatus: 500 } } }],
      }),
    );
    await toggle(page, "Data sharing").click();
    await expect(page.getByText("Save Failed")).toBeVisible();
    await expect(page.getByText("Server error. Please try again later.")).toBeVisible();
    await expect(toggle(page, "Data sharing")).not.toBeChecked();
  });
});
