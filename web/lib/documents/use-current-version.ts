import { useQuery } from "@tanstack/react-query";
import type { DocumentKind } from "../../../shared/documents/kinds";
import { useTRPC } from "../trpc";

/** The newest version of a document (its number, date, model and whether it is out of date), once it exists. */
export function useCurrentVersion(definitionId: string, kind: DocumentKind, exists: boolean) {
  const trpc = useTRPC();
  const versions = useQuery({
    ...trpc.documents.versions.queryOptions({ id: definitionId, kind }),
    enabled: exists,
  });
  return exists ? versions.data?.[0] : undefined;
}
