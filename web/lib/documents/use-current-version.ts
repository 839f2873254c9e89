import { useQuery } from "@tanstack/react-query";
import type { DocumentKind } from "#shared/documents/kinds";
import { useTRPC } from "../trpc";

/** The newest version of a document (its number, date, model and whether it is out of date), once it exists. */
export function useCurrentVersion(definitionId: string, kind: DocumentKind, exists: boolean) {
  const trpc = useTRPC();
  const versions = useQuery({
    ...trpc.documents.versions.queryOptions({ id: definitionId, kind }),
    enabled: exists,
    // Versions change by this tab's own generations and answer edits, which update or invalidate
    // them; a version the generation stream just sent is not asked for again as its card appears.
    staleTime: 30_000,
  });
  return exists ? versions.data?.[0] : undefined;
}
