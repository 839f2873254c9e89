import { z } from "zod";
import { ZDocumentCheck } from "../blueprint/check";
import { DOCUMENT_KIND_NAMES } from "../documents/kinds";
import { issueKey } from "../errors/catalogue";
import { ZNextCursor } from "../lists/pages";
import { DEFINITION_STATUSES } from "./definitions";
import { ZUsage } from "./usage";

export { type TUsage, ZUsage } from "./usage";

export const ZDocumentKind = z.enum(DOCUMENT_KIND_NAMES, { error: issueKey("unknownKind") });

export const ZDocumentVersion = z
  .object({
    id: z.string(),
    kind: ZDocumentKind,
    version: z.number().int(),
    status: z.enum(["generating", "complete", "failed"]),
    model: z.string(),
    cost: z.number(),
    createdAt: z.string(),
    completedAt: z.string().nullable(),
    /** Made before the answers were last edited or the blueprint last corrected. */
    outOfDate: z.boolean(),
    /** The blueprint version it was rendered from (null for documents made before blueprints). */
    blueprintVersion: z.number().int().nullable(),
    /** Its consistency check against that blueprint (null while it is being written). */
    check: ZDocumentCheck.nullable(),
    /**
     * The change log by requirement id against the blueprint its previous version was rendered
     * from: FR ids added, removed and changed (title, priority, criteria, estimate, roles or
     * records). Null for a first version, or one made before blueprints.
     */
    changes: z
      .object({ added: z.array(z.string()), removed: z.array(z.string()), changed: z.array(z.string()) })
      .nullable(),
  })
  .meta({ id: "DocumentVersion" });
export type TDocumentVersion = z.infer<typeof ZDocumentVersion>;

/** The generate-* calls' answer (spec section 7: success, url or data.url). */
export const ZGenerateResponse = z
  .object({
    success: z.literal(true),
    url: z.string(),
    data: z.object({ url: z.string() }),
    document: ZDocumentVersion,
  })
  .meta({ id: "GenerateResponse" });
export type TGenerateResponse = z.infer<typeof ZGenerateResponse>;

/** One line of the streamed generation (application/x-ndjson). */
export const ZGenerationEvent = z.discriminatedUnion("type", [
  z.object({ type: z.literal("start"), document: ZDocumentVersion }),
  z.object({ type: z.literal("delta"), text: z.string() }),
  /** The text so far is discarded: a repair attempt starts writing again. */
  z.object({ type: z.literal("restart"), reason: z.string() }),
  /** The version as stored, its address, and the definition as the generation left it (an RFP completes it). */
  z.object({
    type: z.literal("done"),
    document: ZDocumentVersion,
    url: z.string(),
    definition: z.object({ status: z.enum(DEFINITION_STATUSES), updatedAt: z.string() }),
  }),
  z.object({ type: z.literal("error"), status: z.number().int(), message: z.string() }),
]);
export type TGenerationEvent = z.infer<typeof ZGenerationEvent>;

const ZDocumentListItem = z
  .object({
    definitionId: z.string(),
    definitionName: z.string(),
    packageType: z.string().nullable(),
    document: ZDocumentVersion,
    url: z.string(),
  })
  .meta({ id: "DocumentListItem" });

export const ZDocumentList = z
  .object({ success: z.literal(true), documents: z.array(ZDocumentListItem), usage: ZUsage, nextCursor: ZNextCursor })
  .meta({ id: "DocumentList" });
export type TDocumentList = z.infer<typeof ZDocumentList>;

export const ZDocumentLinkRequest = z.object({
  version: z.number().int().positive().optional(),
  download: z.boolean().optional().default(false),
  /** The pitch deck as PowerPoint instead of its HTML. */
  format: z.enum(["pptx"]).optional(),
});

export const ZDocumentLink = z.object({ url: z.string(), expiresAt: z.string() }).meta({ id: "DocumentLink" });
