import type { TNonFunctional } from "#shared/blueprint/schema";
import { capitalise, listItems, sentence } from "../text/text";
import type { AnswerReader } from "./answer-reader";
import type { AnalyzerPhrases } from "./phrases/types";

type Area = TNonFunctional["area"];

const AREAS: readonly [Area, RegExp][] = [
  [
    "compliance",
    /gdpr|dsgvo|rgpd|ccpa|hipaa|soc ?2|pci|iso ?27001|lopd|hds|finma|psd2|aml|kyc|gobd|compliance|conformit|cumplimiento|regulat/i,
  ],
  [
    "privacy",
    /privacy|personal data|consent|anonymi|pseudonymi|data (?:stored|hosted|kept) in|datenschutz|privacidad|confidentialit|vie priv[ée]e|in the eu|en la ue|dans l'ue|in der eu/i,
  ],
  ["operations", /backup|restore|sicherung|copia de seguridad|sauvegarde|monitor|logging|audit log|protokoll/i],
  ["availability", /uptime|availability|99[.,]\d|disponibilidad|disponibilit|verf[üu]gbarkeit|offline/i],
  ["performance", /fast|latency|response time|load|performance|rendimiento|leistung|seconds?|segundos|sekunden/i],
  ["accessibility", /wcag|accessib|accesib|barrierefrei|barrierearm/i],
];

const NOTHING_SPECIAL =
  /^(?:nothing (?:special|in particular|much|fancy|major)|not much|nichts (?:besonderes|spezielles|großes)|nada (?:especial|en particular)|rien de (?:sp[ée]cial|particulier))(?![\p{L}])/iu;
const JUST = /^(?:just|simply|einfach|simplemente|juste|simplement)\s+/iu;

/**
 * Non-functional requirements: each item of q12 as written (by area), the first year's load
 * (q12a), who may see sensitive data (q9a), and accessibility (an assumption when not asked for).
 */
export function nonFunctional(read: AnswerReader, phrases: AnalyzerPhrases): TNonFunctional[] {
  const items = listItems(read.list("q12"))
    // "Nothing special I think, just keep volunteer data private": the requirement is what follows.
    .filter((item) => !NOTHING_SPECIAL.test(item))
    .map((item) => item.replace(JUST, ""))
    .map((item) => ({
      area: AREAS.find(([, pattern]) => pattern.test(item))?.[0] ?? ("security" as Area),
      requirement: sentence(capitalise(item)),
      assumption: false,
    }));
  const scale = read.text("q12a");
  if (scale) items.push({ area: "performance", requirement: phrases.nfr.scale(sentence(scale)), assumption: false });
  const sensitive = read.text("q9a");
  if (sensitive)
    items.push({ area: "privacy", requirement: phrases.nfr.sensitive(sentence(sensitive)), assumption: false });
  if (!items.some((item) => item.area === "accessibility")) {
    items.push({ area: "accessibility", requirement: phrases.nfr.accessibility, assumption: true });
  }
  return items
    .slice(0, 15)
    .map((item, index) => ({ id: `NFR-${index + 1}`, ...item, requirement: item.requirement.slice(0, 400) }));
}
