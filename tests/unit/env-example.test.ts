import { readFile } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import { parseConfig } from "#worker/config/config";
import { ZEnv } from "#worker/config/env";

/** Variables read by tooling, not by the product (documented in the README beside the table). */
const TOOLING = new Set(["API_PORT", "BENCH_DURATION"]);

async function names(file: string, pattern: RegExp): Promise<string[]> {
  return [...(await readFile(file, "utf8")).matchAll(pattern)].map((match) => match[1] ?? "");
}

describe("the documented configuration", () => {
  const schema = Object.keys(ZEnv.shape).sort();

  it(".env.example lists every variable of the schema, and nothing else", async () => {
    expect((await names(".env.example", /^([A-Z][A-Z0-9_]*)=/gm)).sort()).toEqual(schema);
  });

  it("the README's table lists every variable of the schema, and nothing else", async () => {
    const listed = (await names("README.md", /^\| `([A-Z][A-Z0-9_]*)`\s*\|/gm)).filter((name) => !TOOLING.has(name));
    expect(listed.sort()).toEqual(schema);
  });

  it(".env.example as it stands runs on the embedded defaults (it holds no fake working values)", async () => {
    const text = await readFile(".env.example", "utf8");
    const env = Object.fromEntries([...text.matchAll(/^([A-Z][A-Z0-9_]*)=(.*)$/gm)].map((m) => [m[1], m[2]]));
    const config = parseConfig({ ...env, JWT_SECRET: "x".repeat(32) });
    expect(config.database.kind).toBe("embedded");
    expect(config.payments.kind).toBe("sandbox");
  });
});
