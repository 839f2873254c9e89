import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { requestErrorMessage } from "#web/lib/api-error.ts";
import { commonMessages } from "#web/lib/i18n/common.messages.ts";
import { useServerMessage, useT } from "#web/lib/i18n/i18n-context.tsx";
import { retryAction } from "#web/lib/retry-action.ts";
import { toast } from "#web/lib/toast.ts";
import { useTRPC } from "#web/lib/trpc.ts";
import { type AnswerDraft, type AnswerDrafts, changedAnswers, hasProblems } from "./answer-edits";
import { definitionDetailMessages } from "./product-definition-detail.messages";

// One toast for a save and its retries: a success replaces the failure it follows.
const SAVE_TOAST_ID = "answers-save";

/**
 * The answers edited on the detail page, kept across its pages and saved all at once. The drafts
 * are dropped only after the saved answers have been fetched again, so the boxes never flash back
 * to the old text.
 */
export function useAnswerEdits(definitionId: string) {
  const t = useT(definitionDetailMessages);
  const common = useT(commonMessages);
  const serverMessage = useServerMessage();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [drafts, setDrafts] = useState<AnswerDrafts>({});
  const changes = changedAnswers(drafts);

  const save = useMutation(
    trpc.definitions.updateAnswers.mutationOptions({
      async onSuccess() {
        await queryClient.invalidateQueries({ queryKey: trpc.definitions.get.pathKey() });
        // Every document made before now is out of date (its versions say so).
        void queryClient.invalidateQueries({ queryKey: trpc.documents.pathKey() });
        void queryClient.invalidateQueries({ queryKey: trpc.definitions.list.pathKey() });
        // The blueprint is now out of date too (the requirements card says so).
        void queryClient.invalidateQueries({ queryKey: trpc.definitions.blueprint.pathKey() });
        setDrafts({});
        toast.success(t("answersSaved"), { id: SAVE_TOAST_ID, description: t("answersSavedText") });
      },
      onError(error, sent) {
        // The drafts stay; Retry sends the same answers again.
        toast.error(t("saveFailed"), {
          id: SAVE_TOAST_ID,
          description: serverMessage(requestErrorMessage(error)),
          action: retryAction(common("retry"), () => save.mutate(sent)),
        });
      },
    }),
  );

  return {
    drafts,
    edit: (answerId: string, draft: AnswerDraft) => setDrafts((current) => ({ ...current, [answerId]: draft })),
    discard: () => setDrafts({}),
    canSave: changes.length > 0 && !hasProblems(drafts) && !save.isPending,
    saving: save.isPending,
    save: () => save.mutate({ id: definitionId, messages: changes }),
  };
}
