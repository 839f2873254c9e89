import type { TDeck, TSlide } from "#shared/deck/schema";

/**
 * What the HTML and the .pptx both derive from a slide's data (decision 033): an item's text
 * without its requirement id, the label when it says something the headline does not, and the
 * company's name for the footer.
 */

const ID = /^([A-Z]{1,4}-\d+)\s+(.+)$/;

/** "FR-1 Shift calendar" → the id (kept for the consistency check) and what an investor reads. */
export function itemParts(item: string): { id: string | null; text: string } {
  const match = ID.exec(item);
  return match ? { id: match[1] ?? null, text: match[2] ?? item } : { id: null, text: item };
}

/** A text's words, for telling whether two texts say the same thing. */
export const sameWords = (text: string) =>
  text
    .toLocaleLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();

/** The label above the headline, or "" when it would only repeat it ("Team" / "Team"). */
export function shownLabel(slide: Pick<TSlide, "label" | "headline">): string {
  const label = sameWords(slide.label);
  const headline = sameWords(slide.headline);
  return label === headline || headline.startsWith(`${label} `) ? "" : slide.label;
}

/** The company's name for every slide's footer: the title slide's headline. */
export function companyOf(deck: TDeck): string {
  return deck.slides.find((slide) => slide.kind === "title")?.headline ?? deck.title;
}

// A figure an item opens with: "$19", "1%", "29 €", "150", "€1.2M", "2.5k", "$30,000–$45,000".
const FIGURE = String.raw`(?:[$€£]\s?\d[\d.,]*(?:\s?(?:k|K|M|bn|Mio\.?))?|\d[\d.,]*(?:\s?(?:%|€|\$|£|k|K|M|Mio\.?))?)`;
const LEAD_FIGURE = new RegExp(String.raw`^(${FIGURE}(?:\s?[–-]\s?${FIGURE})?)(?=\s+\p{L})`, "u");

/**
 * A price term or a goal that opens with its figure ("$19 a month per teacher", "150 paying
 * teachers"): the figure drawn large and the words under it. Null when the item opens with words.
 */
export function leadFigure(item: string): { figure: string; rest: string } | null {
  const match = LEAD_FIGURE.exec(item);
  if (!match?.[1]) return null;
  return { figure: match[1], rest: item.slice(match[1].length).trim() };
}

/** Kinds whose cards lead with their figure when they have one: the price terms and the goals. */
export const FIGURE_KINDS = new Set<TSlide["kind"]>(["business", "traction"]);

// Words of a member's line that are not a name: "Me (ex fleet director)", "Two developers", "A part-time CTO",
// "Senior Designer", "Una diseñadora". Any of them and the card keeps its icon.
const NOT_A_NAME = new Set(
  [
    "i me myself a an the our my we two three four five part-time full-time freelance senior junior lead head",
    "founder co-founder cofounder developer developers designer engineer engineers sales marketing ops operations",
    "advisor advisors partner partners team student friend brother sister wife husband dad mum mom",
    "ich wir ein eine mein meine mei unser unsere zwei drei gründer gründerin mitgründer entwickler entwicklerin designerin vertrieb",
    "yo un una mi el la dos tres fundador fundadora cofundador socio socia desarrollador desarrolladora diseñador diseñadora",
    "moi je une mon ma le deux trois fondateur fondatrice cofondateur associé associée développeur développeuse",
  ]
    .join(" ")
    .split(" "),
);

/** What opens a line about a person before their name: "I'm", "My cousin", "Ich bin", "Mon associé". */
const LEAD =
  /^(?:i['’]m|i am|ich bin|soy|je suis|(?:my|our|mein|meine|mei|unser|unsere|mi|nuestro|nuestra|mon|ma|notre)\s+\p{Ll}+)\s+/iu;

/**
 * A team member's initials for their card ("Ana García (CTO)" → "AG"): only when the line opens
 * with a name, two or three capitalised words. A role ("A part-time CTO", "Büroleiterin"), a
 * first name alone or the founder's "Me" has none, and the card keeps its icon.
 */
export function initialsOf(member: string): string | null {
  const name = member.split(/\s*(?:[(,:;]|\s[–-]\s)/u)[0]?.trim() ?? "";
  // "I'm Hamish Reid", "My cousin Josh Reid is a developer": the name after the founder's lead,
  // up to the verb that says what they are.
  const lead = LEAD.exec(name);
  const rest = lead ? name.slice(lead[0].length) : name;
  const run = /^(?:\p{Lu}[\p{L}'’-]*(?:\s+|$)){2,3}(?=\p{Ll}|$)/u.exec(rest)?.[0];
  const words = (run ?? rest).split(/\s+/u).filter(Boolean);
  // A first and a last name: one word alone is as often a role ("Büroleiterin", "Elternbeirat") as a name.
  if (words.length < 2 || words.length > 3) return null;
  // A name's word opens with a capital and is not all capitals ("CTO"): "García", "O'Brien", "Anne-Marie";
  // nor is it a German compound noun, which is capitalised too ("Beruflich Softwareentwickler").
  const named = words.every(
    (word) =>
      /^\p{Lu}[\p{L}'’-]*\p{Ll}[\p{L}'’-]*$/u.test(word) &&
      word.split("-").every((part) => part.length <= 13) &&
      !NOT_A_NAME.has(word.toLocaleLowerCase()),
  );
  if (!named) return null;
  const first = words[0]?.[0] ?? "";
  const last = words.length > 1 ? (words.at(-1)?.[0] ?? "") : "";
  return `${first}${last}`;
}
