import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import type { DocumentKind } from "#shared/documents/kinds";
import { DOCUMENT_MESSAGES } from "#shared/errors/definition-messages";
import type { TDocumentVersion } from "#shared/schemas/documents";
import { toApiError } from "../api-error";
import { useAuthStore } from "../auth/auth-context";
import { useServerMessage, useT } from "../i18n/i18n-context";
import { keyed, type ServerText } from "../i18n/server-text";
import { toast } from "../toast";
import { useTRPC } from "../trpc";
import { applyGeneration } from "./apply-generation";
import { DOCUMENT_TEXT_KEY } from "./document-text-key";
import { documentsMessages } from "./documents.messages";
import { documentKey } from "./generate-new";
import { streamGeneration } from "./generation-stream";

/** A generation under way: what it is for and the text written so far. */
export type ActiveGeneration = { definitionId: string; kind: DocumentKind; text: string };

type GenerationResult =
  | { status: "done"; url: string; document: TDocumentVersion }
  | { status: "failed"; code: number; message: ServerText }
  | { status: "cancelled" };

// The live text is drawn at most this often: tokens arrive far faster than anyone reads.
const DRAW_INTERVAL_MS = 80;

/**
 * Document generations started from a page, streamed so their text shows as it is written. Each
 * is announced with the spec's toasts in the user's language, and what the new version changes is
 * taken from the stream's last event (apply-generation). A failure's message stays in English in the result (the screen translates it when it
 * shows it). Leaving the page cancels those still running, which the server treats as never asked
 * (nothing stored, nothing counted).
 */
export function useGenerations() {
  const store = useAuthStore();
  const queryClient = useQueryClient();
  const trpc = useTRPC();
  const t = useT(documentsMessages);
  const serverMessage = useServerMessage();
  const [active, setActive] = useState<Readonly<Record<string, ActiveGeneration>>>({});
  const controllers = useRef(new Map<string, AbortController>());

  useEffect(() => {
    const running = controllers.current;
    return () => {
      for (const controller of running.values()) controller.abort();
      running.clear();
    };
  }, []);

  /** After a failure, whatever may have changed anyway (a stream cut after the server finished) is asked for again. */
  const refresh = useCallback(
    () =>
      Promise.all(
        [trpc.definitions.pathKey(), trpc.documents.pathKey(), DOCUMENT_TEXT_KEY].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
    [queryClient, trpc],
  );

  const start = useCallback(
    async (definitionId: string, kind: DocumentKind): Promise<GenerationResult> => {
      const key = documentKey(definitionId, kind);
      if (controllers.current.has(key))
        return {
          status: "failed",
          code: 409,
          message: keyed("alreadyGenerating", DOCUMENT_MESSAGES.alreadyGenerating),
        };
      const controller = new AbortController();
      controllers.current.set(key, controller);
      setActive((current) => ({ ...current, [key]: { definitionId, kind, text: "" } }));
      const draw = throttledDraw((text) =>
        setActive((current) => (current[key] ? { ...current, [key]: { ...current[key], text } } : current)),
      );
      try {
        const done = await streamGeneration(store.authorizedFetch, {
          definitionId,
          kind,
          signal: controller.signal,
          onText: draw.text,
        });
        // The button changes to 'Show' only once the page knows the document exists.
        await applyGeneration(queryClient, trpc, definitionId, done).catch(() => undefined);
        toast.success(serverMessage(keyed("documentGenerated", DOCUMENT_MESSAGES.generated)), {
          description: t(`${kind}Toast`),
        });
        return { status: "done", url: done.url, document: done.document };
      } catch (error) {
        void refresh();
        if (controller.signal.aborted) return { status: "cancelled" };
        const failure = toApiError(error);
        const message = failure.serverMessage ?? keyed("tryLater", DOCUMENT_MESSAGES.tryLater);
        // One toast per document: a failure repeated (the automatic RFP, then the one chosen) replaces it.
        toast.error(serverMessage(keyed("generationFailed", DOCUMENT_MESSAGES.generationFailed)), {
          id: `generation-failed-${key}`,
          description: serverMessage(message),
        });
        return { status: "failed", code: failure.status, message };
      } finally {
        draw.stop();
        controllers.current.delete(key);
        setActive(({ [key]: _finished, ...rest }) => rest);
      }
    },
    [store, refresh, queryClient, trpc, t, serverMessage],
  );

  const cancel = useCallback((definitionId: string, kind: DocumentKind) => {
    controllers.current.get(documentKey(definitionId, kind))?.abort();
  }, []);

  return useMemo(
    () => ({
      active,
      start,
      cancel,
      find: (definitionId: string, kind: DocumentKind): ActiveGeneration | undefined =>
        active[documentKey(definitionId, kind)],
    }),
    [active, start, cancel],
  );
}

export type Generations = ReturnType<typeof useGenerations>;

/** Passes on the latest text at most every DRAW_INTERVAL_MS. */
function throttledDraw(draw: (text: string) => void) {
  let latest: string | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const flush = () => {
    timer = undefined;
    if (latest !== null) draw(latest);
    latest = null;
  };
  return {
    text(text: string) {
      latest = text;
      timer ??= setTimeout(flush, DRAW_INTERVAL_MS);
    },
    stop() {
      clearTimeout(timer);
    },
  };
}
