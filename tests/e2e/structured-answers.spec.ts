import type { Locator, Page } from "@playwright/test";
import type { TBlueprintResponse } from "#shared/schemas/blueprints";
import type { TDefinitionDetail, TMessage, TSendMessageResponse } from "#shared/schemas/definitions";
import { promptMessages } from "#web/components/questionnaire/prompts.messages.ts";
import { structuredMessages } from "#web/components/questionnaire/structured/structured.messages.ts";
import { interview } from "../support/interview";
import { expectAccessible } from "./accessibility";
import { activateFreePackage, answeredDefinition, apiGet, apiPost } from "./definitions";
import { blueprintOf, generateThroughApi } from "./documents";
import { expect, signIn, test } from "./fixtures";
import { chooseSettings } from "./settings";

/**
 * Roles, data, services and platforms answered with their controls (issue 26 item 1): what is
 * stored is each control's canonical text, and the blueprint read from it holds exactly what the
 * controls held. Editing the answer later opens the same control, filled from the saved text.
 */

type Language = "en" | "de";
type RoleRow = { name: string; permissions: string; admin: boolean };
type RecordRow = { name: string; fields: string; status: string; link?: string };
type ServiceChip = { service: string; purpose: string; later: boolean };

const ANSWERS: Record<
  Language,
  {
    yourAnswer: string;
    send: string;
    roles: RoleRow[];
    records: RecordRow[];
    services: ServiceChip[];
    platforms: string[];
    text: { roles: string; data: string; integrations: string; platforms: string };
  }
> = {
  en: {
    yourAnswer: "Your answer",
    send: "Send",
    roles: [
      { name: "Owner", permissions: "everything", admin: true },
      { name: "Dispatcher", permissions: "schedule and assign jobs", admin: false },
      { name: "Cleaner", permissions: "see own jobs and check in", admin: false },
    ],
    records: [
      { name: "Client", fields: "name, address, phone", status: "" },
      { name: "Job", fields: "date, address", status: "booked, done, paid", link: "Client" },
      { name: "Invoice", fields: "amount, due date", status: "" },
    ],
    services: [
      { service: "Stripe", purpose: "payments", later: false },
      { service: "QuickBooks", purpose: "accounting export", later: true },
    ],
    platforms: ["Web", "iOS"],
    text: {
      roles: "Owner (admin): everything; Dispatcher: schedule and assign jobs; Cleaner: see own jobs and check in",
      data: "Client: name, address, phone; Job: date, address, status (booked, done, paid), link to Client; Invoice: amount, due date",
      integrations: "Stripe: payments; QuickBooks: accounting export (later)",
      platforms: "Web, iOS",
    },
  },
  de: {
    yourAnswer: "Ihre Antwort",
    send: "Senden",
    roles: [
      { name: "Inhaber", permissions: "alles", admin: true },
      { name: "Disponent", permissions: "Aufträge planen und zuweisen", admin: false },
      { name: "Reinigungskraft", permissions: "eigene Aufträge sehen", admin: false },
    ],
    records: [
      { name: "Kunde", fields: "Name, Adresse, Telefon", status: "" },
      { name: "Auftrag", fields: "Datum, Adresse", status: "gebucht, erledigt, bezahlt", link: "Kunde" },
      { name: "Rechnung", fields: "Betrag, Fälligkeit", status: "" },
    ],
    services: [
      { service: "Stripe", purpose: "Zahlungen", later: false },
      { service: "QuickBooks", purpose: "Buchhaltung", later: true },
    ],
    platforms: ["Web", "iOS", "Android"],
    text: {
      roles: "Inhaber (Admin): alles; Disponent: Aufträge planen und zuweisen; Reinigungskraft: eigene Aufträge sehen",
      data: "Kunde: Name, Adresse, Telefon; Auftrag: Datum, Adresse, Status (gebucht, erledigt, bezahlt), verknüpft mit Kunde; Rechnung: Betrag, Fälligkeit",
      integrations: "Stripe: Zahlungen; QuickBooks: Buchhaltung (später)",
      platforms: "Web, iOS, Android",
    },
  },
};

/** The conversation with every message (one page of 100 holds the whole interview). */
async function detailOf(page: Page, id: string): Promise<TDefinitionDetail> {
  const response = await apiGet(page, `/api/conversations/${id}?pageSize=100`);
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as TDefinitionDetail;
}

/** The saved answer to a prompt, as stored. */
async function savedAnswer(page: Page, id: string, promptId: string): Promise<string | undefined> {
  const { messages } = await detailOf(page, id);
  const prompt = messages.find((message) => message.role === "assistant" && message.metadata.id === promptId);
  return messages.find((message) => message.role === "user" && message.metadata.repliedTo === prompt?.id)?.content;
}

/** Answers the rest of the interview through the API (from the open prompt) and generates the RFP. */
async function finishAndGenerate(page: Page, id: string) {
  const { messages, conversation } = await detailOf(page, id);
  const open = messages.filter(
    (message): message is TMessage =>
      message.role === "assistant" && message.metadata.id === conversation.currentPromptId,
  );
  const prompt = open.at(-1);
  if (!prompt) throw new Error(`no open prompt ${conversation.currentPromptId}`);
  const send = async (body: Record<string, unknown>) => {
    const response = await apiPost(page, "/api/conversations/message", body);
    return { status: response.status(), body: (await response.json()) as TSendMessageResponse };
  };
  await interview(send, { sessionId: id, prompts: [prompt] }, { option: "A", stopAt: "qGenerateRFP" });
  await generateThroughApi(page, id, "rfp");
}

function words(language: Language) {
  return structuredMessages[language];
}

function roleRow(page: Page, language: Language, number: number): Locator {
  return page.getByRole("group", { name: words(language).roleLegend.replace("{number}", String(number)) });
}

function recordRow(page: Page, language: Language, number: number): Locator {
  return page.getByRole("group", { name: words(language).recordLegend.replace("{number}", String(number)) });
}

/** The answer box of a text question, once it is the one asking `promptId`. */
async function answerInText(page: Page, language: Language, promptId: "q8" | "q8a" | "q9a", text: string) {
  const box = page.getByRole("textbox", { name: ANSWERS[language].yourAnswer });
  await expect(box).toHaveAttribute("placeholder", promptMessages[language][`${promptId}_placeholder`]);
  await box.fill(text);
  await box.press("Enter");
}

/** The roles, by keyboard only: typed, Tab between fields, Space ticks, Enter on "Add a role". */
async function rolesByKeyboard(page: Page, language: Language) {
  const w = words(language);
  const rows = ANSWERS[language].roles;
  await roleRow(page, language, 1).getByRole("textbox", { name: w.roleName, exact: true }).focus();
  for (const [index, row] of rows.entries()) {
    const group = roleRow(page, language, index + 1);
    await expect(group.getByRole("textbox", { name: w.roleName, exact: true })).toBeFocused();
    await page.keyboard.type(row.name);
    await page.keyboard.press("Tab");
    await page.keyboard.type(row.permissions);
    await page.keyboard.press("Tab");
    await expect(group.getByRole("checkbox", { name: w.roleAdmin })).toBeFocused();
    if (row.admin) await page.keyboard.press("Space");
    await page.keyboard.press("Tab");
    await expect(group.getByRole("button", { name: w.removeRole.replace("{name}", row.name) })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(page.getByRole("button", { name: w.addRole })).toBeFocused();
    // The new row's first field takes the focus.
    if (index < rows.length - 1) await page.keyboard.press("Enter");
  }
  await expect(roleRow(page, language, 1).getByRole("checkbox", { name: w.roleAdmin })).toBeChecked();
}

async function rolesWithMouse(page: Page, language: Language) {
  const w = words(language);
  for (const [index, row] of ANSWERS[language].roles.entries()) {
    if (index > 0) await page.getByRole("button", { name: w.addRole }).click();
    const group = roleRow(page, language, index + 1);
    await group.getByRole("textbox", { name: w.roleName, exact: true }).fill(row.name);
    await group.getByRole("textbox", { name: w.rolePermissions }).fill(row.permissions);
    if (row.admin) await group.getByRole("checkbox", { name: w.roleAdmin }).check();
  }
}

async function records(page: Page, language: Language) {
  const w = words(language);
  for (const [index, row] of ANSWERS[language].records.entries()) {
    if (index > 0) await page.getByRole("button", { name: w.addRecord }).click();
    const group = recordRow(page, language, index + 1);
    await group.getByRole("textbox", { name: w.recordName, exact: true }).fill(row.name);
    await group.getByRole("textbox", { name: w.recordFields }).fill(row.fields);
    if (row.status) await group.getByRole("textbox", { name: w.recordStatus }).fill(row.status);
    // A link is chosen among the other records' names.
    if (row.link) await group.getByRole("checkbox", { name: row.link, exact: true }).check();
  }
}

async function services(page: Page, language: Language) {
  const w = words(language);
  for (const chip of ANSWERS[language].services) {
    await page.getByRole("textbox", { name: w.integrationService, exact: true }).fill(chip.service);
    await page.getByRole("textbox", { name: w.integrationPurpose }).fill(chip.purpose);
    if (chip.later) await page.getByRole("checkbox", { name: w.integrationLater }).check();
    await page.getByRole("button", { name: w.addIntegration }).click();
  }
  const added = page.getByRole("list", { name: w.integrationsAdded });
  await expect(added.getByRole("listitem")).toHaveCount(ANSWERS[language].services.length);
}

async function platforms(page: Page, language: Language) {
  for (const platform of ANSWERS[language].platforms) {
    await page.getByRole("checkbox", { name: platform, exact: true }).check();
  }
}

/** The control's count, then Send: the answer stored is the canonical text, whole. */
async function sendControl(page: Page, language: Language, id: string, promptId: string, text: string) {
  const left = 300 - [...text].length;
  const count = words(language).charactersLeft_other.replace("{count}", String(left));
  // Shown, and (once typing pauses) in the live region too.
  await expect(page.getByText(count, { exact: true }).first()).toBeVisible();
  await page.getByRole("button", { name: ANSWERS[language].send, exact: true }).click();
  await expect.poll(() => savedAnswer(page, id, promptId)).toBe(text);
}

/** Signed in (in `language`), a definition answered up to q7 and opened at it. */
async function questionnaireAtRoles(page: Page, language: Language): Promise<string> {
  await signIn(page);
  await activateFreePackage(page);
  if (language !== "en") await chooseSettings(page, { language });
  const id = await answeredDefinition(page, { stopAt: "q7" });
  await page.goto(`/product-definitions/new?conversationId=${id}`);
  await expect(roleRow(page, language, 1)).toBeVisible();
  return id;
}

/** q7 to q11 through the page, the controls for the four structured answers. */
async function answerWithControls(page: Page, language: Language, id: string, options: { keyboard: boolean }) {
  const { text } = ANSWERS[language];
  if (options.keyboard) await rolesByKeyboard(page, language);
  else await rolesWithMouse(page, language);
  await sendControl(page, language, id, "q7", text.roles);
  await answerInText(page, language, "q8", "Client books -> dispatcher assigns a crew -> crew checks in");
  await answerInText(page, language, "q8a", "Booking to assignment.");
  await expect(recordRow(page, language, 1)).toBeVisible();
  await records(page, language);
  await sendControl(page, language, id, "q9", text.data);
  await answerInText(page, language, "q9a", "Client addresses; only the owner may see them.");
  await expect(page.getByRole("textbox", { name: words(language).integrationService, exact: true })).toBeVisible();
  await services(page, language);
  await sendControl(page, language, id, "q10", text.integrations);
  await expect(page.getByRole("checkbox", { name: "Web", exact: true })).toBeVisible();
  await platforms(page, language);
  await sendControl(page, language, id, "q11", text.platforms);
}

/** The blueprint read from those answers holds exactly what the controls held. */
async function expectBlueprintOfControls(page: Page, language: Language, id: string) {
  const answers = ANSWERS[language];
  const { blueprint } = await blueprintOf(page, id);
  const held = blueprint as NonNullable<TBlueprintResponse["blueprint"]>;
  expect(held.roles.map(({ name, permissions, admin }) => ({ name, permissions, admin }))).toEqual(answers.roles);

  // The records told, in their order (the blueprint may add the accounts the roles need, as an assumption).
  const told = held.entities.filter((entity) => !entity.assumption);
  const summary = JSON.stringify(
    held.entities.map(({ name, label, assumption, fields }) => ({ name, label, assumption, fields })),
  );
  expect(
    told.map((entity) => entity.label),
    summary,
  ).toEqual(answers.records.map((row) => row.name));
  for (const [index, row] of answers.records.entries()) {
    const entity = told[index];
    if (!entity) throw new Error(`no entity for ${row.name}`);
    const fields = entity.fields.filter((field) => !field.assumption);
    const plain = fields.filter((field) => field.type !== "enum" && field.type !== "reference");
    expect(
      plain.map((field) => field.label),
      summary,
    ).toEqual(row.fields.split(", "));
    const status = fields.filter((field) => field.type === "enum");
    expect(
      status.map((field) => field.values),
      summary,
    ).toEqual(row.status ? [row.status.split(", ").map((value) => value.toLowerCase())] : []);
    // The tenant a price per company names (q16) is the reader's own record: its links are not the control's.
    const tenants = new Set(
      held.entities.filter((candidate) => candidate.assumption).map((candidate) => candidate.name),
    );
    const links = entity.fields
      .filter((field) => field.type === "reference" && !tenants.has(field.references ?? ""))
      .map((field) => field.references);
    const target = held.entities.find((candidate) => candidate.label === row.link)?.name;
    expect(links, summary).toEqual(target ? [target] : []);
  }

  expect(held.integrations.map(({ name, purpose, later }) => ({ name, purpose, later }))).toEqual(
    answers.services.map(({ service, purpose, later }) => ({ name: service, purpose, later })),
  );
}

test("roles by keyboard, data, services and platforms with their controls reach the blueprint exactly", async ({
  page,
}) => {
  test.setTimeout(180_000);
  const id = await questionnaireAtRoles(page, "en");
  // The controls pass axe with nothing filled in and once filled in.
  await expectAccessible(page, "light: the roles control");
  await answerWithControls(page, "en", id, { keyboard: true });
  await finishAndGenerate(page, id);
  await expectBlueprintOfControls(page, "en", id);

  // Editing the roles answer later opens the same control, filled from the saved text.
  await page.goto(`/product-definitions/${id}?action=edit&answer=q7`);
  const w = words("en");
  const dispatcher = roleRow(page, "en", 2).getByRole("textbox", { name: w.roleName, exact: true });
  await expect(dispatcher).toHaveValue("Dispatcher");
  await expect(roleRow(page, "en", 1).getByRole("checkbox", { name: w.roleAdmin })).toBeChecked();
  await expect(roleRow(page, "en", 1).getByRole("textbox", { name: w.roleName, exact: true })).toBeFocused();
  await expectAccessible(page, "light: the roles control in edit mode");
  await dispatcher.fill("Scheduler");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Answers saved")).toBeVisible();
  expect(await savedAnswer(page, id, "q7")).toBe(
    "Owner (admin): everything; Scheduler: schedule and assign jobs; Cleaner: see own jobs and check in",
  );
});

test("in German the controls speak German and write the German canonical text", async ({ page }) => {
  test.setTimeout(150_000);
  const id = await questionnaireAtRoles(page, "de");
  await expect(page.getByRole("group", { name: "Benutzerrollen" })).toBeVisible();
  await answerWithControls(page, "de", id, { keyboard: true });
  await finishAndGenerate(page, id);
  await expectBlueprintOfControls(page, "de", id);
});

test("at phone width the controls fit the screen and still answer exactly", async ({ page }) => {
  test.setTimeout(150_000);
  await page.setViewportSize({ width: 390, height: 844 });
  const id = await questionnaireAtRoles(page, "en");
  const noSidewaysScroll = async (state: string) =>
    expect(await page.evaluate(() => document.documentElement.scrollWidth), state).toBeLessThanOrEqual(390);
  await noSidewaysScroll("the roles control");
  await answerWithControls(page, "en", id, { keyboard: false });
  await finishAndGenerate(page, id);
  await expectBlueprintOfControls(page, "en", id);

  // A prose answer opens in its text box; the control is one switch away, and back.
  await page.goto(`/product-definitions/${id}?action=edit&answer=q7`);
  await expect(roleRow(page, "en", 3)).toBeVisible();
  await noSidewaysScroll("the roles control in edit mode");
  const roles = page.getByRole("listitem").filter({ hasText: promptMessages.en.q7 });
  await roles.getByRole("button", { name: words("en").writeAsText }).click();
  const box = page.getByRole("textbox", { name: "Answer to question 7" });
  await expect(box).toBeFocused();
  await expect(box).toHaveValue(ANSWERS.en.text.roles);
  await roles.getByRole("button", { name: words("en").useForm }).click();
  await expect(roleRow(page, "en", 1).getByRole("textbox", { name: "Role", exact: true })).toBeFocused();
});
