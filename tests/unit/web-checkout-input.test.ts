import { describe, expect, it } from "vitest";
import { CATALOGUE } from "#shared/commerce/catalogue";
import type { TCatalogueEntry } from "#shared/schemas/commerce";
import { type CheckoutSources, resolveCheckout, stateOf } from "#web/pages/checkout/checkout-input.ts";

const entry = (id: string): TCatalogueEntry => {
  const item = CATALOGUE.find((candidate) => candidate.id === id);
  if (!item) throw new Error(id);
  return {
    id: item.id,
    name: item.name,
    price: item.priceCents / 100,
    popular: item.popular,
    recommended: item.recommended,
    badge: item.badge,
    features: [...item.features],
    developmentHours: item.developmentHours + item.qaHours,
  };
};
const catalogue = ["rfp-free", "complete-docs", "dev-week", "dev-hours"].map(entry);
const DEF_QUERY = "11111111-1111-4111-8111-111111111111";
const DEF_STATE = "22222222-2222-4222-8222-222222222222";
const DEF_STORED = "33333333-3333-4333-8333-333333333333";

function sources(overrides: Partial<CheckoutSources> = {}): CheckoutSources {
  return {
    query: { packageId: null, definitionId: null },
    state: null,
    stored: { package: null, definitionId: null },
    ...overrides,
  };
}

describe("resolveCheckout", () => {
  it("prefers the query, then navigation state, then session storage", () => {
    const all = sources({
      query: { packageId: "dev-week", definitionId: DEF_QUERY },
      state: { package: entry("dev-hours"), definitionId: DEF_STATE },
      stored: { package: JSON.stringify(entry("complete-docs")), definitionId: DEF_STORED },
    });
    expect(resolveCheckout(all, catalogue)).toEqual({ package: entry("dev-week"), definitionId: DEF_QUERY });

    const noQuery = { ...all, query: { packageId: null, definitionId: null } };
    expect(resolveCheckout(noQuery, catalogue)).toEqual({ package: entry("dev-hours"), definitionId: DEF_STATE });

    const storedOnly = { ...noQuery, state: undefined };
    expect(resolveCheckout(storedOnly, catalogue)).toEqual({
      package: entry("complete-docs"),
      definitionId: DEF_STORED,
    });
  });

  it("takes the catalogue's copy over a stored one with a stale price", () => {
    const stale = { ...entry("complete-docs"), price: 1 };
    const input = resolveCheckout(
      sources({ stored: { package: JSON.stringify(stale), definitionId: null } }),
      catalogue,
    );
    expect(input.package?.price).toBe(199);
  });

  it("uses a stored package as it is when the catalogue could not be loaded", () => {
    const stored = entry("dev-hours");
    const input = resolveCheckout(sources({ state: { package: stored } }), undefined);
    expect(input.package).toEqual(stored);
    expect(resolveCheckout(sources({ query: { packageId: "dev-hours", definitionId: null } }), undefined).package).toBe(
      null,
    );
  });

  it("falls through an unknown id, and never checks out the free package", () => {
    const unknown = sources({
      query: { packageId: "nope", definitionId: null },
      state: { package: entry("dev-week") },
    });
    expect(resolveCheckout(unknown, catalogue).package?.id).toBe("dev-week");
    expect(resolveCheckout(sources({ query: { packageId: "rfp-free", definitionId: null } }), catalogue).package).toBe(
      null,
    );
  });

  it("resolves nothing without any input, or from broken storage", () => {
    expect(resolveCheckout(sources(), catalogue)).toEqual({ package: null, definitionId: undefined });
    const broken = sources({ stored: { package: "{not json", definitionId: "" } });
    expect(resolveCheckout(broken, catalogue)).toEqual({ package: null, definitionId: undefined });
  });
});

describe("stateOf", () => {
  it("keeps only a well-formed package and a definition id", () => {
    expect(stateOf({ package: { id: "dev-week" }, definitionId: 7 })).toEqual({
      package: undefined,
      definitionId: undefined,
    });
    expect(stateOf("text")).toEqual({});
    expect(stateOf({ package: entry("dev-week"), definitionId: DEF_STATE })).toEqual({
      package: entry("dev-week"),
      definitionId: DEF_STATE,
    });
  });
});
