import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useNavigate } from "react-router";
import { DOCUMENT_OPTIONS } from "#shared/questionnaire/prompts";
import { DETAIL_PAGE_SIZE } from "#web/lib/definitions/detail-page.ts";
import { useGenerations } from "#web/lib/documents/use-generations.ts";
import type { ServerText } from "#web/lib/i18n/server-text.ts";
import { useTRPC } from "#web/lib/trpc.ts";

/**
 * The questionnaire's documents (spec section 4). When the server asks qGenerateRFP, the RFP is
 * generated at once, the definition fetched, and the user taken to its page; if that fails, the
 * reason stays on screen and the A-D choice remains. A choice there generates that document
 * (the RFP only if it does not exist yet) before the questionnaire's closing step is shown; if that
 * fails too, the closing step says so instead of a success (issue 25).
 */
export function useDocumentStep(definitionId: string | null) {
  const generations = useGenerations();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const trpc = useTRPC();
  const [autoFailure, setAutoFailure] = useState<ServerText | null>(null);
  // The document chosen at A-D, when its generation failed: the closing step must not read as a success.
  const [choiceFailure, setChoiceFailure] = useState<ServerText | null>(null);
  // The definitions whose RFP the chosen option generated here (the held copy does not know yet).
  const [rfpMadeFor, setRfpMadeFor] = useState<string | null>(null);
  // From the automatic RFP's start until the page is left: between the generation's end and the
  // definition's page, the A-D choice must not flash up as if the user had to choose.
  const [handingOff, setHandingOff] = useState<string | null>(null);

  const autoGenerate = async (id: string) => {
    setAutoFailure(null);
    setHandingOff(id);
    const result = await generations.start(id, "rfp");
    if (result.status === "failed") setAutoFailure(result.message);
    if (result.status !== "done") return setHandingOff(null);
    // The page opens with the definition already loaded, its RFP tab selected.
    await queryClient
      .fetchQuery(trpc.definitions.get.queryOptions({ id, page: 1, pageSize: DETAIL_PAGE_SIZE }))
      .catch(() => undefined);
    await navigate(`/product-definitions/${id}`);
  };

  const generateChoice = (id: string, letter: string, hasRfp: boolean) => {
    const kind = DOCUMENT_OPTIONS.find((option) => option.letter === letter)?.kind;
    if (!kind || (kind === "rfp" && hasRfp)) return;
    setAutoFailure(null);
    setChoiceFailure(null);
    void generations.start(id, kind).then((result) => {
      if (result.status === "failed") setChoiceFailure(result.message);
      if (result.status === "done" && kind === "rfp") setRfpMadeFor(id);
    });
  };

  const generation = definitionId
    ? Object.values(generations.active).find((active) => active.definitionId === definitionId)
    : undefined;

  return {
    autoGenerate,
    generateChoice,
    autoFailure,
    /** Why the last generation asked for here failed (the automatic RFP's or the chosen document's). */
    failure: choiceFailure ?? autoFailure,
    rfpGenerated: rfpMadeFor !== null && rfpMadeFor === definitionId,
    generation,
    handingOff: handingOff !== null && handingOff === definitionId,
    cancel: () => {
      if (generation) generations.cancel(generation.definitionId, generation.kind);
    },
  };
}
