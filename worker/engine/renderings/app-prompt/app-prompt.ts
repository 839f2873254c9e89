import { clause, sentence } from "#engine/text/text";
import type { TEntity } from "#shared/blueprint/schema";
import { fieldType } from "../format";
import { blocks, bullets, heading, md, table } from "../markdown";
import type { RenderInput } from "../render-input";
import { buildPhases } from "./phases";
import { tableName } from "./table-name";

/**
 * The prompt for an AI app builder (Lovable, Bolt, v0 ...), in Markdown, addressed to the
 * builder: the whole picture first (context, platforms as answered, the data model with its
 * foreign keys, the roles, the OpenAPI document as the backend contract), then one phase at a
 * time keyed to the requirement ids, each with its acceptance criteria.
 */
export function composeAppPrompt(input: RenderInput): string {
  const { blueprint, text } = input;
  const p = text.prompt;
  const phases = buildPhases(input);
  return `${blocks(
    heading(1, p.title(md(blueprint.product.name))),
    p.intro(md(blueprint.product.name), md(sentence(blueprint.product.oneLiner))),
    p.contract(text.openapi.title(md(blueprint.product.name)), input.endpoints.length),
    p.howTo(md(blueprint.product.name), phases.count),
    context(input),
    platforms(input),
    dataModel(input),
    roles(input),
    phases.text,
    constraints(input),
    heading(2, text.headings.promptOutOfScope),
    outOfScope(input),
  )}\n`;
}

function context({ blueprint, text }: RenderInput): string {
  const { product } = blueprint;
  const p = text.prompt;
  const items = [
    product.problem && `**${p.problem}${text.colon}** ${md(sentence(product.problem))}`,
    product.audience && `**${p.users}${text.colon}** ${md(sentence(product.audience))}`,
    product.persona && `**${p.persona}${text.colon}** ${md(sentence(product.persona))}`,
    product.currentAlternatives && `**${p.today}${text.colon}** ${md(sentence(product.currentAlternatives))}`,
    product.differentiator &&
      `**${p.edge(product.competitors.map(md).join(", "))}${text.colon}** ${md(sentence(product.differentiator))}`,
  ].filter((item): item is string => typeof item === "string" && item.length > 0);
  return items.length > 0 ? blocks(heading(2, p.context), bullets(items)) : "";
}

function platforms({ blueprint, text }: RenderInput): string {
  const { platforms } = blueprint;
  const rules = text.prompt.platformRules;
  const native = platforms.ios || platforms.android || platforms.desktopApp;
  const services = blueprint.integrations.filter((item) => !item.later).map((item) => md(item.name));
  const lines = [
    platforms.web && rules.web(md(blueprint.product.name)),
    platforms.pwa && rules.pwa,
    platforms.ios && rules.ios,
    platforms.android && rules.android,
    platforms.desktopApp && rules.desktopApp,
    platforms.web && !native && !platforms.pwa && rules.webOnly,
  ].filter((line): line is string => typeof line === "string");
  return blocks(
    heading(2, text.prompt.platforms),
    platforms.answer && text.prompt.platformsAnswer(md(clause(platforms.answer))),
    bullets([...lines, text.prompt.stack(text.list(services))]),
  );
}

function dataModel({ blueprint, text }: RenderInput): string {
  if (blueprint.entities.length === 0) return "";
  const rows = blueprint.entities.flatMap((entity) => columns(entity, blueprint.entities, text));
  return blocks(
    heading(2, text.prompt.dataModel),
    text.prompt.dataIntro(blueprint.entities.length),
    table(text.prompt.tableColumns, rows),
  );
}

function columns(entity: TEntity, entities: readonly TEntity[], text: RenderInput["text"]): string[][] {
  return entity.fields.map((field, index) => {
    const target = entities.find((candidate) => candidate.name === field.references);
    const notes = [
      field.required ? text.required : "",
      target ? text.prompt.foreignKey(tableName(target)) : "",
      field.sensitive ? text.prompt.sensitive : "",
      field.example ? text.rfp.example(md(field.example)) : "",
    ].filter(Boolean);
    return [
      index === 0 ? `\`${tableName(entity)}\`` : "",
      `\`${snake(field.key)}\``,
      md(fieldType(field, text)),
      notes.join("; "),
    ];
  });
}

function roles({ blueprint, text }: RenderInput): string {
  const p = text.prompt;
  if (blueprint.roles.length === 0) return blocks(heading(2, p.roles), p.noRoles);
  const rows = blueprint.roles.map((role) => [md(role.name), md(role.permissions) || text.rfp.asAgreed]);
  return blocks(
    heading(2, p.roles),
    table(p.roleColumns, rows),
    p.enforce(text.list(blueprint.roles.map((role) => md(role.name)))),
  );
}

function constraints({ blueprint, text }: RenderInput): string {
  const items = [
    ...blueprint.nonFunctional.map((item) => `**${item.id}** (${text.rfp.areas[item.area]}): ${md(item.requirement)}`),
    ...(blueprint.product.scale ? [text.prompt.scale(md(clause(blueprint.product.scale)))] : []),
    ...blueprint.risks.map((risk) => text.prompt.designFor(md(sentence(risk)))),
  ];
  return blocks(heading(2, text.prompt.constraints), bullets(items));
}

function outOfScope({ blueprint, text }: RenderInput): string {
  const later = blueprint.requirements
    .filter((item) => item.priority === "later")
    .map((item) => `${item.id} ${md(item.title)}`);
  const integrations = blueprint.integrations
    .filter((item) => item.later)
    .map((item) => md(text.rfp.laterIntegration(item.name, item.purpose)));
  const platforms = blueprint.platforms.later.map((name) => md(text.rfp.laterPlatform(name)));
  const items = [...later, ...integrations, ...platforms];
  return items.length > 0 ? blocks(text.prompt.doNotBuild, bullets(items)) : text.rfp.nothingLater;
}

function snake(key: string): string {
  return key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
}
