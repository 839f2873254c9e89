import { describe, expect, it } from "vitest";
import { isStatusKey, STATUS_WORD } from "#engine/read/reading/status-words";

describe("status words", () => {
  it("finds a status word in an answer's text, in the four languages, as a whole word", () => {
    for (const text of [
      "Status: open, done",
      "each order has a state",
      "état : ouvert",
      "Estado (pendiente)",
      "Zustand",
    ])
      expect(STATUS_WORD.test(text), text).toBe(true);
    for (const text of ["a statement", "real estate", "Rechnungsstatus", "the statutes"])
      expect(STATUS_WORD.test(text), text).toBe(false);
  });

  it("reads a field key by its last word, German compounds included", () => {
    for (const key of [
      "status",
      "bookingStatus",
      "estado",
      "statut",
      "buchungsstatus",
      "fahrzeugzustand",
      "projektphase",
    ])
      expect(isStatusKey(key), key).toBe(true);
    for (const key of ["statusDate", "statement", "estate", "stateCode", "name"])
      expect(isStatusKey(key), key).toBe(false);
  });
});
