import { describe, expect, it } from "vitest";
import { offlineBlueprint } from "#engine/blueprint/build-blueprint";
import { composeDeck } from "#engine/deck/compose-deck";
import { renderDeckHtml } from "#engine/deck/deck-html";
import { ICON_NODES } from "#engine/deck/icon-nodes";
import { ICON_PNGS } from "#engine/deck/icon-pngs";
import { domainIcon, iconSvg, itemIcon, slideIcon } from "#engine/deck/icons";
import { initialsOf, itemParts, leadFigure, shownLabel } from "#engine/deck/slide-parts";
import { BUDGET, balancedPages, headlineOf } from "#engine/deck/text-budget";
import { offlineFeatures } from "#engine/read/suggest-features";
import { decodeBase64, LOGO_MAX_BYTES, logoProblem, pngSize } from "#shared/deck/logo";
import type { TDeck, TSlide } from "#shared/deck/schema";
import { contrast, DECK_THEMES, deckPalette, readableAccent, ZDeckTheme } from "#shared/deck/theme";
import type { TLanguage } from "#shared/schemas/settings";
import { loadCorpus } from "../corpus/load-corpus";
import {
  blueprintOf,
  clinic,
  type DocumentInput,
  GENERATED_AT,
  longAnswer,
  taskNest,
  withEveryAnswer,
} from "./offline-fixtures";

/** Decision 033: a deck that looks designed. The layouts themselves are measured in a browser (tests/e2e/deck-design.spec.ts). */

const LANGUAGES: TLanguage[] = ["en", "es", "fr", "de"];
const TEN = Array.from({ length: 10 }, (_, index) => `Feature number ${index + 1} with a longer name`);
const INPUTS: Record<string, () => DocumentInput> = {
  short: taskNest,
  clinic,
  long: () => withEveryAnswer((id) => longAnswer(id), TEN),
  missing: () => withEveryAnswer(() => "", []),
};

const decks = (): [string, TDeck][] =>
  Object.entries(INPUTS).flatMap(([name, input]) =>
    LANGUAGES.map((language): [string, TDeck] => [
      `${name}/${language}`,
      composeDeck(blueprintOf(input(), language), GENERATED_AT),
    ]),
  );

const sameWords = (text: string) =>
  text
    .toLocaleLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();

/** What a reader sees of a page: no data, no script, no style, no tags. */
const visible = (page: string) =>
  page
    .replace(/<script[\s\S]*?<\/script>/g, "")
    .replace(/<style[\s\S]*?<\/style>/g, "")
    .replace(/<[^>]+>/g, " ");

describe("the deck's story, short, long and missing answers in four languages", () => {
  const all = decks();

  it("never says a label, a headline or a block heading twice on one slide", () => {
    for (const [name, deck] of all)
      for (const slide of deck.slides) {
        const shown = [shownLabel(slide), slide.headline].filter(Boolean).map(sameWords);
        const headings = slide.blocks.flatMap((block) =>
          (block.type === "text" || block.type === "list") && block.heading ? [sameWords(block.heading)] : [],
        );
        for (const heading of headings) expect(shown, `${name} ${slide.kind}`).not.toContain(heading);
        expect(new Set(shown).size, `${name} ${slide.kind}`).toBe(shown.length);
      }
  });

  it("continues a list only onto a slide that holds three items or more", () => {
    for (const [name, deck] of all) {
      const products = deck.slides.filter((slide) => slide.kind === "product");
      for (const slide of products.slice(1)) {
        const list = slide.blocks.find((block) => block.type === "list");
        expect(list?.type === "list" ? list.items.length : 0, name).toBeGreaterThanOrEqual(3);
      }
      const roadmaps = deck.slides.filter((slide) => slide.kind === "roadmap");
      for (const slide of roadmaps.slice(1)) {
        const items = slide.blocks.reduce((sum, block) => sum + (block.type === "list" ? block.items.length : 0), 0);
        expect(items, name).toBeGreaterThanOrEqual(3);
      }
    }
  });

  it("shows no requirement id to an investor, but keeps them for the consistency check", () => {
    for (const [name, deck] of all) {
      const page = renderDeckHtml(deck);
      expect(visible(page), name).not.toMatch(/\bFR-\d+\b/);
      const ids = deck.slides.flatMap((slide) =>
        slide.blocks.flatMap((block) => (block.type === "list" ? block.items.map((item) => itemParts(item).id) : [])),
      );
      for (const id of ids.filter(Boolean)) expect(page).toContain(`data-ref="${id}"`);
    }
  });

  it("never draws the market as a one-bar chart or on a log scale, and shows its figures as big numbers", () => {
    for (const [name, deck] of all) {
      const market = deck.slides.find((slide) => slide.kind === "market");
      for (const block of market?.blocks ?? [])
        if (block.type === "chart" && block.chart.type === "bars") expect(block.chart.scale, name).toBe("linear");
      const page = renderDeckHtml(deck);
      const section = page.slice(page.indexOf('<section class="slide market'));
      expect(section.slice(0, section.indexOf("</section>")), name).not.toContain('class="bars"');
    }
  });

  it("closes with the ask in one line", () => {
    for (const [name, deck] of all) {
      const ask = deck.slides.find((slide) => slide.kind === "ask");
      const closing = deck.slides.at(-1) as TSlide;
      expect(closing.kind).toBe("closing");
      const texts = closing.blocks.flatMap((block) => (block.type === "text" ? [block.text] : []));
      expect(
        texts.some((text) => text.startsWith((ask?.headline ?? "").slice(0, 30))),
        name,
      ).toBe(true);
    }
  });

  it("keeps every text within the budgets that fit a 16:9 frame", () => {
    for (const [name, deck] of all)
      for (const slide of deck.slides) {
        expect(slide.headline.length, name).toBeLessThanOrEqual(BUDGET.headline);
        for (const block of slide.blocks)
          if (block.type === "list") expect(block.items.length, name).toBeLessThanOrEqual(BUDGET.items);
      }
  });
});

/** Two founders' answers as they write them: a commission beside the price, a goal of two results, a team of two. */
function founder(language: TLanguage, answers: Record<string, string>): TDeck {
  const input = taskNest();
  return composeDeck(blueprintOf({ ...input, answers: { ...input.answers, ...answers } }, language), GENERATED_AT);
}
const kindOf = (deck: TDeck, kind: TSlide["kind"]) => deck.slides.find((slide) => slide.kind === kind) as TSlide;
const listOf = (slide: TSlide) => slide.blocks.flatMap((block) => (block.type === "list" ? block.items : []));

describe("slides that fill their frame with the founder's own figures", () => {
  const yoga = () =>
    founder("en", {
      q1: "Flowdesk",
      q5: "Mindbody, Momence, maybe Calendly plus Stripe links if you count that.",
      q15: "150 paying teachers after six months and no-shows down by half for them.",
      q16: "$19 a month per teacher, plus 1% on each booking.",
      q16a: "There are roughly 300,000 yoga teachers in the US, most of them freelance.",
      q17: "Just me (I teach yoga and did product at a startup) and a friend who does marketing part-time. Not raising yet, looking for a dev agency.",
    });

  it("shows a price with a commission as its terms, each led by its figure, under a headline that does not repeat them", () => {
    const business = kindOf(yoga(), "business");
    expect(business.headline).toBe("How Flowdesk makes money");
    expect(listOf(business)).toEqual(["$19 a month per teacher", "1% on each booking"]);
    expect(leadFigure("$19 a month per teacher")).toEqual({ figure: "$19", rest: "a month per teacher" });
    expect(leadFigure("30.000 €–45.000 € de presupuesto")?.figure).toBe("30.000 €–45.000 €");
    expect(leadFigure("Class schedule")).toBeNull();
    const page = renderDeckHtml(yoga());
    expect(page).toContain('<b class="item-figure">$19</b> a month per teacher');
  });

  it("puts a goal of two results on the line as two milestones, the headline without 'after six months' twice", () => {
    const traction = kindOf(yoga(), "traction");
    expect(traction.headline).toBe("In six months: 150 paying teachers");
    expect(listOf(traction)).toEqual(["150 paying teachers after six months", "No-shows down by half for them"]);
  });

  it("shows the customers the market answer counts as one big number when there is no price to size it", () => {
    const market = kindOf(yoga(), "market");
    const chart = market.blocks.find((block) => block.type === "chart");
    expect(chart?.type === "chart" && chart.chart.type === "bars" && chart.chart.bars[0]).toMatchObject({
      value: 300000,
      display: "300,000",
    });
  });

  it("sizes a market whose noun comes before its adjective (talleres independientes)", () => {
    const deck = founder("es", {
      q16: "Una cuota de 29 € al mes por taller.",
      q16a: "En España hay unos 40.000 talleres independientes.",
    });
    expect(kindOf(deck, "market").headline).toMatch(/^Un mercado de 13,9\sM\s€/u);
  });

  it("shows the team as a card per member, and never ends a headline with an ellipsis", () => {
    const deck = yoga();
    const team = kindOf(deck, "team");
    expect(team.headline).toBe("A team of two");
    expect(listOf(team)).toEqual([
      "Just me (I teach yoga and did product at a startup)",
      "A friend who does marketing part-time",
    ]);
    const spanish = kindOf(
      founder("es", {
        q17: "Somos dos socios: yo vengo del sector (tuve un taller) y mi socia es diseñadora. Buscamos 150.000 € de inversión.",
      }),
      "team",
    );
    expect(spanish.headline).toBe("Somos dos socios");
    expect(listOf(spanish)).toEqual(["Yo vengo del sector (tuve un taller)", "Mi socia es diseñadora"]);
    expect(kindOf(deck, "competition").headline).toBe("Customers compare us with Mindbody and Momence");
    for (const slide of deck.slides) expect(slide.headline, slide.kind).not.toMatch(/…$/);
    expect(
      headlineOf("Es sencilla, cuesta menos que un café al día y el cliente aprueba el presupuesto desde un enlace."),
    ).toEqual({
      headline: "Es sencilla, cuesta menos que un café al día",
      rest: "El cliente aprueba el presupuesto desde un enlace.",
    });
  });
});

describe("team cards and the use of funds", () => {
  it("puts a named member's initials on their card, and an icon on a member named by role", () => {
    const deck = founder("de", {
      q17: "Wir sind zu zweit: Jonas Weber (ex-Bosch, Vertrieb) und Lena Krause (Entwicklerin). Wir suchen 200.000 €.",
    });
    const team = kindOf(deck, "team");
    expect(listOf(team)).toEqual(["Jonas Weber (ex-Bosch, Vertrieb)", "Lena Krause (Entwicklerin)"]);
    const page = renderDeckHtml(deck);
    expect(page).toContain('<span class="chip initials" aria-hidden="true">JW</span>');
    expect(page).toContain('<span class="chip initials" aria-hidden="true">LK</span>');
    expect(initialsOf("Marie-Claire Dubois – design")).toBe("MD");
    for (const role of ["Just me (I teach yoga)", "A part-time CTO", "CTO", "Senior Designer", "Elternbeirat", "Lukas"])
      expect(initialsOf(role), role).toBeNull();
    expect(renderDeckHtml(founder("en", {}))).not.toContain("chip initials");
    // Initials only for a person the founder named (the corpus truth says who); German capitalises
    // its nouns ("Beruflich Softwareentwickler"), which are no names.
    const initials = (name: string) => {
      const words = name.split(/[\s-]+/).filter(Boolean);
      return `${words[0]?.[0] ?? ""}${words.length > 1 ? (words.at(-1)?.[0] ?? "") : ""}`.toUpperCase();
    };
    for (const set of loadCorpus()) {
      const features = offlineFeatures(set.answers, set.language);
      const blueprint = offlineBlueprint({ answers: set.answers, features, language: set.language });
      const teamSlide = composeDeck(blueprint, GENERATED_AT).slides.find((slide) => slide.kind === "team");
      const named = (set.truth.team ?? []).flatMap((person) => (person.name ? [initials(person.name)] : []));
      for (const member of teamSlide ? listOf(teamSlide) : []) {
        const shown = initialsOf(member);
        if (shown !== null) expect(named, `${set.id}: ${member}`).toContain(shown);
      }
    }
  });

  it("counts the people, not the phrases: an apposition and a relative clause describe a member", () => {
    const members = (language: "en" | "de" | "fr" | "es", q17: string) => {
      const team = kindOf(founder(language, { q17 }), "team");
      return { headline: team.headline, members: listOf(team) };
    };
    expect(members("en", "Me, a hobby beekeeper and mobile developer, and my wife who does the design.")).toEqual({
      headline: "A team of two",
      members: ["Me, a hobby beekeeper and mobile developer", "My wife who does the design"],
    });
    expect(members("de", "Ich (Inhaberin, keine Technikerin) und mein Bruder, der Vertrieb macht.")).toEqual({
      headline: "Ein Team aus zwei",
      members: ["Ich (Inhaberin, keine Technikerin)", "Mein Bruder, der Vertrieb macht"],
    });
    // A member after the apposition, with an article of its own, is a member.
    expect(members("en", "Me, a designer, and a part-time CTO.").members).toEqual([
      "Me, a designer",
      "A part-time CTO",
    ]);
    // "4 chefs de projet" is several people on one card: no count of cards is said.
    expect(members("fr", "La directrice (moi), 4 chefs de projet et une comptable.").headline).toMatch(
      /^Les personnes derrière /,
    );
    // What the founders need is no member: "We need a developer".
    expect(members("en", "Me (I own the catering company) and my ops manager. We need a developer.")).toEqual({
      headline: "A team of two",
      members: ["Me (I own the catering company)", "My ops manager"],
    });
  });

  it("labels each use of funds with a whole thought, never cut with an ellipsis", () => {
    const deck = founder("en", {
      q17: "We are raising $400,000: 60% development of the mobile app and the backend integration with the partner workshops, 40% marketing in Madrid and Barcelona.",
    });
    const chart = kindOf(deck, "ask").blocks.find((block) => block.type === "chart");
    const labels =
      chart?.type === "chart" && chart.chart.type === "bars" ? chart.chart.bars.map((bar) => bar.label) : [];
    expect(labels.length).toBeGreaterThan(0);
    expect(labels).toEqual(["Development of the mobile app", "Marketing in Madrid and Barcelona"]);
    // The product's own proposal, whose go-to-market item runs long, is labelled by its first clause.
    const proposed = kindOf(founder("en", { q17: "Two founders. We are raising $400,000." }), "ask").blocks.find(
      (block) => block.type === "chart",
    );
    const proposedLabels =
      proposed?.type === "chart" && proposed.chart.type === "bars" ? proposed.chart.bars.map((bar) => bar.label) : [];
    expect(proposedLabels.length).toBe(3);
    for (const label of [...labels, ...proposedLabels]) {
      expect(label).not.toMatch(/…$/);
      expect(label.length).toBeLessThanOrEqual(60);
    }
  });
});

describe("balanced splits", () => {
  it("cuts a list into as few pages as it needs, none of a continuation under three items", () => {
    expect(balancedPages([1, 2, 3]).map((page) => page.length)).toEqual([3]);
    expect(balancedPages([1, 2, 3, 4, 5, 6]).map((page) => page.length)).toEqual([6]);
    expect(balancedPages(Array.from({ length: 7 })).map((page) => page.length)).toEqual([4, 3]);
    expect(balancedPages(Array.from({ length: 10 })).map((page) => page.length)).toEqual([5, 5]);
    expect(balancedPages(Array.from({ length: 13 })).map((page) => page.length)).toEqual([5, 4, 4]);
    for (let length = 7; length <= 30; length += 1) {
      const pages = balancedPages(Array.from({ length }, (_, index) => index));
      expect(pages.flat()).toEqual(Array.from({ length }, (_, index) => index));
      for (const page of pages) expect(page.length).toBeGreaterThanOrEqual(3);
      for (const page of pages) expect(page.length).toBeLessThanOrEqual(BUDGET.items);
    }
  });
});

describe("themes", () => {
  const ACCENTS = [null, "#ffff00", "#000000", "#ffffff", "#ff6600", "#00ff00", "#2346c2", "#7f7f7f"];

  it("draws every text of every theme and accent at 4.5:1 or more", () => {
    for (const theme of DECK_THEMES)
      for (const accent of ACCENTS) {
        const palette = deckPalette({ theme, accent });
        const label = `${theme} ${accent}`;
        expect(contrast(palette.ink, palette.background), label).toBeGreaterThanOrEqual(4.5);
        expect(contrast(palette.muted, palette.background), label).toBeGreaterThanOrEqual(4.5);
        expect(contrast(palette.ink, palette.surface), label).toBeGreaterThanOrEqual(4.5);
        expect(contrast(palette.muted, palette.surface), label).toBeGreaterThanOrEqual(4.5);
        expect(contrast(palette.accent, palette.background), label).toBeGreaterThanOrEqual(4.5);
        expect(contrast(palette.accent, palette.surface), label).toBeGreaterThanOrEqual(4.5);
        expect(contrast(palette.onAccent, palette.accent), label).toBeGreaterThanOrEqual(4.5);
        expect(contrast(palette.onHero, palette.hero), label).toBeGreaterThanOrEqual(4.5);
      }
  });

  it("keeps a founder's accent that reads, and otherwise takes its nearest shade that does", () => {
    expect(readableAccent("#2346c2", "#ffffff")).toBe("#2346c2");
    const yellow = readableAccent("#ffff00", "#ffffff");
    expect(contrast(yellow, "#ffffff")).toBeGreaterThanOrEqual(4.5);
    expect(yellow).not.toBe("#000000");
    expect(contrast(readableAccent("#000080", "#111827"), "#111827")).toBeGreaterThanOrEqual(4.5);
  });

  it("accepts a theme and an accent as #rrggbb only", () => {
    expect(ZDeckTheme.safeParse({ theme: "dark", accent: "#A1b2C3" }).success).toBe(true);
    expect(ZDeckTheme.safeParse({ theme: "bold", accent: null }).success).toBe(true);
    for (const accent of ["red", "#fff", "#12345g", "url(x)", "#1234567"])
      expect(ZDeckTheme.safeParse({ theme: "light", accent }).success, accent).toBe(false);
    expect(ZDeckTheme.safeParse({ theme: "neon", accent: null }).success).toBe(false);
  });

  it("renders the same deck in each theme, only the look changing", () => {
    const deck = composeDeck(blueprintOf(taskNest()), GENERATED_AT);
    const pages = DECK_THEMES.map((theme) => renderDeckHtml(deck, { theme, accent: "#ff6600" }));
    expect(new Set(pages).size).toBe(3);
    const withoutStyle = pages.map((page) =>
      page.replace(/<style>[\s\S]*?<\/style>/, "").replace(/data-theme="\w+"/, ""),
    );
    expect(new Set(withoutStyle).size).toBe(1);
    expect(pages[1]).toContain("--bg:#111827");
  });
});

describe("icons", () => {
  it("has an icon for every slide kind, drawn inline with no network, and a PNG of each for the .pptx", () => {
    for (const name of Object.keys(ICON_NODES) as (keyof typeof ICON_NODES)[]) {
      const svg = iconSvg(name);
      expect(svg).toMatch(/^<svg class="icon" viewBox="0 0 24 24"[^>]*aria-hidden="true"/);
      expect(svg).not.toMatch(/https?:|href|<script/);
      expect(ICON_PNGS[name]?.startsWith("iVBORw0KGgo")).toBe(true);
    }
    const deck = composeDeck(blueprintOf(taskNest()), GENERATED_AT);
    for (const slide of deck.slides) expect(ICON_NODES[slideIcon(slide)]).toBeDefined();
  });

  it("takes the founder's domain from their words where it knows it", () => {
    expect(domainIcon("A booking app for dental clinics")).toBe("stethoscope");
    expect(domainIcon("Gestión de turnos para restaurantes")).toBe("utensils");
    expect(domainIcon("Une app pour les écoles de musique")).toBe("graduation-cap");
    expect(domainIcon("Lieferung für Bäckereien")).toBe("truck");
    expect(domainIcon("Careers and cardboard")).toBeNull();
    // Each card by what it is about, in the founder's language; else the domain, else the slide's own.
    const product = { kind: "product" } as const;
    expect(itemIcon("Online booking with payment up front", product)).toBe("credit-card");
    expect(itemIcon("Avisos por WhatsApp cuando el coche está listo", product)).toBe("bell");
    expect(itemIcon("Integration: Google Calendar for sync", product)).toBe("link");
    expect(itemIcon("Warteliste", product)).toBe("clock");
    expect(itemIcon("Teacher-training Facebook groups", { kind: "goToMarket" })).toBe("users");
    expect(itemIcon("Mindbody", { kind: "competition" })).toBe("swords");
    const clinicDeck = composeDeck(blueprintOf(clinic()), GENERATED_AT);
    expect(clinicDeck.slides[0]?.icon).toBe("stethoscope");
  });
});

describe("the founder's logo", () => {
  const PNG = "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==";
  const svg = (body: string) =>
    new TextEncoder().encode(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10">${body}</svg>`);

  it("takes a PNG or a picture-only SVG up to 200 KB and refuses the rest with its reason", () => {
    expect(logoProblem("image/png", decodeBase64(PNG))).toBeNull();
    expect(pngSize(decodeBase64(PNG))).toEqual({ width: 1, height: 1 });
    expect(logoProblem("image/svg+xml", svg('<path d="M0 0h10v10z" fill="url(#g)"/><use href="#a"/>'))).toBeNull();
    expect(logoProblem("image/png", new Uint8Array(LOGO_MAX_BYTES + 1))).toBe("deckLogoTooLarge");
    expect(logoProblem("image/png", svg(""))).toBe("deckLogoType");
    expect(logoProblem("image/svg+xml", new TextEncoder().encode("hello"))).toBe("deckLogoType");
    for (const body of [
      "<script>alert(1)</script>",
      "<SCRIPT src=x></SCRIPT>",
      '<circle onload="alert(1)"/>',
      "<foreignObject><div/></foreignObject>",
      '<use href="https://evil.example/a.svg#x"/>',
      '<image xlink:href="data:image/png;base64,AAAA"/>',
      '<a href="javascript:alert(1)"><circle/></a>',
      "<style>@import url(https://evil.example/x.css)</style>",
      '<rect style="fill:url(https://evil.example/x)"/>',
    ])
      expect(logoProblem("image/svg+xml", svg(body)), body).toBe("deckLogoUnsafe");
    expect(logoProblem("image/svg+xml", new TextEncoder().encode('<!DOCTYPE svg [<!ENTITY x "y">]><svg/>'))).toBe(
      "deckLogoUnsafe",
    );
  });

  it("is drawn once for the page, on the title and closing slides and in every footer", () => {
    const deck = composeDeck(blueprintOf(taskNest()), GENERATED_AT);
    const page = renderDeckHtml(deck, { theme: "light", accent: null }, { type: "image/png", data: PNG });
    expect(page.split(PNG)).toHaveLength(2);
    expect(page.match(/class="hero-logo logo-mark"/g)).toHaveLength(2);
    expect(page.match(/class="footer-logo logo-mark"/g)).toHaveLength(deck.slides.length - 2);
  });
});
