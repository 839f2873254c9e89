import { DOCUMENT_TEXT, endpointLabel, endpointsOf } from "#engine";
import type { TBlueprint } from "#shared/blueprint/schema";
import type { DocumentKind } from "#shared/documents/kinds";
import { LANGUAGE_NAMES } from "#shared/settings/options";

/** How much each document may take and how freely it is written: a deck may be livelier than an API. */
export const DOCUMENT_SETTINGS: Record<DocumentKind, { maxOutputTokens: number; temperature: number }> = {
  rfp: { maxOutputTokens: 8000, temperature: 0.3 },
  pitch: { maxOutputTokens: 4000, temperature: 0.5 },
  openapi: { maxOutputTokens: 12000, temperature: 0.1 },
  app_prompt: { maxOutputTokens: 7000, temperature: 0.3 },
};

const GROUNDING =
  "The blueprint below is the single source of truth: requirements (FR ids, MoSCoW priority, acceptance criteria, estimates), entities, roles, workflows, integrations, platforms, milestones, the ask. Use only what it holds; never add a requirement, platform or integration it does not have, and never move a Later requirement into version 1. Never use placeholder text.";

function instructions(kind: DocumentKind, blueprint: TBlueprint): string {
  const headings = DOCUMENT_TEXT[blueprint.language].headings;
  const platforms = `Platforms are exactly: ${platformList(blueprint)}; do not mention stores, installers, home screens or apps for any other platform.`;
  switch (kind) {
    case "rfp":
      return [
        "Write a Request for Proposal in GitHub-flavoured Markdown that the founder can send to software vendors.",
        "Start with '# ' and the title; use '## ' for each section: overview; goals; scope of version 1 (a table of every requirement of version 1 with its FR id, priority, roles and estimate, then each requirement's description and acceptance criteria as Given/When/Then); users and roles; workflows; data model; integrations; non-functional requirements; platforms and deliverables (deliverables only from Must and Should); timeline and milestones; effort estimate (development and QA hours in total and per milestone); questions for vendors; evaluation criteria; how to respond; assumptions; the blueprint's open questions for the product owner (when it has any).",
        `List the Later requirements, with their FR ids, only under a heading exactly '### ${headings.rfpOutOfScope}' inside the scope section.`,
        platforms,
        "Reply with the Markdown only, no code fence.",
      ].join(" ");
    case "pitch":
      // Only the offline model reads this: a model writes the deck's words (deck/deck-copy.ts), never its HTML.
      return "Render the investor pitch deck of the blueprint.";
    case "openapi":
      return [
        "Write an OpenAPI 3.1.0 document in YAML for this product's own REST API.",
        "components.schemas: one schema per entity with every field (relations as <name>Id uuid fields, enums with their values, formats, examples), plus New/Update bodies and a paged list.",
        "paths: exactly the endpoints listed below, each with its operationId, a summary, tags, bearer security, error responses (4xx) and `x-requirements:` listing the FR ids given for it.",
        "It must validate against the OpenAPI 3.1 schema, every $ref must resolve, servers must be a relative url such as /v1.",
        "Reply with the YAML only, no code fence.",
      ].join(" ");
    default:
      return [
        "Write a ready-to-paste prompt for an AI app builder (Lovable, Bolt, v0) in Markdown, addressed to the builder.",
        "Start with '# ' and the title; then '## ' sections: context; platforms (exactly as in the blueprint); the data model as tables with their foreign keys; roles and permissions; build phases keyed to the FR ids (Must first, then Should, then Could only if time allows), each requirement with its acceptance criteria as a checklist; constraints.",
        "Say that the backend contract is the OpenAPI document generated with it, and list each requirement's endpoints.",
        `End with a section '## ${headings.promptOutOfScope}' listing the Later requirements with their ids; they appear nowhere else.`,
        platforms,
        "Reply with the prompt only, no code fence.",
      ].join(" ");
  }
}

function platformList(blueprint: TBlueprint): string {
  const { platforms } = blueprint;
  const names = [
    platforms.web && "a responsive web app",
    platforms.pwa && "installable as a PWA",
    platforms.ios && "iOS",
    platforms.android && "Android",
    platforms.desktopApp && "a desktop app for Windows and macOS",
  ].filter(Boolean);
  return names.join(", ");
}

/** The endpoints every document must agree on, so the LLM's OpenAPI matches the RFP and the prompt. */
function endpointText(blueprint: TBlueprint): string {
  return endpointsOf(blueprint)
    .map(
      (endpoint) =>
        `- ${endpointLabel(endpoint)} operationId=${endpoint.operationId} x-requirements=[${endpoint.requirements.join(", ")}]`,
    )
    .join("\n");
}

/** The system and user prompt an LLM gets for a document: instructions, then the blueprint as JSON. */
export function documentPrompt(kind: DocumentKind, blueprint: TBlueprint, generatedAt: Date) {
  return {
    system: `You are a senior product manager and technical writer. ${instructions(kind, blueprint)} ${GROUNDING} Write all prose in ${LANGUAGE_NAMES[blueprint.language]}; keep the founder's own words as they are.`,
    prompt: [
      `Issue date: ${generatedAt.toISOString().slice(0, 10)}`,
      `Endpoints of the API:\n${endpointText(blueprint)}`,
      `Blueprint (JSON):\n${JSON.stringify(blueprint)}`,
    ].join("\n\n"),
  };
}

/** The one repair: the document, what is wrong with it, and the blueprint it must agree with. */
export function repairPrompt(
  kind: DocumentKind,
  blueprint: TBlueprint,
  generatedAt: Date,
  repair: { document: string; problems: readonly string[] },
) {
  const { document, problems } = repair;
  const original = documentPrompt(kind, blueprint, generatedAt);
  return {
    system: `${original.system} You are correcting a document you wrote: keep what is right and fix every problem listed.`,
    prompt: `${original.prompt}\n\nYour document:\n\n${document}\n\nProblems:\n${problems.map((problem) => `- ${problem}`).join("\n")}\n\nReply with the whole corrected document.`,
  };
}
