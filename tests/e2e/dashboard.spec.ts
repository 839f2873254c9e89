import { stat } from "./commerce";
import { expect, signIn, test } from "./fixtures";

test("the dashboard shows the overview, the next steps and the hours of a new user", async ({ page }) => {
  await signIn(page);
  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
  await expect(page).toHaveTitle("Dashboard · Specwright");
  await expect(stat(page, "Product Definitions")).toHaveText("0");
  await expect(page.getByText("0 updated this month")).toBeVisible();
  await expect(stat(page, "Generated Documents")).toHaveText("0");
  await expect(stat(page, "Purchased Packages")).toHaveText("0");
  await expect(stat(page, "Available Hours")).toHaveText("0");
  await expect(page.getByText("No product definitions yet")).toBeVisible();
  await expect(page.getByRole("progressbar", { name: "Development hours used" })).toHaveAttribute("aria-valuenow", "0");

  await page.getByRole("link", { name: /Create Product Definition/ }).click();
  await expect(page).toHaveURL("/product-definitions");
  await page.goBack();
  await page.getByRole("link", { name: /Your Documents/ }).click();
  await expect(page).toHaveURL("/documents");
  await page.goBack();
  await page.getByRole("link", { name: /Explore Packages/ }).click();
  await expect(page).toHaveURL("/packages");
  await page.goBack();
  await page.getByRole("link", { name: "Purchase Hours" }).click();
  await expect(page).toHaveURL("/packages");
});

test("the dashboard asks the server for the user as it opens", async ({ page }) => {
  await signIn(page);
  await page.goto("/dashboard");
  await expect(stat(page, "Purchased Packages")).toHaveText("0");
  const nav = page.getByRole("navigation", { name: "Main" });
  await nav.getByRole("link", { name: "Packages", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Development Packages" })).toBeVisible();
  const asked = page.waitForRequest((request) => request.url().includes("users.me"));
  await nav.getByRole("link", { name: "Dashboard" }).click();
  await asked;
});
