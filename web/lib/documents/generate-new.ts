import type { DocumentHoldings } from "#shared/documents/generation-entitlement";
import { DOCUMENT_KIND_NAMES, type DocumentKind, documentKind } from "#shared/documents/kinds";
import { SPECIAL_PROMPTS } from "#shared/questionnaire/prompts";
import type { TDefinitionListItem } from "#shared/schemas/definitions";
import type { User } from "../auth/user";
import { questionnairePath } from "../definitions/definition-packages";
import { type GenerateBlock, generationBlock } from "./entitlements";

type Definition = Pick<TDefinitionListItem, "id" | "name" | "status" | "packageType">;

/** The documents that exist, as `${definitionId}:${kind}` (see documentKey). */
export type ExistingDocuments = ReadonlySet<string>;

export function documentKey(definitionId: string, kind: DocumentKind): string {
  return `${definitionId}:${kind}`;
}

/**
 * What exists, from each listed definition's document links: known for every definition shown,
 * whichever pages of the documents list have been loaded.
 */
export function existingDocuments(definitions: readonly Pick<TDefinitionListItem, "id" | "documents">[]) {
  return new Set(
    definitions.flatMap((definition) =>
      DOCUMENT_KIND_NAMES.filter((kind) => definition.documents[documentKind(kind).urlKey] !== null).map((kind) =>
        documentKey(definition.id, kind),
      ),
    ),
  );
}

export type GenerateCandidate = {
  definition: Definition;
  /** Why its Generate button is off (spec sections 5-6, or an unfinished questionnaire); null when on. */
  blocked: GenerateBlock | null;
  /** Whether the questionnaire's state is still being asked for (the button waits, without a reason). */
  checking: boolean;
  /** Where to finish the questionnaire, when that is what is missing. */
  continuePath: string | null;
};

/**
 * The /documents tab's 'Generate New' list: the user's definitions that do not have this document
 * yet. A definition never bound to a package is left out, and so are the other documents until a
 * definition has its RFP (as on its own page, where they follow the RFP). Those the package does
 * not allow stay listed with the reason, so the user sees what an upgrade would give.
 * `ready` says, per definition without an RFP, whether its questionnaire is through the features.
 */
export function generateNewCandidates(
  kind: DocumentKind,
  definitions: readonly Definition[],
  existing: ExistingDocuments,
  user: Pick<User, keyof DocumentHoldings> | null,
  ready: ReadonlyMap<string, boolean>,
): GenerateCandidate[] {
  return definitions.flatMap((definition): GenerateCandidate[] => {
    if (existing.has(documentKey(definition.id, kind)) || !definition.packageType) return [];
    if (kind !== "rfp" && !existing.has(documentKey(definition.id, "rfp"))) return [];
    const blocked = generationBlock(kind, definition.packageType, user);
    if (blocked || kind !== "rfp") return [{ definition, blocked, checking: false, continuePath: null }];
    const isReady = definition.status === "draft" ? false : ready.get(definition.id);
    if (isReady === undefined) return [{ definition, blocked: null, checking: true, continuePath: null }];
    if (isReady) return [{ definition, blocked: null, checking: false, continuePath: null }];
    return [
      {
        definition,
        blocked: "questionnaire_open",
        checking: false,
        continuePath: questionnairePath(definition.packageType, definition.id),
      },
    ];
  });
}

/**
 * Whether each listed definition's questionnaire is through the features, from the list itself
 * (its `currentPromptId`): no request per definition.
 */
export function readinessOf(
  definitions: readonly Pick<TDefinitionListItem, "id" | "currentPromptId">[],
): ReadonlyMap<string, boolean> {
  return new Map(definitions.map((item) => [item.id, isReadyForDocuments(item.currentPromptId)]));
}

/** A questionnaire is through the features once it waits at the document choice or has finished. */
export function isReadyForDocuments(currentPromptId: string | null): boolean {
  return currentPromptId === SPECIAL_PROMPTS.documents || currentPromptId === SPECIAL_PROMPTS.final;
}
