/**
 * What the reader knows of one language, as data: the words founders use for money (currencies,
 * multipliers, periods, minimums, commissions, market sizes, raising) and for hedging a thing
 * (later, could, doubt). One object per language (`en.ts`, `de.ts`, `es.ts`, `fr.ts`); the
 * patterns the reader matches are built from these lists (`patterns.ts`), never typed as
 * four-language alternations. Words are lower case, accents as written; a phrase is words
 * separated by single spaces and matches any run of white space.
 */
export type ReaderWords = {
  money: MoneyWords;
  hedges: HedgeWords;
  nouns: NounWords;
  text: TextWords;
  team: TeamWords;
  ask: AskWords;
};

/**
 * How founders say whether they raise money (q17). A word ending in "*" is a stem ("rais*":
 * raising, raised).
 */
export type AskWords = {
  /** Not raising: "bootstrapping", "kein Investor", "no busco inversión", "on ne lève pas". */
  notRaising: readonly string[];
  /** Raising: "raising", "levantando", "on lève" (a round named in `rounds` counts too). */
  raising: readonly string[];
  /** The names of rounds: "pre-seed", "Series A", "semilla", "amorçage". */
  rounds: readonly string[];
  /** Money already in, not the ask: "already in", "ist drin", "ya tenemos", "déjà promis", "puso". */
  already: readonly string[];
};

/** How founders speak of their team in q17. */
export type TeamWords = {
  /** A clause about money or help they look for, not about the team: "raising", "buscamos", "on cherche". */
  seeking: readonly string[];
  /** A person the team lacks, not one of it: "no CTO yet", "noch kein Entwickler", "sin CTO", "pas de dev". */
  missing: readonly string[];
  /** A founder on their own: "solo", "nur ich", "yo solo", "moi seul". */
  alone: readonly string[];
  /** The founder speaking: "me", "ich", "yo", "moi". */
  pronouns: readonly string[];
  /** Indefinite articles: "and me, a product person" describes me. */
  indefinite: readonly string[];
  /** The founder saying what they are: "I'm", "ich bin", "soy", "je suis". */
  selfIs: readonly string[];
  /** Words that open the team before its members: "we are", "somos", "on est", "wir sind". */
  lead: readonly string[];
  /** A verb that says what a named person is: "Aroha Tipene is our ops lead", "Lena ist", "Ana es", "Paul est". */
  copulas: readonly string[];
};

export type TextWords = {
  /** "That's all" after what a role does: only that ("regarde la santé, c'est tout"), never everything. */
  allSaid: readonly string[];
  /**
   * Words that add one more thing: before it ("and", "auch", "y", "et") or after it ("too",
   * "aussi"): "Post-Etiketten. U. die Auswertungen", "Ratings too if we must".
   */
  also: { before: readonly string[]; after: readonly string[] };
  /** Words that open a condition: "if", "wenn", "si", "quand" ("An assistant, if they have one, manages …"). */
  conditions: readonly string[];
  /** Units of time after a number: "15 years", "12 saisonen" (a duration, not a count of people). */
  durations: readonly string[];
  /** Short forms ending in a full stop that ends no sentence: "ca.", "ggf.", "z. B.", "p. ej.", "env.". */
  dotted: readonly string[];
  /**
   * Short forms of joining words founders type and the words they stand for ("pa" para, "pr"
   * pour, "od." oder, "w/" with); "" for a form that adds nothing ("o.ä.", "etc."). Read as the
   * words they stand for in the answers read for their structure. Short forms of names ("qté",
   * "Nr.") are not here: a name keeps what was written.
   */
  abbreviations: Readonly<Record<string, string>>;
};

export type NounWords = {
  /** Possessive determiners: "its", "su", "ses", "ihre". */
  possessives: readonly string[];
  /** Words for each one of a kind: "each", "cada", "chaque", "jede"; "the director of each contractor" is the director. */
  quantifiers: readonly string[];
  /** What opens a list of who there is: "there would be", "il y aurait", "habría", "es gibt". */
  existential: readonly string[];
  /** The words that name a record's status: "status", "Zustand", "estatus", "statut". */
  status: readonly string[];
  /** Plurals that are the name of one team or area: "ops", "sales", "Buchhaltung" is not a plural. */
  invariant: readonly string[];
  /** Endings of a verb said by "we": Spanish "recogemos", "publicamos", French "vérifions". */
  weEndings: readonly string[];
  /** The founder and their team speaking of themselves: "we", "us", "nosotros", "nous", "wir". */
  self: readonly string[];
  /**
   * Heads of the names of customer organisations ("company", "Betrieb", "agencia", "cabinet"): a
   * price paid per one of them says the product is sold to many, each its own tenant. German
   * compounds count by their head ("Servicefirma", "Skischule").
   */
  organisations: readonly string[];
  /** The preposition of a passive's doer: "quote by the dispatcher", "soumission par le répartiteur", "von der Leitung". */
  agents: readonly string[];
  /**
   * What names the one whose approval a step waits for, just before them: "the OK from", "das OK
   * vom", "el visto bueno del", "le OK du" ("plus de 20 barils, faut le OK du propriétaire").
   */
  approvalFrom: readonly string[];
  /**
   * Short forms of role names, for finding a role in a step only ("fleet mgr adds a driver" is the
   * Fleet manager); the role keeps the name the founder wrote.
   */
  roleShortForms: Readonly<Record<string, string>>;
  /**
   * Endings of nouns that name what someone does ("Manager", "cajero", "gérante"), and such
   * nouns whole ("lead", "jefe"): "Cami (administración)" names a person, "Admin (office)" a role.
   */
  agentEndings: readonly string[];
};

export type MoneyWords = {
  /**
   * Currency words and their ISO code. "$", "dollars" and "pesos" name a currency only with the
   * place the founder is in: `DOLLAR` and `PESO` are resolved by the money context (regions.ts).
   */
  currencies: Readonly<Record<string, string>>;
  /** Words after a number that multiply it: "k" 1e3, "Mio." 1e6, "lakh" 1e5, "billion" as this language means it. */
  multipliers: Readonly<Record<string, number>>;
  /** Numbers written as words before a multiplier: "one", "a", "medio" (0.5). */
  numberWords: Readonly<Record<string, number>>;
  /** Words joining a multiplier to its currency word: "millones de dólares", "millions d'euros". */
  currencyJoiners: readonly string[];
  /** Words between the two ends of a range: "to", "bis", "a", "à", "et", "y". */
  rangeJoiners: readonly string[];
  /** Words before an amount that make it a ceiling: "up to", "max", "hasta", "jusqu'à". */
  upTo: readonly string[];
  /** Per-period words, after "per" or "/" ("month", "mo") and alone ("monthly"). */
  periods: Readonly<Record<"month" | "year" | "week", { units: readonly string[]; adverbs: readonly string[] }>>;
  /** Words that open a threshold: "above $5k", "ab 10'000 Fr.", "arriba de 80 mil", "au-delà de 5 000 $". */
  above: readonly string[];
  /** Words that open a threshold from below: "under $5k", "unter 10'000", "abajo de 80 mil", "moins de". */
  below: readonly string[];
  /** Words of a price paid once ("one-off", "einmalig", "único"). */
  once: readonly string[];
  /** Words that introduce what a price is for: "per", "each", "por", "par", "pro", "je". */
  per: readonly string[];
  /** Words saying the product is not sold: "it's for our own", "gar nicht", "no vendemos", "outil interne". */
  notSold: readonly string[];
  /** The currency of an amount written without one when the answers name no place: "USD", "EUR". */
  defaultCurrency: string;
  /** Words that make an amount a floor: "minimum", "min", "at least", "mindestens". */
  minimum: readonly string[];
  /** Words of a share of each sale: "commission", "Provision", "take rate". */
  commission: readonly string[];
  /** Words that refuse a commission: "no commission", "keine Provision". */
  noCommission: readonly string[];
  /** Words after an idea that take it back, before a stop: "1 % sur chaque ramassage, mais non, …". */
  retracted: readonly string[];
  /** Tax notes after a price that change nothing of its amount: "HT", "+ IVA", "zzgl. MwSt." */
  taxNotes: readonly string[];
  /** What a price per person using the product is for: "seat", "user", "Nutzer", "puesto". */
  seats: readonly string[];
  /** Words that make a percent a discount, not a commission: "off", "Rabatt", "descuento". */
  discount: readonly string[];
  /** Words that put a figure on someone else: "instead of", "en lugar de", "au lieu de". */
  contrast: readonly string[];
  /** Verbs of the product keeping a share: "we take", "se queda con", "on prend". */
  take: readonly string[];
  /** Nouns naming a price: "subscription", "Abo", "cuota", "cotisation". */
  priceNouns: readonly string[];
  /** "each", "cada", "chaque", "jede": after "per" before the unit. */
  each: readonly string[];
  /** Words that join two units of one price: "pro Nutzer und Monat", "par kiné et par mois". */
  and: readonly string[];
  /** Words describing a unit that belong to its name: "active", "adicional", "weitere". */
  unitModifiers: readonly string[];
  /** The founder's labels of market sizes: TAM, SAM, SOM and their words. */
  market: Readonly<Record<"tam" | "sam" | "som", readonly string[]>>;
};

export type HedgeWords = {
  /** It is put off: "later", "kommt später", "más adelante", "dans un second temps" (platforms, services, roles too). */
  later: readonly string[];
  /** A capability can wait, said of a feature: "maybe later", "kann warten", "no por ahora", "pas tout de suite". */
  wait: readonly string[];
  /** Welcome but not needed (Could): "would be nice", "wünschenswert", "estaría bueno", "si possible". */
  could: readonly string[];
  /** Important but not vital (Should), said of a feature: "would be good", "wär gut". */
  should: readonly string[];
  /** A label that makes its items Should: "Should:", "Sollte:", "Debería:", "Devrait :". */
  shouldLabel: readonly string[];
  /** Needed for version 1 (Must), as a label: "must-haves", "zwingend erforderlich", "indispensable". */
  must: readonly string[];
  /** Doubt said of a thing named: "maybe Twilio", "vielleicht PayPal" (not that it can wait). */
  doubt: readonly string[];
  /** Why something can wait, not a capability: "cash is fine at first", "por ahora", "en attendant". */
  reason: readonly string[];
  /** Refusal: "no", "kein", "sin", "aucun". */
  refused: readonly string[];
  /** A hedge that opens a phrase before the thing: "it would be nice to have", "ce serait bien d'avoir", "idealmente". */
  leading: readonly string[];
  /** Words left at the end of a phrase once its hedge is off: "but", "aber", "también", "aussi". */
  trailing: readonly string[];
  /** Words that say what a thing is for: "Stripe later for billing", "Google Workspace SSO fürs Login", "WhatsApp pa avisarle". */
  purpose: readonly string[];
  /** What opens a fallback for the thing before: "otherwise", "sonst", "si no", "sinon". */
  otherwise: readonly string[];
  /** What says a provider is still open, in a bracket after a service: "(or any SMS gateway)", "(Twilio o similar)", "(API Orange ou autre)". */
  choice: readonly string[];
  /** An answer meaning an empty list: "none", "nichts", "nada", "rien". */
  none: readonly string[];
  /** A clause that only hedges and names nothing: "Wünschenswert", "je dirais", "nach derzeitigem Stand". */
  asides: readonly string[];
};
