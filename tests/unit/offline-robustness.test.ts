import { Validator } from "@seriousme/openapi-schema-validator";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { checkDocument } from "#engine/checks/check-document";
import { readDeck } from "#engine/deck/read-deck";
import type { DocumentKind } from "#shared/documents/kinds";
import {
  blueprintOf,
  brokenTableRows,
  clinic,
  type DocumentInput,
  FORBIDDEN,
  GENERATED_AT,
  HOSTILE,
  longAnswer,
  render,
  taskNest,
  unbalancedTags,
  withEveryAnswer,
} from "./offline-fixtures";

const KINDS: readonly DocumentKind[] = ["rfp", "pitch", "openapi", "app_prompt"];
const MARKDOWN: readonly DocumentKind[] = ["rfp", "app_prompt"];

async function expectValidOpenApi(text: string) {
  const result = await new Validator().validate(text);
  expect(result.errors).toBeUndefined();
  expect(result.valid).toBe(true);
}

describe("offline documents are deterministic", () => {
  it.each(KINDS)("%s: the same input gives the same text", (kind) => {
    for (const make of [taskNest, clinic]) {
      const first = render(kind, make());
      const again = render(kind, { ...make(), generatedAt: new Date(GENERATED_AT.getTime()) });
      expect(again).toBe(first);
    }
  });

  it("changes only the dates when generatedAt changes", () => {
    const later = { ...taskNest(), generatedAt: new Date("2027-02-20T08:00:00Z") };
    const rfp = render("rfp", later);
    expect(rfp).toContain(
      "Issued on 20 February 2027 by the product owner of TaskNest; proposals are due on **6 March 2027**.",
    );
    expect(render("openapi", later)).toBe(render("openapi", taskNest()));
  });
});

describe("offline documents hold up against hostile answers", () => {
  const hostile = withEveryAnswer((id) => `${HOSTILE} (${id})`, [HOSTILE, `Second ${HOSTILE}`, "Plain feature"]);

  it.each(MARKDOWN)("%s keeps its Markdown structure and shows no raw HTML", (kind) => {
    const text = render(kind, hostile);
    expect(text).not.toMatch(/(?<!\\)<\/?script/);
    expect(text).not.toMatch(/(?<!\\)\[link\]\(/);
    expect(brokenTableRows(text)).toEqual([]);
    // No answer starts a heading of its own: every heading starts with the composer's words.
    for (const line of text.split("\n").filter((candidate) => candidate.startsWith("#"))) {
      expect(line).toMatch(/^#{1,4} (?:[A-Z0-9\\]|Request|Build|Workflow|Phase|FR-\d|WF-\d|Do not|Out of)/);
    }
    expect(text).toContain('\\<script>alert("x")\\</script> \\| \\*bold\\*');
    expect(text).not.toMatch(FORBIDDEN);
    const blueprint = blueprintOf(hostile);
    expect(checkDocument(kind, text, blueprint).findings).toEqual([]);
  });

  it("pitch escapes everything: one script and its inert data, balanced tags, quotes safe in attributes", () => {
    const page = render("pitch", hostile);
    expect(page.match(/<script>/g)).toHaveLength(1);
    expect(page.match(/<script type="application\/json" id="deck-data">/g)).toHaveLength(1);
    expect(page.match(/<\/script>/g)).toHaveLength(2);
    // The data keeps the name as written; only its "<" is escaped, so it cannot end the script element.
    expect(readDeck(page)?.slides[0]?.headline).toContain(`<script>alert("x")</script>`);
    expect(page).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;");
    expect(page).toContain("&#39;single&#39;");
    expect(unbalancedTags(page)).toEqual([]);
    expect([...page.matchAll(/<section /g)].length).toBeGreaterThanOrEqual(12);
    expect(page).not.toMatch(FORBIDDEN);
  });

  it("openapi stays valid, carries the name through YAML unchanged and keeps scripts out of descriptions", async () => {
    const text = render("openapi", hostile);
    await expectValidOpenApi(text);
    const spec = parse(text) as { info: { title: string; description: string } };
    expect(spec.info.title).toBe(`${HOSTILE} (q1) API`);
    expect(spec.info.description).not.toMatch(/<script|javascript:/i);
  });
});

describe("offline documents hold up against 300-character answers", () => {
  const long = withEveryAnswer(
    (id) => longAnswer(id),
    Array.from({ length: 10 }, (_, index) => `Feature ${index + 1} ${"with a long description ".repeat(3)}`),
  );

  it.each(KINDS)("%s composes without leaks", (kind) => {
    const text = render(kind, long);
    expect(text).not.toMatch(FORBIDDEN);
    expect(text).toContain(longAnswer("q2").slice(0, 100));
    if (MARKDOWN.includes(kind)) expect(brokenTableRows(text)).toEqual([]);
  });

  it("openapi is valid, the pitch splits what does not fit, every document passes the check", async () => {
    await expectValidOpenApi(render("openapi", long));
    const slides = [...render("pitch", long).matchAll(/<section /g)].length;
    expect(slides).toBeGreaterThanOrEqual(12);
    expect(slides).toBeLessThanOrEqual(16);
    const blueprint = blueprintOf(long);
    for (const kind of KINDS) expect(checkDocument(kind, render(kind, long), blueprint).findings, kind).toEqual([]);
  });
});

describe("offline documents with the least the questionnaire allows", () => {
  const sparse: DocumentInput = {
    answers: { ...taskNest().answers, q9: "Not sure yet", q10: "None", q18: "No" },
    features: [],
    generatedAt: GENERATED_AT,
  };

  it("fall back to the capabilities of q6 when no features were confirmed", () => {
    const rfp = render("rfp", sparse);
    expect(rfp).toContain("| FR-1 | Crew scheduling | Must |");
    expect(rfp).toContain("| FR-5 | Photo check-in | Must |");
  });

  it("read 'None' and 'Not sure yet' as empty lists", async () => {
    const rfp = render("rfp", sparse);
    expect(rfp).toContain("## 7. Integrations\n\nNo external services are required in version 1.");
    expect(rfp).not.toContain("Which of these have you integrated");
    await expectValidOpenApi(render("openapi", sparse));
  });

  it("never leak missing answers, and still give a valid API when an answer is missing", async () => {
    const missing: DocumentInput = { answers: { q1: "Bare" }, features: [], generatedAt: GENERATED_AT };
    const blueprint = blueprintOf(missing);
    for (const kind of KINDS) {
      const text = render(kind, missing);
      expect(text, kind).not.toMatch(FORBIDDEN);
      expect(checkDocument(kind, text, blueprint).findings, kind).toEqual([]);
    }
    await expectValidOpenApi(render("openapi", missing));
  });
});
