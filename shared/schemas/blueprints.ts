import { z } from "zod";
import { ZDocumentCheck } from "../blueprint/check";
import { CORRECTION_KINDS } from "../blueprint/corrections";
import { ZBlueprintShape, ZEstimate } from "../blueprint/schema";
import { LANGUAGES } from "../settings/options";
import { ZDocumentKind } from "./documents";

/** A current document beside the blueprint: which version of it it was rendered from, and its check. */
const ZBlueprintDocument = z
  .object({
    kind: ZDocumentKind,
    version: z.number().int(),
    blueprintVersion: z.number().int().nullable(),
    /** Rendered from the blueprint shown (not an earlier version). */
    current: z.boolean(),
    check: ZDocumentCheck.nullable(),
    /** The language it is written in (its blueprint's); null for a document older than blueprints. */
    language: z.enum(LANGUAGES).nullable(),
  })
  .meta({ id: "BlueprintDocument" });
export type TBlueprintDocument = z.infer<typeof ZBlueprintDocument>;

/**
 * The founder's corrections replayed on the blueprint rebuilt from the answers (decision 031): how
 * many applied again, and each one that no longer applies, said in the blueprint's language.
 */
export const ZBlueprintCorrections = z
  .object({
    applied: z.number().int().min(0),
    notApplicable: z.array(
      z.object({
        kind: z.enum(CORRECTION_KINDS),
        /** 'Rename role "Staff" to "Crew": "Staff" is no longer in the answers'. */
        summary: z.string(),
        /** The part of the blueprint it is about: ["roles"], ["product", "audience"]. */
        path: z.array(z.string()).optional(),
      }),
    ),
  })
  .meta({ id: "BlueprintCorrections" });
export type TBlueprintCorrections = z.infer<typeof ZBlueprintCorrections>;

/**
 * GET /api/conversations/{id}/blueprint: the newest blueprint (null until the first document is
 * generated), whether the answers changed since, its effort, and the current documents' checks.
 */
export const ZBlueprintResponse = z
  .object({
    success: z.literal(true),
    blueprint: ZBlueprintShape.nullable(),
    version: z.number().int().nullable(),
    model: z.string().nullable(),
    createdAt: z.string().nullable(),
    outOfDate: z.boolean(),
    /** The user's language now: a document in another one is offered for regeneration in it. */
    language: z.enum(LANGUAGES),
    totals: z.object({ requirements: ZEstimate, plan: ZEstimate }).nullable(),
    documents: z.array(ZBlueprintDocument),
    /** The founder's corrections as the last rebuild applied them (none applied, none listed before one). */
    corrections: ZBlueprintCorrections,
  })
  .meta({ id: "BlueprintResponse" });
export type TBlueprintResponse = z.infer<typeof ZBlueprintResponse>;

/**
 * PUT /api/conversations/{id}/blueprint: the whole corrected blueprint and the version it
 * corrects (the current one, else 409). Its shape is checked here; its integrity (references,
 * ids in order, the plan) by the service, which names what still uses a deleted role or record.
 */
export const ZBlueprintUpdateRequest = z
  .object({
    version: z.number().int().min(1),
    blueprint: ZBlueprintShape,
  })
  .meta({ id: "BlueprintUpdateRequest" });
export type TBlueprintUpdateRequest = z.infer<typeof ZBlueprintUpdateRequest>;
