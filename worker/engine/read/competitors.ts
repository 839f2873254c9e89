import { listItems, sentences } from "../text/text";
import { DOUBT_WORDS } from "./reading/hedges";

/**
 * How founders open an answer about competitors before naming one: "Honestly just Instagram",
 * "Ehrlich gesagt nur Excel", "peut-être My Music Staff". The name is what follows.
 */
const OPENING = new RegExp(
  `^(?:${DOUBT_WORDS}|honestly|to be honest|frankly|i think|i guess|i'd say|mainly|mostly|basically|ehrlich gesagt|eigentlich|ich glaube|haupts[äa]chlich|sinceramente|la verdad|sobre todo|creo que|honn[êe]tement|franchement|sans doute|surtout|je pense(?: que)?|je crois(?: que)?|there(?:'s| is| are)|il y a|es gibt|hay|just|only|nur|solo|s[óo]lo|juste|seulement)(?![\\p{L}])[,:]?\\s*`,
  "iu",
);

/** An item saying there is none the founder knows of: no competitor to show. */
const NONE_KNOWN =
  /(?<![\p{L}])(?:no (?:real |direct |obvious )?competit\w*|not (?:really )?aware of|(?:don't|do not) (?:really )?know (?:of )?any|none that i know|keine? (?:echte[nr]? |direkte[nr]? )?(?:konkurrenz|konkurrenten|wettbewerb\w*)|kenne? (?:ich )?keine|no conozco|ning[úu]n competidor|sin competencia|ne connais pas|pas (?:vraiment )?de concurren\w*|aucun concurren\w*)(?![\p{L}])/iu;

const USED_BY_SOME =
  /^(?:some|many|most|a few|lots of|viele|manche|einige|die meisten|muchos|muchas|algunos|algunas|la mayoría|beaucoup|certains|certaines|la plupart)\b[^,]*?\b(?:use|uses|nutzen|verwenden|benutzen|usan|utilizan|utilisent)\s+(?:(?:also|just|simply|auch|einfach|nur|también|simplemente|aussi|juste|simplement)\s+)*(.+)$/iu;
const COMMENT_START = /^(?:but|though|although|aber|doch|jedoch|pero|aunque|mais|sauf que)(?![\p{L}])/iu;

/** A sentence that opens by pointing back at the names before it. */
const ABOUT_THOSE =
  /^(?:all|they|both|none|each|these|those|it|its|their|but|alle|sie|beide|keine?r?|die sind|ils|elles|tous|toutes|aucun|c['’]est|ce sont|mais|todos|todas|ellos|ellas|ninguno|son|pero)(?![\p{L}])/iu;

/** "X exists but nobody uses it", "My Music Staff mais c'est en anglais": the name is before "but". */
const COMMENT = /\s+(?:but|aber|pero|mais|though|although|obwohl|aunque|m[êe]me si)\s.*$/iu;
const EXISTS = /\s+(?:exists?|existiert|existe|gibt es)$/iu;
/** "Varsity Tutors mostly": a hedge after the name. */
const TRAILING_HEDGE =
  /\s+(?:mostly|mainly|probably|maybe|i think|i guess|vor allem|haupts[äa]chlich|sobre todo|quiz[áa]s|surtout|peut-[êe]tre)$/iu;
/** "Gestiona para todo el ayuntamiento": the name, without what it is used for. */
const PURPOSE = /\s+(?:for|f[üu]r|para|pour)\s+\p{Ll}.*$/u;

/**
 * q5 as the names of what customers use instead, without the founder's hedges and comments:
 * "Honestly just Instagram and word of mouth. Street Food Finder exists but nobody uses it." is
 * Instagram and word of mouth, and Street Food Finder; "Je ne connais pas vraiment de concurrent,
 * peut-être My Music Staff" is My Music Staff. The sentence as written stays in the notes.
 */
export function readCompetitors(answer: string): string[] {
  const out: string[] = [];
  for (const [index, sentence] of sentences(answer).entries()) {
    // "AxisCare, AlayaCare, WellSky. All big and expensive.": a sentence about those just named.
    if (index > 0 && ABOUT_THOSE.test(sentence)) continue;
    // "Some bigger banks use Link2Feed", "Viele nutzen auch einfach Eversports": what they use.
    const used = sentence.match(USED_BY_SOME)?.[1] ?? sentence;
    for (const item of listItems(used, { splitLoneAnd: true })) {
      if (NONE_KNOWN.test(item)) continue;
      // "Webclimber, aber das ist teuer, altmodisch": the rest of the sentence is a comment.
      if (COMMENT_START.test(item)) break;
      let name = item;
      for (let previous = ""; previous !== name; ) {
        previous = name;
        // "No conozco nada específico, creo que algunos usan Gestiona": what some use, within the sentence too.
        name = name.replace(OPENING, "").replace(USED_BY_SOME, "$1");
      }
      name = name.replace(COMMENT, "").replace(EXISTS, "").replace(TRAILING_HEDGE, "").replace(PURPOSE, "").trim();
      // "VolunteerHub and SignUpGenius": two names joined, each written as a name.
      const names = name.split(/\s+(?:and|und|y|et|or|oder|o|ou)\s+/u);
      const joined = names.length > 1 && names.every((part) => /^[\p{Lu}\d]/u.test(part));
      for (const part of joined ? names : [name]) if (/\p{L}/u.test(part)) out.push(part);
    }
  }
  return out.map((item) => item.slice(0, 120)).slice(0, 12);
}
