import { z } from "zod";
import { getDeckTheme, removeDeckLogo, setDeckLogo, setDeckTheme } from "#services/deck/deck-theme";
import { ZDeckLogoUpload } from "#shared/deck/logo";
import { ZDeckTheme, ZDeckThemeView } from "#shared/deck/theme";
import { protectedProcedure, router } from "../init";

/** The pitch deck's look (decision 033), through the same service as /api/conversations/{id}/deck-theme and deck-logo. */
export const deckRouter = router({
  theme: protectedProcedure
    .input(z.object({ id: z.uuid() }))
    .output(ZDeckThemeView)
    .query(({ ctx, input }) => getDeckTheme(ctx, ctx.user.id, input.id)),
  setTheme: protectedProcedure
    .input(ZDeckTheme.extend({ id: z.uuid() }))
    .output(ZDeckThemeView)
    .mutation(({ ctx, input: { id, ...choice } }) => setDeckTheme(ctx, ctx.user.id, id, choice)),
  setLogo: protectedProcedure
    .input(ZDeckLogoUpload.extend({ id: z.uuid() }))
    .output(ZDeckThemeView)
    .mutation(({ ctx, input: { id, ...upload } }) => setDeckLogo(ctx, ctx.user.id, id, upload)),
  removeLogo: protectedProcedure
    .input(z.object({ id: z.uuid() }))
    .output(ZDeckThemeView)
    .mutation(({ ctx, input }) => removeDeckLogo(ctx, ctx.user.id, input.id)),
});
