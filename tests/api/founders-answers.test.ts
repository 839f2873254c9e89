import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TBlueprintResponse } from "#shared/schemas/blueprints";
import type { TLanguage } from "#shared/settings/options";
import { loadCorpus } from "../corpus/load-corpus";
import { type ApiServer, startApiServer } from "../support/api-server";
import { bearer, call } from "../support/auth-client";
import { deltas, streamEvents } from "../support/documents-client";
import { answeredDefinition, ownPackage, signedInUser } from "../support/factories";

/**
 * Founders' own answers (the analyzer's corpus) through the real routes: a German founder's
 * sentences give four documents, and thin answers give an RFP that asks instead of guessing.
 */
let server: ApiServer;
beforeAll(async () => {
  server = await startApiServer();
});
afterAll(() => server.close());

const corpusAnswers = (id: string) => {
  const set = loadCorpus().find((candidate) => candidate.id === id);
  if (!set) throw new Error(`the corpus has ${id}`);
  return set.answers as Record<string, string>;
};

/** A user writing in `language`, with the complete package and a definition answered with `answers`. */
async function founder(language: TLanguage, answers: Record<string, string>) {
  const { user, tokens } = await signedInUser(server);
  const token = tokens.access_token;
  const saved = await call(server, "PUT", "/api/users/me/settings", { language }, bearer(token));
  expect(saved.status).toBe(200);
  await ownPackage(server, user.id, "CompleteDocumentation");
  const definitionId = await answeredDefinition(server, user.id, { answers });
  return { buyer: { id: user.id, token }, definitionId };
}

const blueprintOf = async (token: string, definitionId: string) =>
  (
    await call<TBlueprintResponse>(
      server,
      "GET",
      `/api/conversations/${definitionId}/blueprint`,
      undefined,
      bearer(token),
    )
  ).body;

describe("a founder's own answers", () => {
  it("a German founder whose long role sentence once failed every document gets all four, and they pass their checks", async () => {
    const answers = {
      ...corpusAnswers("de-01-lagerverwaltung"),
      // Cut at 40 characters, this role's name once ended in a space its references did not have.
      q7: "Die Leiterin der Disposition im Zentrallager Nord plant die Touren und sieht alle Fahrzeuge. Fahrer sehen nur ihre eigenen Touren und melden Schäden mit Foto. Der Chef darf alles.",
    };
    const { buyer, definitionId } = await founder("de", answers);
    for (const kind of ["rfp", "pitch", "openapi", "app_prompt"]) {
      const { status, events } = await streamEvents(server, buyer, definitionId, kind);
      expect(status, kind).toBe(200);
      expect(events.at(-1)?.type, kind).toBe("done");
      expect(deltas(events).join("").length, kind).toBeGreaterThan(500);
    }
    const { blueprint, documents } = await blueprintOf(buyer.token, definitionId);
    expect(blueprint?.language).toBe("de");
    expect(blueprint?.roles.map((role) => role.name)).toEqual(
      expect.arrayContaining(["Leiterin der Disposition", "Fahrer", "Chef"]),
    );
    expect(documents.map((document) => [document.kind, document.check?.findings])).toEqual([
      ["rfp", []],
      ["pitch", []],
      ["openapi", []],
      ["app_prompt", []],
    ]);
  });

  it("thin answers give an RFP that lists its open questions, each tied to its answer", async () => {
    const { buyer, definitionId } = await founder("en", corpusAnswers("en-08-community-garden-plots"));
    const { events } = await streamEvents(server, buyer, definitionId, "rfp");
    const rfp = deltas(events).join("");
    const { blueprint } = await blueprintOf(buyer.token, definitionId);
    const questions = blueprint?.openQuestions ?? [];
    expect(questions.length).toBeGreaterThan(0);
    expect(rfp).toMatch(/^## \d+\. Open questions$/m);
    for (const item of questions) {
      expect(item.answer).toMatch(/^q\d+[a-z]?$/);
      expect(rfp).toContain(item.question.replace(/[\u00a0\u202f]/g, " "));
    }
  });
});
