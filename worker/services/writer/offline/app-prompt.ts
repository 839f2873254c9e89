import { appPhases } from "./app-prompt-phases";
import type { DocumentInput } from "./document-input";
import { blocks, bullets, heading, md, table } from "./markdown";
import { type ProductBrief, readBrief } from "./product-brief";
import { fieldKey, propertySchema, referencedEntity, typeLabel } from "./property-types";
import { clause, lowerFirst, sentence } from "./text";

/**
 * The prompt for an AI app builder (Lovable, Bolt, v0 ...), in Markdown, addressed to the
 * builder. Builders do best with the whole picture first, then one phase at a time with checks.
 */
export function composeAppPrompt(input: DocumentInput): string {
  const brief = readBrief(input);
  return `${blocks(
    heading(1, `Build ${md(brief.name)}`),
    `Build **${md(brief.name)}**, a web application. ${md(sentence(brief.vision))}`,
    "Work through the phases below one at a time. At the end of each phase, check every acceptance criterion, " +
      "then stop and summarise what you built before starting the next phase.",
    context(brief),
    guidance(brief),
    dataModel(brief),
    roles(brief),
    appPhases(brief),
    constraints(brief),
  )}\n`;
}

function context(brief: ProductBrief): string {
  return blocks(
    heading(2, "Context"),
    bullets([
      `**The problem it solves:** ${md(sentence(brief.problem))}`,
      `**Who it is for:** ${md(sentence(brief.segments))}`,
      `**Primary persona:** ${md(sentence(brief.persona))}`,
      `**How they cope today:** ${md(sentence(brief.today))}`,
      `**What must set it apart${brief.competitors.length > 0 ? ` from ${brief.competitors.map(md).join(", ")}` : ""}:** ${md(sentence(brief.edge))}`,
    ]),
  );
}

function guidance(brief: ProductBrief): string {
  const native = brief.platformKinds.some((kind) => kind !== "web");
  return blocks(
    heading(2, "Tech and UX guidance"),
    bullets([
      "Use your default stack (for example React, TypeScript and Tailwind with your built-in authentication and Postgres database); add other services only where a phase asks for them.",
      `Target platforms: ${md(lowerFirst(clause(brief.platforms)))}. ${
        native
          ? "Build one responsive, mobile-first web app that can be installed on a phone's home screen (PWA); native apps come later."
          : "Build one responsive web app."
      }`,
      brief.assets
        ? `Follow the existing design assets: ${md(clause(brief.assets.what))}. ${md(sentence(brief.assets.reuse))}`
        : "Keep the interface calm and clear: simple navigation, readable type, consistent spacing, one primary action per screen.",
      "Every list has empty, loading and error states; every form validates as the user types and explains what is wrong; deleting asks for confirmation.",
      "Store times in UTC and show them in the user's time zone and locale.",
    ]),
  );
}

function dataModel(brief: ProductBrief): string {
  const rows = brief.entities.map((entity) => {
    const fields = entity.properties.map((property) => {
      const type = typeLabel(
        propertySchema(property, entity, brief.entities),
        referencedEntity(property, brief.entities),
      );
      return `\`${snake(fieldKey(property, entity, brief.entities))}\` (${md(type)})`;
    });
    return [`${md(entity.label)} (\`${entity.collection.replace(/-/g, "_")}\`)`, fields.join(", ") || "`name` (text)"];
  });
  return blocks(
    heading(2, "Data model"),
    rows.length > 0
      ? "Create these tables. Each also has `id` (uuid), `created_at` and `updated_at`."
      : `Store this information: ${md(sentence(brief.dataText))}`,
    rows.length > 0 && table(["Table", "Fields"], rows),
    `**Sensitive data:** ${md(sentence(brief.sensitive))} Restrict reading it to those people.`,
  );
}

function roles(brief: ProductBrief): string {
  const rows = brief.roles.map((role) => [md(role.name || "All users"), md(role.can || "Decide with the owner")]);
  return blocks(
    heading(2, "Roles and permissions"),
    rows.length > 0 ? table(["Role", "May do"], rows) : md(sentence(brief.rolesText)),
    "Enforce these rules on the server (row-level security or equivalent), not only by hiding buttons.",
  );
}

function constraints(brief: ProductBrief): string {
  return blocks(
    heading(2, "Constraints"),
    bullets([
      `**Security, privacy and compliance:** ${md(sentence(brief.security))}`,
      `**Platforms:** ${md(sentence(brief.platforms))}`,
      `**Expected scale:** ${md(clause(brief.scale))}; paginate lists and index the fields you filter on.`,
      ...(brief.later.length > 0
        ? [`**Do not build yet:** ${brief.later.map((item) => md(lowerFirst(item))).join(", ")}.`]
        : []),
      ...brief.risks.map((risk) => `**Design for:** ${md(lowerFirst(sentence(risk)))}`),
    ]),
  );
}

/** Database columns are snake_case in the usual builder stacks ("dueDate" -> "due_date"). */
function snake(key: string): string {
  return key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
}
