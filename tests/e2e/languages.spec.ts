import { expect, signIn, test } from "./fixtures";
import { savedSettings } from "./settings";

test("a visitor chooses Español in the header: the whole interface changes and stays after a reload", async ({
  page,
}) => {
  await page.goto("/");
  await page.getByRole("combobox", { name: "Language" }).selectOption("es");
  const nav = page.getByRole("navigation", { name: "Principal" });
  await expect(nav.getByRole("link")).toHaveText(["Iniciar sesión", "Registrarse"]);
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/^Convierte una idea de producto/);

  await page.reload();
  await expect(nav.getByRole("link")).toHaveText(["Iniciar sesión", "Registrarse"]);
  await page.goto("/no/such/page");
  await expect(page.getByRole("heading", { level: 1, name: "¡Vaya! No se encontró la página" })).toBeVisible();
  await expect(page).toHaveTitle("Página no encontrada · Specwright");

  await page.getByRole("combobox", { name: "Idioma" }).selectOption("en");
  await expect(page.getByRole("heading", { level: 1, name: "Oops! Page not found" })).toBeVisible();
});

test.describe("a signed-in user's language", () => {
  test.use({ expectedConsoleErrors: [/status of 400/] });

  test("chosen in settings, switches the header and the page at once, is saved and stays", async ({ page }) => {
    await signIn(page);
    await page.goto("/settings");
    await page.getByRole("main").getByLabel("Language").selectOption("es");

    const nav = page.getByRole("navigation", { name: "Principal" });
    await expect(nav.getByRole("link")).toHaveText([
      "Panel",
      "Definiciones de producto",
      "Documentos",
      "Paquetes",
      "Comprar paquete",
      "Perfil",
    ]);
    await expect(nav.getByRole("button")).toHaveText(["Cerrar sesión"]);
    await expect(page.getByRole("heading", { level: 1, name: "Configuración" })).toBeVisible();
    await expect(page).toHaveTitle("Configuración · Specwright");
    await expect(page.getByText("Configuración guardada")).toBeVisible();
    await expect(page.getByRole("switch", { name: "Resumen semanal" })).toBeChecked();
    await expect.poll(async () => (await savedSettings(page)).language).toBe("es");

    await page.reload();
    await expect(page.getByRole("heading", { level: 1, name: "Configuración" })).toBeVisible();
    await expect(nav.getByRole("link", { name: "Panel" })).toBeVisible();

    // A message from the server is shown in Spanish too.
    await page.getByLabel("Contraseña actual").fill("Wrong-passw0rd!");
    await page.getByLabel("Nueva contraseña", { exact: true }).fill("Brand-n3w-pass!");
    await page.getByLabel("Confirmar nueva contraseña").fill("Brand-n3w-pass!");
    await page.getByRole("button", { name: "Cambiar contraseña" }).click();
    await expect(page.getByText("Error al cambiar la contraseña")).toBeVisible();
    await expect(page.getByText("La contraseña actual no es correcta")).toBeVisible();

    // Back to English from the header's picker, which saves it as well.
    await page.getByRole("banner").getByRole("combobox", { name: "Idioma" }).selectOption("en");
    await expect(page.getByRole("heading", { level: 1, name: "Settings" })).toBeVisible();
    await expect.poll(async () => (await savedSettings(page)).language).toBe("en");
    await page.reload();
    await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Dashboard" })).toBeVisible();
  });
});

test("a language chosen before signing in is kept by an account that never chose one", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("combobox", { name: "Language" }).selectOption("fr");
  await signIn(page);
  await page.goto("/dashboard");
  await expect(
    page.getByRole("navigation", { name: "Principale" }).getByRole("link", { name: "Tableau de bord" }),
  ).toBeVisible();
  await expect.poll(async () => (await savedSettings(page)).language).toBe("fr");
});

test("an account's saved language wins in a new browser", async ({ page, browser }) => {
  const user = await signIn(page);
  await page.goto("/settings");
  await page.getByRole("main").getByLabel("Language").selectOption("de");
  await expect.poll(async () => (await savedSettings(page)).language).toBe("de");

  const fresh = await browser.newPage();
  await signIn(fresh, user);
  await fresh.goto("/dashboard");
  await expect(
    fresh.getByRole("navigation", { name: "Hauptnavigation" }).getByRole("link", { name: "Übersicht" }),
  ).toBeVisible();
  await fresh.close();
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test("the header keeps the language, theme and settings within the screen", async ({ page }) => {
    await signIn(page);
    await page.goto("/settings");
    await page.getByRole("banner").getByRole("combobox", { name: "Language" }).selectOption("de");
    await expect(page.getByRole("heading", { level: 1, name: "Einstellungen" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Einstellungen" })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
