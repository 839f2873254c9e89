import { expect, test } from "./fixtures";

test("/api/docs renders the API reference from /api/openapi.json under the app's CSP", async ({ page }) => {
  const blocked: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) blocked.push(message.text());
  });
  const response = await page.goto("/api/docs");
  expect(response?.headers()["content-security-policy"]).toContain("script-src 'self'");
  await expect(page.getByRole("heading", { name: /Specwright API/ })).toBeVisible();
  // The health operation, generated from the route's zod schemas, is listed and can be opened.
  const operation = page.locator(".opblock-get").filter({ hasText: "/api/health" });
  await expect(operation).toBeVisible();
  await operation.locator(".opblock-summary").click();
  await expect(page.getByText("The database did not answer", { exact: false }).first()).toBeVisible();
  expect(blocked).toEqual([]);
});
