import { randomBytes } from "node:crypto";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { type Config, parseConfig } from "./config";
import { DEFAULT_DATA_DIR, type RawEnv } from "./env";

/** Secrets that development generates for itself when they are not configured. */
const GENERATED = ["JWT_SECRET"] as const;

/**
 * Node's configuration: the environment plus, outside production, development secrets generated
 * once and kept in `${DATA_DIR}/secrets.json` (never in git), so sessions survive a restart.
 * Production never generates a secret: a missing one stops start-up.
 */
export async function loadNodeConfig(raw: RawEnv): Promise<Config> {
  if (raw.NODE_ENV === "production") return parseConfig(raw);
  const missing = GENERATED.filter((name) => !raw[name]?.trim());
  if (missing.length === 0) return parseConfig(raw);
  const dataDir = raw.DATA_DIR?.trim() || DEFAULT_DATA_DIR;
  const secrets = await readOrCreateSecrets(dataDir);
  return parseConfig({ ...raw, ...Object.fromEntries(missing.map((name) => [name, secrets[name]])) });
}

async function readOrCreateSecrets(dataDir: string): Promise<Record<string, string>> {
  const file = join(dataDir, "secrets.json");
  const existing = await readFile(file, "utf8").then(
    (text) => JSON.parse(text) as Record<string, string>,
    () => ({}) as Record<string, string>,
  );
  const absent = GENERATED.filter((name) => typeof existing[name] !== "string" || existing[name].length < 32);
  if (absent.length === 0) return existing;
  const secrets = { ...existing };
  for (const name of absent) secrets[name] = randomBytes(32).toString("base64url");
  await mkdir(dataDir, { recursive: true });
  await writeFile(file, `${JSON.stringify(secrets, null, 2)}\n`, { mode: 0o600 });
  return secrets;
}
