import type { DeckText } from "./en";

/** Die Wörter des Pitch-Decks auf Deutsch; die Antworten der Gründer bleiben, wie sie geschrieben wurden. */
export const de: DeckText = {
  controls: {
    previous: "Zurück",
    next: "Weiter",
    notes: "Notizen (N)",
    slide: "Folie",
    speakerNotes: "Sprechernotizen",
  },
  title: (name) => `${name}: Präsentation für Investoren`,
  meta: (month) => `Präsentation für Investoren, ${month}`,
  continued: (label) => `${label} (Fortsetzung)`,
  labels: {
    problem: "Das Problem",
    solution: "Die Lösung",
    product: "Version 1",
    market: "Markt",
    business: "Geschäftsmodell",
    traction: "Traktion und Ziele",
    competition: "Wettbewerb",
    goToMarket: "Markteinführung",
    roadmap: "Roadmap",
    team: "Team",
    ask: "Unser Angebot",
    lookingFor: "Was wir suchen",
    closing: "Vielen Dank",
  },
  headlines: {
    businessHow: (name: string) => `Wie ${name} Geld verdient`,
    teamBehind: (name: string) => `Die Menschen hinter ${name}`,
    team: (count: number) =>
      count === 1
        ? "Ein Gründer"
        : `Ein Team aus ${["", "einer Person", "zwei", "drei", "vier", "fünf"][count] ?? count}`,
    solution: (name) => `Was ${name} anders macht`,
    product: (count, weeks) =>
      weeks > 0
        ? `Version 1: ${count} ${count === 1 ? "unverzichtbare Funktion" : "unverzichtbare Funktionen"} in ${weeks} Wochen`
        : `Version 1: ${count} ${count === 1 ? "unverzichtbare Funktion" : "unverzichtbare Funktionen"}`,
    marketStated: (tam, sam) => `Ein Markt von ${tam}, davon ${sam} für uns erreichbar`,
    marketSized: (tam, sam) =>
      sam ? `Ein Markt von ${tam}, davon ${sam} zu unserem Preis erreichbar` : `Ein Markt von ${tam}`,
    price: (price, yearly, unit) => `${price} pro ${unit ?? "Kunde"}: ${yearly} im Jahr`,
    traction: (goal) => `In sechs Monaten: ${goal}`,
    competition: (alternatives) => `Kunden vergleichen uns mit ${alternatives}`,
    goToMarket: (channel) => `Erste Kunden: ${channel}`,
    roadmap: (weeks, steps) => `Version 1 in ${weeks} Wochen, in ${steps} Schritten`,
    raising: (amount, round) => `Wir suchen ${amount}${round ? ` (${round})` : ""}, um Version 1 zu bauen`,
    looking: (what: string | null) => (what ? `Wir suchen ${what}` : "Wir nehmen derzeit kein Kapital auf"),
  },
  blocks: {
    pricing: "Unsere Preise",
    customersCount: "Mögliche Kunden",
    countStated: "Laut unseren Antworten",
    members: "Wer wir sind",
    persona: "Wen es betrifft",
    today: "Wie es heute gelöst wird",
    startsWith: "Womit Version 1 beginnt",
    mustHave: "Unverzichtbar",
    effort: "Arbeitsstunden nach Priorität",
    sizing: "Marktgröße",
    tam: "TAM",
    sam: "SAM",
    som: "SOM",
    tamStated: "Gesamtausgaben, wie angegeben",
    sizeTimes: (customers, noun, yearly) => `${customers} ${noun} × ${yearly} im Jahr`,
    firstCustomers: "Wen wir zuerst bedienen",
    perPeriod: { month: "pro Monat", year: "pro Jahr", week: "pro Woche" },
    economics: "Unit Economics",
    yearly: (amount, unit) => `${amount} pro ${unit ?? "Kunde"} im Jahr`,
    payback: (budget, customers, unit) =>
      `${customers} ${unit ? `Abonnements (pro ${unit})` : "Kunden"} bezahlen in einem Jahr die Version 1 (${budget})`,
    goals: "Ziele für die ersten sechs Monate",
    goalRevenue: (revenue, arithmetic) => `Dieses Ziel bedeutet ${revenue} Jahresumsatz (${arithmetic})`,
    alternatives: "Was Kunden heute nutzen",
    whyWe: (name) => `Warum ${name} gewinnt`,
    channels: "Kanäle",
    timeline: "Version 1, Woche für Woche",
    week: (week) => `Woche ${week}`,
    after: (titles) => `Nach dem Start: ${titles}`,
    ifTime: "Wenn die Zeit reicht",
    useOfFunds: "Mittelverwendung",
    useOfFundsProposed: "Mittelverwendung: unser Vorschlag",
    proposal: "Ein Vorschlag: Die Antworten teilen die Runde nicht auf; diese Aufteilung ist zur Diskussion.",
    share: (item, share) => `${item}: ${share} %`,
    vendor: "Von einem Entwicklungsdienstleister",
    assets: "Schon vorhanden",
    thanks: "Vielen Dank. Wir freuen uns auf Ihre Fragen.",
  },
  notes: {
    title: (name) => [
      `Guten Tag. Ich stelle Ihnen ${name} vor und was wir brauchen, um die erste Version zu bauen.`,
      "In zehn Minuten: das Problem, das Produkt, der Markt und was wir suchen.",
    ],
    problem: (persona, today) => [
      persona ? `Denken Sie an die Person, die dieses Problem erlebt: ${persona}` : "",
      today ? `Heute behilft sie sich so: ${today}` : "",
    ],
    solution: (name, top) => [
      `${name} ist um das herum gebaut, was diese Kunden wirklich tun, nicht um ein allgemeines Werkzeug.`,
      top ? `Version 1 beginnt mit ${top}.` : "",
    ],
    product: (count, hours, critical) => [
      `Version 1 hat ${count} ${count === 1 ? "unverzichtbare Funktion" : "unverzichtbare Funktionen"}, etwa ${hours} Stunden Entwicklung und QA.`,
      critical ? `Was zum Start fehlerfrei laufen muss: ${critical}` : "",
      "Was Version 1 nicht enthält, steht auf der Folie zur Roadmap.",
    ],
    market: (sizing, audience) => [
      sizing ? `Die Rechnung: ${sizing}.` : "",
      audience ? `Wir beginnen mit ${audience}, wo wir zuerst gewinnen können.` : "",
      sizing ? "Jede Zahl auf der Folie stammt aus unseren Antworten, mit ihrer Rechnung." : "",
    ],
    business: (model, payback) => [model ? `Wie wir Geld verdienen: ${model}` : "", payback ? `${payback}.` : ""],
    traction: (goals) => [`An diesen Zielen messen wir uns in den ersten sechs Monaten: ${goals}.`],
    competition: (alternatives, edge) => [
      alternatives ? `Heute greifen Kunden zu ${alternatives}.` : "",
      edge ? `Unsere Antwort ist einfach: ${edge}` : "",
    ],
    goToMarket: (channels, audience) => [
      channels ? `Unsere ersten Kunden erreichen wir über ${channels}.` : "",
      audience ? `Die ersten, die wir ansprechen: ${audience}.` : "",
    ],
    roadmap: (weeks, cuts, later) => [
      `Version 1 erscheint in ${weeks} Wochen, Meilenstein für Meilenstein.`,
      cuts ? `Wird die Zeit knapp, streichen wir zuerst: ${cuts}` : "",
      later ? `Nach dem Start folgen ${later}.` : "",
    ],
    team: (team) => [team ? `Wer wir sind: ${team}` : ""],
    askRaising: (raising, uses) => [`${raising}.`, uses ? `Das Geld fließt in ${uses}.` : ""],
    askLooking: (looking, vendor) => [
      looking ? `Wir bitten heute nicht um Geld; wir suchen ${looking}.` : "Wir bitten heute nicht um Geld.",
      vendor ? `Von einem Entwicklungsdienstleister erwarten wir: ${vendor}` : "",
      "Wenn Sie helfen können oder jemanden kennen, der es kann, sprechen wir gern im Anschluss.",
    ],
    closing: (name) => [`Vielen Dank für Ihre Zeit. Das ist ${name}.`, "Ich beantworte gern Ihre Fragen."],
  },
};
