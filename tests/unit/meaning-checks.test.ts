import { describe, expect, it } from "vitest";
import { checkDocument } from "#engine/checks/check-document";
import { deckMeaningFindings } from "#engine/checks/meaning-checks";
import { readDeck } from "#engine/deck/read-deck";
import { composeDocument } from "#engine/render-document";
import type { TBlueprint } from "#shared/blueprint/schema";
import type { TDeck } from "#shared/deck/schema";
import { blueprintOf, GENERATED_AT, taskNest } from "./offline-fixtures";

/** The rules a check of one document found, for a blueprint changed as a reader could have misread. */
function rules(kind: "rfp" | "pitch" | "app_prompt", blueprint: TBlueprint, text?: string): string[] {
  const document = text ?? composeDocument(kind, blueprint, GENERATED_AT);
  return checkDocument(kind, document, blueprint).findings.map((finding) => finding.rule);
}

const base = () => structuredClone(blueprintOf(taskNest()));

describe("the consistency check reads meaning, not only ids", () => {
  it("passes the blueprint of well-read answers", () => {
    const blueprint = base();
    for (const kind of ["rfp", "pitch", "app_prompt"] as const) expect(rules(kind, blueprint), kind).toEqual([]);
  });

  it("finds a role that is a sentence, not a name", () => {
    const blueprint = base();
    const role = blueprint.roles[1];
    if (!role) throw new Error("the example has roles");
    role.name = "Approves repair costs. Mechanics";
    expect(rules("rfp", blueprint)).toContain("role_name");
    role.name = "Fleet manager schedules";
    expect(rules("rfp", blueprint)).toContain("role_name");
  });

  it("finds a record that is a status value or a verb phrase", () => {
    const blueprint = base();
    const job = blueprint.entities.find((entity) => entity.name === "Job");
    const status = job?.fields.find((field) => field.key === "status");
    if (!job || !status) throw new Error("the example keeps jobs with a status");
    status.type = "enum";
    status.values = ["open", "in_progress", "done"];
    const client = blueprint.entities[0];
    if (!client) throw new Error("the example keeps clients");
    client.label = "Done";
    client.nouns = { one: "done", many: "dones" };
    expect(rules("rfp", blueprint)).toContain("record_name");
    client.label = "Has the problem";
    client.nouns = { one: "has the problem", many: "has the problems" };
    expect(rules("rfp", blueprint)).toContain("record_name");
  });

  it("finds an action on a record its workflow step does not name", () => {
    const blueprint = base();
    const flow = blueprint.workflows[0];
    const step = flow?.steps.find((candidate) => candidate.action);
    const action = blueprint.actions.find((candidate) => candidate.id === step?.action);
    if (!step || !action) throw new Error("the example's workflow has an action");
    // "approve a truck" for a step about an invoice: the approval modelled on the wrong record.
    step.text = "the owner approves the invoice";
    step.role = null;
    action.entity = "Client";
    expect(rules("rfp", blueprint)).toContain("action_record");
  });

  it("finds one feature at two priorities", () => {
    const blueprint = base();
    const [first, second] = blueprint.requirements;
    if (!first || !second) throw new Error("the example has requirements");
    second.title = first.title;
    second.priority = first.priority === "must" ? "should" : "must";
    expect(rules("rfp", blueprint)).toContain("priority_conflict");
  });

  it("finds a platform the founder did not choose, in any words", () => {
    const blueprint = base();
    blueprint.platforms = {
      ...blueprint.platforms,
      web: true,
      ios: false,
      android: false,
      desktopApp: false,
      pwa: false,
      answer: "A web app for owners, dispatchers and cleaners.",
    };
    // The founder's own words may name a platform (a record, a later plan); the document's may not.
    blueprint.risks = [];
    const rfp = composeDocument("rfp", blueprint, GENERATED_AT);
    for (const promise of [
      "The iOS and Android apps share one cross-platform codebase.",
      "Customers get a native mobile app.",
      "A Windows app for the front desk.",
    ]) {
      expect(rules("rfp", blueprint, `${rfp}\n${promise}\n`), promise).toContain("platform");
    }
  });

  describe("on the deck", () => {
    const deckOf = (blueprint: TBlueprint): TDeck => {
      const deck = readDeck(composeDocument("pitch", blueprint, GENERATED_AT));
      if (!deck) throw new Error("the deck carries its data");
      return deck;
    };

    it("finds a headline said again as its subtitle", () => {
      const blueprint = base();
      const deck = deckOf(blueprint);
      const slide = deck.slides.find((candidate) => candidate.kind === "market");
      if (!slide) throw new Error("the deck has a market slide");
      slide.headline = "Big";
      slide.blocks.unshift({ type: "text", heading: "", text: "Big.", style: "big" });
      expect(deckMeaningFindings(deck, blueprint).map((item) => item.rule)).toContain("headline_repeat");
    });

    it("finds a reachable market larger than the whole one, and revenue without the commission", () => {
      const blueprint = base();
      const deck = deckOf(blueprint);
      const slide = deck.slides.find((candidate) => candidate.kind === "market");
      if (!slide) throw new Error("the deck has a market slide");
      slide.blocks.push({
        type: "chart",
        chart: {
          type: "bars",
          title: "Market size",
          scale: "linear",
          bars: [
            { label: "TAM", value: 1.3e9, display: "$1.3bn", detail: "" },
            { label: "SAM", value: 10.8e9, display: "$10.8bn", detail: "90,000,000 studios × $120 a year" },
          ],
        },
      });
      blueprint.product.businessModel = "$9.99 a month, and we take a 15% commission on each booking.";
      blueprint.product.price = {
        model: "commission",
        amount: 9.99,
        currency: "USD",
        unit: null,
        period: "month",
        commissionPercent: 15,
        minimum: null,
        text: blueprint.product.businessModel,
      };
      const found = deckMeaningFindings(deck, blueprint).map((item) => item.rule);
      expect(found).toContain("market_contradiction");
      expect(found).toContain("revenue_model");
    });

    it("finds a use of funds the product proposed shown as the founder's", () => {
      const blueprint = base();
      blueprint.ask = {
        ...blueprint.ask,
        raising: true,
        amount: { text: "$500k", amount: 500_000, upTo: null, currency: "USD" },
        useOfFunds: [
          { item: "Building version 1", share: 60, assumption: true },
          { item: "Marketing", share: 40, assumption: true },
        ],
      };
      const deck = deckOf(blueprint);
      expect(deckMeaningFindings(deck, blueprint)).toEqual([]);
      const ask = deck.slides.find((slide) => slide.kind === "ask");
      const chart = ask?.blocks.find((block) => block.type === "chart");
      if (!ask || !chart || chart.type !== "chart") throw new Error("the ask shows the use of funds");
      chart.chart.title = "Use of funds";
      ask.notes = ask.notes.filter((note) => !/proposal/i.test(note));
      expect(deckMeaningFindings(deck, blueprint).map((item) => item.rule)).toEqual(["funds_proposal"]);
    });
    it("finds a figure neither in the answers nor derived, and arithmetic that does not add up", () => {
      const blueprint = base();
      const deck = deckOf(blueprint);
      expect(deckMeaningFindings(deck, blueprint)).toEqual([]);
      const market = deck.slides.find((candidate) => candidate.kind === "market");
      const team = deck.slides.find((candidate) => candidate.kind === "team") ?? deck.slides[1];
      if (!market || !team) throw new Error("the deck has a market slide");
      // A market from nowhere, and "$1.5M" read as "5M" (a decimal point taken for a full stop).
      market.headline = "A $10.8bn market";
      team.blocks.push({ type: "text", heading: "", text: "5M seed.", style: "lead" });
      const found = deckMeaningFindings(deck, blueprint).map((item) => item.message);
      expect(found.some((message) => message.includes("$10.8bn"))).toBe(true);
      expect(found.some((message) => message.includes("5M"))).toBe(true);
      const chart = market.blocks.find((block) => block.type === "chart");
      if (chart?.type !== "chart" || chart.chart.type !== "bars") throw new Error("the market has bars");
      const bar = chart.chart.bars.find((candidate) => candidate.detail.includes("×"));
      if (!bar) throw new Error("a bar shows its arithmetic");
      bar.value *= 3;
      expect(deckMeaningFindings(deck, blueprint).some((item) => item.message.includes("which makes"))).toBe(true);
    });

    it('reads the team\'s "$1.2M seed" as one clause, not "2M seed"', () => {
      const blueprint = base();
      blueprint.product.team = "Two founders, a nurse and an engineer; raising a $1.2M seed; first hire in spring.";
      const deck = deckOf(blueprint);
      const team = JSON.stringify(deck.slides.find((slide) => slide.kind === "team"));
      expect(team).not.toMatch(/(?<![.\d])2M/);
      expect(deckMeaningFindings(deck, blueprint)).toEqual([]);
    });
  });
});
