import { Validator } from "@seriousme/openapi-schema-validator";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import {
  composeDocument,
  type DocumentInput,
  type DocumentKind,
} from "../../worker/services/writer/offline/compose-document";
import {
  brokenTableRows,
  clinic,
  FORBIDDEN,
  GENERATED_AT,
  HOSTILE,
  longAnswer,
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
      const first = composeDocument(kind, make());
      const again = composeDocument(kind, { ...make(), generatedAt: new Date(GENERATED_AT.getTime()) });
      expect(again).toBe(first);
    }
  });

  it("changes only the dates when generatedAt changes", () => {
    const later = { ...taskNest(), generatedAt: new Date("2027-02-20T08:00:00Z") };
    const rfp = composeDocument("rfp", later);
    expect(rfp).toContain("**Issued:** 20 February 2027");
    expect(rfp).toContain("**Responses due:** 6 March 2027");
    expect(composeDocument("openapi", later)).toBe(composeDocument("openapi", taskNest()));
  });
});

describe("offline documents hold up against hostile answers", () => {
  const hostile = withEveryAnswer((id) => `${HOSTILE} (${id})`, [HOSTILE, `Second ${HOSTILE}`, "Plain feature"]);

  it.each(MARKDOWN)("%s keeps its Markdown structure and shows no raw HTML", (kind) => {
    const text = composeDocument(kind, hostile);
    expect(text).not.toMatch(/(?<!\\)<\/?script/);
    expect(text).not.toMatch(/(?<!\\)\[link\]\(/);
    expect(brokenTableRows(text)).toEqual([]);
    // No answer starts a heading of its own: every heading line is one the composer wrote.
    for (const line of text.split("\n").filter((candidate) => candidate.startsWith("#"))) {
      expect(line).toMatch(/^#{1,4} (?:[A-Z0-9]|Request|Build|Workflow|Phase)/);
    }
    expect(text).toContain('\\<script>alert("x")\\</script> \\| \\*bold\\*');
    expect(text).not.toMatch(FORBIDDEN);
  });

  it("pitch escapes everything: one script element, balanced tags, quotes safe in attributes", () => {
    const page = composeDocument("pitch", hostile);
    expect(page.match(/<script/g)).toHaveLength(1);
    expect(page).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;");
    expect(page).toContain("&#39;single&#39;");
    expect(unbalancedTags(page)).toEqual([]);
    expect([...page.matchAll(/<section /g)]).toHaveLength(12);
    expect(page).not.toMatch(FORBIDDEN);
  });

  it("openapi stays valid and carries the text through YAML unchanged", async () => {
    const text = composeDocument("openapi", hostile);
    await expectValidOpenApi(text);
    const spec = parse(text) as { info: { title: string } };
    expect(spec.info.title).toBe(`${HOSTILE} (q1) API`);
  });
});

describe("offline documents hold up against 300-character answers", () => {
  const long = withEveryAnswer(
    (id) => longAnswer(id),
    Array.from({ length: 10 }, (_, index) => `Feature ${index + 1} ${"with a long description ".repeat(3)}`),
  );

  it.each(KINDS)("%s composes without leaks", (kind) => {
    const text = composeDocument(kind, long);
    expect(text).not.toMatch(FORBIDDEN);
    expect(text).toContain(longAnswer("q2").slice(0, 100));
    if (MARKDOWN.includes(kind)) expect(brokenTableRows(text)).toEqual([]);
  });

  it("openapi is valid, the pitch is still 12 slides, the prompt has three feature phases", async () => {
    await expectValidOpenApi(composeDocument("openapi", long));
    expect([...composeDocument("pitch", long).matchAll(/<section /g)]).toHaveLength(12);
    expect(composeDocument("app_prompt", long)).toContain("## Phase 4: Remaining features");
  });
});

describe("offline documents with the least the questionnaire allows", () => {
  const sparse: DocumentInput = {
    answers: { ...taskNest().answers, q9: "Not sure yet", q10: "None", q18: "No" },
    features: [],
    generatedAt: GENERATED_AT,
  };

  it("fall back to the capabilities of q6 when no features were confirmed", () => {
    const rfp = composeDocument("rfp", sparse);
    expect(rfp).toContain("| 1 | Crew scheduling | Must-have |");
    expect(rfp).toContain("| 5 | Photo check-in | Should-have |");
  });

  it("read 'None' and 'Not sure yet' as empty lists", async () => {
    const rfp = composeDocument("rfp", sparse);
    expect(rfp).toContain("### 5.4 Integrations\n\nNo external services are required in the first version.");
    expect(rfp).toContain("### 5.3 Data to keep\n\nNot sure yet.");
    expect(rfp).not.toContain("Which of these have you integrated");
    await expectValidOpenApi(composeDocument("openapi", sparse));
  });

  it("say 'not answered' rather than leaking when an answer is missing", async () => {
    const missing: DocumentInput = { answers: { q1: "Bare" }, features: [], generatedAt: GENERATED_AT };
    for (const kind of KINDS) {
      const text = composeDocument(kind, missing);
      expect(text, kind).not.toMatch(FORBIDDEN);
    }
    expect(composeDocument("rfp", missing)).toContain("Not answered in the questionnaire");
    await expectValidOpenApi(composeDocument("openapi", missing));
  });
});
