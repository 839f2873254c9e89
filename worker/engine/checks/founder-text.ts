import type { TBlueprint } from "#shared/blueprint/schema";

/**
 * What the founder wrote, as documents quote it: the checks of what a document says on its own
 * (a platform, a figure) leave the founder's words out first.
 */

const NO_BREAK = /[\u00a0\u202f]/g;

/**
 * The document without code spans and paths (identifiers made from the founder's words, such as
 * `/android-ns`), Markdown escapes, HTML entities and anything the founder wrote.
 */
export function withoutFounderText(text: string, quoted: readonly string[]): string {
  let out = text
    .replace(/`[^`\n]*`/g, " ")
    .replace(/(?<=^|[\s"'(])#?(?:\/[\w{}.-]+)+/gm, " ")
    .replace(NO_BREAK, " ")
    .replace(/\\([\\`*_[\]<>|~#+=.)-])/g, "$1")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, "&");
  // Whole quotes first: a cut quote's start may be the start of another, whole one.
  for (const phrase of quoted) out = out.split(phrase).join(" ");
  for (const phrase of quoted) out = withoutQuote(out, phrase);
  return out;
}

const QUOTE_START = 16;

/** A long founder's text cut to fit a slide ("Web and Android The fleet manager sch…"): its start. */
function withoutQuote(text: string, phrase: string): string {
  if (phrase.length < QUOTE_START) return text;
  const head = phrase.slice(0, QUOTE_START);
  let out = text;
  for (let at = out.indexOf(head); at >= 0; at = out.indexOf(head, at + 1)) {
    let end = at + QUOTE_START;
    while (end < out.length && end - at < phrase.length && out[end] === phrase[end - at]) end++;
    out = `${out.slice(0, at)} ${out.slice(end)}`;
  }
  return out;
}

export function founderTexts(blueprint: TBlueprint): string[] {
  const { product } = blueprint;
  const texts = [
    ...Object.values(product).filter((value): value is string => typeof value === "string"),
    ...product.competitors,
    ...product.successMetrics,
    ...product.channels,
    product.budget.text,
    product.timeline.answer,
    ...(product.assets ? Object.values(product.assets) : []),
    blueprint.platforms.answer,
    ...blueprint.platforms.later,
    ...blueprint.risks,
    ...blueprint.requirements.map((item) => item.title),
    ...blueprint.roles.flatMap((role) => [role.name, role.permissions]),
    ...blueprint.workflows.flatMap((flow) => [flow.name, ...flow.steps.map((step) => step.text)]),
    ...blueprint.integrations.flatMap((item) => [item.name, item.purpose]),
    ...blueprint.nonFunctional.map((item) => item.requirement),
    ...blueprint.entities.flatMap((entity) => [
      entity.label,
      entity.nouns.one,
      entity.nouns.many,
      ...entity.fields.map((field) => field.label),
    ]),
    blueprint.ask.amount?.text ?? "",
    ...blueprint.ask.lookingFor,
    ...blueprint.ask.useOfFunds.map((use) => use.item),
    // An open question may name every platform to ask which one is meant.
    ...blueprint.openQuestions.map((item) => item.question),
  ];
  // Documents quote answers as sentences or as clauses (without the final full stop), and list
  // items with a capital or mid-sentence without one: remove every form.
  const forms = texts.flatMap((text) => {
    // Documents write French no-break spaces (" :", " ?") as plain spaces.
    const value = text.replace(NO_BREAK, " ");
    const clause = value.trim().replace(/[\s.,;:!?]+$/, "");
    const first = clause.charAt(0);
    return [value.trim(), clause, first.toUpperCase() + clause.slice(1), first.toLowerCase() + clause.slice(1)];
  });
  return [...new Set(forms.filter((value) => value.length > 2))].sort((a, b) => b.length - a.length);
}
