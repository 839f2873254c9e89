import type { Page } from "@playwright/test";
import { PREFERENCES_STORAGE_KEY } from "#web/lib/i18n/preferences.ts";
import { expect, storedTokens } from "./fixtures";

/** The settings the server holds for the user the page holds (GET /api/users/me/settings). */
export async function savedSettings(page: Page): Promise<Record<string, unknown>> {
  const { accessToken } = JSON.parse((await storedTokens(page)) ?? "{}") as { accessToken?: string };
  const response = await page.request.get("/api/users/me/settings", {
    headers: { Authorization: `Bearer ${accessToken}` },
  });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as Record<string, unknown>;
}

/** Signs in through the login form, as a person would. */
export async function logIn(page: Page, email: string, password: string) {
  await page.goto("/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign In" }).click();
}

/** Saves the user's choices (language, date format) and puts them where the page reads them before the server answers. */
export async function chooseSettings(page: Page, choice: Record<string, string>) {
  const { accessToken } = JSON.parse((await storedTokens(page)) ?? "{}") as { accessToken?: string };
  const response = await page.request.put("/api/users/me/settings", {
    data: choice,
    headers: { Authorization: `Bearer ${accessToken}` },
  });
  expect(response.ok(), await response.text()).toBe(true);
  await page.evaluate(([key, value]) => window.localStorage.setItem(key, value), [
    PREFERENCES_STORAGE_KEY,
    JSON.stringify(choice),
  ] as const);
  expect(await savedSettings(page)).toMatchObject(choice);
}
