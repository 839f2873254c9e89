import { describe, expect, it } from "vitest";
import { checkDocument, composeDeck, composeDocument, offlineBlueprint, offlineFeatures } from "#engine";
import { parseEntities } from "#engine/read/entities";
import { parseIntegrations } from "#engine/read/integrations";
import { parsePlatforms } from "#engine/read/platforms";
import { readRoles } from "#engine/read/roles";
import type { TWorkflow } from "#shared/blueprint/schema";
import { QUESTIONS } from "#shared/questionnaire/prompts";
import type { TLanguage } from "#shared/settings/options";
import { loadCorpus } from "../corpus/load-corpus";
import { priceOf, sizeOf } from "./money-fixtures";

/** Phrasings met when a founder's answers were read as their audience reads the documents. */
function blueprintOf(overrides: Record<string, string>, language: TLanguage = "en") {
  const answers = { ...Object.fromEntries(QUESTIONS.map((q) => [q.id, q.placeholder])), q18: "No", ...overrides };
  return offlineBlueprint({ answers, features: offlineFeatures(answers, language), language });
}

describe("a founder's phrasing", () => {
  it("names the product without its note: '(working title, might change)', '(Arbeitstitel)'", () => {
    expect(blueprintOf({ q1: "Bandstand (working title, might change)" }).product.name).toBe("Bandstand");
    expect(blueprintOf({ q1: "TSV Mitgliederportal (Arbeitstitel)" }, "de").product.name).toBe("TSV Mitgliederportal");
    expect(blueprintOf({ q1: "(TBD)" }).product.name).toBe("(TBD)");
  });

  it("names the product without a note after a comma or a dash, and keeps a comma that is the name's", () => {
    expect(blueprintOf({ q1: "Cratebox, I think, we keep changing the name" }).product.name).toBe("Cratebox");
    expect(blueprintOf({ q1: "Coulisses - nom provisoire" }, "fr").product.name).toBe("Coulisses");
    expect(blueprintOf({ q1: "Hofladen-App, Arbeitstitel" }, "de").product.name).toBe("Hofladen-App");
    expect(blueprintOf({ q1: "Smith, Jones & Co" }).product.name).toBe("Smith, Jones & Co");
  });

  it("keeps 'en scène' in the role of 'le metteur en scène crée', and the clause's own 'en' out of a name", () => {
    const roles = (q7: string) => readRoles(q7, "fr").map((role) => role.name);
    expect(
      roles(
        "La présidente gère la troupe. Le metteur en scène crée les répétitions. Les comédiens indiquent leurs présences.",
      ),
    ).toEqual(["Présidente", "Metteur en scène", "Comédien"]);
    expect(roles("Le trésorier en a la charge. Les membres consultent le planning.")).toContain("Trésorier");
  });

  it("leaves 'I think the must-haves are' out of the first feature's title", () => {
    const titles = blueprintOf({
      q6: "I think the must-haves are a booking calendar for the band, deposit payments by card and a set list planner.",
    }).requirements.map((requirement) => requirement.title);
    expect(titles).toContain("Booking calendar for the band");
    expect(titles.some((title) => /must-haves/i.test(title))).toBe(false);
  });

  it("leaves 'can wait' and 'kommen später' out of what is put off", () => {
    const later = (overrides: Record<string, string>, language: TLanguage = "en") =>
      blueprintOf(overrides, language)
        .requirements.filter((requirement) => requirement.priority === "later")
        .map((requirement) => requirement.title);
    expect(later({ q6a: "Travel expense splitting, and a mobile app for the musicians can wait." })).toContain(
      "Mobile app for the musicians",
    );
    expect(later({ q6a: "Lieferung nach Hause und ein Abo-Modell kommen später." }, "de")).toContain("Abo-Modell");
    // "…wäre schön, kommt aber später": "Kommt" is no feature.
    expect(later({ q6a: "Ein Routen-Logbuch für Mitglieder wäre schön, kommt aber später." }, "de")).toEqual([
      "Routen-Logbuch für Mitglieder",
    ]);
  });

  it("says a mobile app put off once: among the platforms when q11 puts it off, else among the features", () => {
    const blueprint = blueprintOf(
      {
        q6a: "La colocation plus tard. Une appli mobile, éventuellement.",
        q11: "Web. Une appli mobile, peut-être plus tard.",
      },
      "fr",
    );
    expect(blueprint.platforms.later).toEqual(["iOS / Android"]);
    expect(blueprint.requirements.map((requirement) => requirement.title)).not.toContain("Appli mobile");
    const alone = blueprintOf({ q6a: "La colocation plus tard. Une appli mobile, éventuellement.", q11: "Web." }, "fr");
    expect(alone.requirements.filter((item) => item.priority === "later").map((item) => item.title)).toContain(
      "Appli mobile",
    );
  });

  it("writes an integration's purpose given as a clause in brackets, not after 'for'", () => {
    const titles = blueprintOf({ q10: "Stripe for deposits, Google Calendar so musicians see gigs." }).requirements.map(
      (requirement) => requirement.title,
    );
    expect(titles).toContain("Integration: Google Calendar (so musicians see gigs)");
    expect(titles).toContain("Integration: Stripe for deposits");
  });

  it("prices a business model that refuses a commission, and not one that takes one", () => {
    expect(sizeOf("8,000 bands", "Subscription, £29 a month per band, no commission.", []).price).not.toBeNull();
    expect(sizeOf("8,000 salons", "29 € par mois et par salon ; aucune commission.", []).price).not.toBeNull();
    expect(sizeOf("8,000 shops", "$29 a month plus a 5% commission on each sale.", []).price).toBeNull();
  });

  it("reads a period named before the amount: 'Monatsbeitrag von 39 € pro Hof'", () => {
    expect(priceOf("Monatsbeitrag von 39 € pro Hof.")).toMatchObject({ amount: 39, period: "month", yearly: 468 });
    expect(priceOf("A monthly fee of $49 per company.")).toMatchObject({
      amount: 49,
      period: "month",
      unit: "company",
    });
  });

  it("shows the revenue a goal means with its arithmetic, and the figure check accepts it", () => {
    const blueprint = blueprintOf(
      {
        q15: "50 zahlende Höfe und 2.000 Bestellungen im Monat.",
        q16: "Monatsbeitrag von 39 € pro Hof.",
        q16a: "In Deutschland gibt es rund 10.000 Höfe mit Direktvermarktung.",
      },
      "de",
    );
    const traction = composeDeck(blueprint, new Date("2026-11-26T10:00:00Z")).slides.find(
      (slide) => slide.kind === "traction",
    );
    expect(JSON.stringify(traction)).toContain("23.400 € Jahresumsatz (50 × 468 €)");
    const deck = composeDocument("pitch", blueprint, new Date("2026-11-26T10:00:00Z"));
    expect(checkDocument("pitch", deck, blueprint).findings.filter((f) => f.rule === "unsourced_figure")).toEqual([]);
    // Arithmetic that does not make the figure explains nothing.
    // (On the traction slide and the market's SOM alike: either would derive the figure.)
    const wrong = deck
      .replaceAll("(50 × 468 €)", "(40 × 468 €)")
      .replaceAll("50 zahlende Höfe × 468 €", "40 zahlende Höfe × 468 €");
    expect(wrong).not.toBe(deck);
    expect(
      checkDocument("pitch", wrong, blueprint)
        .findings.map((f) => f.message.replaceAll("\u00a0", " "))
        .join("\n"),
    ).toContain("23.400 €");
  });

  it("keeps a channel without its 'through': the documents say 'through' themselves", () => {
    expect(
      blueprintOf({ q19: "Über Landfrauenvereine, Bauernverbände und Flyer in Hofläden." }, "de").product.channels[0],
    ).toBe("Landfrauenvereine");
  });

  it("puts off the service a hedge after 'and,' names: 'WhatsApp para los avisos y, más adelante, Stripe'", () => {
    const integrations = blueprintOf(
      { q10: "WhatsApp Business para los avisos y, más adelante, Stripe para cobrar señales." },
      "es",
    ).integrations.map((item) => [item.name, item.later]);
    expect(integrations).toEqual([
      ["WhatsApp Business", false],
      ["Stripe", true],
    ]);
    // A hedge after a service without "and" is still said of that service.
    const after = blueprintOf({ q10: "Stripe for payments, Twilio for texts, but later." }).integrations;
    expect(after.find((item) => item.name === "Twilio")?.later).toBe(true);
  });

  it("keeps a role put off out of version 1, and a doubt out of a feature's name", () => {
    const blueprint = blueprintOf({
      q7: "The teacher can do everything. Students book, pay and cancel their own bookings. Maybe later an assistant who can check people in.",
      q6a: "Video classes can wait, and memberships probably come later.",
    });
    expect(blueprint.roles.map((role) => role.name)).toEqual(["Teacher", "Student"]);
    const later = blueprint.requirements.filter((item) => item.priority === "later").map((item) => item.title);
    expect(later).toContain("Memberships");
  });

  it("breaks a workflow into steps at semicolons and at a comma before a new actor, not before a condition", () => {
    const steps = (q8: string, language: TLanguage = "en") =>
      blueprintOf({ q8 }, language).workflows[0]?.steps.map((step) => step.text);
    expect(
      steps(
        "A student picks a class, pays, gets a confirmation; the teacher sees the roster; the teacher checks people in.",
      ),
    ).toEqual([
      "A student picks a class, pays, gets a confirmation",
      "the teacher sees the roster",
      "the teacher checks people in",
    ]);
    expect(
      steps(
        "El cliente reserva una cita, el dueño asigna un mecánico, el mecánico revisa el coche y hace un presupuesto.",
        "es",
      ),
    ).toEqual([
      "El cliente reserva una cita",
      "el dueño asigna un mecánico",
      "el mecánico revisa el coche y hace un presupuesto",
    ]);
    expect(steps("El chef lo arma y lo manda; si pasa de $5,000 el dueño lo aprueba.", "es")).toEqual([
      "El chef lo arma y lo manda; si pasa de $5,000 el dueño lo aprueba",
    ]);
  });
});

describe("records whose details name other records", () => {
  const fields = (overrides: Record<string, string>, name: string, language: TLanguage = "en") =>
    blueprintOf(overrides, language)
      .entities.find((entity) => entity.name === name)
      ?.fields.map((field) => `${field.key}:${field.type}${field.references ? `>${field.references}` : ""}`);

  it("reads 'Bookings with the student, the class and whether they attended' as two links and a flag", () => {
    const q9 =
      "Classes with date, time, place, price and capacity. Bookings with the student, the class and whether they attended. Students with name, email and phone.";
    expect(fields({ q9 }, "Booking")).toEqual([
      "studentId:reference>Student",
      "classId:reference>Class",
      "attended:boolean",
    ]);
    // The class is what is booked: no student of its own (its students come through its bookings).
    expect(fields({ q9 }, "Class")).toEqual([
      "date:date",
      "time:time",
      "place:text",
      "price:money",
      "capacity:integer",
      // The base answers price the product per company: each class belongs to one.
      "companyId:reference>Company",
    ]);
    expect(blueprintOf({ q9 }).entities.map((entity) => entity.name)).not.toContain("WhetherTheyAttended");
  });

  it("keeps a plural after 'with' as a record of its own, and reads 'ob sie bezahlt haben' as a flag", () => {
    const owners = blueprintOf({
      q9: "Owners and their dogs (name, breed), walkers with their background check and rating, and every walk: date, time and the dog.",
    });
    expect(owners.entities.map((entity) => entity.name)).toEqual(
      expect.arrayContaining(["Owner", "Dog", "Walker", "Walk"]),
    );
    const german = parseEntities("Kurse mit Datum und Preis. Buchungen mit dem Kurs und ob sie bezahlt haben.", "de");
    expect(german.find((entity) => entity.name === "Buchung")?.properties.map((property) => property.key)).toEqual([
      "kurs",
      "bezahlt",
    ]);
    expect(
      fields({ q9: "Lessons with date and price. Bookings with the lesson and if they paid." }, "Booking"),
    ).toEqual(["lessonId:reference>Lesson", "paid:boolean"]);
  });
});

describe("a workflow the founder did not name", () => {
  const names = (q8: string) =>
    blueprintOf({ q8, q8a: "Getting this right matters more than anything else in the product." }).workflows.map(
      (workflow) => workflow.name,
    );

  it("is named by its first clause that acts, whole, not by forty characters cut mid-phrase", () => {
    expect(
      names(
        "A student picks a class, pays, gets a confirmation; the teacher sees the roster; on the day the teacher checks people in.",
      ),
    ).toEqual(["Workflow 1: A student picks a class"]);
    expect(
      names(
        "Every Friday, the manager reviews the finished jobs and sends the invoices to the clients by email with a payment link.",
      ),
    ).toEqual(["Workflow 1: The manager reviews the finished jobs"]);
  });

  it("takes no verb said not to happen for a step's action ('anyone who didn't cancel')", () => {
    const steps = blueprintOf({
      q9: "Classes with date and time. Bookings with the student, the class and whether they attended. Students with name and email.",
      q8: "A student books a class; on the day the teacher checks people in, and anyone who didn't show and didn't cancel 12 hours before gets charged the no-show fee.",
    }).workflows.flatMap((workflow) => workflow.steps);
    const last = steps.at(-1);
    expect(last?.action ?? "").not.toMatch(/cancel/i);
    expect(last?.action ?? "").toMatch(/^checkIn/);
  });
});

describe("who does a step, and the record it acts on", () => {
  // A corpus founder's answers with their workflow said another way.
  const flow = (setId: string, q8: string) => {
    const set = loadCorpus().find((candidate) => candidate.id === setId);
    if (!set) throw new Error(setId);
    const answers = { ...set.answers, q8 };
    const blueprint = offlineBlueprint({
      answers,
      features: offlineFeatures(answers, set.language),
      language: set.language,
    });
    const roleName = (id: string | null) => blueprint.roles.find((role) => role.id === id)?.name ?? null;
    return (blueprint.workflows[0]?.steps ?? []).map((step) => ({
      text: step.text,
      who: roleName(step.role),
      on: blueprint.actions.find((action) => action.id === step.action)?.entity ?? null,
    }));
  };

  it("splits 'un traducteur, qui livre…' into the translator's own step, and a pronoun goes on with the actor", () => {
    const steps = flow(
      "fr-09-agence-traduction",
      "Le chef de projet crée le projet et fait le devis. Quand le client accepte, il choisit un traducteur, qui reçoit les fichiers et livre sa traduction. Un relecteur la vérifie, puis le chef de projet livre au client.",
    );
    expect(steps.map((step) => [step.text, step.who])).toEqual([
      ["Le chef de projet crée le projet et fait le devis", "Chef de projet"],
      ["Quand le client accepte, il choisit un traducteur", "Chef de projet"],
      ["Un traducteur reçoit les fichiers et livre sa traduction", "Traducteur"],
      ["Un relecteur la vérifie", "Relecteur"],
      ["le chef de projet livre au client", "Chef de projet"],
    ]);
    // Delivered to the client, the project is what is delivered; "la" is the translation of it.
    expect(steps.at(-1)?.on).toBe("Projet");
    expect(steps.at(-2)?.on).toBe("Projet");
  });

  it("finds the actor after a clause that says when: 'Le matin, l'auxiliaire…', then 'elle'", () => {
    const steps = flow(
      "fr-05-creche-parents",
      "Le matin, l'auxiliaire pointe l'arrivée de l'enfant. Pendant la journée, elle note le repas et la sieste.",
    );
    expect(steps.map((step) => step.who)).toEqual(["Auxiliaire", "Auxiliaire"]);
  });

  it("pays the walk, not the walker; 'Der meldet zurück' is the tenant just named", () => {
    const walks = flow(
      "en-02-dog-walking-marketplace",
      "An owner books a walk. A walker accepts the walk. After the walk the app pays the walker out minus the commission.",
    );
    expect(walks.at(-1)?.on).toBe("Walk");
    const repairs = flow(
      "de-08-hausverwaltung",
      "Der Verwalter prüft den Schaden und schickt einen Termin an den Mieter. Der meldet zurück, ob er passt.",
    );
    expect(repairs.map((step) => step.who)).toEqual(["Verwalter", "Mieter"]);
  });
  it("knows a role by its clipped name and its first word in Spanish and French: 'mécano', 'el coordinador'", () => {
    const bikes = flow(
      "fr-08-atelier-velo",
      "Client dépose le vélo -> comptoir crée la fiche -> mécano répare -> statut prêt",
    );
    expect(bikes.map((step) => step.who)).toEqual(["Client", "Comptoir", "Mécanicien", "Mécanicien"]);
    const deliveries = flow(
      "es-06-cooperativa-reparto-bici",
      "El comercio crea el envío. Si en 10 minutos nadie lo toma, el coordinador se lo asigna a alguien. El socio recoge y entrega.",
    );
    expect(deliveries.map((step) => [step.text, step.who])).toEqual([
      ["El comercio crea el envío", "Comercio"],
      ["Si en 10 minutos nadie lo toma, el coordinador se lo asigna a alguien", "Coordinador de turno"],
      ["El socio recoge y entrega", "Socio repartidor"],
    ]);
  });

  it("keeps a list's last item in its step, and 'und er' is the last person, past a step by the system", () => {
    const day = flow(
      "fr-05-creche-parents",
      "Le matin, l'auxiliaire pointe l'arrivée de l'enfant. Pendant la journée, elle note le repas, la sieste, les changes et ajoute des photos.",
    );
    expect(day.map((step) => step.who)).toEqual(["Auxiliaire", "Auxiliaire"]);
    const store = flow(
      "de-01-lagerverwaltung",
      "Wenn ein LKW kommt, scannt der Lagermitarbeiter jede Palette ein, das System schlägt einen Lagerplatz vor und er bestätigt die Einlagerung.",
    );
    expect(store.map((step) => [step.text, step.who])).toEqual([
      ["Wenn ein LKW kommt, scannt der Lagermitarbeiter jede Palette ein", "Lagermitarbeiter"],
      ["das System schlägt einen Lagerplatz vor", null],
      ["er bestätigt die Einlagerung", "Lagermitarbeiter"],
    ]);
  });
});

describe("read when two founders' answers were read as their documents' audiences", () => {
  it("reads 'We need an admin for support' as an Admin role, not a role called We", () => {
    const roles = blueprintOf({
      q7: "Beekeepers manage their own hives and shop. Buyers order honey and pick it up. We need an admin for support.",
    }).roles.map((role) => role.name);
    expect(roles).toContain("Admin");
    expect(roles).not.toContain("We");
  });

  it("names records in the singular: 'Apiaries' is Apiary, 'Hunde' is Hund", () => {
    expect(parseEntities("Apiaries with name and location. Hives with name and status.").map((e) => e.name)).toEqual([
      "Apiary",
      "Hive",
    ]);
    expect(
      parseEntities("Halter mit Name und Telefon. Hunde mit Name, Rasse und Halter.", "de").map((e) => e.name),
    ).toEqual(["Halter", "Hund"]);
  });

  it("reads a doubted second service as a service: 'and maybe Google Maps', 'oder vielleicht PayPal'", () => {
    const names = (q10: string, language: TLanguage = "en") =>
      blueprintOf({ q10 }, language).integrations.map((item) => `${item.name}: ${item.purpose}`);
    expect(names("Stripe for card payments and maybe Google Maps for apiary locations.")).toEqual([
      "Stripe: card payments",
      "Google Maps: apiary locations",
    ]);
    expect(names("Stripe oder vielleicht PayPal für die Anzahlung.", "de")).toEqual([
      "Stripe: die Anzahlung",
      "PayPal: die Anzahlung",
    ]);
  });

  it("gives a feature to the role whose rights name its thing, and a step to the feature it shares a word with", () => {
    const blueprint = blueprintOf({
      q6: "Hive list per apiary, inspection log with voice notes, treatment records, and a small honey shop with pickup.",
      q7: "Beekeepers manage their own apiaries, hives and shop. Helpers can log inspections for hives they are invited to. Buyers order honey and pick it up. We need an admin for support.",
      q8: "The beekeeper records an inspection. A buyer orders 3 jars on the shop page, the beekeeper confirms the pickup time, and the buyer pays by card.",
      q9: "Apiaries with name and location. Hives with name and status (strong, weak, queenless). Inspections with date, hive and notes. Orders with buyer, jars, pickup time and status (new, confirmed, picked up).",
    });
    const names = (ids: readonly string[]) =>
      blueprint.roles.filter((role) => ids.includes(role.id)).map((role) => role.name);
    const shop = blueprint.requirements.find((requirement) => /honey shop/i.test(requirement.title));
    expect(names(shop?.roles ?? [])).toContain("Beekeeper");
    expect(names(shop?.roles ?? [])).not.toContain("Admin");
    const confirm = blueprint.actions.find((action) => /pickup/i.test(action.label));
    expect(confirm?.requirements).toEqual([shop?.id]);
  });

  it("checks in the booking, not the dog it is for ('checkt ein Mitarbeiter den Hund ein')", () => {
    // A German founder's other answers (the corpus's), so the answers read as German.
    const base = loadCorpus().find((set) => set.id === "de-02-arztpraxis-termine")?.answers ?? {};
    const blueprint = blueprintOf(
      {
        ...base,
        q7: "Die Inhaberin verwaltet alles. Mitarbeiter checken Hunde ein und aus. Halter buchen und zahlen an.",
        q9: "Hunde mit Name, Rasse und Impfnachweis. Buchungen mit Hund, Zeitraum, Anzahlung und Status (angefragt, bestätigt, eingecheckt, abgeholt).",
        q8: "Ein Halter bucht einen Zeitraum für seinen Hund. Die Inhaberin bestätigt die Buchung. Am Anreisetag checkt ein Mitarbeiter den Hund ein.",
      },
      "de",
    );
    const last = blueprint.workflows[0]?.steps.at(-1);
    expect(blueprint.roles.find((role) => role.id === last?.role)?.name).toBe("Mitarbeiter");
    expect(blueprint.actions.find((action) => action.id === last?.action)?.entity).toBe("Buchung");
  });

  it("names what customers use without the founder's hedges, and no competitor when they know none", () => {
    const competitors = (q5: string, language: TLanguage = "en") => blueprintOf({ q5 }, language).product.competitors;
    expect(
      competitors("Honestly just Instagram and word of mouth. Street Food Finder exists but nobody uses it."),
    ).toEqual(["Instagram", "word of mouth", "Street Food Finder"]);
    expect(
      competitors("Je ne connais pas vraiment de concurrent, peut-être My Music Staff mais c'est en anglais.", "fr"),
    ).toEqual(["My Music Staff"]);
    expect(competitors("Keine echte Konkurrenz, ehrlich gesagt.", "de")).toEqual([]);
    expect(competitors("Jobber, Housecall Pro, ZenMaid, and spreadsheets.")).toEqual([
      "Jobber",
      "Housecall Pro",
      "ZenMaid",
      "spreadsheets",
    ]);
    // With none named, the slide shows how people cope today (q3a), not the founder's "I know none".
    const deck = composeDeck(
      blueprintOf({ q5: "Je ne connais pas de concurrent.", q3a: "Des cahiers et WhatsApp." }, "fr"),
      new Date("2026-11-26T10:00:00Z"),
    );
    const slide = JSON.stringify(deck.slides.find((item) => item.kind === "competition"));
    expect(slide).toContain("Des cahiers et WhatsApp.");
    expect(slide).not.toContain("connais");
  });

  it("counts no team the founder does not have: 'Just me, I ran a truck…' is one person, bootstrapping no member", () => {
    const team = (q17: string) =>
      composeDeck(blueprintOf({ q17 }), new Date("2026-11-26T10:00:00Z")).slides.find((slide) => slide.kind === "team");
    const alone = team("Just me, I ran a truck for six years. Bootstrapping for now, maybe an angel later.");
    expect(alone?.headline).toBe("Just me, I ran a truck for six years");
    expect(JSON.stringify(alone)).not.toMatch(/team of|Bootstrapping/i);
    // A member named Angela is a member, not an angel investor.
    expect(team("Me (sales) and my co-founder Angela (engineering).")?.headline).toBe("A team of two");
  });

  it("reads 'an SMS service, maybe Twilio' as one service whose provider is not chosen", () => {
    const integrations = (q10: string, language: TLanguage = "en") =>
      blueprintOf({ q10 }, language).integrations.map(({ name, kind }) => [name, kind]);
    expect(integrations("Stripe for payments, an SMS service, maybe Twilio.")).toEqual([
      ["Stripe", "payments"],
      ["SMS (maybe Twilio)", "sms"],
    ]);
    expect(integrations("Stripe pour les paiements, un service SMS, peut-être Brevo.", "fr")).toEqual([
      ["Stripe", "payments"],
      ["SMS (peut-être Brevo)", "sms"],
    ]);
    // Two services the founder chose stay two.
    expect(integrations("Stripe, maybe PayPal.")).toEqual([
      ["Stripe", "payments"],
      ["PayPal", "payments"],
    ]);
  });

  it("keeps a French word that is the same in the singular ('Cours'), and types a flag and a place's hours", () => {
    expect(
      parseEntities("Cours (date, durée, élève), élèves (nom, niveau), repas (menu, prix).", "fr").map((e) => e.name),
    ).toEqual(["Cours", "Eleve", "Repas"]);
    const fields = (q9: string) =>
      Object.fromEntries(
        blueprintOf({ q9 }).entities.flatMap((entity) =>
          entity.fields.map((field) => [`${entity.name}.${field.label}`, field.type]),
        ),
      );
    const curbside = fields(
      "Trucks (name, cuisine, hours, location), menu items (name, price, sold-out flag), shifts (date, hours).",
    );
    expect(curbside["MenuItem.sold-out flag"]).toBe("boolean");
    expect(curbside["Truck.hours"]).toBe("text");
    // Hours worked on a shift are a count, not a place's opening hours.
    expect(curbside["Shift.hours"]).toBe("integer");
    const later = blueprintOf(
      {
        q6a: "Un intercambio de semillas entre hortelanos estaría bien, pero más adelante. Y quizás una app para el móvil.",
      },
      "es",
    ).requirements.filter((item) => item.priority === "later");
    expect(later.map((item) => item.title)).toEqual(["Intercambio de semillas entre hortelanos", "App para el móvil"]);
    // "Paused until", "gültig bis": the end of something is a date.
    expect(fields("Subscriptions (customer, status, start date, paused until).")["Subscription.paused until"]).toBe(
      "date",
    );
    const karten = blueprintOf({ q9: "Kunden (Name, E-Mail), Karten (Kunde, Typ, gültig bis)." }, "de").entities;
    expect(karten.flatMap((entity) => entity.fields).find((field) => field.label === "gültig bis")?.type).toBe("date");
    // "Nothing fancy, keep the card data out of our database": the requirement is what follows.
    const fancy = blueprintOf({ q12: "Nothing fancy, keep the card data out of our database, and backups." });
    expect(fancy.nonFunctional.map((item) => item.requirement).slice(0, 2)).toEqual([
      "Keep the card data out of our database.",
      "Backups.",
    ]);
    // A plot's size in square metres is a number; accessibility asked for is accessibility.
    const huerto = fields("Parcelas (número, tamaño en m², huerto, estado).");
    expect(huerto["Parcela.tamaño en m²"]).toBe("number");
    const nfr = blueprintOf(
      { q12: "RGPD, y que sea accesible porque muchos hortelanos son mayores." },
      "es",
    ).nonFunctional;
    expect(nfr.map((item) => [item.area, item.assumption]).filter(([area]) => area === "accessibility")).toEqual([
      ["accessibility", false],
    ]);
  });

  it("goes on with a flow after 'Après le cours,', splits 'et le parent reçoit', and knows 'le prof'", () => {
    // A French founder's answers (the corpus's crèche) with a piano school's roles and flow.
    const base = loadCorpus().find((set) => set.id === "fr-05-creche-parents")?.answers ?? {};
    const answers = {
      ...base,
      q7: "Les professeurs gèrent leur agenda. Les parents réservent et paient les cours.",
      q8: "Le parent réserve un cours -> le professeur confirme. Après le cours, le prof note les progrès de l'élève et le parent reçoit un résumé.",
      q9: "Cours (date, professeur, élève), élèves (nom, parent).",
    };
    const blueprint = offlineBlueprint({ answers, features: offlineFeatures(answers, "fr"), language: "fr" });
    const steps = (workflow: TWorkflow | undefined) =>
      workflow?.steps.map((step) => [step.text, blueprint.roles.find((role) => role.id === step.role)?.name ?? null]);
    expect(blueprint.workflows).toHaveLength(1);
    expect(steps(blueprint.workflows[0])).toEqual([
      ["Le parent réserve un cours", "Parent"],
      ["le professeur confirme", "Professeur"],
      ["Après le cours, le prof note les progrès de l'élève", "Professeur"],
      ["le parent reçoit un résumé", "Parent"],
    ]);
    // A step about a thing is done by the product, not by whoever acted before it.
    const truck = blueprintOf({
      q7: "Truck owners manage their menu. Customers order ahead.",
      q8: "Customer picks a truck, orders and pays -> the ticket shows up on the kitchen screen -> customer picks it up.",
    });
    expect(steps(truck.workflows[0])?.[1]).toEqual(["the ticket shows up on the kitchen screen", null]);
    // "and the parts used" is no new step: a participle is no verb of a new actor.
    const parts = blueprintOf({ q8: "The mechanic logs the hours and the parts used -> the owner approves." });
    expect(parts.workflows[0]?.steps[0]?.text).toBe("The mechanic logs the hours and the parts used");
  });

  it("reads two founders written for the review: apps put off after 'und', hedged competitors, kind-only services", () => {
    // "Eine App für iOS und Android vielleicht später": both apps wait; a web app before them does not.
    const platforms = parsePlatforms(
      "Web-App, auch gut am Handy nutzbar. Eine App für iOS und Android vielleicht später.",
    );
    expect([platforms.web, platforms.ios, platforms.android, platforms.later]).toEqual([
      true,
      false,
      false,
      ["iOS", "Android"],
    ]);
    expect(parsePlatforms("Web and Android later").later).toEqual(["Android"]);
    expect(parsePlatforms("A web app and an iOS app").ios).toBe(true);

    const competitors = (q5: string) => blueprintOf({ q5 }).product.competitors;
    expect(
      competitors(
        "I guess VolunteerHub and SignUpGenius, but they don't do inventory at all. Some bigger banks use Link2Feed.",
      ),
    ).toEqual(["VolunteerHub", "SignUpGenius", "Link2Feed"]);
    expect(
      competitors("Vielleicht Webclimber, aber das ist teuer und altmodisch. Viele nutzen auch einfach Eversports."),
    ).toEqual(["Webclimber", "Eversports"]);
    expect(competitors("Wyzant and Varsity Tutors mostly, maybe Chegg. They're expensive.")).toEqual([
      "Wyzant",
      "Varsity Tutors",
      "Chegg",
    ]);
    expect(
      competitors(
        "No conozco nada específico, creo que algunos usan Gestiona para todo el ayuntamiento, pero no es para huertos.",
      ),
    ).toEqual(["Gestiona"]);

    const integrations = (q10: string, language: TLanguage = "en") =>
      parseIntegrations(q10, language).map(({ name, later }) => [name, later]);
    expect(integrations("Email for the alerts, probably SendGrid. Google sign-in would be great.")).toEqual([
      ["Email (probably SendGrid)", false],
      ["Google sign-in", false],
    ]);
    expect(integrations("Stripe für Zahlungen. Später eventuell eine Anbindung an unser Kassensystem.", "de")).toEqual([
      ["Stripe", false],
      ["Kassensystem", true],
    ]);

    const nfr = blueprintOf({ q12: "Nothing special I think, just keep volunteer data private." }).nonFunctional.map(
      (item) => item.requirement,
    );
    expect(nfr[0]).toBe("Keep volunteer data private.");
    // "Only" restricts: it stays.
    expect(blueprintOf({ q12: "Only verified students can sign up." }).nonFunctional[0]?.requirement).toBe(
      "Only verified students can sign up.",
    );
    const shift = blueprintOf({ q9: "Shifts (date, start time, spots)." }).entities.find(
      (entity) => entity.name === "Shift",
    );
    expect(shift?.fields.find((field) => field.label === "spots")?.type).toBe("integer");
  });
});
