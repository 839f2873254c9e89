import { activateFreePackage, answeredDefinition } from "./definitions";
import { expect, signIn, test } from "./fixtures";
import { chooseSettings } from "./settings";

/** Today in the account's time zone (the default, New York) in Spanish's medium style: "24 nov 2026". */
function todayInNewYork(): string {
  return new Intl.DateTimeFormat("es-ES", { timeZone: "America/New_York", dateStyle: "medium" }).format(new Date());
}

test.describe("in Spanish", () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page);
    await activateFreePackage(page);
    await chooseSettings(page, { language: "es", dateFormat: "DD/MM/YYYY" });
  });

  test("the questionnaire asks its questions in Spanish; the answers stay as typed", async ({ page }) => {
    await page.goto("/product-definitions/new?package=rfpGeneratorPackages");
    await expect(page.getByRole("heading", { level: 1, name: "Nueva definición de producto" })).toBeVisible();
    await expect(page).toHaveTitle("Nueva definición de producto · Specwright");
    const conversation = page.getByRole("list", { name: "Conversación" });
    await expect(conversation).toMatchAriaSnapshot(`
      - listitem: "Pregunta 1: ¿Cómo se llama tu producto o cuál es su nombre provisional?"
    `);
    const box = page.getByRole("textbox", { name: "Tu respuesta" });
    await expect(box).toHaveAttribute("placeholder", "TaskNest");
    await expect(page.getByRole("button", { name: "Enviar" })).toBeDisabled();
    await box.fill("TaskNest");
    await box.press("Enter");
    // The answer stays as typed; the next question and its example come in Spanish.
    await expect(conversation).toMatchAriaSnapshot(`
      - listitem: "Pregunta 1: ¿Cómo se llama tu producto o cuál es su nombre provisional?"
      - listitem: "Tu respuesta: TaskNest"
      - listitem: "Pregunta 2: Describe tu producto en una frase: qué hace y para quién."
    `);
    await expect(box).toHaveAttribute("placeholder", /^TaskNest ayuda a pequeñas empresas de limpieza/);
    await expect(page.getByRole("progressbar", { name: "Progreso del cuestionario" })).toBeVisible();
  });

  test("a definition's page shows its tabs, questions and pager in Spanish and its date in Spanish", async ({
    page,
  }) => {
    const id = await answeredDefinition(page);
    await page.goto(`/product-definitions/${id}`);
    await expect(page.getByRole("heading", { level: 1, name: "TaskNest" })).toBeVisible();
    await expect(page.getByRole("tab", { name: "Documento RFP" })).toBeDisabled();
    await expect(page.getByRole("tab", { name: "Cuestionario (21 preguntas)" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await expect(page.getByText(`Última actualización: ${todayInNewYork()}`)).toBeVisible();
    await expect(page.getByRole("link", { name: "Mejora tu paquete" })).toBeVisible();
    const answers = page.getByRole("list", { name: "Preguntas y respuestas" });
    await expect(
      answers.getByRole("heading", { name: "1. ¿Cómo se llama tu producto o cuál es su nombre provisional?" }),
    ).toBeVisible();
    const pages = page.getByRole("navigation", { name: "Páginas del cuestionario" });
    await expect(pages.getByText("Página 1 de 4")).toBeVisible();
    await pages.getByRole("button", { name: "Siguiente" }).click();
    await expect(pages.getByText("Página 2 de 4")).toBeVisible();
    await expect(pages.getByRole("button", { name: "Anterior" })).toBeEnabled();
    // The yes/no answer, stored as "Yes", reads as the button the user pressed.
    await pages.getByRole("button", { name: "Siguiente" }).click();
    await expect(pages.getByText("Página 3 de 4")).toBeVisible();
    const assets = answers.getByRole("listitem").filter({ hasText: "¿Tienes ya recursos sobre los que construir" });
    await expect(assets.getByText("Sí", { exact: true })).toBeVisible();
  });
});
