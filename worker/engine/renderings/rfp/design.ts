import { endpointLabel } from "#engine/blueprint/endpoints";
import { sentence } from "#engine/text/text";
import type { TEntity, TField } from "#shared/blueprint/schema";
import { fieldType } from "../format";
import { blocks, heading, md, numbered, table } from "../markdown";
import type { RenderInput } from "../render-input";

/** Sections 4-8: who uses it, how they work, what it keeps, what it connects to, how well it runs. */
export function design(input: RenderInput): string {
  return blocks(users(input), workflows(input), dataModel(input), integrations(input), nonFunctional(input));
}

function users({ blueprint, text }: RenderInput): string {
  const { product } = blueprint;
  const rows = blueprint.roles.map((role) => {
    const uses = blueprint.requirements.filter((item) => item.priority !== "later" && item.roles.includes(role.id));
    return [md(role.name), md(role.permissions) || text.rfp.asAgreed, uses.map((item) => item.id).join(", ") || "—"];
  });
  return blocks(
    heading(2, text.rfp.users),
    product.audience && `**${text.rfp.segments}${text.colon}** ${md(sentence(product.audience))}`,
    product.persona && `**${text.rfp.persona}${text.colon}** ${md(sentence(product.persona))}`,
    rows.length > 0 ? table(text.rfp.roleColumns, rows) : text.rfp.noRoles,
  );
}

function workflows(input: RenderInput): string {
  const { blueprint, text } = input;
  if (blueprint.workflows.length === 0) return blocks(heading(2, text.rfp.workflows), text.rfp.noWorkflows);
  const flows = blueprint.workflows.map((flow) => {
    const steps = flow.steps.map((step) => {
      const call = step.action ? input.endpoints.find((endpoint) => endpoint.operationId === step.action) : undefined;
      const trace = call ? ` → \`${endpointLabel(call)}\` (${call.requirements.join(", ")})` : "";
      return `${md(sentence(step.text))}${trace}`;
    });
    return blocks(
      heading(3, `${flow.id} ${md(flow.name)}`),
      flow.critical &&
        blueprint.product.criticalWorkflow &&
        text.rfp.critical(md(sentence(blueprint.product.criticalWorkflow))),
      numbered(steps),
    );
  });
  return blocks(heading(2, text.rfp.workflows), ...flows);
}

function dataModel({ blueprint, text }: RenderInput): string {
  if (blueprint.entities.length === 0) return blocks(heading(2, text.rfp.dataModel), text.rfp.noData);
  return blocks(
    heading(2, text.rfp.dataModel),
    text.rfp.dataIntro(md(blueprint.product.name), blueprint.entities.length),
    ...blueprint.entities.map((entity) => entityTable(entity, text)),
  );
}

function entityTable(entity: TEntity, text: RenderInput["text"]): string {
  const rows = entity.fields.map((field) => [`\`${field.key}\``, md(fieldType(field, text)), notes(field, text)]);
  return blocks(heading(3, `${md(entity.label)} (\`${entity.name}\`)`), table(text.rfp.fieldColumns, rows));
}

function notes(field: TField, text: RenderInput["text"]): string {
  return [
    md(field.label),
    field.required ? text.required : "",
    field.sensitive ? `**${text.sensitive}**` : "",
    field.example ? text.rfp.example(md(field.example)) : "",
    field.assumption ? text.assumed : "",
  ]
    .filter(Boolean)
    .join("; ");
}

function integrations({ blueprint, text }: RenderInput): string {
  const rows = blueprint.integrations
    .filter((item) => !item.later)
    .map((item) => [md(item.name), md(item.purpose) || "—", item.requirements.join(", ") || "—"]);
  return blocks(
    heading(2, text.rfp.integrations),
    rows.length > 0 ? table(text.rfp.integrationColumns, rows) : text.rfp.noIntegrations,
  );
}

function nonFunctional({ blueprint, text }: RenderInput): string {
  const rows = blueprint.nonFunctional.map((item) => [
    item.id,
    text.rfp.areas[item.area],
    `${md(item.requirement)}${item.assumption ? ` (${text.assumed})` : ""}`,
  ]);
  return blocks(heading(2, text.rfp.nonFunctional), table(text.rfp.nfrColumns, rows));
}
