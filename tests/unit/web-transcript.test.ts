import { describe, expect, it } from "vitest";
import type { TMessage } from "#shared/schemas/definitions";
import { finalPrompt, openPrompt, promptLabel, transcriptOf, turnsOf } from "#web/lib/definitions/transcript.ts";

let seq = 0;
function message(role: TMessage["role"], promptId: string, extra: Partial<TMessage["metadata"]> = {}): TMessage {
  const id = `m${++seq}`;
  return {
    id,
    _id: id,
    role,
    content: `${role} ${promptId}`,
    createdAt: "2026-05-01T00:00:00Z",
    updatedAt: null,
    metadata: { id: promptId, ...extra },
  };
}
const answerTo = (prompt: TMessage) => message("user", prompt.metadata.id, { repliedTo: prompt.id });

describe("the transcript", () => {
  const q1 = message("assistant", "q1", { label: "1" });
  const a1 = answerTo(q1);
  const q2 = message("assistant", "q2", { label: "2" });

  it("pairs each prompt with its answer, and finds the open prompt", () => {
    const transcript = transcriptOf([q1, a1, q2]);
    expect(turnsOf(transcript)).toEqual([
      { prompt: q1, answer: a1 },
      { prompt: q2, answer: undefined },
    ]);
    expect(openPrompt(transcript)).toBe(q2);
    expect(finalPrompt(transcript)).toBeUndefined();
  });

  it("has no open prompt once the last one is answered or is qFinal", () => {
    const a2 = answerTo(q2);
    expect(openPrompt(transcriptOf([q1, a1, q2, a2]))).toBeUndefined();
    const final = message("assistant", "qFinal");
    const done = transcriptOf([q1, a1, q2, a2, final]);
    expect(openPrompt(done)).toBeUndefined();
    expect(finalPrompt(done)).toBe(final);
    expect(openPrompt(transcriptOf([]))).toBeUndefined();
  });

  it("labels numbered and special prompts", () => {
    expect(promptLabel(message("assistant", "q3a", { label: "3a" }))).toBe("3a");
    expect(promptLabel(message("assistant", "qGenerateFeatures"))).toBe("Features");
    expect(promptLabel(message("assistant", "qGenerateRFP"))).toBe("Documents");
  });
});
