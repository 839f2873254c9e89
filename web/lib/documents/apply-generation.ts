import type { QueryClient } from "@tanstack/react-query";
import { withDocumentUrl } from "#shared/documents/document-links";
import type { TBlueprintResponse } from "#shared/schemas/blueprints";
import type { TDefinitionDetail } from "#shared/schemas/definitions";
import type { TDocumentVersion } from "#shared/schemas/documents";
import type { useTRPC } from "../trpc";
import { documentTextKey } from "./document-text-key";
import type { GenerationDone } from "./generation-stream";

type Trpc = ReturnType<typeof useTRPC>;

/**
 * What a finished generation changes, from the stream's last event instead of asking again: the
 * definition's page learns the document's address and the definition's new status, the version
 * list its newest version, the blueprint card the document's check. Only what the event cannot
 * say is asked for again, and only where it is on screen: the new text, lists and the monthly
 * count (which other generations may have moved too), a blueprint the generation created.
 */
export async function applyGeneration(
  queryClient: QueryClient,
  trpc: Trpc,
  definitionId: string,
  done: GenerationDone,
) {
  const { kind } = done.document;
  queryClient.setQueriesData<TDefinitionDetail>(trpc.definitions.get.queryFilter({ id: definitionId }), (detail) =>
    detail ? withDocument(detail, done) : detail,
  );
  queryClient.setQueryData<TDocumentVersion[]>(
    trpc.documents.versions.queryKey({ id: definitionId, kind }),
    (versions) =>
      // A first version has no list yet: it is the list.
      [done.document, ...(versions ?? []).filter((version) => version.id !== done.document.id)],
  );
  const blueprintKey = trpc.definitions.blueprint.queryKey({ id: definitionId });
  const blueprint = queryClient.getQueryData<TBlueprintResponse>(blueprintKey);
  const sameBlueprint = blueprint && blueprint.version !== null && blueprint.version === done.document.blueprintVersion;
  if (blueprint && sameBlueprint) queryClient.setQueryData(blueprintKey, withCheck(blueprint, done.document));
  await Promise.all([
    sameBlueprint ? undefined : queryClient.invalidateQueries({ queryKey: blueprintKey }),
    queryClient.invalidateQueries({ queryKey: documentTextKey(done.url), exact: true }),
    queryClient.invalidateQueries(trpc.definitions.list.pathFilter()),
    queryClient.invalidateQueries(trpc.definitions.overview.pathFilter()),
    queryClient.invalidateQueries(trpc.documents.list.pathFilter()),
    queryClient.invalidateQueries(trpc.documents.usage.pathFilter()),
  ]);
}

function withDocument(detail: TDefinitionDetail, done: GenerationDone): TDefinitionDetail {
  const documents = withDocumentUrl(detail.documents, done.document.kind, done.url);
  // The month's count moved by what this version cost (a regeneration after edits, half).
  const used = detail.usage.used + done.document.cost;
  const usage = { ...detail.usage, used, remaining: Math.max(0, detail.usage.limit - used) };
  return { ...detail, documents, usage, conversation: { ...detail.conversation, ...done.definition } };
}

function withCheck(blueprint: TBlueprintResponse, document: TDocumentVersion): TBlueprintResponse {
  const entry = {
    kind: document.kind,
    version: document.version,
    blueprintVersion: document.blueprintVersion,
    current: true,
    check: document.check,
    // Just generated: written in the user's language now.
    language: blueprint.language,
  };
  return { ...blueprint, documents: [...blueprint.documents.filter((item) => item.kind !== document.kind), entry] };
}
