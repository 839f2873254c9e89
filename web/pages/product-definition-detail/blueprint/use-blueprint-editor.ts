import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { BlueprintEditError, type TEditRefusal } from "#shared/blueprint/edits";
import { danglingReferences, type TDanglingReference } from "#shared/blueprint/integrity";
import type { TBlueprint } from "#shared/blueprint/schema";
import type { TBlueprintResponse } from "#shared/schemas/blueprints";
import { requestErrorMessage, toApiError } from "#web/lib/api-error.ts";
import { useServerMessage, useT } from "#web/lib/i18n/i18n-context.tsx";
import { useTRPC } from "#web/lib/trpc.ts";
import { blueprintMessages } from "./blueprint.messages";

type Kind = "edit" | "undo" | "redo";
/** A change on its way to the server, or one it did not take (kept on screen until saved or dropped). */
type Pending = {
  blueprint: TBlueprint;
  /** The version it corrects. */
  base: number;
  /** The blueprint before the change: what Undo restores once it is saved. */
  before: TBlueprint;
  kind: Kind;
  state: "saving" | "failed" | "stale";
  /** For a stale change: the version the server has now. */
  current?: number;
};

export type BlueprintEditor = ReturnType<typeof useBlueprintEditor>;

const REFUSALS: Record<TEditRefusal, Parameters<ReturnType<typeof useT<typeof blueprintMessages.en>>>[0]> = {
  empty: "refusedEmpty",
  duplicate: "refusedDuplicate",
  tooMany: "refusedTooMany",
  tooFewValues: "refusedTooFewValues",
  lastRequirement: "refusedLastRequirement",
  lastStep: "refusedLastStep",
  criteria: "refusedCriteria",
  unknown: "refusedUnknown",
};

/**
 * Editing the blueprint in place: each change is applied by a pure edit (shared/blueprint/edits)
 * and sent whole with the version it corrects (tRPC definitions.updateBlueprint). A change the
 * server did not take stays on screen with Retry; one made on a version changed elsewhere (409
 * blueprintStale) stays until the founder reloads. One undo: the blueprint before the last saved
 * change, saved as the next version (and then Redo, the change again).
 */
export function useBlueprintEditor(definitionId: string, data: TBlueprintResponse) {
  const t = useT(blueprintMessages);
  const serverMessage = useServerMessage();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<Pending | null>(null);
  const [last, setLast] = useState<{ blueprint: TBlueprint; kind: "undo" | "redo"; version: number } | null>(null);
  const [status, setStatus] = useState("");
  const [problem, setProblem] = useState("");
  const mutation = useMutation(trpc.definitions.updateBlueprint.mutationOptions());
  const blueprint = pending?.blueprint ?? data.blueprint;
  const editable = data.blueprint !== null && data.version !== null;
  /** A change made on a version changed elsewhere: shown, but nothing more until the founder reloads. */
  const locked = pending?.state === "stale";
  const busy = pending?.state === "saving";

  const send = (change: Omit<Pending, "state">) => {
    setPending({ ...change, state: "saving" });
    setProblem("");
    setStatus(t("saving"));
    mutation.mutate(
      { id: definitionId, version: change.base, blueprint: change.blueprint },
      {
        onSuccess(response: TBlueprintResponse) {
          queryClient.setQueryData(trpc.definitions.blueprint.queryKey({ id: definitionId }), response);
          // The documents rendered before are out of date now; their versions and cards say so.
          void queryClient.invalidateQueries({ queryKey: trpc.documents.pathKey() });
          void queryClient.invalidateQueries({ queryKey: trpc.definitions.get.pathKey() });
          setPending(null);
          const version = response.version ?? change.base + 1;
          setLast({ blueprint: change.before, kind: change.kind === "undo" ? "redo" : "undo", version });
          setStatus(change.kind === "undo" ? t("undone", { version }) : t("saved", { version }));
        },
        onError(error) {
          const failure = toApiError(error);
          if (failure.key === "blueprintStale") {
            const details = failure.details as { currentVersion?: unknown } | undefined;
            const current = typeof details?.currentVersion === "number" ? details.currentVersion : change.base + 1;
            setPending({ ...change, state: "stale", current });
            setProblem(t("stale", { current }));
          } else {
            setPending({ ...change, state: "failed" });
            setProblem(`${t("saveFailed")} ${serverMessage(requestErrorMessage(error))}`);
          }
          setStatus("");
        },
      },
    );
  };

  /** The names of what still uses a removed role or record, for a refusal or a confirmation. */
  const usesOf = (references: readonly TDanglingReference[]) =>
    [
      ...new Set(
        references.map((item) => {
          const user =
            "requirement" in item
              ? item.requirement
              : "action" in item
                ? item.action
                : "workflow" in item
                  ? `${item.workflow} ${item.step}`
                  : `${item.entity}.${item.field}`;
          return "role" in item
            ? t("usesRole", { user, target: item.role })
            : t("usesRecord", { user, target: item.record });
        }),
      ),
    ].join("; ");

  /** Applies a change and saves it; false (with the reason announced) when it cannot be made. */
  const edit = (change: (current: TBlueprint) => TBlueprint): boolean => {
    if (!blueprint || !editable || locked || busy || data.version === null) return false;
    let next: TBlueprint;
    try {
      next = change(blueprint);
    } catch (error) {
      if (!(error instanceof BlueprintEditError)) throw error;
      setStatus(t(REFUSALS[error.reason]));
      return false;
    }
    const dangling = danglingReferences(next);
    if (dangling.length > 0) {
      setStatus(t("dangling", { list: usesOf(dangling) }));
      return false;
    }
    send({ blueprint: next, base: pending?.base ?? data.version, before: pending?.before ?? blueprint, kind: "edit" });
    return true;
  };

  return {
    blueprint,
    editable,
    locked,
    busy,
    pending,
    status,
    problem,
    usesOf,
    edit,
    undo: last && !pending && data.version !== null ? last.kind : null,
    runUndo() {
      if (!last || !data.blueprint || data.version === null || pending) return;
      send({ blueprint: last.blueprint, base: data.version, before: data.blueprint, kind: last.kind });
    },
    retry() {
      if (pending?.state === "failed") send(pending);
    },
    reload() {
      setPending(null);
      setProblem("");
      setLast(null);
      void queryClient.invalidateQueries({ queryKey: trpc.definitions.blueprint.queryKey({ id: definitionId }) });
    },
  };
}
