import { sql } from "drizzle-orm";
import { check, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { updatedAt } from "./columns";
import { definitions } from "./definitions";

/**
 * The pitch deck's look a founder chose for a definition (decision 033): a theme, an optional
 * accent colour and an optional logo. No row: the light theme with its own accent. The deck's data does not change
 * with it; the HTML and .pptx are drawn with it when they are read.
 */
export const deckThemes = pgTable(
  "deck_themes",
  {
    definitionId: uuid()
      .primaryKey()
      .references(() => definitions.id, { onDelete: "cascade" }),
    theme: text().notNull().default("light"),
    /** "#rrggbb", or null for the theme's own accent. */
    accent: text(),
    /** The founder's logo (image/png or image/svg+xml, checked on upload), base64; null without one. */
    logoType: text(),
    logo: text(),
    /** An SVG logo's PNG drawing, made by the founder's browser at upload, for the .pptx; null otherwise. */
    logoPng: text(),
    /** The founder's contact line on the closing slide; null for none. */
    contact: text(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check("deck_themes_theme", sql`${table.theme} in ('light', 'dark', 'bold')`),
    check("deck_themes_accent", sql`${table.accent} is null or ${table.accent} ~ '^#[0-9a-fA-F]{6}$'`),
    check("deck_themes_logo", sql`(${table.logo} is null) = (${table.logoType} is null)`),
    check("deck_themes_logo_png", sql`${table.logoPng} is null or ${table.logoType} = 'image/svg+xml'`),
    check("deck_themes_contact", sql`${table.contact} is null or char_length(${table.contact}) <= 120`),
  ],
);
