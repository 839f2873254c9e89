import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { SPECIAL_PROMPTS } from "#shared/questionnaire/prompts";
import type { TDefinitionDetail, TDefinitionPackage, TSendMessageResponse } from "#shared/schemas/definitions";
import { transcriptOf } from "#web/lib/definitions/transcript.ts";
import { useTRPC } from "#web/lib/trpc.ts";
import type { Held } from "./held-definition";
import { useDocumentStep } from "./use-document-step";
import { useStartDefinition } from "./use-start-definition";

// The whole interview on one page: at most 36 prompts and 35 answers.
const WHOLE = { page: 1, pageSize: 100 } as const;

/**
 * The questionnaire's data. Without a conversation it starts one (init, once); with one it loads it
 * and continues where it stopped. An answer's reply carries the whole transcript, which replaces the
 * one held; a failed answer changes nothing, so the text stays in the box.
 */
export function useQuestionnaire(definitionId: string | null, packageParam: TDefinitionPackage | null) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [local, setLocal] = useState<Held | null>(null);
  const fresh = local && local.definitionId === definitionId ? local : null;
  const start = useStartDefinition(definitionId, packageParam, setLocal);
  const loaded = useQuery({
    ...trpc.definitions.get.queryOptions({ id: definitionId ?? "", ...WHOLE }),
    enabled: definitionId !== null && fresh === null,
  });
  const held = fresh ?? (loaded.data ? heldFromDetail(loaded.data, packageParam) : null);
  const documents = useDocumentStep(held?.definitionId ?? null);

  const answer = useMutation(
    trpc.definitions.answer.mutationOptions({
      onSuccess(reply, sent) {
        const hasRfp = held?.hasRfp ?? false;
        setLocal({
          ...heldFromReply(reply, sent.conversationId),
          packageType: held?.packageType ?? packageParam,
          hasRfp,
        });
        const answered = held?.transcript.prompts.find((prompt) => prompt.id === sent.messageId)?.metadata.id;
        if (answered === SPECIAL_PROMPTS.documents) documents.generateChoice(sent.conversationId, sent.content, hasRfp);
        else if (reply.nextPrompt?.metadata.id === SPECIAL_PROMPTS.documents && !hasRfp) {
          void documents.autoGenerate(sent.conversationId);
        }
        // A copy loaded earlier is now behind: the next visit fetches it again.
        queryClient.removeQueries({ queryKey: trpc.definitions.get.pathKey() });
        void queryClient.invalidateQueries({ queryKey: trpc.definitions.list.pathKey() });
      },
    }),
  );

  const send = (messageId: string, content: string) => {
    if (!held || answer.isPending) return;
    const packageType = held.packageType ?? packageParam ?? undefined;
    answer.mutate({ conversationId: held.definitionId, messageId, content, packageType });
  };
  // Retry sends the failed answer again, as it was (the text box sends its current text instead).
  const failed = answer.isError ? answer.variables : undefined;
  const retry = () => {
    if (failed) send(failed.messageId, failed.content);
  };

  return {
    held,
    startError: start.error,
    retryStart: start.retry,
    loadError: loaded.isError ? loaded.error : null,
    retryLoad: () => void loaded.refetch(),
    reloading: loaded.isFetching,
    send,
    sending: answer.isPending,
    sendError: answer.error,
    retrySend: retry,
    documents,
  };
}

function heldFromDetail(detail: TDefinitionDetail, packageParam: TDefinitionPackage | null): Held {
  return {
    definitionId: detail.conversation.id,
    transcript: transcriptOf(detail.messages),
    packageType: detail.conversation.packageType ?? packageParam,
    percent: detail.conversation.progress.percent,
    hasRfp: detail.documents.rfpUrl !== null,
  };
}

function heldFromReply(reply: TSendMessageResponse, definitionId: string): Omit<Held, "packageType" | "hasRfp"> {
  return {
    definitionId,
    transcript: { prompts: reply.prompts, answers: reply.answers },
    percent: reply.progress.percent,
  };
}
