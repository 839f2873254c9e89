import { clause } from "../text/text";

/**
 * Words founders use to put something off or to refuse it, in English, Spanish, French and
 * German. "Stripe later for billing" is a Later integration; "no mobile app in version 1" is a
 * platform refused for version 1.
 */
const LATER =
  /(?<![\p{L}\p{N}])(?:(?:comes?|coming|kommt|kommen|folgt|folgen|viene|vienen|llega|llegan|vient|viennent|arrive|arrivent) (?:later|sp[äa]ter|m[áa]s adelante|plus tard)|later(?: on)?|eventually|someday|in (?:a )?(?:later|future|second) (?:version|release|phase)|phase (?:2|two)|v2|version 2|after (?:the )?launch|post-launch|not (?:in|for) (?:v1|version 1|the first version|launch)|next year|sp[äa]ter|irgendwann|nach dem start|in (?:einer )?(?:sp[äa]teren|zweiten) (?:version|phase)|m[áa]s adelante|despu[ée]s|en (?:una )?(?:fase|versi[óo]n) (?:posterior|futura|2)|plus tard|ult[ée]rieurement|dans un second temps|dans une (?:prochaine|future|seconde) version)(?![\p{L}\p{N}])/iu;

const REFUSED =
  /(?<![\p{L}\p{N}])(?:no|not|without|never|kein(?:e|en|er)?|nicht|ohne|sin|ning[úu]n(?:a)?|pas(?: de| d')?|aucun(?:e)?|sans)(?![\p{L}\p{N}])/iu;

const NONE =
  /^(?:none|no|nothing|n\/?a|-+|none yet|not yet|not sure(?: yet)?|not applicable|not needed|keine?|nichts|ninguno|ninguna|nada|aucun(?:e)?|rien|pas encore)$/i;

export function isLater(text: string): boolean {
  return LATER.test(text);
}

/** "Stripe later for billing" -> "Stripe for billing": the item without the marker. */
export function withoutLater(text: string): string {
  return clause(
    text
      .replace(new RegExp(LATER.source, "giu"), " ")
      .replace(/\(\s*\)/g, " ")
      .replace(/\s+/g, " "),
  ).replace(/^(?:[-–,:;]\s*)+|(?:\s*[-–,:;(])+$/g, "");
}

export function isRefused(text: string): boolean {
  return REFUSED.test(text);
}

/** "None", "n/a", "nada", "keine": an answer meaning an empty list. */
export function isNone(text: string | undefined): boolean {
  return NONE.test(clause(text ?? ""));
}
