import { describe, expect, it } from "vitest";
import { analyzeAnswers } from "#engine/read/analyze-answers";

/** A priority comes from what the founder said of the feature, not from a word shared with another. */
const blueprint = (answers: Record<string, string>, features: string[], language: "en" | "es" = "en") =>
  analyzeAnswers({ answers: { q1: "WalkPal", ...answers }, features, language });

const priorities = (result: ReturnType<typeof blueprint>) =>
  Object.fromEntries(result.requirements.map((item) => [item.title, item.priority]));

describe("priorities as the founder gave them", () => {
  it('cuts the chat and tips first, not the payments that share the word "tips"', () => {
    const result = blueprint({ q14a: "I'd cut the chat and tips first." }, [
      "Booking a walk",
      "In-app payments and tips",
      "Chat with the walker",
    ]);
    expect(priorities(result)).toMatchObject({
      "Booking a walk": "must",
      "In-app payments and tips": "must",
      "Chat with the walker": "could",
    });
  });

  it('cuts what "could wait": "Messaging could wait", "El mapa puede esperar"', () => {
    const english = blueprint({ q14a: "Messaging could wait, they can use email at first." }, [
      "Booking a session",
      "Messaging between parent and tutor",
    ]);
    expect(priorities(english)).toMatchObject({
      "Booking a session": "must",
      "Messaging between parent and tutor": "could",
    });
    const spanish = blueprint(
      { q14a: "El mapa puede esperar." },
      ["Turnos de riego", "Mapa sencillo del huerto"],
      "es",
    );
    expect(priorities(spanish)).toMatchObject({ "Turnos de riego": "must", "Mapa sencillo del huerto": "could" });
  });

  it('reads hedges: "would be nice too" is not a Must, "but not now" is Later and no requirement of its own', () => {
    const result = blueprint(
      {
        q6: "Walk booking, GPS tracking of the walk. Photo updates would be nice too. A dog-sitting marketplace, but not now.",
      },
      [],
    );
    const byTitle = priorities(result);
    expect(byTitle["Walk booking"]).toBe("must");
    expect(byTitle["Photo updates"]).toBe("could");
    expect(Object.keys(byTitle).some((title) => /but not now/i.test(title))).toBe(false);
    expect(result.requirements.find((item) => /marketplace/i.test(item.title))?.priority).toBe("later");
  });

  it("keeps two workflows in one answer as two, with titles cut on word boundaries", () => {
    const result = blueprint(
      {
        q7: "The owner sees everything. Walkers see only their own walks.",
        q8: "First, the owner books a walk and the walker accepts it. Second, every evening the system sends each owner a summary of the day's walks with photos and the distance walked by their dog.",
      },
      ["Booking a walk"],
    );
    expect(result.workflows).toHaveLength(2);
    // Not cut mid-word nor on a word that needs its next one ("a summary of the").
    for (const flow of result.workflows) expect(flow.name).not.toMatch(/\p{L}…$|\s(?:a|an|the|of|to|and|with)$/u);
  });
});
