import type { Workflow } from "./answer-parsers";
import type { Property } from "./data-model";
import type { DocumentInput } from "./document-input";
import { blocks, bullets, heading, md, numbered, table } from "./markdown";
import { type ProductBrief, readBrief } from "./product-brief";
import { rfpDelivery } from "./rfp-delivery";
import { RESPONSE_DAYS } from "./rfp-response";
import { addDays, formatDate, sentence } from "./text";

/** The Request for Proposal, in Markdown: what a vendor needs to quote for the first version. */
export function composeRfp(input: DocumentInput): string {
  const brief = readBrief(input);
  return `${blocks(
    heading(1, `Request for Proposal: ${md(brief.name)}`),
    [
      `**Issued:** ${formatDate(brief.generatedAt)}  `,
      `**Responses due:** ${formatDate(addDays(brief.generatedAt, RESPONSE_DAYS))}  `,
      "**Contact:** the product owner",
    ].join("\n"),
    overview(brief),
    goals(brief),
    scope(brief),
    users(brief),
    functional(brief),
    nonFunctional(brief),
    rfpDelivery(brief),
  )}\n`;
}

function overview(brief: ProductBrief): string {
  return blocks(
    heading(2, "1. Overview"),
    `${md(brief.name)} is looking for a development partner to build its first version.`,
    heading(3, "Vision"),
    md(sentence(brief.vision)),
    heading(3, "The problem"),
    md(sentence(brief.problem)),
    heading(3, "How it is handled today"),
    md(sentence(brief.today)),
    heading(3, "Alternatives and how this product differs"),
    brief.competitors.length > 0 && `Alternatives today: ${brief.competitors.map(md).join(", ")}.`,
    md(sentence(brief.edge)),
    heading(3, "About the team"),
    md(sentence(brief.team)),
  );
}

function goals(brief: ProductBrief): string {
  return blocks(
    heading(2, "2. Goals and success metrics"),
    "The first version succeeds if, in its first six months, it reaches:",
    bullets(brief.metrics.map(md)),
    `**Business model the product must support:** ${md(sentence(brief.revenue))}`,
  );
}

function scope(brief: ProductBrief): string {
  const rows = brief.features.map((feature, index) => [
    String(index + 1),
    md(feature),
    index < brief.mustHave.length ? "Must-have" : "Should-have",
  ]);
  return blocks(
    heading(2, "3. Scope and prioritised features"),
    "Features in the product owner's order of priority. Must-have features are required at launch; " +
      "should-have features belong in the first version but may move if the timeline is at risk (see section 9).",
    table(["#", "Feature", "Priority"], rows),
    heading(3, "Out of scope for the first version"),
    brief.later.length > 0 ? bullets(brief.later.map(md)) : "Nothing has been set aside for later versions.",
  );
}

function users(brief: ProductBrief): string {
  const rows = brief.roles.map((role) => [md(role.name || "All users"), md(role.can || "As agreed in discovery")]);
  return blocks(
    heading(2, "4. Users and roles"),
    `**Target segments:** ${md(sentence(brief.segments))}`,
    `**Primary persona:** ${md(sentence(brief.persona))}`,
    heading(3, "Roles and permissions"),
    rows.length > 0 ? table(["Role", "What they may do"], rows) : md(sentence(brief.rolesText)),
  );
}

function functional(brief: ProductBrief): string {
  const entityRows = brief.entities.map((entity) => [
    md(entity.label),
    entity.properties.length > 0
      ? entity.properties.map((property) => md(detailText(property))).join(", ")
      : "Details to be agreed in discovery",
  ]);
  return blocks(
    heading(2, "5. Functional requirements"),
    heading(3, "5.1 Key workflows"),
    brief.workflows.length > 0 ? brief.workflows.map(workflowBlock).join("\n\n") : md(sentence(brief.workflowsText)),
    heading(3, "5.2 Critical workflow"),
    `**Must work flawlessly at launch:** ${md(sentence(brief.criticalFlow))}`,
    heading(3, "5.3 Data to keep"),
    entityRows.length > 0 ? table(["Entity", "Key details"], entityRows) : md(sentence(brief.dataText)),
    heading(3, "5.4 Integrations"),
    brief.integrations.length > 0
      ? bullets(brief.integrations.map(md))
      : "No external services are required in the first version.",
  );
}

/** "status (booked, confirmed, cancelled)" when the user listed the values. */
function detailText(property: Property): string {
  return property.enumValues.length > 0 ? `${property.label} (${property.enumValues.join(", ")})` : property.label;
}

function workflowBlock(flow: Workflow, index: number): string {
  const title = flow.title ? `Workflow ${index + 1}: ${md(flow.title)}` : `Workflow ${index + 1}`;
  return blocks(heading(4, title), numbered(flow.steps.map((step) => md(sentence(step)))));
}

function nonFunctional(brief: ProductBrief): string {
  return blocks(
    heading(2, "6. Non-functional requirements"),
    table(
      ["Area", "Requirement"],
      [
        ["Platforms", md(sentence(brief.platforms))],
        ["Security, privacy and compliance", md(sentence(brief.security))],
        ["Sensitive data and who may see it", md(sentence(brief.sensitive))],
        ["Expected scale in the first year", md(sentence(brief.scale))],
      ],
    ),
  );
}
