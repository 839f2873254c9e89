import { z } from "zod";
import { createShare, listShares, revokeShare } from "#services/shares/manage-shares";
import { readShared } from "#services/shares/open-share";
import { unlockShare } from "#services/shares/unlock-share";
import {
  ZCreatedShare,
  ZShare,
  ZShareAccess,
  ZSharedContent,
  ZShareKind,
  ZShareList,
  ZShareRequest,
  ZShareUnlockRequest,
} from "#shared/schemas/shares";
import { protectedProcedure, publicProcedure, router } from "../init";

const token = z.string().min(1).max(200);

/**
 * Share links through the same services as REST (decision 026). The deck's framed page and the
 * slide timings are REST only: a frame and a beacon cannot call tRPC.
 */
export const sharesRouter = router({
  create: protectedProcedure
    .input(ZShareRequest.extend({ id: z.uuid() }))
    .output(ZCreatedShare)
    .mutation(({ ctx, input: { id, ...request } }) => createShare(ctx, ctx.user.id, id, request)),
  list: protectedProcedure
    .input(z.object({ id: z.uuid(), kind: ZShareKind.optional() }))
    .output(ZShareList)
    .query(({ ctx, input }) => listShares(ctx, ctx.user.id, input.id, input.kind)),
  revoke: protectedProcedure
    .input(z.object({ id: z.uuid() }))
    .output(ZShare)
    .mutation(({ ctx, input }) => revokeShare(ctx, ctx.user.id, input.id)),
  read: publicProcedure
    .input(z.object({ token, access: z.string().max(200).optional(), view: z.uuid().optional() }))
    .output(ZSharedContent)
    .query(({ ctx, input }) => readShared(ctx, input.token, { access: input.access, viewId: input.view })),
  unlock: publicProcedure
    .input(ZShareUnlockRequest.extend({ token }))
    .output(ZShareAccess)
    .mutation(({ ctx, input }) => unlockShare(ctx, input.token, input.passcode)),
});
