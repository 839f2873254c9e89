import type { TBlueprint } from "#shared/blueprint/schema";
import type { TLanguage } from "#shared/schemas/settings";
import { LANGUAGE_NAMES } from "#shared/settings/options";
import type { Answers } from "#worker/ports";
import { interviewText } from "./prompts";

const RULES = [
  "Fill the product blueprint: the one model of the product that its RFP, pitch deck, OpenAPI document and app-builder prompt are all rendered from.",
  "Start from the draft, which an analyzer built from the same answers, and improve it: sharper descriptions, 2-5 testable Given/When/Then acceptance criteria per requirement, the fields, relations (a field naming another entity is a reference to it) and enums the answers imply, workflow actions that are endpoints of their own, estimates in development and QA hours.",
  "Keep the requirement ids and titles of the draft, in the same order (FR-1 is the founder's first priority). Keep every priority the answers force: what the founder would cut first (q14a) is never Must; what the founder put off (q6a, 'later') is Later and belongs to no milestone.",
  "Keep the platforms exactly as answered and the ask as answered: a founder who is not raising gets no amount.",
  "Mark everything you add beyond the answers with assumption: true, and list your decisions in assumptions.",
  "Every reference must name an existing entity, every id must exist, every requirement of version 1 must be in exactly one milestone. Roles have ids R-1..R-n in order; requirements, actions and workflow steps refer to roles by these ids, never by name.",
  "Where the answers do not tell (a thin or ambiguous answer), do not guess: keep or add an open question (openQuestions, ids Q-1..Q-n in order) naming the prompt id of the answer it is about.",
];

/** The prompt for a model filling the blueprint through structured output. */
export function blueprintPrompt(answers: Answers, features: readonly string[], language: TLanguage, draft: TBlueprint) {
  return {
    system: `You are a senior product manager and solution architect. ${RULES.join(" ")} Write the blueprint's own text (descriptions, criteria, rationale, milestone names, assumptions) in ${LANGUAGE_NAMES[language]}; keep the founder's words as written.`,
    prompt: [
      `Features in the founder's order of priority:\n${features.map((feature, index) => `${index + 1}. ${feature}`).join("\n")}`,
      `Questionnaire:\n${interviewText(answers)}`,
      `Draft blueprint (JSON):\n${JSON.stringify(draft)}`,
    ].join("\n\n"),
  };
}

/** The one repair of a blueprint that did not validate: the reply and what was wrong with it. */
export function blueprintRepairPrompt(
  base: { system: string; prompt: string },
  reply: string,
  problems: readonly string[],
) {
  return {
    system: base.system,
    prompt: `${base.prompt}\n\nYour previous blueprint:\n${reply}\n\nIt was refused for these problems:\n${problems.map((problem) => `- ${problem}`).join("\n")}\n\nReply with the whole corrected blueprint.`,
  };
}
