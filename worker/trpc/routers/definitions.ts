import { z } from "zod";
import { getBlueprint } from "#services/blueprint/get-blueprint";
import { updateBlueprint } from "#services/blueprint/update-blueprint";
import { getDefinition } from "#services/definitions/get-definition";
import { definitionOverview, listDefinitions } from "#services/definitions/list-definitions";
import { sendAnswer } from "#services/definitions/send-answer";
import { startDefinition } from "#services/definitions/start-definition";
import { updateAnswers } from "#services/definitions/update-answers";
import { ZBlueprintResponse, ZBlueprintUpdateRequest } from "#shared/schemas/blueprints";
import {
  ZDefinitionDetail,
  ZDefinitionList,
  ZDefinitionListQuery,
  ZDefinitionOverview,
  ZDefinitionPage,
  ZInitRequest,
  ZInitResponse,
  ZSendMessageRequest,
  ZSendMessageResponse,
  ZUpdateMessagesRequest,
  ZUpdateMessagesResponse,
} from "#shared/schemas/definitions";
import { protectedProcedure, router } from "../init";

/** The conversation calls of spec section 7, through the same services as the REST routes. */
export const definitionsRouter = router({
  list: protectedProcedure
    .input(ZDefinitionListQuery.optional())
    .output(ZDefinitionList)
    .query(({ ctx, input }) => listDefinitions(ctx, ctx.user.id, input)),
  overview: protectedProcedure.output(ZDefinitionOverview).query(({ ctx }) => definitionOverview(ctx, ctx.user.id)),
  init: protectedProcedure
    .input(ZInitRequest)
    .output(ZInitResponse)
    .mutation(({ ctx, input }) => startDefinition(ctx, ctx.user.id, input.packageType)),
  get: protectedProcedure
    .input(ZDefinitionPage.extend({ id: z.uuid() }))
    .output(ZDefinitionDetail)
    .query(({ ctx, input: { id, ...page } }) => getDefinition(ctx, ctx.user.id, id, page)),
  answer: protectedProcedure
    .input(ZSendMessageRequest)
    .output(ZSendMessageResponse)
    .mutation(({ ctx, input }) => sendAnswer(ctx, ctx.user.id, input)),
  blueprint: protectedProcedure
    .input(z.object({ id: z.uuid() }))
    .output(ZBlueprintResponse)
    .query(({ ctx, input }) => getBlueprint(ctx, ctx.user.id, input.id)),
  /** PUT /api/conversations/{id}/blueprint: the founder's correction, stored as the next version. */
  updateBlueprint: protectedProcedure
    .input(ZBlueprintUpdateRequest.extend({ id: z.uuid() }))
    .output(ZBlueprintResponse)
    .mutation(({ ctx, input: { id, ...request } }) => updateBlueprint(ctx, ctx.user.id, id, request)),
  updateAnswers: protectedProcedure
    .input(ZUpdateMessagesRequest.extend({ id: z.uuid() }))
    .output(ZUpdateMessagesResponse)
    .mutation(({ ctx, input: { id, ...request } }) => updateAnswers(ctx, ctx.user.id, id, request)),
});
