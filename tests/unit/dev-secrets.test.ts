import { existsSync } from "node:fs";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ConfigError } from "#worker/config/config";
import { loadNodeConfig } from "#worker/config/dev-secrets";

let dataDir: string;
beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), "specwright-secrets-"));
});
afterEach(() => rm(dataDir, { recursive: true, force: true }));

describe("loadNodeConfig", () => {
  it("generates a development JWT secret once, keeps it in the data dir and reuses it", async () => {
    const first = await loadNodeConfig({ DATA_DIR: dataDir });
    const second = await loadNodeConfig({ DATA_DIR: dataDir });
    expect(first.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(second.jwtSecret).toBe(first.jwtSecret);
    expect(JSON.parse(await readFile(join(dataDir, "secrets.json"), "utf8"))).toEqual({ JWT_SECRET: first.jwtSecret });
  });

  it("prefers a configured secret and writes nothing", async () => {
    const config = await loadNodeConfig({ DATA_DIR: dataDir, JWT_SECRET: "x".repeat(40) });
    expect(config.jwtSecret).toBe("x".repeat(40));
    expect(existsSync(join(dataDir, "secrets.json"))).toBe(false);
  });

  it("never generates a secret in production", async () => {
    await expect(loadNodeConfig({ NODE_ENV: "production", DATA_DIR: dataDir })).rejects.toBeInstanceOf(ConfigError);
    expect(existsSync(join(dataDir, "secrets.json"))).toBe(false);
  });
});
