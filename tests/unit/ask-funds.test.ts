import { describe, expect, it } from "vitest";
import { parseAsk } from "#engine/read/ask";
import { parseMoney } from "#engine/read/money";
import { PHRASES } from "#engine/read/phrases/index";

describe("the proposed use of funds", () => {
  it("never gives building more of the round than the build budget", () => {
    const { ask } = parseAsk({
      team: "Two founders; we look for a development vendor and a $400,000 seed round",
      budget: parseMoney("$70,000 to $90,000"),
      channels: ["Partnerships with dog daycares"],
      phrases: PHRASES.en,
    });
    const build = ask.useOfFunds[0];
    expect(build?.share).toBe(22);
    expect(((ask.amount?.amount ?? 0) * (build?.share ?? 0)) / 100).toBeLessThanOrEqual(90_000);
    expect(ask.useOfFunds.reduce((sum, use) => sum + use.share, 0)).toBe(100);
  });
});
