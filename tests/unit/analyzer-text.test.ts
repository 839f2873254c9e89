import { describe, expect, it } from "vitest";
import { weeksUntilFirstRelease } from "#engine/read/answer-parsers";
import { parseIntegrations } from "#engine/read/integrations";
import { isLater, withoutLater } from "#engine/read/markers";
import { parseMoney } from "#engine/read/money/parse-money";
import { parsePlatforms } from "#engine/read/platforms";
import { readRoles } from "#engine/read/roles";
import { parseWorkflows } from "#engine/read/workflows";
import { formatDate } from "#engine/renderings/format";
import { html } from "#engine/renderings/html";
import { DOCUMENT_TEXT } from "#engine/renderings/i18n/index";
import { md } from "#engine/renderings/markdown";
import { listItems, sentence, sentences } from "#engine/text/text";
import { samePhrase, stems } from "#engine/text/words";
import { asciiWords, plural, singular } from "#shared/text/identifiers";

describe("analyzer text helpers", () => {
  it("splits lists on commas, semicolons and lines, not inside brackets or numbers", () => {
    expect(listItems("Jobber, Housecall Pro, ZenMaid, and spreadsheets.")).toEqual([
      "Jobber",
      "Housecall Pro",
      "ZenMaid",
      "spreadsheets",
    ]);
    expect(listItems("200 companies, 3,000 cleaners")).toEqual(["200 companies", "3,000 cleaners"]);
    expect(listItems("a (b, c), d and e")).toEqual(["a (b, c)", "d", "e"]);
    expect(listItems("- one\n- two\n1) three")).toEqual(["one", "two", "three"]);
    expect(listItems("Terms and conditions")).toEqual(["Terms and conditions"]);
    expect(listItems("Stripe and Twilio", { splitLoneAnd: true })).toEqual(["Stripe", "Twilio"]);
    expect(listItems("Termine, Patienten und Rechnungen")).toEqual(["Termine", "Patienten", "Rechnungen"]);
    expect(listItems("reservas, clientes y facturas")).toEqual(["reservas", "clientes", "facturas"]);
    expect(listItems("")).toEqual([]);
  });

  it("splits sentences and makes full sentences", () => {
    expect(sentences("Offline check-in. We must import clients; and more")).toEqual([
      "Offline check-in",
      "We must import clients",
      "and more",
    ]);
    expect(sentence("hello world")).toBe("Hello world.");
    expect(sentence("Is it?")).toBe("Is it?");
    expect(sentence("ends with a comma,")).toBe("Ends with a comma.");
  });

  it("formats dates in UTC in the document's language", () => {
    expect(formatDate(new Date("2026-12-06T23:30:00Z"), DOCUMENT_TEXT.en)).toBe("6 December 2026");
    expect(formatDate(new Date("2027-01-01T00:00:00Z"), DOCUMENT_TEXT.en)).toBe("1 January 2027");
    expect(formatDate(new Date("2026-12-06T23:30:00Z"), DOCUMENT_TEXT.de)).toMatch(
      /^6\. Dezember 2026$|^6 December 2026$/,
    );
  });

  it("matches a founder's words with the same founder's words, in any of the four languages", () => {
    expect(stems("Referee assignment").sort()).toEqual(stems("assigns referees").sort());
    expect(samePhrase("Referee assignment", "referee assignment")).toBe(true);
    expect(samePhrase("Custom matching rules", "Automatic invoice matching")).toBe(false);
    expect(samePhrase("a mobile app", "Mobile app for parents")).toBe(true);
    expect(stems("Buchung")).toEqual(stems("buchen"));
    expect(stems("réservation")).toEqual(stems("reservar"));
  });

  it("reads 'later' in four languages and keeps the rest of the item", () => {
    for (const text of [
      "Stripe later for billing",
      "Android später",
      "pagos más adelante",
      "export plus tard",
      "v2: chat",
    ]) {
      expect(isLater(text), text).toBe(true);
    }
    expect(isLater("Latest invoices")).toBe(false);
    expect(withoutLater("Stripe later for billing")).toBe("Stripe for billing");
  });

  it("reads amounts as founders write them", () => {
    expect(parseMoney("$40,000 to $60,000")).toMatchObject({ amount: 40000, upTo: 60000, currency: "USD" });
    expect(parseMoney("raising $750k seed")).toMatchObject({ amount: 750000, currency: "USD" });
    expect(parseMoney("300.000 €")).toMatchObject({ amount: 300000, currency: "EUR" });
    expect(parseMoney("1,5 Mio. €")).toMatchObject({ amount: 1500000, currency: "EUR" });
    expect(parseMoney("£1.2M pre-seed")).toMatchObject({ amount: 1200000, currency: "GBP" });
    expect(parseMoney("just me")).toMatchObject({ amount: null, currency: null });
  });

  it("escapes Markdown structure and HTML", () => {
    expect(md("a | b *c* <script>\nnext")).toBe("a \\| b \\*c\\* \\<script> next");
    expect(md("# not a heading")).toBe("\\# not a heading");
    expect(md("1. not a list")).toBe("1\\. not a list");
    expect(html(`<a href="x">'&'</a>`)).toBe("&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;");
  });

  it("makes ASCII words and English singulars and plurals", () => {
    expect(asciiWords("Fichas clínicas Ñandú")).toEqual(["fichas", "clinicas", "nandu"]);
    expect(asciiWords("客户")).toEqual([]);
    expect(["invoices", "categories", "addresses", "status", "people", "staff", "boxes"].map(singular)).toEqual([
      "invoice",
      "category",
      "address",
      "status",
      "person",
      "staff",
      "box",
    ]);
    expect(["category", "address", "person", "job", "day"].map(plural)).toEqual([
      "categories",
      "addresses",
      "people",
      "jobs",
      "days",
    ]);
  });
});

describe("analyzer answer parsers", () => {
  it("reads roles in several spellings", () => {
    const roles = (text: string, language: "en" | "de" | "es" | "fr" = "en") =>
      readRoles(text, language).map(({ name, permissions, admin }) => ({ name, can: permissions, admin }));
    expect(roles("Owner: everything; Dispatcher: schedule and assign")).toEqual([
      { name: "Owner", can: "everything", admin: true },
      { name: "Dispatcher", can: "schedule and assign", admin: false },
    ]);
    expect(roles("Admin - all settings\nPatient (own bookings)")).toEqual([
      { name: "Admin", can: "all settings", admin: true },
      { name: "Patient", can: "own bookings", admin: false },
    ]);
    expect(roles("admin, doctor and patient").map((role) => role.name)).toEqual(["Admin", "Doctor", "Patient"]);
  });

  it("reads roles written as sentences: the subject of each, singular, with what it may do", () => {
    const names = (text: string, language: "en" | "de" | "es" | "fr") =>
      readRoles(text, language).map((role) => role.name);
    expect(
      names(
        "The fleet manager can do everything and approves repairs over $500. The shop foreman opens work orders. Mechanics only see their own work orders and log what they did, parts used and hours.",
        "en",
      ),
    ).toEqual(["Fleet manager", "Shop foreman", "Mechanic"]);
    expect(
      names(
        "Der Lagerleiter richtet das Lager ein. Lagermitarbeiter scannen nur ein. Die Ärztinnen sehen nur ihren Kalender.",
        "de",
      ),
    ).toEqual(["Lagerleiter", "Lagermitarbeiter", "Ärztin"]);
    expect(
      names(
        "El dueño de la mascota solo pide citas. Del lado del proveedor, el vendedor confirma los pedidos y el repartidor marca la entrega.",
        "es",
      ),
    ).toEqual(["Dueño de la mascota", "Vendedor", "Repartidor"]);
    expect(names("Le titulaire du cabinet gère tout. Et nous, les admins, on a tous les droits.", "fr")).toEqual([
      "Titulaire du cabinet",
      "Admin",
    ]);
    // "Jede Hausverwaltung hat einen Admin, der alles darf": the Admin, who may do everything.
    expect(readRoles("Jede Hausverwaltung hat einen Admin, der alles darf.", "de")).toMatchObject([
      { name: "Admin", admin: true },
    ]);
  });

  it("reads the founder's own role however they say it: 'I'd be the admin', 'Moi, en tant qu'admin'", () => {
    const roles = (text: string, language: "en" | "de" | "es" | "fr") =>
      readRoles(text, language).map(({ name, permissions, admin }) => [name, permissions, admin]);
    expect(roles("I'd be the admin and see everything. Truck owners manage their menu.", "en")).toEqual([
      ["Admin", "see everything", true],
      ["Truck owner", "manage their menu", false],
    ]);
    expect(roles("I'll be the owner. Customers order ahead.", "en")[0]?.[0]).toBe("Owner");
    expect(roles("Moi, en tant qu'admin, je vois tout. Les professeurs gèrent leur agenda.", "fr")).toEqual([
      ["Admin", "je vois tout", true],
      ["Professeur", "gèrent leur agenda", false],
    ]);
    expect(roles("Je suis l'admin et je vois tout. Les parents réservent.", "fr")[0]).toEqual([
      "Admin",
      "je vois tout",
      true,
    ]);
    expect(roles("Ich bin der Admin und darf alles. Trainer sehen ihre Gruppen.", "de")[0]).toEqual([
      "Admin",
      "darf alles",
      true,
    ]);
    expect(roles("Ich als Inhaber sehe alles. Kunden buchen.", "de")[0]).toEqual(["Inhaber", "sehe alles", true]);
    expect(roles("Yo soy el administrador y veo todo. Los clientes reservan.", "es")[0]?.[0]).toBe("Administrador");
  });

  it("reads workflows with arrows, titles, numbers or 'then'", () => {
    expect(parseWorkflows("Client books -> crew assigned → invoice sent.")).toEqual([
      { title: "", steps: ["Client books", "crew assigned", "invoice sent"] },
    ]);
    expect(parseWorkflows("Booking: pick a slot -> pay\nRefund: cancel -> money back")).toEqual([
      { title: "Booking", steps: ["pick a slot", "pay"] },
      { title: "Refund", steps: ["cancel", "money back"] },
    ]);
    expect(parseWorkflows("1. Sign up 2. Add a pet 3. Book a walk")[0]?.steps).toEqual([
      "Sign up",
      "Add a pet",
      "Book a walk",
    ]);
    expect(parseWorkflows("The user signs up, then adds a pet, then books")[0]?.steps).toEqual([
      "The user signs up",
      "adds a pet",
      "books",
    ]);
    // A sentence that says what happens if something goes wrong is the flow's exception, not a flow.
    expect(
      parseWorkflows("l'acheteur commande -> l'artisan expédie. si problème l'acheteur ouvre un litige", "fr"),
    ).toEqual([
      { title: "", steps: ["l'acheteur commande", "l'artisan expédie", "si problème l'acheteur ouvre un litige"] },
    ]);
    // A lead-in before the colon opens the flow: it is neither its name nor a step.
    expect(parseWorkflows("Pour la v1, le flux clé : le propriétaire publie -> un modérateur vérifie", "fr")).toEqual([
      { title: "", steps: ["le propriétaire publie", "un modérateur vérifie"] },
    ]);
  });

  it("keeps two workflows of one answer two: ordinals and a periodic start", () => {
    const count = (text: string, language: "en" | "de" | "es" | "fr") => parseWorkflows(text, language).length;
    expect(
      count(
        "The foreman opens a work order. The mechanic marks it done. Second, every night the system flags trucks due for service.",
        "en",
      ),
    ).toBe(2);
    expect(
      count(
        "Erstens: Kunde fragt an, die Bürokraft schreibt das Angebot. Zweitens: der Monteur erfasst Stunden.",
        "de",
      ),
    ).toBe(2);
    expect(count("Le soir, le café passe sa commande. Et en fin de mois, le système fait la facture.", "fr")).toBe(2);
    expect(count("The kitchen manager publishes the menu. On Monday morning the kitchen gets the count.", "en")).toBe(
      1,
    );
  });

  it("reads platforms exactly as answered", () => {
    const platforms = (text: string) => {
      const { web, ios, android, desktopApp, pwa, later } = parsePlatforms(text);
      return { web, ios, android, desktopApp, pwa, later };
    };
    expect(platforms("A web app for owners; iOS and Android apps for cleaners")).toEqual({
      web: true,
      ios: true,
      android: true,
      desktopApp: false,
      pwa: false,
      later: [],
    });
    // "for desktop" is a web app used on a desktop; "no mobile app" refuses apps.
    expect(platforms("A responsive web app for desktop browsers; no mobile app in version 1.")).toMatchObject({
      web: true,
      ios: false,
      android: false,
      desktopApp: false,
      pwa: false,
    });
    expect(platforms("Web, mobile-friendly; no app store apps for now")).toMatchObject({ web: true, ios: false });
    expect(platforms("Mobile apps and a Windows desktop app")).toMatchObject({
      ios: true,
      android: true,
      desktopApp: true,
    });
    expect(platforms("Web-App für die Praxis und eine iOS-App für Patienten; Android später.")).toMatchObject({
      web: true,
      ios: true,
      android: false,
      later: ["Android"],
    });
    expect(platforms("application web installable (PWA)")).toMatchObject({ web: true, pwa: true, ios: false });
    expect(platforms("whatever works")).toMatchObject({ web: true });
  });

  it("keeps integrations whole and reads the ones put off", () => {
    const read = (text: string) =>
      parseIntegrations(text).map((item) => [item.name, item.kind, item.purpose, item.later]);
    expect(read("Apple and Google sign-in, push notifications, and Stripe later for subs")).toEqual([
      ["Apple and Google sign-in", "sign_in", "", false],
      ["Push notifications", "push", "", false],
      ["Stripe", "payments", "subs", true],
    ]);
    expect(read("Xero and QuickBooks Online for invoices; Plaid bank feeds")).toEqual([
      ["Xero", "accounting", "invoices", false],
      ["QuickBooks Online", "accounting", "invoices", false],
      ["Plaid", "banking", "bank feeds", false],
    ]);
    expect(read("Stripe für Zahlungen und Google Kalender")).toEqual([
      ["Stripe", "payments", "Zahlungen", false],
      ["Google Kalender", "calendar", "", false],
    ]);
    expect(read("none")).toEqual([]);
  });

  it("reads the first duration of the timeline in weeks", () => {
    expect(weeksUntilFirstRelease("A beta in 4 months; launch in March")).toBe(17);
    expect(weeksUntilFirstRelease("within six weeks")).toBe(6);
    expect(weeksUntilFirstRelease("Live by 1 September")).toBeNull();
    expect(weeksUntilFirstRelease("Start in 3 Monaten")).toBe(13);
    expect(weeksUntilFirstRelease("en seis meses")).toBe(26);
    expect(weeksUntilFirstRelease("in twelve weeks", "en")).toBe(12);
    expect(weeksUntilFirstRelease("Start in drei Monaten", "de")).toBe(13);
    expect(weeksUntilFirstRelease("en cinco semanas", "es")).toBe(5);
    // An article is no count: a month before the feast is a date, not a duration.
    expect(weeksUntilFirstRelease("live un mois avant la Tabaski", "fr")).toBeNull();
  });
});
