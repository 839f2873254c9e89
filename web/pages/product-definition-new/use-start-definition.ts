import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import type { TDefinitionPackage } from "#shared/schemas/definitions";
import { useAuthStore } from "#web/lib/auth/auth-context.tsx";
import { transcriptOf } from "#web/lib/definitions/transcript.ts";
import { useTRPC, useTRPCClient } from "#web/lib/trpc.ts";
import type { Held } from "./held-definition";

/**
 * Starts a definition when the address names a package but no conversation. Init consumes a
 * package, so it runs once per visit: the ref survives StrictMode's second effect run, and the
 * call goes through the client (a mutation observer would lose its result in that re-run). The new
 * conversation's id then replaces the address, and the user is reloaded for the used count.
 */
export function useStartDefinition(
  definitionId: string | null,
  packageType: TDefinitionPackage | null,
  onStarted: (held: Held) => void,
) {
  const client = useTRPCClient();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const store = useAuthStore();
  const navigate = useNavigate();
  const { key } = useLocation();
  const [attempt, setAttempt] = useState(0);
  const [error, setError] = useState<unknown>(null);
  const startedFor = useRef<string | null>(null);

  useEffect(() => {
    const run = `${key}#${attempt}`;
    if (definitionId || !packageType || startedFor.current === run) return;
    startedFor.current = run;
    setError(null);
    client.definitions.init.mutate({ packageType }).then(
      (started) => {
        onStarted({
          definitionId: started.sessionId,
          transcript: transcriptOf(started.prompts),
          packageType,
          percent: 0,
          hasRfp: false,
        });
        void navigate(`?${new URLSearchParams({ package: packageType, conversationId: started.sessionId })}`, {
          replace: true,
          preventScrollReset: true,
        });
        void store.reloadUser();
        void queryClient.invalidateQueries({ queryKey: trpc.definitions.list.pathKey() });
      },
      (failure: unknown) => setError(failure),
    );
  }, [key, attempt, definitionId, packageType, client, navigate, store, queryClient, trpc, onStarted]);

  return { error, retry: () => setAttempt((value) => value + 1) };
}
