import { activateFreePackage, answeredDefinition } from "./definitions";
import { expect, signIn, test } from "./fixtures";
import { chooseSettings } from "./settings";

/**
 * Today as the account shows it: in the device's time zone (none chosen) and the chosen date format,
 * DD/MM/YYYY, the one format of every date on screen (decision 028): "24/11/2026".
 */
function todayOnThisDevice(): string {
  const parts = new Intl.DateTimeFormat("en-US", { year: "numeric", month: "2-digit", day: "2-digit" }).formatToParts(
    new Date(),
  );
  const part = (type: string) => parts.find((piece) => piece.type === type)?.value ?? "";
  return `${part("day")}/${part("month")}/${part("year")}`;
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
    await expect(page.getByText(`Última actualización: ${todayOnThisDevice()}`)).toBeVisible();
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
