import { eq } from "drizzle-orm";
import { deckThemes } from "#db/schema/index";
import { readDeck, renderDeckHtml } from "#engine";
import { findOwnDefinition } from "#services/definitions/find-own-definition";
import { type TDeckLogo, type TDeckLogoUpload, uploadProblem, ZDeckLogoUpload } from "#shared/deck/logo";
import { DEFAULT_DECK_THEME, type TDeckTheme, type TDeckThemeView, ZDeckTheme } from "#shared/deck/theme";
import { AppError } from "#shared/errors/app-error";
import type { ServiceContext } from "#worker/ports";

/**
 * The deck's look is presentation, not content (decision 033): the theme, accent and logo are
 * stored beside the definition, not in the deck, and applied whenever the deck is read (the
 * viewer, a share link, the .pptx), so changing them needs no new generation and costs nothing.
 */
export type DeckLook = { theme: TDeckTheme; logo: TDeckLogo | null };

/** The look of a definition's deck, without an owner check: for the readers the caller has already authorised. */
export async function deckLookOf(ctx: ServiceContext, definitionId: string): Promise<DeckLook> {
  const [row] = await ctx.db.select().from(deckThemes).where(eq(deckThemes.definitionId, definitionId));
  const theme = ZDeckTheme.safeParse(
    row ? { theme: row.theme, accent: row.accent, contact: row.contact } : DEFAULT_DECK_THEME,
  );
  const logo = row?.logo
    ? ZDeckLogoUpload.safeParse({ type: row.logoType, data: row.logo, png: row.logoPng ?? undefined })
    : null;
  return { theme: theme.success ? theme.data : DEFAULT_DECK_THEME, logo: logo?.success ? logo.data : null };
}

const view = ({ theme, logo }: DeckLook): TDeckThemeView => ({
  ...theme,
  contact: theme.contact ?? null,
  logo: logo?.type ?? null,
});

/** GET /conversations/{id}/deck-theme: the owner's choice (404 for another user's definition). */
export async function getDeckTheme(ctx: ServiceContext, userId: string, definitionId: string): Promise<TDeckThemeView> {
  await findOwnDefinition(ctx.db, userId, definitionId);
  return view(await deckLookOf(ctx, definitionId));
}

/** PUT /conversations/{id}/deck-theme: stores the choice (validated by ZDeckTheme); the accent in lower case. */
export async function setDeckTheme(
  ctx: ServiceContext,
  userId: string,
  definitionId: string,
  choice: TDeckTheme,
): Promise<TDeckThemeView> {
  await findOwnDefinition(ctx.db, userId, definitionId);
  const values = {
    theme: choice.theme,
    accent: choice.accent?.toLowerCase() ?? null,
    // Left out, the contact line stays; an empty one is none.
    ...(choice.contact === undefined ? {} : { contact: choice.contact?.trim() || null }),
  };
  await ctx.db
    .insert(deckThemes)
    .values({ definitionId, ...values })
    .onConflictDoUpdate({ target: deckThemes.definitionId, set: { ...values, updatedAt: ctx.now } });
  return view(await deckLookOf(ctx, definitionId));
}

/**
 * PUT /conversations/{id}/deck-logo: a PNG or SVG of at most 200 KB (an SVG with its PNG drawing
 * for the .pptx, when the browser made one); an SVG with a script, an event handler or a
 * reference outside itself is refused (400), and nothing changes.
 */
export async function setDeckLogo(
  ctx: ServiceContext,
  userId: string,
  definitionId: string,
  upload: TDeckLogoUpload,
): Promise<TDeckThemeView> {
  await findOwnDefinition(ctx.db, userId, definitionId);
  const problem = uploadProblem(upload);
  if (problem) throw new AppError(problem);
  const values = { logoType: upload.type, logo: upload.data, logoPng: upload.png ?? null };
  await ctx.db
    .insert(deckThemes)
    .values({ definitionId, ...values })
    .onConflictDoUpdate({ target: deckThemes.definitionId, set: { ...values, updatedAt: ctx.now } });
  return view(await deckLookOf(ctx, definitionId));
}

/** DELETE /conversations/{id}/deck-logo: the deck goes back to its icon; removing none changes nothing. */
export async function removeDeckLogo(
  ctx: ServiceContext,
  userId: string,
  definitionId: string,
): Promise<TDeckThemeView> {
  await findOwnDefinition(ctx.db, userId, definitionId);
  await ctx.db
    .update(deckThemes)
    .set({ logoType: null, logo: null, logoPng: null, updatedAt: ctx.now })
    .where(eq(deckThemes.definitionId, definitionId));
  return view(await deckLookOf(ctx, definitionId));
}

/** A stored deck page drawn again from the data it carries, in a look; an old page without data as it is. */
export function deckInLook(page: string, look: DeckLook): string {
  const deck = readDeck(page);
  return deck ? renderDeckHtml(deck, look.theme, look.logo) : page;
}

/** The same, in the definition's look: for a share link, whose reader has no account. */
export async function themedDeckPage(ctx: ServiceContext, definitionId: string, page: string): Promise<string> {
  return deckInLook(page, await deckLookOf(ctx, definitionId));
}
