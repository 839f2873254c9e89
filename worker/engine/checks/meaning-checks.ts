import type { TFinding } from "#shared/blueprint/check";
import type { TBlueprint, TEntity } from "#shared/blueprint/schema";
import type { TDeck, TSlide } from "#shared/deck/schema";
import { asciiWords } from "#shared/text/identifiers";
import { isRecordName, isRoleName } from "../read/reading/name-shape";
import { sameFeature, stem, stems } from "../text/words";
import { figureFindings } from "./deck-figures";

/**
 * Checks of meaning, beyond traceability: a blueprint (and so every document) can be consistent
 * and still wrong. These find what a reader would: a role that is a sentence, a record that is a
 * status value or a verb phrase, an action on a record its step does not name, one feature at two
 * priorities; on the deck a headline repeated as its subtitle, market figures that contradict
 * each other, a revenue that leaves out a commission, and a use of funds the answers did not give
 * shown as if they had.
 */

const finding = (rule: TFinding["rule"], message: string, requirement: string | null = null): TFinding => ({
  rule,
  message,
  requirement,
});

/** The blueprint's own meaning: what every document renders. */
export function blueprintMeaningFindings(blueprint: TBlueprint): TFinding[] {
  return [
    ...roleFindings(blueprint),
    ...recordFindings(blueprint),
    ...actionFindings(blueprint),
    ...priorityFindings(blueprint),
  ];
}

function roleFindings(blueprint: TBlueprint): TFinding[] {
  return blueprint.roles
    .filter((role) => !isRoleName(role.name))
    .map((role) =>
      finding("role_name", `The role "${role.name}" is not a name: a role is who uses the product ("Fleet manager").`),
    );
}

function recordFindings(blueprint: TBlueprint): TFinding[] {
  // The values of statuses (a user's role is a role's name, and a role may be a record too).
  const values = new Set(
    blueprint.entities.flatMap((entity) =>
      entity.fields.flatMap((field) => (field.type === "enum" && field.key !== "role" ? field.values : [])),
    ),
  );
  const out: TFinding[] = [];
  for (const entity of blueprint.entities) {
    const key = asciiWords(entity.nouns.one).join("_");
    if (values.has(key) || values.has(asciiWords(entity.label).join("_")))
      out.push(
        finding("record_name", `The record "${entity.label}" is a value of a status, not a thing the product keeps.`),
      );
    else if (!isRecordName(entity.label))
      out.push(
        finding("record_name", `The record "${entity.label}" is a phrase, not the name of a thing the product keeps.`),
      );
  }
  return out;
}

/**
 * The records a step names, besides its actor ("brand pays into escrow": Brand is who pays) and
 * its verb ("they rate each other" names no rating).
 */
function recordsNamed(step: string, entities: readonly TEntity[], actor: string | null, verb: string): TEntity[] {
  const skip = new Set([...(actor ? stems(actor) : []), stem(verb)]);
  const words = new Set(stems(step).filter((word) => !skip.has(word)));
  return entities.filter((entity) => {
    const last = stems(entity.nouns.one).at(-1) ?? stems(entity.label).at(-1);
    return last !== undefined && words.has(last);
  });
}

function actionFindings(blueprint: TBlueprint): TFinding[] {
  const out: TFinding[] = [];
  for (const flow of blueprint.workflows) {
    for (const step of flow.steps) {
      const action = blueprint.actions.find((candidate) => candidate.id === step.action);
      if (!action) continue;
      const actor = blueprint.roles.find((role) => role.id === step.role)?.name ?? null;
      const named = recordsNamed(step.text, blueprint.entities, actor, action.verb.split("-")[0] ?? "");
      const fieldOf = blueprint.entities
        .find((entity) => entity.name === action.entity)
        ?.fields.some((field) => stems(step.text).includes(stem(asciiWords(field.label).at(-1) ?? "")));
      // A step naming other records, and not this one or one of its fields, acts on another record.
      if (named.length > 0 && !named.some((entity) => entity.name === action.entity) && !fieldOf)
        out.push(
          finding(
            "action_record",
            `${flow.id}: "${action.label}" acts on ${action.entity}, but the step names ${named.map((entity) => entity.name).join(", ")}: "${step.text}".`,
            action.requirements[0] ?? null,
          ),
        );
    }
  }
  return out;
}

function priorityFindings(blueprint: TBlueprint): TFinding[] {
  const out: TFinding[] = [];
  const items = blueprint.requirements;
  items.forEach((item, index) => {
    const twin = items
      .slice(index + 1)
      .find((other) => other.priority !== item.priority && sameFeature(other.title, item.title));
    if (twin)
      out.push(
        finding(
          "priority_conflict",
          `${item.id} and ${twin.id} are the same feature at two priorities (${item.priority}, ${twin.priority}).`,
          item.id,
        ),
      );
  });
  return out;
}

/** The deck's meaning: what an investor reads. */
export function deckMeaningFindings(deck: TDeck, blueprint: TBlueprint): TFinding[] {
  return [
    ...deck.slides.flatMap(repeatedHeadline),
    ...marketFindings(deck),
    ...revenueFindings(deck, blueprint),
    ...fundsFindings(deck, blueprint),
    ...figureFindings(deck, blueprint),
  ];
}

const sameWords = (text: string) =>
  text
    .toLocaleLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();

function repeatedHeadline(slide: TSlide): TFinding[] {
  const headline = sameWords(slide.headline);
  const repeated = slide.blocks.some((block) => block.type === "text" && sameWords(block.text) === headline);
  return repeated
    ? [
        finding(
          "headline_repeat",
          `The ${slide.kind} slide says "${slide.headline}" as its headline and again below it.`,
        ),
      ]
    : [];
}

/** TAM, SAM and SOM in the market chart: the reachable market is never larger than the whole one. */
function marketFindings(deck: TDeck): TFinding[] {
  const out: TFinding[] = [];
  for (const slide of deck.slides.filter((candidate) => candidate.kind === "market")) {
    for (const block of slide.blocks) {
      if (block.type !== "chart" || block.chart.type !== "bars") continue;
      const bars = block.chart.bars;
      for (let index = 1; index < bars.length; index++) {
        const wider = bars[index - 1];
        const narrower = bars[index];
        if (wider && narrower && narrower.value > wider.value)
          out.push(
            finding(
              "market_contradiction",
              `The market slide shows ${narrower.label} (${narrower.display}) larger than ${wider.label} (${wider.display}).`,
            ),
          );
      }
    }
  }
  return out;
}

/**
 * A business model with a commission (the blueprint's price): no revenue on the slides may come
 * from a price alone; sizes the founder states are theirs.
 */
function revenueFindings(deck: TDeck, blueprint: TBlueprint): TFinding[] {
  if (blueprint.product.price?.commissionPercent == null) return [];
  const priced = deck.slides.filter(
    (slide) =>
      slide.kind === "market" &&
      slide.blocks.some(
        (block) =>
          block.type === "chart" &&
          block.chart.type === "bars" &&
          block.chart.bars.some((bar) => bar.detail.includes("×")),
      ),
  );
  return priced.map(() =>
    finding(
      "revenue_model",
      "The business model takes a commission, but the market slide computes revenue from a price alone.",
    ),
  );
}

/** A use of funds the product proposed says so on its slide and in its notes. */
function fundsFindings(deck: TDeck, blueprint: TBlueprint): TFinding[] {
  if (!blueprint.ask.useOfFunds.some((use) => use.assumption)) return [];
  const ask = deck.slides.find((slide) => slide.kind === "ask");
  if (!ask) return [];
  const chart = ask.blocks.find((block) => block.type === "chart");
  if (chart?.type !== "chart") return [];
  const words = PROPOSAL[deck.language];
  const onSlide = words.test(chart.chart.title);
  const inNotes = ask.notes.some((note) => words.test(note));
  return onSlide && inNotes
    ? []
    : [
        finding(
          "funds_proposal",
          "The use of funds is the product's proposal, but the slide or its notes do not say so.",
        ),
      ];
}

const PROPOSAL: Record<TDeck["language"], RegExp> = {
  en: /\bproposal\b/i,
  de: /\bVorschlag\b/i,
  es: /\bpropuesta\b/i,
  fr: /\bproposition\b/i,
};
