import { z } from "zod";
import { LOGO_TYPES } from "./logo";

/**
 * The deck's look, chosen by the founder: a theme (light, dark or a bold colour) and, optionally,
 * an accent colour of their own. The theme is presentation, not content: the deck's data stays
 * the same and the HTML, print and .pptx are drawn with it at read time (decision 033).
 */
export const DECK_THEMES = ["light", "dark", "bold"] as const;
export type TDeckThemeName = (typeof DECK_THEMES)[number];

const HEX = /^#[0-9a-fA-F]{6}$/;

export const ZDeckTheme = z.object({
  theme: z.enum(DECK_THEMES),
  /** "#rrggbb", or null for the theme's own accent. */
  accent: z.string().regex(HEX, "must be a colour as #rrggbb").nullable(),
  /**
   * How investors reach the founder, on the closing slide ("maria@tasknest.com · +1 555 0100"):
   * one line, at most 120 characters; null for none. Left out of a PUT, it stays as it was.
   */
  contact: z
    .string()
    .trim()
    .max(120)
    .regex(/^[^\r\n]*$/, "must be one line")
    .nullable()
    .optional(),
});
export type TDeckTheme = z.infer<typeof ZDeckTheme>;

export const DEFAULT_DECK_THEME: TDeckTheme = { theme: "light", accent: null };

/** What GET/PUT .../deck-theme answer: the choice, and the type of the founder's logo (null without one). */
export const ZDeckThemeView = ZDeckTheme.extend({
  contact: z.string().nullable(),
  logo: z.enum(LOGO_TYPES).nullable(),
});
export type TDeckThemeView = z.infer<typeof ZDeckThemeView>;

/** The colours a theme draws with, as "#rrggbb". */
export type DeckPalette = {
  /** The slide's background and the text on it. */
  background: string;
  ink: string;
  muted: string;
  /** Cards and panels on the slide. */
  surface: string;
  line: string;
  /** Headlines' accent, icons, bars; passes 4.5:1 against the background. */
  accent: string;
  /** Text drawn on the accent (a bar's figure, a chip). */
  onAccent: string;
  /** The title and closing slides' background and text. */
  hero: string;
  onHero: string;
};

const BASE: Record<TDeckThemeName, DeckPalette> = {
  light: {
    background: "#ffffff",
    ink: "#1b2333",
    muted: "#4f596c",
    surface: "#f1f4fb",
    line: "#d5dbe8",
    accent: "#2346c2",
    onAccent: "#ffffff",
    hero: "#eef2fd",
    onHero: "#1b2333",
  },
  dark: {
    background: "#111827",
    ink: "#f3f4f6",
    muted: "#c0c7d4",
    surface: "#1f2937",
    line: "#374151",
    accent: "#8fb0ff",
    onAccent: "#111827",
    hero: "#0b1220",
    onHero: "#f3f4f6",
  },
  bold: {
    background: "#fff8ef",
    ink: "#1f1633",
    muted: "#4e4560",
    surface: "#ffeedd",
    line: "#ecd3b8",
    accent: "#b3261e",
    onAccent: "#ffffff",
    hero: "#3b1a5a",
    onHero: "#ffffff",
  },
};

/** WCAG 2 relative luminance of "#rrggbb". */
export function luminance(hex: string): number {
  const value = Number.parseInt(hex.slice(1), 16);
  const channel = (shift: number) => {
    const c = ((value >> shift) & 255) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(16) + 0.7152 * channel(8) + 0.0722 * channel(0);
}

/** WCAG 2 contrast ratio of two colours, 1 to 21. */
export function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** Text on a colour: white or the darkest ink, whichever reads better. */
export function textOn(colour: string): string {
  return contrast(colour, "#ffffff") >= contrast(colour, "#111827") ? "#ffffff" : "#111827";
}

/** `hex` moved toward `toward` by `share` (0 to 1), per channel. */
export function mix(hex: string, toward: string, share: number): string {
  const a = Number.parseInt(hex.slice(1), 16);
  const b = Number.parseInt(toward.slice(1), 16);
  const channel = (shift: number) =>
    Math.round(((a >> shift) & 255) * (1 - share) + ((b >> shift) & 255) * share)
      .toString(16)
      .padStart(2, "0");
  return `#${channel(16)}${channel(8)}${channel(0)}`;
}

/**
 * The founder's accent as the theme can show it: itself when it reads at 4.5:1 on the
 * background (and on the colours in `also`: the cards), else the nearest shade (darkened on a
 * light theme, lightened on a dark one) that does.
 */
export function readableAccent(accent: string, background: string, ratio = 4.5, also: readonly string[] = []): string {
  const colour = accent.toLowerCase();
  const reads = (shade: string) => [background, ...also].every((under) => contrast(shade, under) >= ratio);
  if (reads(colour)) return colour;
  const toward = luminance(background) > 0.5 ? "#000000" : "#ffffff";
  for (let step = 1; step <= 40; step += 1) {
    const shade = mix(colour, toward, step / 40);
    if (reads(shade)) return shade;
  }
  return toward;
}

/** The palette of a theme with the founder's accent, every text colour at 4.5:1 or more. */
export function deckPalette(choice: TDeckTheme = DEFAULT_DECK_THEME): DeckPalette {
  const base = BASE[choice.theme];
  if (!choice.accent) return base;
  const accent = readableAccent(choice.accent, base.background, 4.5, [base.surface]);
  return { ...base, accent, onAccent: textOn(accent) };
}
