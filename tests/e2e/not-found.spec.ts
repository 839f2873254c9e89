import { expect, test } from "./fixtures";

test("an unknown path shows the not-found page, logs the path and links home", async ({ page, consoleMessages }) => {
  await page.goto("/no/such/page?x=1");

  await expect(page.getByRole("heading", { level: 1, name: "Oops! Page not found" })).toBeVisible();
  await expect(page).toHaveTitle("Page not found · Specwright");
  await expect.poll(() => consoleMessages).toContainEqual("warning: 404: no route matches /no/such/page");

  await page.getByRole("link", { name: "Return to home" }).click();
  await expect(page).toHaveURL("/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/Turn a product idea into the documents/);
  await expect(page).toHaveTitle("Specwright");
});

test("/not-found is the same page", async ({ page }) => {
  await page.goto("/not-found");
  await expect(page.getByRole("heading", { level: 1, name: "Oops! Page not found" })).toBeVisible();
});
