import { useMemo } from "react";
import type { DocumentKind } from "#shared/documents/kinds";
import { DOCUMENT_MESSAGES } from "#shared/errors/definition-messages";
import { isApiFailure, requestErrorMessage } from "../api-error";
import { useServerMessage } from "../i18n/i18n-context";
import { asIs, keyed, type ServerText } from "../i18n/server-text";
import { toast } from "../toast";
import { useTRPCClient } from "../trpc";
import { downloadFrom, openInNewTab } from "./signed-links";

/** Why an action failed, in the spec's or the server's (English) words, or the error's own. */
function failureText(error: unknown): ServerText {
  if (isApiFailure(error)) return requestErrorMessage(error);
  return error instanceof Error ? asIs(error.message) : keyed("tryLater", DOCUMENT_MESSAGES.tryLater);
}

/**
 * What can be done with a generated document besides reading it on the page: open it in a new
 * tab or download it (the pitch deck also as PowerPoint), all through a signed link (valid 5
 * minutes, no bearer header needed). Failures are told in a toast.
 */
export function useDocumentActions() {
  const client = useTRPCClient();
  const serverMessage = useServerMessage();
  return useMemo(() => {
    const failed = (error: unknown) => {
      toast.error(serverMessage(keyed("documentNotFound", DOCUMENT_MESSAGES.notFound)), {
        description: serverMessage(failureText(error)),
      });
    };
    const link = async (id: string, kind: DocumentKind, download: boolean, format?: "pptx") =>
      (await client.documents.link.mutate({ id, kind, download, format })).url;
    return {
      openInTab: (id: string, kind: DocumentKind) => openInNewTab(() => link(id, kind, false)).catch(failed),
      download: async (id: string, kind: DocumentKind) => {
        try {
          downloadFrom(await link(id, kind, true));
        } catch (error) {
          failed(error);
        }
      },
      // The server makes the .pptx from the deck's own data (charts, notes) and names the file.
      downloadPptx: async (id: string) => {
        try {
          downloadFrom(await link(id, "pitch", true, "pptx"));
        } catch (error) {
          failed(error);
        }
      },
    };
  }, [client, serverMessage]);
}
