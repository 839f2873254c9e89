import type { TLanguage } from "#shared/settings/options";

/**
 * The marker words of the structured answers' canonical text (decision 030), in the four
 * languages: the one place they live. The serializer writes the founder's language's word (the
 * first of each list); the parsers accept every word of every language, so an answer written in
 * German and read with a Spanish interface still parses.
 */
export type TStructuredWords = {
  /** After a role's name, in brackets: "Owner (admin): everything". */
  admin: readonly string[];
  /** A record's status field, its values in brackets: "status (booked, done)". */
  status: readonly string[];
  /** Before the name of another record: "link to Client". */
  linkTo: readonly string[];
  /** After a service, in brackets: "QuickBooks: accounting (later)". */
  later: readonly string[];
  /** Before another platform, with a colon: "other: smart TV". */
  other: readonly string[];
  /** The installed desktop application among the platforms. */
  desktop: readonly string[];
};

export const STRUCTURED_WORDS: Record<TLanguage, TStructuredWords> = {
  en: {
    admin: ["admin", "administrator"],
    status: ["status"],
    linkTo: ["link to", "linked to"],
    later: ["later"],
    other: ["other"],
    desktop: ["Desktop app"],
  },
  es: {
    admin: ["administrador", "administradora", "admin"],
    status: ["estado"],
    linkTo: ["vinculado a", "vinculada a", "enlace a"],
    later: ["más adelante", "mas adelante"],
    other: ["otra", "otro", "otras"],
    desktop: ["aplicación de escritorio", "aplicacion de escritorio"],
  },
  fr: {
    admin: ["administrateur", "administratrice", "admin"],
    status: ["statut"],
    linkTo: ["lié à", "liée à", "lien vers"],
    later: ["plus tard"],
    other: ["autre", "autres"],
    desktop: ["application de bureau"],
  },
  de: {
    admin: ["Admin", "Administrator", "Administratorin"],
    status: ["Status"],
    linkTo: ["verknüpft mit", "Verweis auf"],
    later: ["später"],
    other: ["sonstige", "sonstiges", "andere"],
    desktop: ["Desktop-App"],
  },
};

/** The word the serializer writes in `language`. */
export function wordOf(language: TLanguage, kind: keyof TStructuredWords): string {
  return STRUCTURED_WORDS[language][kind][0] ?? STRUCTURED_WORDS.en[kind][0] ?? "";
}

/** Every language's words of a kind, longest first (so "linked to" is tried before "link"). */
export function allWords(kind: keyof TStructuredWords): string[] {
  const words = Object.values(STRUCTURED_WORDS).flatMap((words) => words[kind]);
  return [...new Set(words)].sort((a, b) => b.length - a.length);
}

/** Whether `text` is one of the words of a kind, in any language (case and accents as typed, case-insensitive). */
export function isWord(kind: keyof TStructuredWords, text: string): boolean {
  const lower = text.trim().toLocaleLowerCase();
  return allWords(kind).some((word) => word.toLocaleLowerCase() === lower);
}

/**
 * Words that may not open a name: articles and lead-ins ("The owner", "For each client", "Wir
 * speichern"). A name that starts with one is prose; the normalization drops them, as the analyzer
 * drops an article before a name anyway.
 */
export const LEAD_WORDS: ReadonlySet<string> = new Set(
  (
    "the a an our their my your each every all some any for of we i " +
    "el la los las un una unos unas nuestro nuestra nuestros nuestras cada para de del todos todas " +
    "le les une des du notre nos chaque pour nous on tous toutes " +
    "der die das den dem des ein eine einen einer unsere unser unseren jeder jede jedes für wir alle"
  ).split(" "),
);

/** Words that join two names: a single bare name with one of them is prose ("Owner and staff"). */
export const JOINING_WORDS: ReadonlySet<string> = new Set("and or und oder y e o u et ou &".split(" "));

/** Answers that mean nothing (or the founder alone): never canonical rows. */
export const NOTHING =
  /^(?:none|no|nothing|n\/?a|-+|keine?|nichts|ninguno|ninguna|nada|aucun(?:e)?|rien|(?:just |only )?(?:me|myself)|nur ich|ich|solo yo|yo|moi(?: seul)?|juste moi|seulement moi)$/iu;

/**
 * Rights that mean everything: "everything", "alles", "todo", "tout" (alone, or with "incl. ...",
 * "y ...") make a role an admin, as founders write it ("Owner: everything"), and so does a role
 * named Admin. The roles control ticks "admin" for them (normalizeRoles), so the box and the text agree.
 */
const EVERYTHING =
  /^(?:everything|full access|all rights|all access|alles|vollzugriff|alle rechte|todo|acceso total|todos los permisos|tout|tous les droits|accès complet|accès total)(?:$|\s*,|\s+(?:incl\.?|including|inkl\.?|inklusive|incluido|incluidos|incluso|y compris|and|und|y|et|plus)(?![\p{L}\p{N}]))/iu;
const ADMIN_NAME = /(?<!\p{L})admin/iu;

/** Whether a role's name or rights make it an admin, whatever its box says. */
export function impliesAdmin(name: string, permissions: string): boolean {
  return ADMIN_NAME.test(name) || EVERYTHING.test(permissions.trim());
}
