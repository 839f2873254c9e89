/**
 * Answer sets a real founder would type, for testing the analyzer that turns answers into a
 * blueprint. Each answer fits the questionnaire's 300-character limit; features are in the
 * founder's order of priority. The products are unrelated so that their documents share little.
 *
 * In `expected`, entity and field words are as written in q9, in the case they would have
 * mid-sentence (lower case, except German nouns); `later` items are as written in q6a or
 * `features`. Compare them case-insensitively.
 */
export type AnswerSet = {
  /** Short id used in test names. */
  id: string;
  /** The language the founder wrote in. */
  answerLanguage: "en" | "es" | "fr" | "de";
  answers: Record<string, string>;
  /** The confirmed features, most important first. */
  features: string[];
  /** What a careful human analyst would conclude; the tests assert these. */
  expected: {
    /** Feature titles (exactly as in `features`) that must NOT be Must-have, because q14a names them as the first to cut. */
    notMust: string[];
    /** Feature titles (exactly as in `features`) or q6a items that must be "Later" (out of version 1). */
    later: string[];
    /** Platforms exactly as answered in q11. */
    platforms: { web: boolean; ios: boolean; android: boolean; desktopApp: boolean; pwa: boolean };
    /** Integrations for version 1, each kept whole as one item (e.g. "Apple and Google sign-in" is ONE sign-in integration); a distinctive word of each, lower-case, e.g. ["xero", "plaid", "sign-in"]. */
    integrations: string[];
    /** Integrations the founder put off to later, a distinctive lower-case word each, e.g. ["stripe"]. */
    laterIntegrations: string[];
    /** Enums the founder listed, as [entity word as written, field word as written, values as written]. */
    enums: [string, string, string[]][];
    /** Relations: [entity word, field word, referenced entity word] — a field that names another entity. */
    relations: [string, string, string][];
    /** Whether the founder is raising money, and the amount as written (e.g. "$750k") when raising. */
    raising: false | { amount: string };
  };
};

/**
 * B2B SaaS, English, detailed: entities with parenthesised details and statuses, arrows in the
 * workflow, "desktop browsers" that do not make a desktop app, and Stripe put off to later.
 */
export const ledgerMatch: AnswerSet = {
  id: "ledgerMatch",
  answerLanguage: "en",
  answers: {
    q1: "LedgerMatch",
    q2: "LedgerMatch reconciles bank transactions against open invoices for small accounting firms, so month-end close takes hours instead of days.",
    q3: "Bookkeepers at small firms spend 2-3 days a month ticking bank lines against invoices by hand; firms are short of staff and clients now expect monthly reports within 5 working days.",
    q3a: "Excel exports and the bank rules in Xero or QuickBooks; rules break on partial payments and on one payment covering several invoices, so staff still check every line.",
    q4: "Accounting and bookkeeping firms with 3 to 40 staff in the UK and US, starting with Xero-based firms that serve 50+ small-business clients.",
    q4a: "Priya, senior accountant: reconciles 25 client ledgers a month between client calls; success is every client closed by the 5th working day with no unexplained lines.",
    q5: "Dext, AutoEntry, Xero's built-in bank rules, Sage, and spreadsheets.",
    q5a: "Matches partial and combined payments with a confidence score, lets a reviewer approve in bulk, and works across all of a firm's clients from one queue.",
    q6: "Bank feed import, invoice sync from Xero and QuickBooks Online, automatic match suggestions, match approval queue, posting to Xero, audit trail, reconciliation report, custom matching rules",
    q6a: "Multi-currency, a mobile app, and automatic dunning emails to our clients' customers.",
    q7: "Firm admin: manages users, clients and billing; Accountant: imports transactions, approves or rejects matches for assigned clients; Client viewer: sees reports and unmatched items for own company only.",
    q8: "Reconciliation: accountant connects a bank account -> transactions are imported nightly -> the matcher suggests invoice matches -> accountant approves or rejects each match -> approved matches are posted to Xero\nMonth-end: admin picks a client -> report is generated -> client viewer gets a link",
    q8a: "Approving matches: a wrong match posted to Xero corrupts a client's books and costs us the firm's trust.",
    q9: "Bank transactions (date, amount, description, counterparty, status: unmatched, matched, excluded), invoices (number, customer, amount, due date, status: open, paid, overdue), matches (transaction, invoice, confidence score, approved by, approved at), customers (name, VAT number, email).",
    q9a: "Bank transactions and customer VAT numbers are financial data; only firm staff assigned to that client and the client's own viewers may see them.",
    q10: "Xero and QuickBooks Online, Plaid bank feeds, Google sign-in, and Stripe later for billing.",
    q11: "A responsive web app for desktop browsers; no mobile app in version 1.",
    q12: "GDPR and UK GDPR, SOC 2 Type II within 18 months, encryption at rest, read-only bank access, two-factor login for all staff, and a full audit log of approvals.",
    q12a: "60 firms, 400 accountants, 3,000 client companies, about 1.5 million bank transactions a month.",
    q13: "$90,000 to $120,000",
    q14: "Private beta with 5 design-partner firms by the end of March; general launch before the January year-end rush, which we cannot move.",
    q14a: "Custom matching rules; firms can live with the default matcher at first.",
    q15: "40 paying firms, 80% of suggested matches approved without edits, month-end close time cut by half for our design partners.",
    q16: "Subscription of $12 per client company per month, with a minimum of $150 per firm.",
    q16a: "About 45,000 accounting firms in the US and 30,000 in the UK; we estimate a $900M yearly market for reconciliation and close tools.",
    q17: "Two founders: a former Big Four audit manager and a fintech engineer; raising a $750k seed; looking for a vendor to build version 1 with us.",
    q18: "No",
    q19: "Our 5 design-partner firms, a Xero App Store listing, Xerocon and accounting meetups, and referrals through firm networks.",
    q20: "A team of 4-6 with fintech experience, UK or US time zones, fortnightly demos, fixed-price phases, and 6 months of support after launch.",
    q21: "Plaid coverage of UK banks is uneven; QuickBooks Online API rate limits; can the matcher explain why it suggested a match? Xero app certification takes 6-8 weeks.",
  },
  features: [
    "Bank feed import via Plaid",
    "Invoice sync from Xero and QuickBooks Online",
    "Automatic match suggestions with confidence scores",
    "Match approval queue",
    "Posting approved matches to Xero",
    "Audit trail of approvals",
    "Client-ready reconciliation report",
    "Custom matching rules",
  ],
  expected: {
    notMust: ["Custom matching rules"],
    later: ["Multi-currency", "mobile app", "automatic dunning emails"],
    platforms: { web: true, ios: false, android: false, desktopApp: false, pwa: false },
    integrations: ["xero", "quickbooks", "plaid", "sign-in"],
    laterIntegrations: ["stripe"],
    enums: [
      ["bank transactions", "status", ["unmatched", "matched", "excluded"]],
      ["invoices", "status", ["open", "paid", "overdue"]],
    ],
    relations: [
      ["invoices", "customer", "customers"],
      ["matches", "transaction", "bank transactions"],
      ["matches", "invoice", "invoices"],
    ],
    raising: { amount: "$750k" },
  },
};

/**
 * Volunteer-run, English: native apps plus a web admin, a feature named as the first to cut, one
 * sign-in integration for two providers, a range that is not an enum, not raising, q18 "Yes".
 */
export const sundayLeague: AnswerSet = {
  id: "sundayLeague",
  answerLanguage: "en",
  answers: {
    q1: "Sunday League",
    q2: "Sunday League runs amateur youth football leagues: fixtures, results, teams and referees in one app for organisers, coaches, players and parents.",
    q3: "Volunteer organisers juggle fixtures, pitch bookings and referee cover in spreadsheets and WhatsApp; late changes mean kids turn up to empty pitches.",
    q3a: "Spreadsheets emailed every week, a WhatsApp group per team, and the county FA site, which is clunky on phones and has no referee scheduling.",
    q4: "Grassroots youth football leagues in England with 10 to 80 teams, starting with Sunday leagues for U7 to U18.",
    q4a: "Dave, volunteer fixtures secretary: works full time and sorts fixtures on Sunday nights; success is every match with a pitch and a ref, and no angry parents on Saturday.",
    q5: "FA Full-Time, Spond, TeamSnap, Pitchero, and WhatsApp groups.",
    q5a: "Fixtures generated automatically with pitch clashes avoided, scores submitted from the touchline, and parents see changes as push notifications within seconds.",
    q6: "Fixture generation, score submission, league tables, team and player registration, push notifications for changes, referee assignment",
    q6a: "Online payment of subs, live match commentary, and a club shop.",
    q7: "Organiser: runs the league, fixtures and referees; Coach: manages own team and submits scores; Referee: sees and confirms assigned matches; Parent: follows their child's team; Player: sees fixtures.",
    q8: "Season setup: organiser adds teams -> generates fixtures -> app checks pitch clashes -> fixtures are published\nMatch day: home coach submits the score -> away coach confirms it -> league table updates -> parents get a push notification",
    q8a: "Score submission: if the tables are wrong, trust in the league is gone by Monday.",
    q9: "Teams (name, age group U7-U18, coach), players (name, date of birth, team, shirt number), matches (home team, away team, kick-off, pitch, referee, status: scheduled, played, postponed, cancelled), referees (name, phone, qualification).",
    q9a: "Players are children: names and dates of birth are personal data; only their coach, the organiser and their parents may see them. Referee phone numbers are for organisers only.",
    q10: "Apple and Google sign-in, push notifications, and Stripe later for subs",
    q11: "iOS and Android apps for players and parents, plus a web admin for organisers.",
    q12: "UK GDPR and the Children's Code, parental consent for under-13s, no public player profiles, and only DBS-checked coaches may see their players.",
    q12a: "20 leagues, 600 teams, 9,000 players and parents, about 2,500 matches a month in season.",
    q13: "£15,000 to £25,000, from league fees and a local sponsor.",
    q14: "Live for the September season start; fixtures must be out by mid-August.",
    q14a: "Referee assignment: organisers can keep doing that by phone for the first season.",
    q15: "15 leagues live, 90% of scores submitted within 2 hours of full time, 70% of parents with the app installed.",
    q16: "Leagues pay £1 per team per month, free under 10 teams; local sponsor banners in the app.",
    q16a: "About 40,000 grassroots youth teams play in England; Scotland, Wales and Ireland add about 15,000 more.",
    q17: "Run by volunteers: me (league secretary) and a parent who is a designer. We are not raising money; we are looking for a development partner who can build it at a fair price.",
    q18: "Yes",
    q18a: "Figma mock-ups of the fixture list and league table, our league logo, and last season's fixtures exported as CSV.",
    q18b: "Build on the Figma designs; use the CSV to import teams and pitches.",
    q18c: "The league committee owns them; fine to share with a vendor under an NDA.",
    q19: "Our own league first, then the county FA secretaries' meeting and neighbouring leagues by word of mouth.",
    q20: "A small UK team or freelancer, monthly calls, help during the first season, and a handover so volunteers can keep it running.",
    q21: "Pitches are shared between leagues; some grounds have no mobile signal; can fixtures be generated fairly, with byes when a division has an odd number of teams?",
  },
  features: [
    "Fixture generation",
    "Score submission and confirmation",
    "League tables",
    "Team and player registration",
    "Push notifications for fixture changes",
    "Referee assignment",
  ],
  expected: {
    notMust: ["Referee assignment"],
    later: ["Online payment of subs", "live match commentary", "club shop"],
    platforms: { web: true, ios: true, android: true, desktopApp: false, pwa: false },
    integrations: ["sign-in", "push"],
    laterIntegrations: ["stripe"],
    enums: [["matches", "status", ["scheduled", "played", "postponed", "cancelled"]]],
    relations: [
      ["players", "team", "teams"],
      ["matches", "home team", "teams"],
      ["matches", "away team", "teams"],
      ["matches", "referee", "referees"],
    ],
    raising: false,
  },
};

/** German throughout: "und" joins lists, "später" marks later items, Android put off to later. */
export const praxisPlaner: AnswerSet = {
  id: "praxisPlaner",
  answerLanguage: "de",
  answers: {
    q1: "PraxisPlaner",
    q2: "PraxisPlaner lässt Patienten von Physiotherapiepraxen Termine online buchen und verschieben und plant Therapeuten und Behandlungsräume der Praxis.",
    q3: "Die Rezeption telefoniert den halben Tag, und etwa 12 % der Termine fallen ohne Absage aus; beim Fachkräftemangel ist jede leere Stunde teuer.",
    q3a: "Telefon, Papierkalender und Excel; Erinnerungen werden von Hand verschickt, und offene Einheiten aus Verordnungen verfolgt niemand nach.",
    q4: "Physiotherapiepraxen mit 3 bis 25 Therapeuten in Deutschland, zuerst in Bayern und Baden-Württemberg.",
    q4a: "Sabine, Praxisinhaberin: behandelt selbst und plant nebenbei 8 Therapeuten; Erfolg ist ein voller Kalender ohne Ausfälle und ohne Rückrufe am Abend.",
    q5: "Doctolib, Theorg, Starke Software und der Papierkalender.",
    q5a: "Gebaut für Physiotherapie: Serientermine nach Verordnung (z. B. 6x KG), Raumplanung und ein fairer Preis ohne Einrichtungsgebühr.",
    q6: "Online-Terminbuchung, Serientermine nach Verordnung, Therapeutenkalender, Erinnerungen per SMS und E-Mail, Patientenakte und Raumplanung",
    q6a: "Videosprechstunde, Abrechnung mit den Krankenkassen und ein Übungsprogramm für zu Hause kommen später.",
    q7: "Praxisinhaber: alles, auch Preise und Benutzer; Rezeption: bucht, verschiebt und sagt Termine ab; Therapeut: sieht eigenen Kalender und Behandlungsnotizen; Patient: bucht und verschiebt eigene Termine.",
    q8: "Buchung: Patient wählt Leistung und Therapeut -> wählt einen freien Termin -> Praxis bestätigt -> Patient bekommt SMS und E-Mail\nVerordnung: Rezeption erfasst die Verordnung -> System schlägt 6 Serientermine vor -> Patient bestätigt",
    q8a: "Die Online-Buchung: ein verlorener Termin ist ein verlorener Patient.",
    q9: "Patienten (Name, Geburtsdatum, Telefon, E-Mail, Krankenkasse), Termine (Patient, Therapeut, Raum, Beginn, Dauer, Status: gebucht, bestätigt, abgesagt), Therapeuten (Name, Qualifikationen), Räume (Name, Geräte) und Verordnungen (Patient, Heilmittel, Anzahl)",
    q9a: "Gesundheitsdaten (Verordnungen, Behandlungsnotizen) sind besondere Kategorien nach DSGVO; nur der behandelnde Therapeut, die Inhaberin und der Patient selbst dürfen sie sehen.",
    q10: "Google Kalender für die Therapeuten, Twilio für SMS und Brevo für E-Mails; DATEV-Export später.",
    q11: "Web-App für die Praxis und eine iOS-App für Patienten; Android später.",
    q12: "DSGVO, Hosting in Deutschland, Auftragsverarbeitungsvertrag mit jeder Praxis, Zwei-Faktor-Anmeldung für das Praxisteam und ein Protokoll, wer Patientendaten angesehen hat.",
    q12a: "150 Praxen, 1.200 Therapeuten und etwa 60.000 Termine im Monat.",
    q13: "80.000 bis 120.000 €",
    q14: "Beta mit 5 Pilotpraxen im Mai; Marktstart am 1. Oktober, der Termin steht wegen der Fachmesse fest.",
    q14a: "Zuerst die Raumplanung; die Praxen planen ihre Räume heute auch auf Papier.",
    q15: "50 zahlende Praxen, 40 % der Termine online gebucht und eine Ausfallquote unter 5 %.",
    q16: "79 € pro Therapeut und Monat, jährlich kündbar.",
    q16a: "In Deutschland gibt es rund 40.000 Physiotherapiepraxen; der Markt für Praxissoftware liegt bei etwa 300 Mio. € im Jahr.",
    q17: "Eine Physiotherapeutin und ein Informatiker als Gründer; wir suchen 300.000 € Pre-Seed und einen Entwicklungspartner für Version 1.",
    q18: "Yes",
    q18a: "Ein Logo, unsere Markenfarben und Figma-Entwürfe der Buchungsseite.",
    q18b: "Logo und Farben behalten; die Entwürfe dürfen überarbeitet werden.",
    q18c: "Sie gehören der Gründerin und dürfen unter NDA an Dienstleister weitergegeben werden.",
    q19: "Über die Physiotherapieverbände (ZVK, VPT), Fortbildungen, Empfehlungen der Pilotpraxen und einen kostenlosen ersten Monat.",
    q20: "Ein Team in Deutschland oder Österreich, Deutsch als Projektsprache, Demos alle zwei Wochen und 12 Monate Wartung nach dem Start.",
    q21: "Viele Patienten sind über 70 und buchen lieber telefonisch. Müssen wir die Telematikinfrastruktur schon in Version 1 anbinden?",
  },
  features: [
    "Online-Terminbuchung für Patienten",
    "Serientermine nach Verordnung",
    "Therapeutenkalender",
    "Erinnerungen per SMS und E-Mail",
    "Patientenakte mit Behandlungsnotizen",
    "Raumplanung",
  ],
  expected: {
    notMust: ["Raumplanung"],
    later: ["Videosprechstunde", "Abrechnung mit den Krankenkassen", "Übungsprogramm für zu Hause"],
    platforms: { web: true, ios: true, android: false, desktopApp: false, pwa: false },
    integrations: ["google", "twilio", "brevo"],
    laterIntegrations: ["datev"],
    enums: [["Termine", "Status", ["gebucht", "bestätigt", "abgesagt"]]],
    relations: [
      ["Termine", "Patient", "Patienten"],
      ["Termine", "Therapeut", "Therapeuten"],
      ["Termine", "Raum", "Räume"],
      ["Verordnungen", "Patient", "Patienten"],
    ],
    raising: { amount: "300.000 €" },
  },
};

/** A lazy founder: one word or a few everywhere, nothing to integrate, no details of the data. */
export const tinyTodo: AnswerSet = {
  id: "tinyTodo",
  answerLanguage: "en",
  answers: {
    q1: "Tasky",
    q2: "Todo app",
    q3: "Forgetting",
    q3a: "notes",
    q4: "everyone",
    q4a: "me",
    q5: "Todoist",
    q5a: "simpler",
    q6: "tasks, lists, reminders",
    q6a: "sharing",
    q7: "users",
    q8: "add task",
    q8a: "add task",
    q9: "tasks, lists",
    q9a: "none",
    q10: "none",
    q11: "web",
    q12: "none",
    q12a: "100",
    q13: "$5k",
    q14: "asap",
    q14a: "reminders",
    q15: "users",
    q16: "ads",
    q16a: "big",
    q17: "just me",
    q18: "No",
    q19: "friends",
    q20: "cheap",
    q21: "no",
  },
  features: ["Tasks", "Lists", "Reminders"],
  expected: {
    notMust: ["Reminders"],
    later: ["sharing"],
    platforms: { web: true, ios: false, android: false, desktopApp: false, pwa: false },
    integrations: [],
    laterIntegrations: [],
    enums: [],
    relations: [],
    raising: false,
  },
};

/** Spanish throughout: "y" joins lists, "más adelante" marks later items, web and Android. */
export const mercadoLocal: AnswerSet = {
  id: "mercadoLocal",
  answerLanguage: "es",
  answers: {
    q1: "Mercado Local",
    q2: "Mercado Local es un mercado en línea donde pequeños agricultores venden fruta, verdura y huevos directamente a familias y restaurantes de su comarca.",
    q3: "Los pequeños agricultores venden a intermediarios un 30-40 % por debajo del precio final, y muchas familias quieren producto local pero no saben dónde comprarlo.",
    q3a: "Mercadillos de fin de semana, grupos de WhatsApp y cestas por encargo; los pedidos se pierden, no hay pago en línea y el reparto se organiza a mano.",
    q4: "Agricultores y cooperativas con menos de 20 hectáreas en Andalucía y la Comunidad Valenciana, y familias y restaurantes a menos de 50 km.",
    q4a: "Antonio, hortelano en Níjar: cosecha por la mañana y vende en dos mercadillos; el éxito es vender toda la cosecha de la semana sin tirar nada.",
    q5: "CrowdFarming, Correos Market, Amazon Fresh y los grupos de consumo locales.",
    q5a: "Solo productores a menos de 50 km, recogida en puntos del pueblo y una comisión del 8 % en lugar del 25-30 % de los intermediarios.",
    q6: "Catálogo de productos por productor, carrito y pedidos, pago con tarjeta y Bizum, puntos de recogida, panel del productor y valoraciones de productores",
    q6a: "Suscripción de cestas semanales, reparto a domicilio propio y una app para iOS más adelante.",
    q7: "Administrador: aprueba productores y gestiona comisiones; Productor: publica productos, precios y stock y gestiona sus pedidos; Comprador: compra, paga y valora; Repartidor: ve las entregas del día.",
    q8: "Compra: el comprador elige productos -> paga con tarjeta o Bizum -> el productor confirma el pedido -> el pedido llega al punto de recogida -> el comprador lo recoge\nAlta: el productor se registra -> el administrador lo aprueba -> publica su catálogo",
    q8a: "La compra con pago: si el pago falla o el pedido no llega al productor, perdemos al comprador y al agricultor.",
    q9: "Productores (nombre, finca, municipio, teléfono, IBAN), productos (nombre, productor, precio por kilo, stock), pedidos (comprador, productor, punto de recogida, total, estado: pendiente, confirmado, listo, entregado, cancelado) y puntos de recogida (nombre, dirección, horario)",
    q9a: "El IBAN de los productores y la dirección y el teléfono de los compradores son datos personales; solo el administrador y el productor del pedido pueden verlos.",
    q10: "Redsys para pago con tarjeta y Bizum, Google Maps para los puntos de recogida y SendGrid para los correos; Holded para la facturación más adelante.",
    q11: "Una web para compradores y productores y una app para Android; iOS más adelante.",
    q12: "RGPD, pagos solo a través de Redsys (PCI DSS), facturas con los datos fiscales de cada productor y la normativa de trazabilidad de alimentos.",
    q12a: "300 productores, 8.000 compradores y unos 12.000 pedidos al mes en el primer año.",
    q13: "Entre 40.000 y 60.000 €",
    q14: "Piloto en Almería en marzo, antes de la temporada de primavera; lanzamiento en toda Andalucía en septiembre.",
    q14a: "Las valoraciones de productores; se pueden añadir después del piloto.",
    q15: "150 productores activos, 3.000 pedidos al mes y que el 60 % de los compradores repita en 30 días.",
    q16: "Comisión del 8 % por pedido al productor y una tarifa de servicio de 1 € por pedido al comprador.",
    q16a: "En España hay unas 300.000 pequeñas explotaciones; la venta directa de alimentos mueve unos 2.000 millones de euros al año.",
    q17: "Dos fundadores: una ingeniera agrónoma y un desarrollador; buscamos 200.000 € de inversión presemilla y un equipo que construya la versión 1.",
    q18: "No",
    q19: "Cooperativas agrarias de Almería, ferias de productores, grupos de Facebook de cada pueblo y un primer mes sin comisiones.",
    q20: "Un equipo en España que hable español, demos cada dos semanas, presupuesto cerrado por fases y 6 meses de mantenimiento.",
    q21: "Muchos productores no usan ordenador: el alta debe ser fácil desde el móvil. ¿Cómo gestionamos el stock de producto fresco, que cambia cada día?",
  },
  features: [
    "Catálogo de productos por productor",
    "Carrito y pedidos",
    "Pago con tarjeta y Bizum",
    "Puntos de recogida",
    "Panel del productor",
    "Valoraciones de productores",
  ],
  expected: {
    notMust: ["Valoraciones de productores"],
    later: ["Suscripción de cestas semanales", "reparto a domicilio propio", "app para iOS"],
    platforms: { web: true, ios: false, android: true, desktopApp: false, pwa: false },
    integrations: ["redsys", "maps", "sendgrid"],
    laterIntegrations: ["holded"],
    enums: [["pedidos", "estado", ["pendiente", "confirmado", "listo", "entregado", "cancelado"]]],
    relations: [
      ["productos", "productor", "productores"],
      ["pedidos", "productor", "productores"],
      ["pedidos", "punto de recogida", "puntos de recogida"],
    ],
    raising: { amount: "200.000 €" },
  },
};

/** French throughout: "plus tard" marks later items, a web app plus a PWA, bootstrapped. */
export const atelierRdv: AnswerSet = {
  id: "atelierRdv",
  answerLanguage: "fr",
  answers: {
    q1: "Atelier RDV",
    q2: "Atelier RDV permet aux salons de coiffure indépendants de gérer la prise de rendez-vous en ligne et les fiches clientes (couleurs, soins, historique).",
    q3: "Les coiffeuses répondent au téléphone les mains dans la couleur et perdent 10 à 15 % des rendez-vous en absences non prévenues.",
    q3a: "Un agenda papier, des SMS envoyés à la main, et des formules de couleur notées sur des fiches cartonnées qui se perdent.",
    q4: "Salons de coiffure indépendants de 1 à 8 coiffeurs en France et en Belgique, d'abord les salons de quartier en ville.",
    q4a: "Julie, gérante et coiffeuse : 12 clientes par jour, l'agenda à la caisse ; réussir, c'est un agenda plein, aucun lapin et la formule couleur de chaque cliente en un clic.",
    q5: "Planity, Treatwell, Kiute et l'agenda papier.",
    q5a: "Des fiches clientes avec formules couleur et photos avant/après, aucune commission sur les réservations, et une installation en 10 minutes.",
    q6: "Réservation en ligne, agenda des coiffeurs, fiches clientes avec formules couleur, rappels par SMS, acompte à la réservation et statistiques du salon",
    q6a: "La vente de produits en ligne, un programme de fidélité et la gestion de plusieurs salons plus tard.",
    q7: "Gérant : tout, y compris les tarifs et l'équipe ; Coiffeur : voit son agenda et les fiches de ses clientes ; Cliente : réserve, déplace ou annule ses rendez-vous.",
    q8: "Réservation : la cliente choisit une prestation et un coiffeur -> choisit un créneau -> paie l'acompte -> reçoit un SMS de confirmation\nVisite : le coiffeur ouvre la fiche de la cliente -> note la formule couleur -> ajoute une photo",
    q8a: "La réservation en ligne : un créneau perdu, c'est une cliente perdue.",
    q9: "Clientes (nom, téléphone, e-mail, date de naissance, allergies), rendez-vous (cliente, coiffeur, prestation, début, statut : réservé, confirmé, honoré, annulé, absent), prestations (nom, durée, prix) et formules couleur (cliente, nuance, oxydant, date)",
    q9a: "Les allergies sont des données de santé : seuls le gérant et le coiffeur de la cliente voient la fiche. Le téléphone d'une cliente n'est jamais visible par les autres.",
    q10: "Stripe pour les acomptes, Brevo pour les SMS, et Google Agenda plus tard.",
    q11: "Une application web pour le salon et une application web installable (PWA) pour les téléphones des coiffeurs et des clientes ; pas d'app sur les stores.",
    q12: "RGPD, hébergement en France, consentement écrit pour les photos, suppression des fiches sur demande et accès selon le rôle.",
    q12a: "200 salons, 900 coiffeurs et environ 40 000 rendez-vous par mois.",
    q13: "15 000 € à 25 000 €",
    q14: "Une bêta avec 3 salons en janvier ; lancement avant la rentrée de septembre.",
    q14a: "Les statistiques du salon : elles peuvent attendre la deuxième version.",
    q15: "60 salons abonnés, absences non prévenues divisées par deux, 50 % des rendez-vous pris en ligne.",
    q16: "Abonnement de 29 € par mois et par salon, plus 10 € par coiffeur supplémentaire ; aucune commission.",
    q16a: "Environ 85 000 salons de coiffure en France, dont 70 % ont moins de 3 salariés.",
    q17: "Je suis coiffeuse et gérante de salon, avec mon frère développeur à mi-temps ; projet autofinancé, pas de levée de fonds ; nous cherchons un prestataire pour la version 1.",
    q18: "Yes",
    q18a: "Une maquette Figma de la page de réservation, un logo et une charte de couleurs.",
    q18b: "Garder la charte et le logo ; la maquette peut être revue.",
    q18c: "Ils m'appartiennent ; ils peuvent être partagés sous accord de confidentialité.",
    q19: "Mon propre salon, les salons voisins, les grossistes en produits capillaires et Instagram.",
    q20: "Une petite équipe francophone, un point toutes les deux semaines et 6 mois de maintenance après le lancement.",
    q21: "Beaucoup de salons ont un Wi-Fi médiocre ; les clientes âgées réservent encore par téléphone ; faut-il gérer la TVA belge dès la version 1 ?",
  },
  features: [
    "Réservation en ligne",
    "Agenda des coiffeurs",
    "Fiches clientes avec formules couleur",
    "Rappels par SMS",
    "Acompte à la réservation",
    "Statistiques du salon",
  ],
  expected: {
    notMust: ["Statistiques du salon"],
    later: ["vente de produits en ligne", "programme de fidélité", "gestion de plusieurs salons"],
    platforms: { web: true, ios: false, android: false, desktopApp: false, pwa: true },
    integrations: ["stripe", "brevo"],
    laterIntegrations: ["google"],
    enums: [["rendez-vous", "statut", ["réservé", "confirmé", "honoré", "annulé", "absent"]]],
    relations: [
      ["rendez-vous", "cliente", "clientes"],
      ["rendez-vous", "prestation", "prestations"],
      ["formules couleur", "cliente", "clientes"],
    ],
    raising: false,
  },
};

/** English: an installed desktop app for Windows and macOS with a small web dashboard; pounds. */
export const fieldNotes: AnswerSet = {
  id: "fieldNotes",
  answerLanguage: "en",
  answers: {
    q1: "FieldNotes",
    q2: "FieldNotes is a desktop app for qualitative researchers to code interview transcripts, collect quotes and share findings with their team through a web dashboard.",
    q3: "UX and academic researchers code hours of interviews in dated tools or on sticky notes; AI transcription made transcripts cheap, so analysis is now the bottleneck.",
    q3a: "NVivo and ATLAS.ti are expensive and slow; Dovetail is cloud-only, which many universities and ethics boards won't allow for raw interview data.",
    q4: "UX research teams of 2 to 20 in product companies, and PhD students and university research groups in the UK and Europe.",
    q4a: "Amira, UX researcher: runs 8 interviews a week and codes them at night; success is a findings deck by Friday with quotes the PM can trace back to the source.",
    q5: "NVivo, ATLAS.ti, MAXQDA, Dovetail, and Miro boards.",
    q5a: "Transcripts stay on the researcher's laptop; only codes, quotes and summaries sync to the dashboard. Fast keyboard coding at a quarter of NVivo's price.",
    q6: "Transcript import, highlighting and coding, codebook management, quote collection, sync to the web dashboard, findings export to PowerPoint",
    q6a: "Built-in transcription, real-time co-coding, and a Linux version.",
    q7: "Workspace owner: billing, members and sync settings; Researcher: imports and codes transcripts and publishes quotes; Stakeholder: views the dashboard and comments on quotes.",
    q8: "Coding: researcher imports a transcript -> highlights a passage -> applies one or more codes -> marks it as a quote\nSharing: researcher publishes selected quotes -> they sync to the dashboard -> stakeholders comment on them",
    q8a: "Coding: lost highlights or codes mean days of lost work, and researchers would never trust the tool again.",
    q9: "Projects (name, owner, status: active, archived), transcripts (project, participant, interview date, file, language), codes (name, colour, parent code), quotes (transcript, code, text, timestamp, published), participants (pseudonym, segment)",
    q9a: "Transcripts hold participants' personal and sometimes health data: they never leave the laptop. Published quotes are pseudonymised, and stakeholders see only those.",
    q10: "Microsoft and Google sign-in, transcript import from Otter.ai, and Slack notifications later.",
    q11: "A desktop app for Windows and macOS, plus a small web dashboard for stakeholders.",
    q12: "GDPR and university ethics rules: transcripts stored locally and encrypted, the dashboard hosted in the EU, SSO for teams, and a participant's data deleted on request.",
    q12a: "1,500 researchers and 3,000 stakeholders, about 20,000 transcripts in the first year.",
    q13: "£70,000 to £90,000",
    q14: "A beta by the start of the academic year in October; launch at a UX research conference in April.",
    q14a: "The PowerPoint export; researchers can copy quotes into their decks by hand at first.",
    q15: "400 paying researchers, 60% of them active weekly, and 10 research teams on the team plan.",
    q16: "£15 per researcher per month, £9 for students; stakeholders on the dashboard are free.",
    q16a: "About 150,000 UX researchers worldwide and 500,000 qualitative researchers in academia; qualitative analysis software is about a $1.1B market.",
    q17: "Two founders: a former UX research lead and a desktop software engineer; raising £400k pre-seed; looking for a vendor with Tauri or Electron experience.",
    q18: "Yes",
    q18a: "A clickable Figma prototype of the coding screen, a brand guide, and a Tauri spike that opens a transcript and saves highlights.",
    q18b: "Keep the Figma designs and the brand; reuse or rewrite the spike as the vendor judges best.",
    q18c: "The company owns all of them; they may be shared under an NDA.",
    q19: "Our research methods newsletter (4,000 readers), university research methods courses, and a free plan for students.",
    q20: "A team in Europe with desktop (Tauri or Electron) and sync experience, weekly demos, code signing on both platforms, and 6 months of support.",
    q21: "Sync conflicts when two researchers code the same transcript offline; Apple notarisation; university IT may block installs on managed laptops.",
  },
  features: [
    "Transcript import",
    "Highlighting and coding",
    "Codebook management",
    "Quote collection",
    "Sync of codes and quotes to the web dashboard",
    "Findings export to PowerPoint",
  ],
  expected: {
    notMust: ["Findings export to PowerPoint"],
    later: ["Built-in transcription", "real-time co-coding", "Linux version"],
    platforms: { web: true, ios: false, android: false, desktopApp: true, pwa: false },
    integrations: ["sign-in", "otter"],
    laterIntegrations: ["slack"],
    enums: [["projects", "status", ["active", "archived"]]],
    relations: [
      ["transcripts", "project", "projects"],
      ["transcripts", "participant", "participants"],
      ["codes", "parent code", "codes"],
      ["quotes", "transcript", "transcripts"],
      ["quotes", "code", "codes"],
    ],
    raising: { amount: "£400k" },
  },
};

/**
 * English, regulated: iOS, Android and web; roles with permissions; ten features, two of them
 * named as the first to cut; two entities with a status each; SSO and SMS; HIPAA.
 */
export const shiftSwap: AnswerSet = {
  id: "shiftSwap",
  answerLanguage: "en",
  answers: {
    q1: "ShiftSwap",
    q2: "ShiftSwap lets hospital nurses see their rota, swap shifts and pick up open shifts from their phone, with nurse managers approving in one tap.",
    q3: "Nurse managers spend 10+ hours a week on rotas and swaps by phone and text; uncovered shifts push hospitals to pay agency nurses 2-3x the rate.",
    q3a: "Excel rotas, paper swap forms and group texts; managers can't see overtime or skill coverage until it is too late.",
    q4: "Nursing units in US community hospitals with 100 to 400 beds, starting with med-surg and ICU units.",
    q4a: "Keisha, nurse manager of a 32-bed med-surg unit: builds a 6-week rota for 45 nurses; success is every shift covered with the right skills and no overtime surprises.",
    q5: "UKG (Kronos), QGenda, ShiftWizard, and Excel.",
    q5a: "A nurse-first mobile app: swaps and open shifts settled in minutes, skill and overtime rules checked automatically, and a unit set up in a day.",
    q6: "Rota builder, shift swaps, swap approvals, skill and overtime checks, open shifts, SMS alerts, single sign-on, availability and leave, unit dashboard, rota export",
    q6a: "Payroll export to UKG, a float pool shared across hospitals, and an AI rota generator.",
    q7: "Hospital admin: units, users and rules; Nurse manager: builds rotas and approves swaps for own units; Charge nurse: approves same-day swaps; Nurse: views own shifts, requests swaps, claims open shifts.",
    q8: "Swap: nurse offers a shift -> a colleague accepts -> skills and overtime are checked -> nurse manager approves -> both rotas update and SMS is sent\nOpen shift: manager posts a shift -> qualified nurses get an SMS -> the first nurse to claim it gets it",
    q8a: "Swap approval: a swap that breaks skill mix or overtime rules puts patients at risk.",
    q9: "Nurses (name, employee ID, unit, skills, phone), units (name, hospital, bed count), shifts (unit, start, end, nurse, required skill, status: scheduled, open, swapped, cancelled), swap requests (shift, from nurse, to nurse, status: pending, approved, rejected)",
    q9a: "Nurse schedules and phone numbers are personal data; no patient data is stored. Nurses see only their own unit; managers see the units they run.",
    q10: "Microsoft Entra ID single sign-on and Twilio SMS; the UKG payroll export comes later.",
    q11: "iOS and Android apps for nurses, and a web app for managers and admins.",
    q12: "HIPAA (we sign a BAA even though no patient data is stored), SOC 2 Type II in year 2, SSO only, role-based access, an audit log of every rota change, US hosting.",
    q12a: "15 hospitals, 6,000 nurses, about 180,000 shifts a month.",
    q13: "$250,000 to $350,000",
    q14: "Pilot at our partner hospital on 1 June, fixed by their contract; general release in Q4.",
    q14a: "The unit dashboard and the rota export; managers can print from the rota builder for now.",
    q15: "Swaps settled in under 2 hours on pilot units, agency spend down 15%, 80% of nurses using the app weekly.",
    q16: "$6 per nurse per month, billed annually to the hospital, plus a $5,000 implementation fee per hospital.",
    q16a: "About 5,000 US community hospitals employ over 1 million RNs; nurse scheduling software is a $1.5B market.",
    q17: "Three founders: an ICU nurse manager, a former EHR engineer and a healthcare sales lead; raising a $1.2M seed; looking for a vendor with mobile and healthcare experience.",
    q18: "No",
    q19: "Our pilot hospital, the state hospital association, nurse leadership conferences, and referrals from nurse managers.",
    q20: "A US-based or nearshore team with HIPAA experience, weekly demos, a dedicated PM, and 12 months of support with a 4-hour response to outages.",
    q21: "Union rules differ by hospital; some hospitals only allow Entra ID sign-in; ICU nurses often share devices. Can rules be configured per unit without code?",
  },
  features: [
    "Rota builder for nurse managers",
    "Shift swap requests",
    "Swap approvals by nurse managers and charge nurses",
    "Skill mix and overtime rule checks",
    "Open shift posting and claiming",
    "SMS alerts via Twilio",
    "Single sign-on with Microsoft Entra ID",
    "Nurse availability and leave requests",
    "Unit dashboard",
    "Rota export",
  ],
  expected: {
    notMust: ["Unit dashboard", "Rota export"],
    later: ["Payroll export to UKG", "float pool shared across hospitals", "AI rota generator"],
    platforms: { web: true, ios: true, android: true, desktopApp: false, pwa: false },
    integrations: ["entra", "twilio"],
    laterIntegrations: ["ukg"],
    enums: [
      ["shifts", "status", ["scheduled", "open", "swapped", "cancelled"]],
      ["swap requests", "status", ["pending", "approved", "rejected"]],
    ],
    relations: [
      ["nurses", "unit", "units"],
      ["shifts", "unit", "units"],
      ["shifts", "nurse", "nurses"],
      ["swap requests", "shift", "shifts"],
      ["swap requests", "from nurse", "nurses"],
      ["swap requests", "to nurse", "nurses"],
    ],
    raising: { amount: "$1.2M" },
  },
};

export const ANSWER_SETS: AnswerSet[] = [
  ledgerMatch,
  sundayLeague,
  praxisPlaner,
  tinyTodo,
  mercadoLocal,
  atelierRdv,
  fieldNotes,
  shiftSwap,
];
