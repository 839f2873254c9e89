/**
 * What founders say of a capability besides naming it, in English, Spanish, French and German:
 * that it can wait ("maybe later", "not now", "erstmal nicht", "más adelante", "pas pour
 * l'instant", "after v1") or that it is welcome but not needed ("would be nice", "wäre schön",
 * "estaría bien", "ce serait bien", "if it's not too much work"). A priority comes from these
 * words said of the feature, never from a word it shares with another.
 */

/** It can wait: not in version 1. */
export const LATER_WORDS =
  /(?<![\p{L}\p{N}])(?:(?:can |will )?come later|comes later|(?:kommt|kommen) (?:erst )?sp[äa]ter|vienen? (?:m[áa]s )?(?:adelante|despu[ée]s)|vien(?:t|nent) plus tard|maybe later|later on|later|can wait|could wait|kann warten|k[öo]nnen warten|puede(?:n)? esperar|peu(?:ven)?t attendre|not now|not (?:for|in) (?:now|v1|version 1|the first version|launch|the mvp)|not yet|not for v1|definitely not now|next year|someday|one day|eventually|in (?:a )?(?:later|future|second|next) (?:version|release|phase)|can come (?:later|in a later version|after (?:v1|launch))|after (?:v1|the launch|launch)|phase (?:2|two)|v2|version 2|post-launch|(?:vielleicht |erst )?sp[äa]ter|erstmal nicht|erst ?mal nicht|vorerst nicht|nicht zum start|nicht im ersten schritt|irgendwann|in (?:einer )?(?:sp[äa]teren|zweiten) (?:version|phase)|nach dem start|(?:quiz[áa]s |tal vez )?m[áa]s adelante|quiz[áa]s despu[ée]s|tal vez despu[ée]s|despu[ée]s|no por ahora|por ahora no|de momento no|en una (?:segunda|futura|pr[óo]xima) versi[óo]n|en (?:una )?fase (?:posterior|futura|2)|alg[úu]n d[íi]a|(?:peut-être |éventuellement )?plus tard|pas pour l'instant|pas pour le moment|pas tout de suite|apr[èe]s la v1|(?:ça|ce) peut venir apr[èe]s(?: la v1)?|dans un second temps|ult[ée]rieurement|dans une (?:prochaine|future|seconde|deuxi[èe]me) version|pour une (?:deuxi[èe]me|seconde|prochaine) version|un jour)(?![\p{L}\p{N}])/iu;

/** Doubt said of a thing named: "maybe Twilio", "vielleicht PayPal" (not that it can wait). */
export const DOUBT_WORDS =
  "maybe|perhaps|possibly|probably|vielleicht|eventuell|wahrscheinlich|quizás|quizá|tal vez|posiblemente|probablemente|peut-être|probablement";

/** Welcome but not needed: Could. */
export const COULD_WORDS =
  /(?<![\p{L}\p{N}])(?:would be (?:nice|great|good|cool|a plus)|nice[- ]to[- ]have|(?:it )?would be nice|ideally|if possible|if (?:there(?:'s| is) )?time|if (?:it's|it is) not too much(?: work)?|if budget allows|optional(?:ly)?|bonus|not urgent|w[äa]re (?:sch[öo]n|nett|toll|gut|super)|sch[öo]n w[äa]re|idealerweise|wenn m[öo]glich|optional|nice to have|estar[íi]a bien|ser[íi]a (?:ideal|lindo|bueno|genial|bueno tener)|(?:no es|nada) urgente|si se puede|opcional|ce serait (?:bien|bien aussi|top|un plus)|(?:ça|ce) serait (?:bien|top|un plus)|serait un plus|id[ée]alement|si possible|en option|pas urgent|facultatif)(?![\p{L}\p{N}])/iu;

/** "cash is fine at first", "die können die Piloten noch in Excel machen": why, not what. */
const REASON =
  /(?<![\p{L}\p{N}])(?:is fine|are fine|is enough|works for now|at first|for now|for a while|in the meantime|reicht|gen[üu]gt|erstmal|vorerst|noch|por ahora|mientras tanto|al principio|de momento|pour l'instant|au d[ée]but|pour le moment|suffit|en attendant)(?![\p{L}\p{N}])/iu;

export type Hedge = "later" | "could" | null;

/** The priority a phrase's own words give: Later beats Could ("ce serait bien, mais ça peut venir après la v1"). */
export function hedgeOf(text: string): Hedge {
  if (LATER_WORDS.test(text)) return "later";
  if (COULD_WORDS.test(text)) return "could";
  return null;
}

/** A clause that gives a reason ("cash is fine at first") rather than a capability. */
export function isReason(text: string): boolean {
  return REASON.test(text);
}

/**
 * The phrase without its hedge: "Chat between owner and walker would be nice" -> "Chat between
 * owner and walker"; "Ce serait bien d'avoir aussi une liste d'attente" -> "une liste d'attente";
 * "In-app payment maybe later" -> "In-app payment". A hedge closing the phrase takes what follows
 * it along ("estaría bien, pero no es urgente").
 */
export function withoutHedge(text: string): string {
  let out = text;
  const leading =
    /^(?:(?:ce|ça|it) (?:serait|would be) (?:bien|nice|top|great)(?: d['’]avoir| to have)?(?: aussi| too| also)?|estar[íi]a bien(?: tener)?(?: tambi[ée]n)?|ser[íi]a (?:ideal|lindo|bueno)(?: tener)?|w[äa]re (?:sch[öo]n|nett|gut)|ideally|idealerweise|idealmente|id[ée]alement|maybe|perhaps|vielleicht|quiz[áa]s|tal vez|peut-être|éventuellement|eventualmente)\s*[,:]?\s*/iu;
  out = out.replace(leading, "");
  for (const words of [COULD_WORDS, LATER_WORDS]) {
    const match = out.match(words);
    if (!match || match.index === undefined) continue;
    const before = out.slice(0, match.index);
    const after = out.slice(match.index + match[0].length);
    // A hedge after the capability ends it ("X would be nice if it's not too much work"), but
    // what it is for goes on ("Stripe later for billing").
    if (/\p{L}{2}/u.test(before))
      out = /^\s*(?:for|to|para|pour|für|zur|zum)\s/iu.test(after) ? `${before.trimEnd()} ${after.trim()}` : before;
    else out = after;
  }
  return (
    out
      .replace(/[\s,;:–—-]+(?:but|aber|pero|mais|too|aussi|también|auch|y|et|und|and|as well)?\s*$/iu, "")
      // "memberships probably (come later)": a doubt left at the end is not part of the name.
      .replace(
        /\s+(?:probably|maybe|perhaps|possibly|wahrscheinlich|vielleicht|probablemente|quiz[áa]s|probablement|peut-être)$/iu,
        "",
      )
      .replace(/^[\s,;:–—-]+/u, "")
      .trim()
  );
}
