import { z } from "zod";
import type { TBlueprint } from "#shared/blueprint/schema";
import type { TDeck } from "#shared/deck/schema";
import { LANGUAGE_NAMES } from "#shared/settings/options";
import { BUDGET, fitText } from "./text-budget";

/**
 * What a model writes for the deck: each slide's headline and speaker script. The slides, their
 * figures, lists and charts are the blueprint's (composeDeck), so the model's words can make the
 * deck livelier without ever changing a number, a requirement or the layout's text budgets.
 */
export const ZDeckCopy = z.object({
  slides: z
    .array(
      z.object({
        slide: z.number().int().min(1),
        headline: z.string().min(1).max(BUDGET.headline),
        notes: z.array(z.string().min(1).max(BUDGET.note)).min(1).max(4),
      }),
    )
    .min(1),
});
export type TDeckCopy = z.infer<typeof ZDeckCopy>;

export const DECK_COPY_NAME = "deck_copy";

/** The slides as the model sees them: what each shows, its draft headline and script. */
function outline(deck: TDeck): string {
  return JSON.stringify(
    deck.slides.map((slide, index) => ({
      slide: index + 1,
      kind: slide.kind,
      label: slide.label,
      headline: slide.headline,
      shows: slide.blocks.map((block) =>
        block.type === "text"
          ? block.text
          : block.type === "list"
            ? `${block.heading}: ${block.items.join("; ")}`
            : block.type === "chart"
              ? block.chart.type === "bars"
                ? `${block.chart.title}: ${block.chart.bars.map((bar) => `${bar.label} ${bar.display} ${bar.detail}`).join("; ")}`
                : `${block.chart.title}: ${block.chart.phases.map((phase) => phase.label).join("; ")}`
              : block.head.join(" | "),
      ),
      notes: slide.notes,
    })),
  );
}

/** The prompt for the deck's words; with the problems of a first try when it is the one repair. */
export function deckCopyPrompt(deck: TDeck, blueprint: TBlueprint, problems: readonly string[] = []) {
  const later = blueprint.requirements.filter((item) => item.priority === "later").map((item) => item.id);
  return {
    system: [
      "You are a pitch coach writing the words of an investor pitch deck whose slides are already laid out.",
      `For every slide write a headline of at most ${BUDGET.headline} characters that says something an investor remembers (a claim, a number, a result), not a section name, and a speaker script of 1 to 4 spoken sentences (each at most ${BUDGET.note} characters): what the founder says on this slide, built from what the slide shows and the blueprint, claiming nothing they do not say (no team, traction or figures of your own).`,
      "Use only facts from the slides and the blueprint: never invent a number, a customer, traction, a competitor's weakness or an amount; a founder who is not raising money asks for what the slides say they look for.",
      `Say the product's one-liner only on slide 1. Never mention the Later requirements (${later.join(", ") || "none"}) as part of version 1; name requirements by their FR ids only as the slides do.`,
      `Write in ${LANGUAGE_NAMES[deck.language]}; keep the founder's own words, names and figures as they are.`,
      "Answer with JSON matching the schema: one entry per slide number.",
    ].join(" "),
    prompt: [
      `Slides (JSON):\n${outline(deck)}`,
      `Blueprint (JSON):\n${JSON.stringify(blueprint)}`,
      problems.length > 0
        ? `Your previous words had these problems; fix every one:\n${problems.map((problem) => `- ${problem}`).join("\n")}`
        : "",
    ]
      .filter(Boolean)
      .join("\n\n"),
  };
}

/**
 * The deck with the model's words: each slide it wrote for gets its headline and script, fitted
 * to the budgets; the title and closing slides keep the product's name as their headline.
 */
export function applyDeckCopy(deck: TDeck, copy: TDeckCopy): TDeck {
  const bySlide = new Map(copy.slides.map((entry) => [entry.slide, entry]));
  return {
    ...deck,
    slides: deck.slides.map((slide, index) => {
      const words = bySlide.get(index + 1);
      if (!words) return slide;
      const notes = words.notes.map((note) => fitText(note, BUDGET.note)).filter((note) => note.length > 0);
      return {
        ...slide,
        headline: slide.layout === "title" ? slide.headline : fitText(words.headline, BUDGET.headline),
        notes: notes.length >= 1 ? notes.slice(0, 4) : slide.notes,
      };
    }),
  };
}
