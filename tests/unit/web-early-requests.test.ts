import { QueryClient } from "@tanstack/react-query";
import { createTRPCClient, type TRPCLink } from "@trpc/client";
import { observable } from "@trpc/server/observable";
import { describe, expect, it } from "vitest";
import { refetchOnMount, startEarlyRequests } from "#web/lib/boot/early-requests.ts";
import { documentTextKey } from "#web/lib/documents/document-text-key.ts";
import type { TrpcClient } from "#web/lib/trpc.ts";
import type { AppRouter } from "#worker/trpc/router";

/** A tRPC client whose one link records what is asked and answers each query with its path (or `answers`). */
function recordingClient(asked: string[], answers: Record<string, unknown> = {}): TrpcClient {
  const record: TRPCLink<AppRouter> =
    () =>
    ({ op }) =>
      observable((observer) => {
        asked.push(`${op.path} ${JSON.stringify(op.input ?? null)}`);
        observer.next({ result: { type: "data", data: answers[op.path] ?? { path: op.path } } });
        observer.complete();
      });
  return createTRPCClient<AppRouter>({ links: [record] });
}

describe("the requests a page's start makes early (issue 30)", () => {
  it("asks for the settings, and the definition page's, the dashboard's or the list's data by the address", async () => {
    const asked: string[] = [];
    const queryClient = new QueryClient();
    const id = "0b6e1a52-2f0e-4c1a-9a57-3c8f5f0f2f11";
    startEarlyRequests(`/product-definitions/${id}`, queryClient, recordingClient(asked));
    startEarlyRequests("/dashboard", queryClient, recordingClient(asked));
    startEarlyRequests("/product-definitions", queryClient, recordingClient(asked), "?q=+Task+&status=Draft&x=1");
    startEarlyRequests("/product-definitions", queryClient, recordingClient(asked), "?status=Nonsense");
    startEarlyRequests("/settings", queryClient, recordingClient(asked));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(asked).toEqual([
      "users.settings null",
      `definitions.get {"id":"${id}","page":1,"pageSize":20}`,
      `definitions.blueprint {"id":"${id}"}`,
      `documents.versions {"id":"${id}","kind":"rfp"}`,
      `documents.text {"id":"${id}","kind":"rfp"}`,
      "definitions.overview null",
      "documents.usage null",
      // The list's first page as its address says: the search trimmed, a status it knows.
      `definitions.list {"limit":24,"search":"Task","status":"Draft","direction":"forward"}`,
      `definitions.list {"limit":24,"direction":"forward"}`,
    ]);
  });

  it("lets the first readers take an early answer, and any query fetched again or invalidated refetch as usual", async () => {
    const queryClient = new QueryClient();
    startEarlyRequests("/dashboard", queryClient, recordingClient([]));
    await new Promise((resolve) => setTimeout(resolve, 0));
    const [settings, overview] = queryClient.getQueryCache().getAll();
    if (!settings || !overview) throw new Error("no early queries");
    expect(refetchOnMount(settings)).toBe(false);
    expect(refetchOnMount(settings)).toBe(false);
    // A refused early request is shown by its page with Retry, not asked again on mount.
    expect(queryClient.getQueryDefaults(settings.queryKey).retryOnMount).toBe(false);
    await queryClient.invalidateQueries({ queryKey: overview.queryKey });
    expect(refetchOnMount(overview)).toBe(true);
    const other = queryClient.getQueryCache().build(queryClient, { queryKey: ["other"] as readonly unknown[] });
    expect(refetchOnMount(other)).toBe(true);
  });

  it("puts the RFP's text where the page reads it, and keeps nothing when there is none yet", async () => {
    const id = "0b6e1a52-2f0e-4c1a-9a57-3c8f5f0f2f11";
    const withRfp = new QueryClient();
    startEarlyRequests(
      `/product-definitions/${id}`,
      withRfp,
      recordingClient([], { "documents.text": { content: "# RFP" } }),
    );
    await new Promise((resolve) => setTimeout(resolve, 0));
    // The server writes its public address into the document's URL; the key is the path.
    const key = documentTextKey(`https://specwright.example/api/conversations/${id}/documents/rfp`);
    expect(withRfp.getQueryData(key)).toBe("# RFP");
    const read = withRfp.getQueryCache().find({ queryKey: key, exact: true });
    if (!read) throw new Error("no text query");
    expect(refetchOnMount(read)).toBe(false);

    const without = new QueryClient();
    startEarlyRequests(
      `/product-definitions/${id}`,
      without,
      recordingClient([], { "documents.text": { content: null } }),
    );
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(without.getQueryCache().find({ queryKey: key, exact: true })).toBeUndefined();
  });
});
