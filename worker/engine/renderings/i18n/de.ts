import { GLOSSARY_DE } from "#shared/glossary/terms";
/**
 * The offline writer's own words in German, with the keys of en.ts. The founder's answers are
 * inserted as written, often in English, so no article agrees with them. Vendors are addressed
 * as "Sie", the app builder and the presenter as "du". In an acceptance criterion the when-part
 * ends with its verb ("wenn er sich anmeldet") and the then-part starts with it ("dann sieht er").
 */
import type { DocumentText } from "./en";

const q = (text: string) => `„${text}“`;
/** Nouns start with a capital: "job" in "Job anlegen". */
const noun = (text: string) => (/^\p{Ll}/u.test(text) ? text.charAt(0).toUpperCase() + text.slice(1) : text);
/** "1 Anforderung", "9 Anforderungen". */
const n = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

export const de: DocumentText = {
  locale: "de-DE",
  quote: q,
  list: (items: readonly string[]) =>
    items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} und ${items.at(-1)}`,
  /** Between a label and its value: French puts a space before it. */
  colon: ":",
  priority: GLOSSARY_DE.priority,
  fieldTypes: {
    text: "Text",
    long_text: "langer Text",
    integer: "Ganzzahl",
    number: "Zahl",
    money: "Betrag",
    boolean: "Ja/Nein",
    date: "Datum",
    datetime: "Datum und Uhrzeit",
    time: "Uhrzeit (HH:MM)",
    email: "E-Mail",
    phone: "Telefonnummer",
    url: "Link (URL)",
    file: "Link zu einer Datei",
    enum: "einer von",
    reference: "Verweis auf",
  },
  listOf: (type: string) => `Liste (${type})`,
  required: "Pflichtfeld",
  sensitive: "sensibel",
  assumed: "Annahme",
  hoursShort: (hours: number) => `${hours} h`,
  weeks: (start: number, end: number) => (start === end ? `Woche ${start}` : `Wochen ${start}–${end}`),
  headings: {
    rfpOutOfScope: "Nicht im Umfang von Version 1",
    promptOutOfScope: "Noch nicht umsetzen",
    deckLater: "Später",
  },
  rfp: {
    title: (name: string) => `Angebotsanfrage: ${name}`,
    issued: (name: string, issued: string, due: string) =>
      `Herausgegeben am ${issued} vom Auftraggeber für ${name}; Angebote sind bis zum **${due}** einzureichen.`,
    scopeLine: (count: number, must: number, hours: number) =>
      `${n(count, "Anforderung", "Anforderungen")} für Version 1 (davon ${must} Muss), ca. ${hours} Stunden inkl. QA`,
    overview: "1. Überblick",
    lookingFor: (name: string) => `Für ${name} wird ein Entwicklungspartner gesucht, der die erste Version umsetzt.`,
    problem: "Das Problem",
    today: "Wie es heute gelöst wird",
    competition: (name: string) => `Alternativen und wie sich ${name} unterscheidet`,
    alternatives: (items: string) => `Heutige Alternativen: ${items}.`,
    team: "Über das Team",
    goals: "2. Ziele und Erfolgskennzahlen",
    goalsIntro: (name: string) =>
      `Version 1 von ${name} ist erfolgreich, wenn in den ersten sechs Monaten Folgendes erreicht wird:`,
    businessModel: "Geschäftsmodell, das das Produkt unterstützen muss",
    scope: "3. Umfang von Version 1",
    scopeIntro: (count: number, must: number, should: number, could: number) =>
      `${n(count, "Anforderung", "Anforderungen")} in der Prioritätsreihenfolge des Auftraggebers (MoSCoW): ${must} Muss (zum Start erforderlich), ${should} Soll (Teil von Version 1, aber verschiebbar, wenn der Plan gefährdet ist) und ${could} Kann (als Erstes verzichtbar: bitte ${could === 1 ? "als Option" : "als Optionen"} anbieten).`,
    scopeColumns: ["ID", "Anforderung", "Priorität", "Rollen", "Schätzung (Entw. + QA)"],
    endpoints: "API",
    acceptance: "Abnahmekriterien",
    criterion: (given: string, when: string, then: string) =>
      `**Angenommen**, ${given}; **wenn** ${when}, **dann** ${then}.`,
    nothingLater: "Nichts wurde auf spätere Versionen verschoben.",
    laterIntegration: (name: string, purpose: string) => `Integration mit ${name}${purpose ? ` (${purpose})` : ""}`,
    laterPlatform: (name: string) => `Die Plattform ${name}`,
    users: "4. Benutzer und Rollen",
    segments: "Zielsegmente",
    persona: "Primäre Persona",
    roleColumns: ["Rolle", "Darf", "Anforderungen"],
    noRoles: "Es gibt nur eine Art von Benutzer; jeder angemeldete Benutzer sieht nur seine eigenen Daten.",
    asAgreed: "Wird in der Konzeptionsphase festgelegt",
    workflows: "5. Arbeitsabläufe",
    critical: (reason: string) => `**Muss zum Start fehlerfrei funktionieren:** ${reason}`,
    noWorkflows:
      "Es wurde kein schrittweiser Ablauf beschrieben; die Anbieter sollten in der Konzeptionsphase Abläufe vorschlagen.",
    dataModel: "6. Datenmodell",
    dataIntro: (name: string, count: number) =>
      `${name} speichert ${n(count, "Art von Datensätzen", "Arten von Datensätzen")}. Jeder Datensatz hat zusätzlich eine ID sowie Zeitpunkte der Erstellung und der letzten Änderung; Verknüpfungen zu anderen Datensätzen erfolgen über deren ID; sensible Felder sind gekennzeichnet und nur für die in Abschnitt 8 genannten Personen sichtbar.`,
    fieldColumns: ["Feld", "Typ", "Hinweise"],
    values: (values: string) => `einer von: ${values}`,
    linkTo: (entity: string) => `Verweis auf ${entity}`,
    example: (value: string) => `z. B. ${value}`,
    noData:
      "Es wurden keine Datensätze beschrieben; die Anbieter sollten in der Konzeptionsphase ein Datenmodell vorschlagen.",
    integrations: "7. Integrationen",
    integrationColumns: ["Integration", "Zweck", "Anforderungen"],
    noIntegrations: "Version 1 benötigt keine externen Dienste.",
    nonFunctional: "8. Nicht-funktionale Anforderungen",
    nfrColumns: ["ID", "Bereich", "Anforderung"],
    areas: {
      security: "Sicherheit",
      privacy: "Datenschutz",
      compliance: "Compliance",
      performance: "Performance",
      availability: "Verfügbarkeit",
      accessibility: "Barrierefreiheit",
      operations: "Betrieb",
    },
    platforms: "9. Plattformen und Lieferumfang",
    platformsAnswer: "Plattformen laut Antwort des Auftraggebers",
    platformLines: {
      web: (name: string) =>
        `Die Web-App ${name}, responsiv, produktiv bereitgestellt auf einem Hosting in den Konten des Auftraggebers`,
      pwa: "Auf Smartphones installierbar als Progressive Web App (PWA)",
      ios: "Eine iOS-App, veröffentlicht im App Store unter dem Entwicklerkonto des Auftraggebers",
      android: "Eine Android-App, veröffentlicht bei Google Play unter dem Entwicklerkonto des Auftraggebers",
      desktopApp: "Signierte Installationsprogramme für Windows und macOS",
    },
    deliverables: "Lieferumfang",
    deliverableItems: {
      code: (name: string) =>
        `Der Quellcode aller Teile von ${name} in einem Repository im Besitz des Auftraggebers, mit Build- und Deployment-Skripten`,
      scope: (ids: string) =>
        `Alle Muss- und Soll-Anforderungen aus Abschnitt 3 (${ids}), abgenommen anhand ihrer Kriterien`,
      integrations: (names: string) =>
        `Funktionierende Integrationen, eingerichtet mit den Konten des Auftraggebers: ${names}`,
      api: (count: number) =>
        `Die API gemäß dem OpenAPI-Dokument (${n(count, "Operation", "Operationen")}), dokumentiert und getestet`,
      tests:
        "Automatisierte Tests für die Abnahmekriterien und den kritischen Ablauf, ausgeführt in der Continuous Integration",
      handover: "Übergabe: Konten, Zugangsdaten und Designdateien an den Auftraggeber übertragen, dazu eine Einweisung",
    },
    options: (ids: string) => `**Als Optionen anzubieten (Kann):** ${ids}.`,
    vendor: "Erwartete Zusammenarbeit",
    timeline: "10. Zeitplan und Meilensteine",
    dates: "Termine des Auftraggebers",
    planStated: (weeks: number, count: number) =>
      `Der folgende Plan verteilt diese ${weeks} Wochen nach Aufwand auf ${n(count, "Meilenstein", "Meilensteine")}; die Anbieter bestätigen ihn oder schlagen einen eigenen vor.`,
    planAssumed: (weeks: number) =>
      `Die Termine nennen keine Dauer, daher geht der Plan von ${weeks} Wochen aus; die Anbieter passen ihn an die obigen Termine an oder schlagen einen eigenen vor.`,
    milestoneColumns: ["Meilenstein", "Anforderungen", "Zeitraum", "Entwicklung", "QA"],
    milestoneWork: {
      discovery: "Abläufe, Screens und Backlog abgestimmt",
      foundation: "Konten, Rollen, Datenmodell und Umgebungen",
      build: "",
      integration: "",
      acceptance: "Beta mit echten Nutzern, Abnahmetests, Fehlerbehebung",
      launch: "Produktivsetzung, Dokumentation, Übergabe",
    },
    cutFirst: "Bei Zeitmangel zuerst streichen",
    estimate: "11. Aufwandsschätzung",
    estimateRequirements: (dev: number, qa: number) =>
      `Anforderungen von Version 1: ${dev} Stunden Entwicklung und ${qa} Stunden QA (insgesamt ${dev + qa}).`,
    estimatePlan: (dev: number, qa: number) =>
      `Der gesamte Plan mit Konzeption, Datenmodell, Abnahmetests und Go-live: ${dev} Stunden Entwicklung und ${qa} Stunden QA (**${dev + qa} Stunden**).`,
    budget: "Budget",
    perHour: (range: string) => `Bei diesem Budget ergibt der Plan etwa ${range} pro Stunde.`,
    estimateBasis: "Grundlage der Schätzung",
    basis:
      "Jede Anforderung wird in Stunden eines erfahrenen Full-Stack-Entwicklers bemessen, je nachdem, was sie betrifft (Datensätze, Aktionen, Rollen, Integrationen, Plattformen), und QA mit einem Viertel davon; die Meilensteine ergänzen Konzeption, Datenmodell, Abnahmetests und Go-live. Es ist ein Planungswert: Die Anbieter geben eigene Schätzungen ab.",
    questions: "12. Fragen an die Anbieter",
    riskQuestion: (risk: string) => `${risk.replace(/[.!]$/, "")}: Wie würden Sie damit umgehen?`,
    openQuestion: (question: string) => `${question} Was würden Sie empfehlen?`,
    integrationQuestion: (names: string) =>
      `Welche dieser Dienste haben Sie bereits integriert, und was benötigen Sie jeweils von uns: ${names}?`,
    nativeQuestion: (apps: string) =>
      `Würden Sie die Apps für ${apps} nativ oder plattformübergreifend entwickeln, und warum?`,
    criticalQuestion: (name: string) =>
      `Wie stellen Sie sicher, dass der Ablauf ${q(name)} (Abschnitt 5) zum Start fehlerfrei funktioniert?`,
    complianceQuestion: (items: string) =>
      `Wie werden Sie diese Anforderungen erfüllen, und was benötigen Sie dafür von uns: ${items}?`,
    scaleQuestion: (scale: string) =>
      `Welches Hosting würden Sie für die erwartete Last (${scale}) vorschlagen, und zu welchen monatlichen Kosten?`,
    datesQuestion: (dates: string) =>
      `Können Sie diese Termine einhalten: ${dates}? Falls nicht, was würden Sie ändern?`,
    assetsQuestion: (assets: string) => `Wie würden Sie auf den vorhandenen Ressourcen aufbauen (${assets})?`,
    evaluation: "13. Bewertungskriterien",
    evaluationColumns: ["Kriterium", "Gewichtung"],
    criteria: {
      solution: (name: string) => `Verständnis von ${name} und Qualität der vorgeschlagenen Lösung`,
      experience: (items: string) => `Einschlägige Erfahrung${items ? `, insbesondere mit ${items}` : ""}`,
      plan: (weeks: number) => `Ein realistischer Plan für die Meilensteine aus Abschnitt 10 (${weeks} Wochen)`,
      price: (budget: string) =>
        `Preis und Preis-Leistungs-Verhältnis${budget ? ` im Rahmen des Budgets (${budget})` : ""}`,
      team: (name: string) => `Ein Team und eine Arbeitsweise, die zu ${name} passen (Abschnitt 9)`,
      quality: (name: string) => `Qualitätssicherung, Support nach dem Go-live und Übergabe von ${name}`,
    },
    total: "Gesamt",
    respond: "14. Angebotsabgabe",
    respondBy: (date: string, name: string) =>
      `Senden Sie Ihr Angebot für ${name} bis zum **${date}** an den Auftraggeber. Es muss Folgendes enthalten:`,
    respondItems: {
      company: "Angaben zu Ihrem Unternehmen: vergleichbare Projekte und zwei Referenzen",
      solution: (name: string) => `Ihre vorgeschlagene Architektur für ${name}, die Technologien und die Gründe dafür`,
      milestones: (count: number) =>
        count === 1
          ? "Preis und Termin für den Meilenstein aus Abschnitt 10"
          : `Preis und Termin für jeden der ${count} Meilensteine aus Abschnitt 10`,
      estimate: (hours: number) =>
        `Ihre eigene Schätzung je Anforderung aus Abschnitt 3, neben unserer (insgesamt ${hours} Stunden)`,
      team: (name: string) =>
        `Das Team für ${name}: Rollen, Seniorität, Standort und Zeitzone sowie der Zeitanteil jeder Person`,
      questions: (count: number) =>
        count === 1
          ? "Ihre Antwort auf die Frage aus Abschnitt 12"
          : `Ihre Antworten auf die ${count} Fragen aus Abschnitt 12`,
      assumptions: "Ihre Annahmen, Risiken und Ausschlüsse",
      support: (name: string) => `Support und Wartung von ${name} nach dem Go-live: Konditionen und Preis`,
    },
    format: (language: string) =>
      `**Format:** ein PDF oder ein geteiltes Dokument auf ${language}, höchstens 15 Seiten zuzüglich Anhängen.`,
    languageName: "Deutsch",
    questionsBy: (date: string) =>
      `**Fragen zu dieser Angebotsanfrage:** bitte bis zum ${date} an den Auftraggeber senden; die Antworten erhalten alle Anbieter.`,
    openQuestions: "16. Offene Fragen",
    openQuestionsIntro: (name: string) =>
      `Diese Punkte hat der Product Owner von ${name} noch nicht entschieden. Nennen Sie in Ihrem Angebot, was Sie jeweils annehmen; die Antworten kommen vor Beginn der Arbeit.`,
    assumptions: "15. Annahmen",
    assumptionsIntro: (name: string) =>
      `Was diese Angebotsanfrage für ${name} dort festgelegt hat, wo die Antworten nichts aussagten; die Anbieter können jeden Punkt infrage stellen.`,
  },
  openapi: {
    title: (name: string) => `API für ${name}`,
    server: "Relativ zum Host des Produkts; der Anbieter legt die Adresse fest.",
    workflows: "Abläufe, die diese API bedient",
    roles: "Rollen",
    security: "Sicherheit und Datenschutz",
    bearer: "Ein JWT-Zugriffstoken. Sein Claim `role` bestimmt, was der Aufrufer darf; andere Aufrufe erhalten 403.",
    tag: (label: string, fields: string) => `${label}${fields ? `: ${fields}` : ""}.`,
    list: (many: string) => `${noun(many)} auflisten`,
    listDescription: (many: string, filters: string) =>
      `Eine Seite mit ${many}, die neuesten zuerst${filters ? `; filterbar nach ${filters}` : ""}.`,
    create: (one: string) => `${noun(one)} anlegen`,
    get: (one: string) => `${noun(one)} abrufen`,
    update: (one: string) => `${noun(one)} aktualisieren`,
    updateDescription: "Nur die Felder senden, die sich ändern.",
    remove: (one: string) => `${noun(one)} löschen`,
    sets: (field: string, value: string) => `Setzt ${field} auf ${q(value)}.`,
    step: (workflow: string, step: string) => `Schritt im Ablauf ${q(workflow)}: ${step}.`,
    rolesAllowed: (roles: string) => `Erlaubt für: ${roles}.`,
    idOf: (one: string) => `ID des Datensatzes (${one}).`,
    linkTo: (entity: string) => `ID des verknüpften Datensatzes (${entity}).`,
    sensitive: "Sensibel: nur für die Rollen sichtbar, die es sehen dürfen.",
    page: "Seitennummer, ab 1.",
    pageSize: "Datensätze pro Seite.",
    filter: (label: string) => `Nur Datensätze mit diesem Wert für ${label}.`,
    batchItems: "Die hinzuzufügenden Datensätze.",
    batchResult: "Die hinzugefügten oder geänderten Datensätze und ihre Anzahl.",
    created: (one: string) => `Der angelegte Datensatz (${one}).`,
    found: (one: string) => `Der angeforderte Datensatz (${one}).`,
    changed: (one: string) => `Der Datensatz nach der Änderung (${one}).`,
    deleted: (one: string) => `Der Datensatz wurde gelöscht (${one}).`,
    pageOf: (many: string) => `Eine Seite mit ${many}.`,
    exported: "Die Datensätze als CSV.",
    errors: {
      badRequest: "Die Anfrage ist fehlerhaft oder besteht die Validierung nicht.",
      unauthorized: "Das Zugriffstoken fehlt, ist ungültig oder abgelaufen.",
      forbidden: "Die Rolle des Aufrufers erlaubt dies nicht.",
      notFound: "Es gibt keinen Datensatz mit dieser ID.",
      conflict: "Im aktuellen Status des Datensatzes nicht erlaubt.",
      error: "Wird bei jeder 4xx- und 5xx-Antwort zurückgegeben.",
      code: "Stabiler, maschinenlesbarer Code.",
      message: "Für Menschen lesbare Erklärung.",
      details: "Probleme auf Feldebene, bei Validierungsfehlern.",
    },
    record: {
      id: "Eindeutige Kennung.",
      createdAt: "Zeitpunkt der Erstellung.",
      updatedAt: "Zeitpunkt der letzten Änderung.",
      total: "Anzahl der Datensätze über alle Seiten.",
    },
  },
  prompt: {
    title: (name: string) => `Entwickle ${name}`,
    intro: (name: string, oneLiner: string) => `Entwickle **${name}**. ${oneLiner}`,
    howTo: (name: string, phases: number) =>
      `Entwickle ${name} in den folgenden ${phases} Phasen, eine nach der anderen. Prüfe am Ende jeder Phase jedes Abnahmekriterium, halte dann an und fasse zusammen, was du gebaut hast, bevor du mit der nächsten beginnst.`,
    contract: (title: string, count: number) =>
      `Der Backend-Vertrag ist das mit diesem Prompt erzeugte OpenAPI-Dokument ${q(title)} (${n(count, "Operation", "Operationen")}): Implementiere genau diese Endpoints, Namen und Felder, und baue die Screens darauf auf.`,
    context: "Kontext",
    problem: "Das Problem, das es löst",
    users: "Für wen es gedacht ist",
    persona: "Primäre Persona",
    today: "Wie sich die Nutzer heute behelfen",
    edge: (competitors: string) => `Wodurch es sich${competitors ? ` von ${competitors}` : ""} abheben muss`,
    platforms: "Plattformen",
    platformsAnswer: (answer: string) => `Antwort des Auftraggebers: ${q(answer)}.`,
    platformRules: {
      web: (name: string) =>
        `Baue ${name} als eine einzige responsive Web-App, die in Browsern auf Computern und Mobilgeräten funktioniert.`,
      pwa: "Mach die Web-App als Progressive Web App (PWA) auf Smartphones installierbar: Manifest, Icons und Offline-Caching der App-Shell.",
      ios: "Liefere aus derselben Codebasis eine iOS-App für das iPhone aus.",
      android: "Liefere aus derselben Codebasis eine Android-App aus.",
      desktopApp: "Paketiere eine Desktop-App für Windows und macOS.",
      webOnly: "Nur die Web-App: Für Version 1 wird nichts anderes gebaut oder paketiert.",
    },
    stack: (integrations: string) =>
      `Verwende deinen Standard-Stack (zum Beispiel React, TypeScript und Tailwind mit deiner integrierten Authentifizierung und Postgres-Datenbank)${integrations ? `; die einzigen weiteren Dienste sind ${integrations}` : "; füge keine weiteren Dienste hinzu"}.`,
    dataModel: "Datenmodell",
    dataIntro: (count: number) =>
      count === 1
        ? "Lege diese Tabelle an. Sie hat zusätzlich `id` (uuid, Primärschlüssel), `created_at` und `updated_at`."
        : `Lege diese ${count} Tabellen an. Jede hat zusätzlich \`id\` (uuid, Primärschlüssel), \`created_at\` und \`updated_at\`.`,
    tableColumns: ["Tabelle", "Spalte", "Typ", "Hinweise"],
    foreignKey: (table: string) => `Fremdschlüssel → \`${table}.id\``,
    sensitive: "sensibel: Lesezugriff einschränken",
    roles: "Rollen und Berechtigungen",
    roleColumns: ["Rolle", "Darf"],
    enforce: (roles: string) =>
      `Setze die Rechte jeder Rolle (${roles}) auf dem Server durch, mit Row-Level Security oder einem gleichwertigen Mechanismus, nicht nur durch das Ausblenden von Buttons.`,
    noRoles: "Es gibt nur eine Art von Benutzer: Jeder angemeldete Benutzer sieht nur seine eigenen Datensätze.",
    phase: (number: number, name: string) => `Phase ${number}: ${name}`,
    phaseNames: {
      foundation: "Grundlagen",
      must: "Muss-Anforderungen",
      should: "Soll-Anforderungen",
      could: "Kann-Anforderungen (nur wenn Zeit bleibt)",
      finish: "Feinschliff, Barrierefreiheit und Tests",
    },
    endpoints: "Endpoints",
    acceptance: "Abnahmekriterien",
    criterion: (given: string, when: string, then: string) => `Angenommen, ${given}; wenn ${when}, dann ${then}.`,
    foundationItems: {
      auth: (providers: string) =>
        `Registrierung, Anmeldung, Abmeldung und Zurücksetzen des Passworts${providers ? `, auch mit ${providers}` : ""}.`,
      tables: (tables: string) =>
        `Die Tabellen des Datenmodells (${tables}) mit ihren Fremdschlüsseln und Zugriffsregeln pro Rolle.`,
      layout: (areas: string) =>
        `Das Layout der App: Navigation zu ${areas}, eine Startseite pro Rolle, der Name des angemeldeten Benutzers und ein Button zum Abmelden.`,
    },
    foundationChecks: {
      auth: "Ein neuer Benutzer kann sich registrieren, anmelden, abmelden und sein Passwort zurücksetzen.",
      roles: (roles: string) =>
        `Jede Rolle (${roles}) sieht nur die Seiten und Daten, die sie sehen darf; teste mit je einem Benutzer pro Rolle.`,
      tables: (count: number) =>
        count === 1
          ? "Die Tabelle existiert mit ihren Fremdschlüsseln, und Datensätze bleiben nach dem Neuladen erhalten."
          : `Alle ${count} Tabellen existieren mit ihren Fremdschlüsseln, und Datensätze bleiben nach dem Neuladen erhalten.`,
    },
    finishItems: (areas: string, workflow: string) => [
      `Leer-, Lade- und Fehlerzustände in jeder Liste (${areas}); Formulare validieren schon während der Eingabe und erklären, was falsch ist.`,
      "Barrierefreiheit (WCAG 2.1 AA): Bedienung per Tastatur, sichtbarer Fokus, ein Label an jedem Feld, ausreichender Kontrast.",
      `Automatisierte Tests für jedes Abnahmekriterium oben${workflow ? `, zuerst für den Ablauf ${q(workflow)}` : ""}.`,
    ],
    finishChecks: (count: number) => [
      "Jeder Screen funktioniert bei 360 px, 768 px und 1280 px Breite sowie allein mit der Tastatur.",
      `Die Tests ${count === 1 ? "der Anforderung" : `aller ${count} Anforderungen`} sind grün, und eine automatisierte Barrierefreiheitsprüfung meldet keine schwerwiegenden Probleme.`,
    ],
    constraints: "Rahmenbedingungen",
    scale: (scale: string) =>
      `**Erwartete Last:** ${scale}; paginiere Listen und indiziere die Spalten, nach denen gefiltert wird.`,
    designFor: (risk: string) => `**Berücksichtige im Design:** ${risk}`,
    doNotBuild: "Folgendes gehört nicht zu Version 1. Halte das Design dafür offen, aber baue es nicht:",
  },
};
