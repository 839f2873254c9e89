import type { Page } from "@playwright/test";
import { expect, signIn, test } from "./fixtures";
import { chooseSettings, savedSettings } from "./settings";

/** The header's first link, in whichever language the page shows. */
const firstLink = (page: Page) => page.getByRole("banner").getByRole("navigation").getByRole("link").first();

test.describe("settings changed on another device", () => {
  // Desktop width, so the navigation is in the header rather than behind the menu button.
  test.use({ viewport: { width: 1440, height: 900 } });

  test("win over this browser's cache: a reload shows them, and nothing old is saved back", async ({
    page,
    browser,
  }) => {
    // Browser A chooses French; it is saved and cached in A's storage.
    const user = await signIn(page);
    await page.goto("/settings");
    await page.getByRole("main").getByLabel("Language").selectOption("fr");
    await expect.poll(async () => (await savedSettings(page)).language).toBe("fr");
    await expect(firstLink(page)).toHaveText("Tableau de bord");

    // Browser B, its own context and storage, changes the language to German.
    const other = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const b = await other.newPage();
    await signIn(b, user);
    await b.goto("/settings");
    await expect(b.getByRole("main").getByLabel("Langue")).toHaveValue("fr");
    await b.getByRole("main").getByLabel("Langue").selectOption("de");
    await expect.poll(async () => (await savedSettings(b)).language).toBe("de");

    // A reloads: German, not its cached French.
    await page.reload();
    await expect(firstLink(page)).toHaveText("Übersicht");
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
    expect((await savedSettings(page)).language).toBe("de");

    // B goes back to English, the default (the case an "untouched account" rule got wrong).
    await b.getByRole("main").getByLabel("Sprache").selectOption("en");
    await expect.poll(async () => (await savedSettings(b)).language).toBe("en");
    await page.goto("/dashboard");
    await expect(firstLink(page)).toHaveText("Dashboard");
    expect((await savedSettings(page)).language).toBe("en");
    await expect(b.getByRole("main").getByLabel("Language")).toHaveValue("en");
    await other.close();
  });

  test("a choice this browser made after the account's last save is kept and saved", async ({ page, browser }) => {
    const user = await signIn(page);
    await chooseSettings(page, { language: "de" });
    // Another browser, signed out, picks Spanish in the header, then signs in.
    const other = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const b = await other.newPage();
    await b.goto("/");
    await b.getByRole("combobox", { name: "Language" }).selectOption("es");
    await signIn(b, user);
    await b.goto("/dashboard");
    await expect(firstLink(b)).toHaveText("Panel");
    await expect.poll(async () => (await savedSettings(b)).language).toBe("es");
    await other.close();
  });
});
