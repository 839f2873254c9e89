import { describe, expect, it } from "vitest";
import { ApiError, apiErrorFromResponse, isApiFailure, requestErrorMessage, toApiError } from "#web/lib/api-error.ts";
import { createTrpcClient } from "#web/lib/trpc.ts";

const envelope = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });

describe("one client error type", () => {
  it("reads a tRPC failure's status, the spec's code, message and details", async () => {
    const send = async () =>
      envelope(403, [
        {
          error: {
            code: -32003,
            message: "You do not have Complete Documentation package available.",
            data: {
              httpStatus: 403,
              appCode: "403",
              details: { refusal: "no_complete_package", key: "noCompletePackage" },
            },
          },
        },
      ]);
    const failure = await createTrpcClient(send)
      .definitions.get.query({ id: crypto.randomUUID() })
      .catch((error: unknown) => error);
    const read = toApiError(failure);
    expect(read).toBeInstanceOf(ApiError);
    expect(read).toMatchObject({ status: 403, code: "403", details: { refusal: "no_complete_package" } });
    // The message with the key the web translates it by.
    expect(read.serverMessage).toEqual({
      text: "You do not have Complete Documentation package available.",
      key: "noCompletePackage",
      parts: undefined,
    });
    expect(isApiFailure(failure)).toBe(true);
  });

  it("reads a REST answer's error envelope, and falls back when there is none", async () => {
    const refused = await apiErrorFromResponse(
      envelope(429, { success: false, message: "Limit", error: { code: "429", message: "Limit", details: { n: 1 } } }),
      "fallback",
    );
    expect(refused).toMatchObject({ status: 429, message: "Limit", code: "429", details: { n: 1 } });
    const garbled = await apiErrorFromResponse(new Response("<html>", { status: 502 }), "fallback");
    expect(garbled).toMatchObject({ status: 502, message: "fallback", code: undefined });
  });

  it("says a call that never got an answer is offline, whatever the error was", () => {
    const offline = toApiError(new TypeError("Failed to fetch"));
    expect(offline.status).toBe(0);
    expect(offline.serverMessage).toBeUndefined();
    expect(isApiFailure(new TypeError("x"))).toBe(false);
    expect(requestErrorMessage(new ApiError(0, ""))).toEqual(requestErrorMessage(offline));
    expect(requestErrorMessage(offline).key).toBe("unreachable");
  });
});
