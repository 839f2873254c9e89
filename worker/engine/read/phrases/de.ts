import { type AnalyzerPhrases, forPurpose, type Noun } from "./types";

const list = (items: readonly string[]) =>
  items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} und ${items.at(-1)}`;
const q = (text: string) => `„${text}“`;

/** Nouns start with a capital in German: "match" in a label is "Match". */
const noun = (text: string) => (/^\p{Ll}/u.test(text) ? text.charAt(0).toUpperCase() + text.slice(1) : text);
/** "Genehmigen" as the last word of a label: "Match genehmigen". */
const infinitive = (verb: string) => verb.charAt(0).toLowerCase() + verb.slice(1);

/**
 * The founder's nouns and role names keep the words they were written in, so no article agrees
 * with them: "ein Benutzer mit der Rolle „Buchhalter“", "ein „Rechnung“-Datensatz". Pronouns
 * refer to "Benutzer" and "Datensatz", never to those words. The when-part is a subordinate
 * clause ("wenn er … ausführt"), the then-part starts with its verb ("dann wird …").
 */
const SOMEONE = "Benutzer";
const who = (role: string) => (role === SOMEONE ? "ein Benutzer" : `ein Benutzer mit der Rolle ${q(role)}`);
const whom = (role: string) => (role === SOMEONE ? "einen Benutzer" : `einen Benutzer mit der Rolle ${q(role)}`);
const theOne = (role: string) => (role === SOMEONE ? "der Benutzer" : `der Benutzer mit der Rolle ${q(role)}`);
const records = (item: Noun) => `${q(item.one)}-Datensätze`;

export const de: AnalyzerPhrases = {
  quote: q,
  list,
  someone: SOMEONE,
  user: { label: "Benutzer", one: "Benutzer", many: "Benutzer" },
  derived: {
    access: "Konten, Anmeldung und Rollen",
    integration: (name) => `Integration: ${name}`,
    integrationFeature: (name, purpose) => `Integration: ${name}${forPurpose("für", purpose)}`,
    // More than three names make a sentence of the title: the requirement lists them.
    rolesFeature: (names) =>
      names.length <= 3 ? `Rollen und Berechtigungen für ${names.join(", ")}` : "Rollen und Berechtigungen",
  },
  rationale: {
    capability: "Muss: gehört zu den Funktionen, die die erste Version haben muss.",
    critical: "Muss: Teil des Ablaufs, der zum Start fehlerfrei funktionieren muss.",
    top: "Muss: gehört zu den drei wichtigsten Prioritäten des Gründerteams.",
    should: "Soll: laut Priorität des Gründerteams in Version 1, nach den Muss-Anforderungen.",
    derived:
      "Soll: ergibt sich aus den Antworten (Rollen, Integrationen), auch wenn es nicht als Funktion genannt ist.",
    access: "Muss: Jede Rolle braucht ein Konto, um das Produkt zu nutzen.",
    could: (cut) => `Kann: würde das Gründerteam bei Zeitmangel als Erstes streichen (${q(cut)}).`,
    hedged: "Kann: wäre dem Gründerteam willkommen, ist aber kein Muss.",
    later: "Später: vom Gründerteam auf eine spätere Version verschoben.",
    laterIntegration: (name) => `Später: Das Gründerteam hat ${name} für eine spätere Version vorgesehen.`,
  },
  description: {
    usedBy: (roles) => `Genutzt von ${roles}.`,
    worksWith: (entities) => `Betroffene Daten: ${entities}.`,
    covers: (actions, workflow) => `Umfasst ${actions}${workflow ? ` im Ablauf ${q(workflow)}` : ""}.`,
    critical: "Teil des Ablaufs, der zum Start fehlerfrei funktionieren muss.",
    integration: (name, purpose) => `Anbindung an ${name}${forPurpose("für", purpose)}.`,
    platforms: (names) => `Das Produkt auf ${names}, mit denselben Konten und Daten auf allen Plattformen.`,
    access: (roles) =>
      roles
        ? `Alle melden sich mit einem eigenen Konto an und haben eine dieser Rollen: ${roles}; jede Rolle sieht und tut nur, was ihr erlaubt ist.`
        : "Alle melden sich mit einem eigenen Konto an und sehen nur ihre eigenen Daten.",
    later: "Nicht Teil von Version 1; aufgeführt, damit die Anbieter das Design dafür offenhalten.",
    fallback: (title) => `${title}, wie in den Antworten des Gründerteams beschrieben.`,
    details: (text) => `Umfasst ${text}.`,
  },
  // Labels as on a button, object first: "Match genehmigen", "Bank transactions importieren".
  actionLabel: (action) => {
    const verb = infinitive(action.verb);
    if (action.scope === "collection") return `${noun(action.object ?? action.noun.many)} ${verb}`;
    return action.object
      ? `${noun(action.object)} für ${noun(action.noun.one)} ${verb}`
      : `${noun(action.noun.one)} ${verb}`;
  },
  criteria: {
    action: (actor, label, item, sets) => ({
      given: `${who(actor)} ist angemeldet, und es gibt einen ${q(item.one)}-Datensatz`,
      when: `er die Aktion ${q(label)} ausführt`,
      then: sets
        ? `wird das Feld ${q(sets.field)} auf ${q(sets.value)} gesetzt, und es wird festgehalten, wer das wann getan hat`
        : "zeigt der Datensatz das Ergebnis, und alle, die ihn sehen dürfen, sehen die Änderung",
    }),
    batch: (actor, label, item) => ({
      given: `${who(actor)} ist angemeldet`,
      when: `er die Aktion ${q(label)} ausführt`,
      then: `erscheinen die neuen ${records(item)} mit der Anzahl der hinzugefügten in der Liste, und eine erneute Ausführung erzeugt keine Duplikate`,
    }),
    create: (actor, item, fields) => ({
      given: `${who(actor)} ist angemeldet`,
      when: `er einen ${q(item.one)}-Datensatz${fields.length > 0 ? ` mit ${list(fields.map(q))}` : ""} anlegt`,
      then: `erscheint der Datensatz mit diesen Werten in der Liste der ${records(item)}, auch nach dem Neuladen der Seite`,
    }),
    filter: (actor, item, field, values) => ({
      given: `es gibt ${records(item)} mit unterschiedlichen Werten für ${q(field)} (${list(values.map(q))})`,
      when: `${who(actor)} die ${records(item)} nach einem Wert für ${q(field)} filtert`,
      then: "werden nur die Datensätze mit diesem Wert angezeigt",
    }),
    refused: (role, label) => ({
      given: `${who(role)} ist angemeldet`,
      when: `er versucht, die Aktion ${q(label)} auszuführen`,
      then: "wird die Anfrage abgelehnt, und nichts ändert sich",
    }),
    hidden: (role, item, fields) => ({
      given: `${who(role)} ist angemeldet`,
      when: `er einen ${q(item.one)}-Datensatz öffnet`,
      then:
        fields.length > 1
          ? `werden ihm die Felder ${list(fields.map(q))} nicht angezeigt`
          : `wird ihm das Feld ${q(fields[0] ?? "")} nicht angezeigt`,
    }),
    integration: (name, purpose) => ({
      given: `die Verbindung zu ${name} ist im Testmodus eingerichtet`,
      when: purpose ? `das Produkt sie für ${purpose} nutzt` : "das Produkt sie nutzt",
      then: `stimmen die Daten in ${name} und im Produkt überein`,
    }),
    integrationDown: (name) => ({
      given: `${name} antwortet nicht`,
      when: "ein Benutzer etwas tut, das diesen Dienst braucht",
      then: "sieht er eine verständliche Meldung, nichts geht verloren, und der Vorgang wird wiederholt",
    }),
    signIn: (role, admin) => ({
      given: admin ? `${who(admin)} hat ${whom(role)} eingeladen` : "ein neuer Benutzer hat sich registriert",
      when: admin ? "der eingeladene Benutzer sich anmeldet" : "er sich anmeldet",
      then:
        role === SOMEONE
          ? "sieht und tut er nur, was ihm erlaubt ist"
          : `sieht und tut er nur, was die Rolle ${q(role)} erlaubt`,
    }),
    adminOnly: (role, admin) => ({
      given: `${who(role)} ist angemeldet`,
      when: `er eine Seite öffnet, die der Rolle ${q(admin)} vorbehalten ist`,
      then: "wird der Zugriff verweigert",
    }),
    provider: (name) => ({
      given: "ein Benutzer hat ein Konto",
      when: `er sich mit ${name} anmeldet`,
      then: "gelangt er zu demselben Konto mit denselben Daten",
    }),
    platform: (platform, actor) => ({
      given: `${who(actor)} nutzt das Produkt auf ${platform}`,
      when: "er sich anmeldet",
      then: "sieht er dieselben Daten wie auf allen anderen Plattformen",
    }),
    critical: (actor, workflow, steps) => ({
      given: `${who(actor)} ist angemeldet`,
      when: `er den Ablauf ${q(workflow)} durchläuft (${steps.join(" → ")})`,
      then: "gelingt jeder Schritt, und sein Ergebnis wird ohne manuelle Korrektur gespeichert",
    }),
    notify: (actor, item, dateField) => ({
      given:
        item && dateField
          ? `das Datum ${q(dateField)} eines ${q(item.one)}-Datensatzes rückt näher`
          : `${who(actor)} hat Benachrichtigungen aktiviert`,
      when: item && dateField ? "der Zeitpunkt der Erinnerung erreicht ist" : "sich etwas ändert, dem er folgt",
      then: `wird ${item && dateField ? theOne(actor) : "er"} mit den Details und einem Link benachrichtigt`,
    }),
    figures: (actor, title, item) => ({
      given: item ? `es gibt erfasste ${records(item)}` : "es gibt erfasste Aktivitäten",
      when: `${who(actor)} ${q(title)} öffnet`,
      then: "stimmen die angezeigten Zahlen mit den Datensätzen überein",
    }),
    audit: (actor, item) => ({
      given: item
        ? `ein ${q(item.one)}-Datensatz wurde von mehreren Personen geändert`
        : "mehrere Personen haben Änderungen vorgenommen",
      when: `${who(actor)} ${item ? "den Verlauf des Datensatzes" : "den Änderungsverlauf"} öffnet`,
      then: "sieht er, wer was wann geändert hat, und niemand kann diesen Verlauf bearbeiten oder löschen",
    }),
    search: (actor, item, field) => ({
      given: `es gibt erfasste ${records(item)}`,
      when: `${who(actor)} einen davon${field ? ` nach ${q(field)}` : ""} sucht`,
      then: "werden die passenden Datensätze angezeigt, und nur diese",
    }),
    payment: (actor) => ({
      given: "Zahlungen laufen im Testmodus",
      when: `${who(actor)} mit einer Testkarte bezahlt, die abgelehnt wird`,
      then: "wird nichts als bezahlt erfasst, und er kann es erneut versuchen",
    }),
    use: (actor, title) => ({
      given: `${who(actor)} ist angemeldet`,
      when: `er die Funktion ${q(title)} nutzt`,
      then: "wird das Ergebnis gespeichert und allen angezeigt, die es sehen dürfen",
    }),
    invalid: (actor) => ({
      given: `${who(actor)} gibt unvollständige oder ungültige Daten ein`,
      when: "er speichert",
      then: "sieht er direkt am Feld, was falsch ist, und nichts wird gespeichert",
    }),
    required: (actor, item, field) => ({
      given: `${who(actor)} füllt einen ${q(item.one)}-Datensatz aus und lässt ${q(field)} leer`,
      when: "er ihn speichert",
      then: `wird ${q(field)} als fehlend markiert, und es wird kein Datensatz angelegt`,
    }),
    threshold: (role, label, item, amount, rule) => ({
      given: `ein ${q(item.one)}-Datensatz über ${amount} (${q(rule)})`,
      when: `jemand anderes als ${theOne(role)} ihn weitergibt`,
      then: `wartet er, bis ${who(role)} die Aktion ${q(label)} ausführen kann; bei ${amount} oder weniger wartet er nicht`,
    }),
    ownOnly: (role, item) => ({
      given: `zwei Benutzer mit der Rolle ${q(role)}, jeder mit eigenen ${q(item.one)}-Datensätzen`,
      when: `einer von ihnen die ${records(item)} auflistet oder einen fremden Datensatz über seine Adresse öffnet`,
      then: "sieht er nur seine eigenen, und der fremde wird abgelehnt",
    }),
  },
  entityDescription: (item: Noun, product, fields) =>
    `${q(item.one)}-Datensatz in ${product}${fields.length > 0 ? `: ${list(fields)}` : ""}.`,
  workflowName: (index) => `Ablauf ${index}`,
  milestone: {
    discovery: "Konzeption und Design",
    foundation: "Grundlagen: Konten, Rollen und Daten",
    build: "Muss-Funktionen",
    build2: "Muss-Funktionen, Teil 2",
    integration: "Soll-Funktionen und Integrationen",
    acceptance: "Beta und Abnahmetests",
    launch: "Go-live und Übergabe",
  },
  integrationPurpose: {
    payments: "Zahlungen",
    sign_in: "Anmeldung",
    banking: "Bankdaten",
    accounting: "Buchhaltung",
    email: "E-Mails",
    sms: "SMS",
    push: "Push-Benachrichtigungen",
    calendar: "Kalender",
    maps: "Karten und Standorte",
    storage: "Dateispeicherung",
    messaging: "Nachrichten",
    video: "Videoanrufe",
    crm: "Kundendaten",
    ecommerce: "E-Commerce",
    analytics: "Analysen",
    ai: "KI-Funktionen",
    other: "",
  },
  nfr: {
    accessibility:
      "Erfüllt WCAG 2.1 AA: Bedienung per Tastatur, sichtbarer Fokus, beschriftete Felder und ausreichender Kontrast.",
    scale: (answer) => `Bewältigt die erwartete Last des ersten Jahres ohne Leistungseinbußen: ${answer}`,
    sensitive: (answer) => `Sensible Daten sind nur für die genannten Personen sichtbar: ${answer}`,
  },
  funds: {
    build: (budget) => `Entwicklung von Version 1 (Entwicklungsbudget: ${budget})`,
    market: (channel) => `Markteinführung${channel ? ` (erster Kanal: ${channel})` : ""}`,
    operations: "Betrieb, Support und Runway",
  },
  questions: {
    roles: (product) => `Wer wird ${product} nutzen: welche Arten von Nutzern, und was darf jede davon?`,
    rights: (roles) => `Was darf jede dieser Rollen: ${roles}?`,
    admin: "Wer darf alles: Nutzer, Einstellungen und alle Daten verwalten?",
    records: (product) =>
      `Welche Informationen muss ${product} speichern? Nennen Sie die wichtigsten Dinge und ihre Angaben.`,
    details: (records) => `Welche Angaben sollen jeweils gespeichert werden: ${records}?`,
    status: (noun) => `Welche Werte hat der Status von „${noun.one}“ (die Zustände, die es durchläuft)?`,
    workflows: "Welches sind die wichtigsten Abläufe, Schritt für Schritt: wer macht was, in welcher Reihenfolge?",
    platforms: (product) =>
      `Auf welchen Plattformen muss ${product} laufen: im Browser, auf welchen Smartphones oder auf dem Computer?`,
    capabilities: "Welche Funktionen muss die erste Version haben?",
    budget: "Welches Budget gibt es für die erste Version (ein Betrag oder eine Spanne)?",
    timeline: "Wann muss die erste Version live sein?",
    price: "Was zahlt ein Kunde, und wofür (pro Nutzer, pro Monat, als Provision)?",
    raising: "Wie viel Kapital nehmen Sie auf, und in welcher Runde?",
    market: "Wie groß ist der Markt: wie viele mögliche Kunden gibt es, und was geben sie heute dafür aus?",
    roleName: (name) => `Ist „${name}“ der ganze Name einer Rolle, oder fehlt ein Wort?`,
    roleRights: (role, other) =>
      `Was ${role} darf, klingt, als sage es auch, was jemand anderes tut („${other}“): Ist das eine eigene Rolle?`,
    statusField: (record, field) => `Ist „${field}“ eine Angabe von ${record} oder einer der Werte seines Status?`,
    shortFeature: (title) => `Was soll „${title}“ ermöglichen? Ein einzelnes Wort lässt Anbieter raten.`,
  },
  assumptions: {
    estimates:
      "Schätzungen in Stunden eines erfahrenen Full-Stack-Entwicklers; QA macht ein Viertel der Entwicklung aus. Die Anbieter geben eigene Schätzungen ab.",
    nativeApp: (platform) =>
      `Die ${platform}-App wird als eigene App gebaut; der Aufwand pro Funktion steigt dadurch um 40\u00a0%.`,
    nativeApps:
      "Die Apps für iOS und Android teilen sich eine plattformübergreifende Codebasis; der Aufwand pro Funktion steigt dadurch um 40\u00a0%.",
    weeks: (weeks) =>
      `Es wurde keine Dauer angegeben; der Plan geht daher von ${weeks} Wochen für ein Team aus zwei Entwicklern aus.`,
    lifecycle: (entity, field, values) => `${entity}.${field} nimmt die üblichen Werte ${values} an; bitte bestätigen.`,
    users: "Jede Rolle ist ein Benutzerkonto mit einer Rolle; ein User-Datensatz enthält Name, E-Mail und Rolle.",
    web: "Es wurde keine Plattform genannt; der Plan geht daher von einer responsiven Web-App aus.",
    funds:
      "Die Aufteilung der Mittel ist ein Vorschlag auf Basis von Budget und Kanälen; die tatsächliche Aufteilung legt das Gründerteam fest.",
    assignedField: (entity, field) => `${entity}.${field} kommt hinzu, weil ein Ablaufschritt es zuweist.`,
  },
};
