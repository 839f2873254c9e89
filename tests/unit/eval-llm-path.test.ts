import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { evalWriter } from "../corpus/eval-writer";
import { evaluateCorpus } from "../corpus/evaluate";
import { loadCorpus } from "../corpus/load-corpus";
import { faithfulBlueprint, isBlueprintRequest } from "../support/llm-replies";
import { type OpenAiStandIn, startOpenAiStandIn } from "../support/openai-stand-in";

/**
 * `npm run eval:analyzer` with OPENAI_* measures the model through the app's own writer: here
 * against the local OpenAI-compatible stand-in, answering as a careful model (the draft blueprint
 * back) or as a careless one (its roles as sentences), on two sets of the corpus.
 */
let llm: OpenAiStandIn;
let careless = false;
const sets = loadCorpus().filter((set) => ["en-01-fleet-repair-shop", "de-01-lagerverwaltung"].includes(set.id));

beforeAll(async () => {
  llm = await startOpenAiStandIn((body) => {
    if (!isBlueprintRequest(body)) return '["Work orders", "Cost approval"]';
    const blueprint = JSON.parse(faithfulBlueprint(body)) as { roles: { name: string }[] };
    if (careless) for (const role of blueprint.roles) role.name = `${role.name} schedules the work`;
    return JSON.stringify(blueprint);
  });
});
afterAll(() => llm.close());

describe("the analyzer's evaluation on the LLM path", () => {
  const env = () => ({ OPENAI_BASE_URL: llm.url, OPENAI_API_KEY: "sk-local", OPENAI_MODEL: "local-model" });

  it("asks the configured model, and scores what it answers", async () => {
    const writer = evalWriter(env());
    expect(writer.kind).toBe("openai");
    const faithful = await evaluateCorpus(writer, sets);
    expect(faithful.failures).toEqual([]);
    expect(llm.requests.filter(isBlueprintRequest)).toHaveLength(sets.length);
    expect(faithful.summary.roles?.f1).toBeGreaterThan(0.9);

    careless = true;
    const misread = await evaluateCorpus(evalWriter(env()), sets);
    careless = false;
    expect(misread.summary.roles?.f1).toBe(0);
  });

  it("measures the offline analyzer without OPENAI_*", () => {
    expect(evalWriter({}).kind).toBe("offline");
  });
});
