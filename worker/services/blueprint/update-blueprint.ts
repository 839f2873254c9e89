import { eq } from "drizzle-orm";
import type { DbTransaction } from "#db/client";
import { isUniqueViolation } from "#db/errors";
import { blueprintCorrections, blueprints, definitions } from "#db/schema/index";
import { diffBlueprints } from "#shared/blueprint/corrections";
import { danglingReferences, ZBlueprint } from "#shared/blueprint/integrity";
import type { TBlueprint } from "#shared/blueprint/schema";
import { AppError, keyIssues } from "#shared/errors/app-error";
import type { TBlueprintResponse, TBlueprintUpdateRequest } from "#shared/schemas/blueprints";
import type { ServiceContext } from "#worker/ports";
import { findOwnDefinition } from "../definitions/find-own-definition";
import { type BlueprintRow, latestBlueprint } from "./ensure-blueprint";
import { blueprintResponse } from "./get-blueprint";
import { storedBlueprint } from "./stored-blueprint";

/** The `model` of a version the founder corrected by hand. */
export const FOUNDER_MODEL = "founder";

/**
 * The founder's correction of their blueprint, stored as its next version (decision 029). Their
 * own definition only (404); the version it corrects must be the newest (409, so two tabs never
 * overwrite each other); the whole blueprint must hold together (400, naming every requirement,
 * action, step or field that still uses a deleted role or record). The new version keeps the
 * answers hash of the version it corrects: it stays the one the next generation renders from until
 * the answers or the language change, and the documents rendered before it are no longer current.
 * The correction is also stored as typed corrections (shared/blueprint/corrections.ts), replayed
 * on the blueprint rebuilt after the answers change, and marks the documents out of date
 * (`blueprintEditedAt`, decision 031).
 * The check, the version test and the inserts run in one transaction with the definition locked;
 * a version taken meanwhile by a generation's rebuild is a 409 as well.
 */
export async function updateBlueprint(
  ctx: ServiceContext,
  userId: string,
  definitionId: string,
  request: TBlueprintUpdateRequest,
): Promise<TBlueprintResponse> {
  const row = await ctx.db
    .transaction(async (tx) => {
      const definition = await findOwnDefinition(tx, userId, definitionId, { forUpdate: true });
      const latest = await currentVersion(tx, definition.id, request.version);
      const corrected = storedBlueprint(latest.content);
      const blueprint = checkedCorrection(request.blueprint, corrected);
      const [stored] = await tx
        .insert(blueprints)
        .values({
          definitionId: definition.id,
          version: latest.version + 1,
          content: blueprint,
          answersHash: latest.answersHash,
          model: FOUNDER_MODEL,
          // What the last rebuild could not apply stays listed until the next rebuild.
          corrections: latest.corrections,
          createdAt: ctx.now,
        })
        .returning();
      if (!stored) throw new Error("the corrected blueprint was not stored");
      // The correction as typed corrections (decision 031), replayed when the answers change.
      const corrections = diffBlueprints(corrected, blueprint);
      if (corrections.length > 0) {
        await tx
          .insert(blueprintCorrections)
          .values({ definitionId: definition.id, blueprintVersion: stored.version, corrections, createdAt: ctx.now });
      }
      // The documents rendered before it are out of date; regenerating one costs half (spec section 5).
      await tx
        .update(definitions)
        .set({ blueprintEditedAt: ctx.now, updatedAt: ctx.now })
        .where(eq(definitions.id, definition.id));
      return stored;
    })
    .catch(async (error: unknown) => {
      if (!isUniqueViolation(error)) throw error;
      const winner = await latestBlueprint(ctx.db, definitionId);
      throw stale(winner?.version ?? request.version + 1);
    });
  return blueprintResponse(ctx, userId, row.definitionId, row);
}

/** The newest version, when it is the one the correction was made on. */
async function currentVersion(tx: DbTransaction, definitionId: string, version: number): Promise<BlueprintRow> {
  const latest = await latestBlueprint(tx, definitionId);
  if (!latest) throw new AppError("blueprintMissing");
  if (latest.version !== version) throw stale(latest.version);
  return latest;
}

function stale(current: number): AppError {
  return new AppError("blueprintStale", { current }, { currentVersion: current });
}

/**
 * The correction with every rule of a writer's blueprint (shared/blueprint/integrity.ts) and its
 * language unchanged (a blueprint is in its owner's language; that is changed in the settings).
 * Paths are the request body's (`blueprint.requirements.2.roles`).
 */
function checkedCorrection(correction: TBlueprint, corrected: TBlueprint): TBlueprint {
  const parsed = ZBlueprint.safeParse(correction);
  const issues = [
    ...(parsed.success ? [] : parsed.error.issues.map(({ path, message }) => ({ path, message }))),
    ...(correction.language === corrected.language
      ? []
      : [{ path: ["language"], message: `must stay ${corrected.language}, the language it was built in` }]),
  ].map((issue) => ({ ...issue, path: ["blueprint", ...issue.path.map(pathPart)] }));
  if (parsed.success && issues.length === 0) return parsed.data;
  const dangling = danglingReferences(correction).map((item) => ({ ...item, path: ["blueprint", ...item.path] }));
  throw new AppError(dangling.length > 0 ? "blueprintDangling" : "blueprintInconsistent", undefined, {
    issues: keyIssues(issues),
    dangling,
  });
}

function pathPart(part: PropertyKey): string | number {
  return typeof part === "number" ? part : String(part);
}
