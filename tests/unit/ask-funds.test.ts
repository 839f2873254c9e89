import { describe, expect, it } from "vitest";
import { parseAsk } from "#engine/read/ask";
import { parseMoney } from "#engine/read/money/parse-money";
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

describe("the use of funds the founder states", () => {
  const ask = (team: string, language: "en" | "es" | "fr" | "de" = "en") =>
    parseAsk({ team, budget: parseMoney("$70,000"), channels: ["Partnerships"], phrases: PHRASES[language] });
  const uses = (team: string, language?: "en" | "es" | "fr" | "de") =>
    ask(team, language).ask.useOfFunds.map((use) => [use.item, use.share, use.assumption]);

  it("reads shares named before or after their use, in four languages, as the founder's and not a proposal", () => {
    expect(uses("Raising $400,000: 60% development of the mobile app, 40% marketing in Madrid and Barcelona.")).toEqual(
      [
        ["Development of the mobile app", 60, false],
        ["Marketing in Madrid and Barcelona", 40, false],
      ],
    );
    expect(uses("Raising €300k for development (60%), marketing (40%).")).toEqual([
      ["Development", 60, false],
      ["Marketing", 40, false],
    ]);
    expect(
      uses("Wir suchen 500.000 € Seed: 60 % für die Entwicklung, 25 % Vertrieb und den Rest für den Betrieb.", "de"),
    ).toEqual([
      ["Entwicklung", 60, false],
      ["Vertrieb", 25, false],
      ["Betrieb", 15, false],
    ]);
    expect(uses("Buscamos una inversión de 200.000 €: desarrollo: 70%, marketing: 30%.", "es")).toEqual([
      ["Desarrollo", 70, false],
      ["Marketing", 30, false],
    ]);
    expect(uses("On lève 1 M€ en seed : 50 % produit, 30 % commercial et 20 % recrutement.", "fr")).toEqual([
      ["Produit", 50, false],
      ["Commercial", 30, false],
      ["Recrutement", 20, false],
    ]);
    expect(ask("Raising $1.5M seed. 70% goes to engineering and 30% to sales.").assumed).toBe(false);
  });

  it("takes no percentage about something else for a split, and then proposes one", () => {
    for (const team of [
      "Two founders, we own 60% and 40%. Raising a $1M seed.",
      "Raising $500k, a top 1% team.",
      "Raising $500k: 50% development, 30% marketing.",
      "Raising $500k for our restaurant app: 60% development and 30% for restaurants.",
    ]) {
      const { ask: read, assumed } = ask(team);
      expect(assumed, team).toBe(true);
      expect(
        read.useOfFunds.every((use) => use.assumption),
        team,
      ).toBe(true);
    }
  });
});
