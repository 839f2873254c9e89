import { type RenderedPack, renderPack } from "#engine";
import { generationRefusal } from "#shared/documents/generation-entitlement";
import { AppError } from "#shared/errors/app-error";
import { GENERATION_REFUSAL_KEYS } from "#shared/errors/catalogue";
import type { TPackFormat } from "#shared/packs/formats";
import type { ServiceContext } from "#worker/ports";
import { latestBlueprint } from "../blueprint/ensure-blueprint";
import { storedBlueprint } from "../blueprint/stored-blueprint";
import { findOwnDefinition } from "../definitions/find-own-definition";
import { generationOwner } from "../documents/generation-owner";

/**
 * A definition's current blueprint as a spec pack or tracker import (issue 28, decision 032), for
 * its owner (another user's is not found). The packs are what the Complete Documentation package
 * adds beyond the RFP, so the rule is the one for its documents (`generationRefusal` of a kind
 * other than the RFP: 403 `noCompletePackage` or `featureNotAvailable`); before the first
 * document there is no blueprint (409 `blueprintMissing`). Written in the user's language.
 */
export async function exportPack(
  ctx: ServiceContext,
  userId: string,
  definitionId: string,
  format: TPackFormat,
): Promise<RenderedPack> {
  const definition = await findOwnDefinition(ctx.db, userId, definitionId);
  const owner = await generationOwner(ctx, userId);
  const refusal = generationRefusal("openapi", definition.packageType, owner.holdings);
  if (refusal) throw new AppError(GENERATION_REFUSAL_KEYS[refusal], undefined, { refusal });
  const row = await latestBlueprint(ctx.db, definition.id);
  if (!row) throw new AppError("blueprintMissing");
  return renderPack(storedBlueprint(row.content), format, { language: owner.language, generatedAt: ctx.now });
}
