import { capitalise, clause } from "../text/text";

/**
 * The use of funds as the founder states it in q17, in shares of the round: "60% development of
 * the app, 40% marketing", "Entwicklung (60 %) und Vertrieb (40 %)", "desarrollo: 70%, marketing:
 * 30%". Read only when the shares of one sentence add up to 100 (or to less, with "the rest" named),
 * so a percentage about something else ("we own 60%") is never taken for a split. Null when none
 * is stated: then the product proposes one and says so.
 */
export type TStatedUse = { item: string; share: number; assumption: false };

const PERCENT = /(\d{1,3})\s?(?:%|percent\b|per cent\b|por ciento\b|pour cent\b|prozent\b)/giu;
// What stands between a share and its use: "60% (of it) on / for / goes to development".
const LEADING =
  /^(?:of (?:it|that|the (?:money|round|funds|raise))\s+|davon\s+|de (?:eso|ello)\s+|del dinero\s+|de (?:la somme|ce montant)\s+)?(?:(?:will |would )?(?:go(?:es)? to|going to|towards|on|for|to|into|in|para|en|a|al|pour|à|au|aux|dans|sur|für|in die|in den|auf|an)\s+)?/iu;
// What ends a use before the next one starts: "…, 40%", "… and 40%", "… y el 40%".
const TRAILING =
  /(?:\s*(?:[,;/]|–|-|\band\b|\by\b|\bet\b|\bund\b|\bwith\b|\bthe\b|\bel\b|\bla\b|\ble\b|\bdie\b|\bder\b|\bdas\b))+\s*$/iu;
const REST =
  /(?<!\p{L})(?:(?:the )?(?:rest|remainder)|el resto|lo dem[áa]s|le reste|der rest|den rest|restliche[ns]?)(?!\p{L})/iu;
// Where a use named before its share begins: after the last of these ("Raising €300k for development (60%)").
const BEFORE = /[:;,(]\s*|\s(?:and|y|et|und|for|para|pour|für|with|con|avec|mit)\s+/giu;

function sentences(text: string): string[] {
  // Not at "Mio. €" or "z. B.": a sentence ends before a capital letter or the end.
  return text.split(/(?<=[.!?])\s+(?=\p{Lu})/u);
}

// "für die Entwicklung", "para el marketing": the use is the noun, not its article.
const ARTICLE = /^(?:(?:the|el|la|los|las|le|les|der|die|das|den|dem)\s+|l['’])(?=\p{L})/iu;

function cleanItem(raw: string): string | null {
  const bare = raw
    .replace(/^[\s)\]:,;–-]+/u, "")
    .replace(LEADING, "")
    .replace(ARTICLE, "");
  const item = clause(bare.replace(TRAILING, "").trim());
  return /\p{L}{2}/u.test(item) && item.length <= 160 ? capitalise(item) : null;
}

/** Uses named after their share: "60% development, 40% marketing". */
function afterShares(line: string, matches: RegExpMatchArray[]): (TStatedUse | null)[] {
  return matches.map((match, index) => {
    const start = (match.index ?? 0) + match[0].length;
    const next = matches[index + 1];
    const end = next ? (next.index ?? line.length) : line.length;
    const raw = line.slice(start, end);
    const rest = REST.exec(raw);
    const item = cleanItem((rest ? raw.slice(0, rest.index) : raw).split(/[.;]\s|[.;]$/u)[0] ?? "");
    return item ? { item, share: Number(match[1]), assumption: false } : null;
  });
}

/** Uses named before their share: "development (60%), marketing (40%)", "desarrollo: 70%". */
function beforeShares(line: string, matches: RegExpMatchArray[]): (TStatedUse | null)[] {
  return matches.map((match, index) => {
    const previous = matches[index - 1];
    const start = previous ? (previous.index ?? 0) + previous[0].length : 0;
    const span = line.slice(start, match.index).replace(/[\s(:–-]+$/u, "");
    const cuts = [...span.matchAll(BEFORE)];
    const last = cuts.at(-1);
    const item = cleanItem(last ? span.slice((last.index ?? 0) + last[0].length) : span);
    return item ? { item, share: Number(match[1]), assumption: false } : null;
  });
}

export function statedUseOfFunds(text: string): TStatedUse[] | null {
  for (const line of sentences(text)) {
    const matches = [...line.matchAll(PERCENT)];
    if (matches.length === 0) continue;
    const first = matches[0];
    const afterFirst = line.slice((first?.index ?? 0) + (first?.[0].length ?? 0));
    // "60% development…": a word follows the share. "development (60%)": a bracket, a comma or the end does.
    const shareFirst = /^\s*\p{L}/u.test(afterFirst);
    const uses = shareFirst ? afterShares(line, matches) : beforeShares(line, matches);
    if (uses.some((use) => use === null)) continue;
    const found = uses as TStatedUse[];
    const total = found.reduce((sum, use) => sum + use.share, 0);
    if (total === 100 && found.length >= 2) return found;
    const rest = REST.exec(line);
    if (rest && total > 0 && total < 100) {
      const item = cleanItem(line.slice(rest.index + rest[0].length).split(/[.;,]\s|[.;]$/u)[0] ?? "");
      if (item) return [...found, { item, share: 100 - total, assumption: false }];
    }
  }
  return null;
}
