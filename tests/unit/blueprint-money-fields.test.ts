import { describe, expect, it } from "vitest";
import { completeBlueprint, normalizeBlueprint } from "#engine";
import { applyCorrections, diffBlueprints } from "#shared/blueprint/corrections";
import { setPrice, setRaise } from "#shared/blueprint/edits";
import type { TBlueprint } from "#shared/blueprint/schema";
import { blueprintOf, taskNest } from "./offline-fixtures";

/** Issue 39: the price, the market figures and the team are blueprint fields, read once. */
describe("money and the team as blueprint fields", () => {
  const blueprint = blueprintOf({
    ...taskNest(),
    answers: {
      ...taskNest().answers,
      q16: "Abonnement à 24,90 € HT par mois par salon, SMS inclus.",
      q16a: "TAM ~$2.1B/yr -> SAM ~$310M/yr -> SOM ~$9M ARR by yr 5",
      q17: "we r 2: me (agri engg, 6 yrs in sales) & cofounder (ex-OLX product mgr). raising $500k pre-seed",
    },
  });

  it("reads the price, every market figure with its label, and each person of the team", () => {
    expect(blueprint.product.price).toMatchObject({ amount: 24.9, currency: "EUR", unit: "salon", period: "month" });
    expect(blueprint.product.marketFigures.map((figure) => [figure.label, figure.amount, figure.currency])).toEqual([
      ["tam", 2.1e9, "USD"],
      ["sam", 3.1e8, "USD"],
      ["som", 9e6, "USD"],
    ]);
    expect(blueprint.product.teamMembers.map((member) => member.said)).toEqual([
      "Me (agri engg, 6 yrs in sales)",
      "Cofounder (ex-OLX product mgr)",
    ]);
  });

  it("fills them in a blueprint stored before they were fields, from the texts it kept", () => {
    const { price: _price, marketFigures: _market, teamMembers: _team, ...old } = blueprint.product;
    const stored = { ...blueprint, product: old } as unknown as TBlueprint;
    const completed = completeBlueprint(stored);
    expect(completed.product.price).toEqual(blueprint.product.price);
    expect(completed.product.marketFigures).toEqual(blueprint.product.marketFigures);
    expect(completed.product.teamMembers.length).toBe(2);
    expect(completeBlueprint(blueprint)).toBe(blueprint);
  });

  it("holds a model's blueprint to the analyzer's figures", () => {
    const model: TBlueprint = {
      ...blueprint,
      product: { ...blueprint.product, price: null, marketFigures: [], teamMembers: [] },
    };
    const held = normalizeBlueprint(model, blueprint);
    expect(held.product.price).toEqual(blueprint.product.price);
    expect(held.product.marketFigures).toEqual(blueprint.product.marketFigures);
    expect(held.product.teamMembers).toEqual(blueprint.product.teamMembers);
  });

  it("keeps the founder's corrected price and raise when the blueprint is built again", () => {
    const priced = setPrice(blueprint, {
      model: "subscription",
      amount: 29,
      currency: "EUR",
      unit: "salon",
      period: "month",
      commissionPercent: null,
      minimum: null,
    });
    const corrected = setRaise(priced, { raising: true, amount: 750_000, currency: "EUR", round: "seed" });
    const corrections = diffBlueprints(blueprint, corrected);
    expect(corrections.map((item) => item.kind)).toEqual(expect.arrayContaining(["product", "ask"]));
    const replayed = applyCorrections(blueprint, corrections).blueprint;
    expect(replayed.product.price?.amount).toBe(29);
    expect(replayed.ask.amount).toMatchObject({ amount: 750_000, currency: "EUR" });
    expect(replayed.ask.round).toBe("seed");
  });
});
