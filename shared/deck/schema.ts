import { z } from "zod";
import { LANGUAGES } from "../schemas/settings";

/**
 * The pitch deck as data: the story's slides with their headlines, text, lists, charts and
 * speaker notes. The HTML deck and the .pptx are two renderings of one deck, which the HTML
 * carries inside itself so the server can turn any stored version into PowerPoint.
 */
export const DECK_FORMAT = 1;

const SLIDE_KINDS = [
  "title",
  "problem",
  "solution",
  "product",
  "market",
  "business",
  "traction",
  "competition",
  "goToMarket",
  "roadmap",
  "team",
  "ask",
  "closing",
] as const;

const line = (max: number) => z.string().min(1).max(max);

/** A bar per figure, with its value as people read it ("$35.3M") and, for sizing, how it was computed. */
const ZBarChart = z.object({
  type: z.literal("bars"),
  title: line(80),
  /** Always linear in decks made since decision 033; "log" is read in older decks (labelled as such). */
  scale: z.enum(["linear", "log"]),
  bars: z
    .array(
      z.object({ label: line(60), value: z.number().nonnegative(), display: line(40), detail: z.string().max(160) }),
    )
    .min(1)
    .max(6),
});

/** The roadmap: phases over weeks. */
const ZTimelineChart = z.object({
  type: z.literal("timeline"),
  title: line(80),
  weeks: z.number().int().positive(),
  phases: z
    .array(z.object({ label: line(60), start: z.number().int().positive(), end: z.number().int().positive() }))
    .min(1)
    .max(8),
  /** What follows version 1, shown after the last phase. */
  after: z.string().max(80),
});

const ZChart = z.discriminatedUnion("type", [ZBarChart, ZTimelineChart]);
export type TChart = z.infer<typeof ZChart>;

const ZBlock = z.discriminatedUnion("type", [
  z.object({
    type: z.literal("text"),
    heading: z.string().max(60),
    text: line(400),
    style: z.enum(["lead", "big", "body", "meta"]),
  }),
  z.object({
    type: z.literal("list"),
    heading: z.string().max(60),
    items: z.array(line(120)).min(1).max(8),
    ordered: z.boolean(),
    /** The Later requirements: out of version 1, set apart (and by the consistency check). */
    later: z.boolean(),
  }),
  z.object({
    type: z.literal("table"),
    head: z.array(z.string().max(40)).min(2).max(4),
    rows: z
      .array(z.array(z.string().max(120)).min(2).max(4))
      .min(1)
      .max(6),
  }),
  z.object({ type: z.literal("chart"), chart: ZChart }),
]);
export type TBlock = z.infer<typeof ZBlock>;

const ZSlide = z.object({
  kind: z.enum(SLIDE_KINDS),
  /** The slide's place in the story ("The problem"), shown above the headline and naming the slide. */
  label: line(60),
  /** What the slide says, in one line; the title slide's is the product's name. */
  headline: line(120),
  /**
   * "title": centred; "stack": blocks one below the other; "split": every block but the last on
   * the left, the last (a chart) on the right; "columns": one column per block; "banner": the
   * first block (the roadmap, a lead) across the slide, the others in two columns below it.
   */
  layout: z.enum(["title", "stack", "split", "columns", "banner"]),
  blocks: z.array(ZBlock).max(6),
  /**
   * The slide's icon (a Lucide name, decision 033) when the founder's words chose one; absent, the
   * slide kind's. Optional so decks made before it still read.
   */
  icon: z
    .string()
    .regex(/^[a-z0-9-]{1,40}$/)
    .optional(),
  /**
   * The speaker's script: one to four sentences. One when the answers give the slide nothing but
   * its headline: padding the script with claims the founder never made would be inventing them.
   */
  notes: z.array(line(400)).min(1).max(4),
});
export type TSlide = z.infer<typeof ZSlide>;

export const ZDeck = z.object({
  format: z.literal(DECK_FORMAT),
  language: z.enum(LANGUAGES),
  title: line(200),
  slides: z.array(ZSlide).min(8).max(16),
});
export type TDeck = z.infer<typeof ZDeck>;
