import { describe, expect, it } from "vitest";
import { composeDocument } from "#engine/render-document";
import { ledgerMatch } from "./blueprint-fixtures";
import { blueprintOf, GENERATED_AT } from "./offline-fixtures";

/** A lazy founder: one-to-three-word answers, as the corpus's lazy sets are written. */
const lazy = {
  answers: {
    q1: "Kita-App",
    q2: "App für Kitas",
    q6: "Nachrichten, Krankmeldung, Termine",
    q7: "Leitung, Erzieher, Eltern",
    q8: "Eltern melden krank",
    q9: "Kinder, Eltern, Nachrichten (Status)",
    q11: "irgendwas",
    q13: "wenig",
    q16: "Abo",
  },
  features: ["Nachrichten", "Krankmeldung", "Termine"],
};

describe("the blueprint asks where the answers do not tell", () => {
  const blueprint = blueprintOf(lazy, "de");
  const asked = (answer: string) => blueprint.openQuestions.filter((item) => item.answer === answer);

  it("asks about each thin answer, tied to the answer it is about, instead of guessing", () => {
    expect(asked("q7").map((item) => item.question)).toEqual([
      "Was darf jede dieser Rollen: Leitung, Erzieher und Eltern?",
      "Wer darf alles: Nutzer, Einstellungen und alle Daten verwalten?",
    ]);
    expect(asked("q9").map((item) => item.question)).toContain(
      "Welche Angaben sollen jeweils gespeichert werden: Kinder und Eltern?",
    );
    // A status named without its values is asked for, never made up.
    expect(asked("q9").some((item) => item.question.includes("Status von „Nachricht“"))).toBe(true);
    expect(asked("q8")).toHaveLength(1);
    expect(asked("q11")).toHaveLength(1);
    expect(asked("q13")).toHaveLength(1);
    expect(asked("q16")).toHaveLength(1);
    expect(blueprint.openQuestions.map((item) => item.id)).toEqual(
      blueprint.openQuestions.map((_, index) => `Q-${index + 1}`),
    );
  });

  it("lists them for the product owner in the RFP, and asks nothing of a founder who answered", () => {
    const rfp = composeDocument("rfp", blueprint, GENERATED_AT);
    expect(rfp).toContain("## 16. Offene Fragen");
    expect(rfp).toContain("1. Was darf jede dieser Rollen: Leitung, Erzieher und Eltern?");
    const answered = blueprintOf(ledgerMatch);
    expect(answered.openQuestions).toEqual([]);
    expect(composeDocument("rfp", answered, GENERATED_AT)).not.toContain("Open questions");
  });
});
