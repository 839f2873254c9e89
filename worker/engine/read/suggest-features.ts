import type { Answers } from "#shared/questionnaire/answers";
import { featureList } from "#shared/questionnaire/features";
import type { TLanguage } from "#shared/settings/options";
import { mentions } from "../text/words";
import { detectAnswerLanguage } from "./answer-language";
import { answerReader } from "./answer-reader";
import { readCapabilities } from "./features";
import { parseIntegrations, plainName } from "./integrations";
import { PHRASES } from "./phrases";
import { readRoles } from "./roles";

/**
 * The offline writer's features, read as the blueprint's analyzer reads the answers: the
 * capabilities of version 1 (q6, without what is marked "later"; q6a is all later), roles and
 * permissions when there are several roles (q7), and each integration of version 1 (q10) other
 * than sign-in, which the accounts requirement covers. Platforms are not features. Written in the
 * user's language, as the documents that will name them are.
 */
export function offlineFeatures(answers: Answers, language: TLanguage = "en"): string[] {
  const phrases = PHRASES[language].derived;
  const answerLanguage = detectAnswerLanguage(answers, language);
  const read = answerReader(answers, answerLanguage);
  const capabilities = readCapabilities({ q6: read.list("q6"), q6a: read.list("q6a") }, answerLanguage)
    .filter((item) => item.priority !== "later")
    .map((item) => item.title);
  const roleNames = readRoles(read.list("q7"), answerLanguage).map((role) => role.name);
  const integrations = parseIntegrations(read.list("q10"), answerLanguage)
    .filter((item) => !item.later && item.kind !== "sign_in")
    // "Calendario unificado de Airbnb y Booking" is the Airbnb and the Booking integration already.
    .filter((item) => !capabilities.some((title) => mentions(title, item.name)))
    // A feature is named in a few words: a purpose that would make it a sentence stays with the integration.
    // "Termii (or any Nigerian SMS gateway)" for the receipts: the title names the service, the integration keeps the choice.
    .map((item) => {
      const purpose = words(item.purpose) <= 4 ? item.purpose : "";
      const whole = phrases.integrationFeature(item.name, purpose);
      // A title is a few words: past eight, the providers' choice stays with the integration only.
      return purpose || words(whole) > 8 ? phrases.integrationFeature(plainName(item.name), purpose) : whole;
    });
  return featureList([
    ...capabilities,
    ...(roleNames.length > 1 ? [phrases.rolesFeature(roleNames)] : []),
    ...integrations,
  ]);
}

const words = (text: string) => text.split(/\s+/).filter(Boolean).length;
