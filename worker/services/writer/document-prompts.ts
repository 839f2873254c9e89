import type { DocumentKind } from "../../../shared/documents/kinds";
import type { TLanguage } from "../../../shared/schemas/settings";
import { interviewText } from "./prompts";

type DocumentPromptInput = {
  answers: Readonly<Record<string, string>>;
  features: readonly string[];
  generatedAt: Date;
  language?: TLanguage;
};

const LANGUAGE_NAMES: Record<TLanguage, string> = { en: "English", es: "Spanish", fr: "French", de: "German" };

/** The user's interface language is the document's (keywords of YAML and HTML stay as they are). */
function languageRule(language: TLanguage = "en"): string {
  return ` Write all prose in ${LANGUAGE_NAMES[language]}.`;
}

const GROUNDING =
  "Use only facts from the founder's answers below; where an answer is missing, say what must be decided " +
  "instead of inventing it. Be specific and concrete. Never use placeholder text.";

const INSTRUCTIONS: Record<DocumentKind, string> = {
  rfp:
    "Write a Request for Proposal in GitHub-flavoured Markdown that the founder can send to software vendors. " +
    "Sections: Overview; Goals and success metrics; Scope and prioritised features (keep the given priority " +
    "order, mark must-haves); Users and roles; Functional requirements (workflows, data, integrations); " +
    "Non-functional requirements; Existing assets; Deliverables; Timeline and milestones; Budget; Questions for " +
    "vendors; Evaluation criteria (weights summing to 100%); How to respond (with a deadline two weeks after the " +
    "issue date). Reply with the Markdown only.",
  pitch:
    "Write an investor pitch deck as ONE self-contained HTML document (inline CSS, a tiny inline script for " +
    "keyboard navigation with the arrow keys, no external resources) with 10 to 12 slides: problem, solution, " +
    "market, product, business model, competition, go-to-market, roadmap, team and ask. Each slide is a " +
    '<section> with an <aside class="notes"> holding speaker notes; print one slide per page. Reply with the HTML only.',
  openapi:
    "Write an OpenAPI 3.1.0 document in YAML for this product's own REST API, derived from the data it keeps, " +
    "its workflows and its user roles: components.schemas for every entity, CRUD paths with operationIds, " +
    "bearer JWT security, error responses. It must validate against the OpenAPI 3.1 schema and every $ref must " +
    "resolve. Reply with the YAML only, no code fence.",
  app_prompt:
    "Write a ready-to-paste prompt for an AI app builder (Lovable, Bolt, v0) in Markdown: context, data model, " +
    "roles, then build phases in the features' priority order, each with acceptance criteria, and the security " +
    "and platform constraints. Address the builder directly. Reply with the prompt only.",
};

/** The system and user prompt an LLM gets for a document. */
export function documentPrompt(kind: DocumentKind, input: DocumentPromptInput) {
  const features = input.features.map((feature, index) => `${index + 1}. ${feature}`).join("\n");
  return {
    system: `You are a senior product manager and technical writer. ${INSTRUCTIONS[kind]} ${GROUNDING}${languageRule(input.language)}`,
    prompt:
      `Issue date: ${input.generatedAt.toISOString().slice(0, 10)}\n\nFeatures in priority order:\n${features}\n\n` +
      `Questionnaire:\n${interviewText(input.answers)}`,
  };
}

/** The follow-up when an LLM's OpenAPI document does not validate: one chance to repair it. */
export function repairPrompt(document: string, errors: readonly string[]) {
  return {
    system: `You fix OpenAPI 3.1 documents. ${INSTRUCTIONS.openapi}`,
    prompt: `This document does not validate:\n\n${document}\n\nErrors:\n${errors.map((error) => `- ${error}`).join("\n")}\n\nReply with the whole corrected YAML.`,
  };
}
