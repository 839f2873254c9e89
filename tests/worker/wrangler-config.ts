import { readFileSync } from "node:fs";

/** Raw values by section ("" for the top level) and key. */
type Sections = Record<string, Record<string, string>>;

/**
 * The wrangler.toml settings Miniflare needs, read from the file so the test runs the Worker as it
 * is deployed. The keys read here hold quoted strings or string arrays, which are also JSON, so
 * this reads that subset instead of adding a TOML parser; other lines are never interpreted.
 */
export function readWranglerConfig(path: string) {
  const sections = parseSections(readFileSync(path, "utf8"));
  const value = (section: string, key: string) => read(sections, section, key);
  return {
    compatibilityDate: text(value("", "compatibility_date")),
    compatibilityFlags: list(value("", "compatibility_flags")),
    assets: {
      directory: text(value("assets", "directory")),
      binding: text(value("assets", "binding")),
      notFoundHandling: text(value("assets", "not_found_handling")),
      runWorkerFirst: list(value("assets", "run_worker_first")),
    },
    crons: list(value("triggers", "crons")),
  };
}

function parseSections(source: string): Sections {
  let current: Record<string, string> = {};
  const sections: Sections = { "": current };
  for (const raw of source.split("\n")) {
    const line = raw.trim();
    const header = /^\[\[?([\w.-]+)\]\]?$/.exec(line);
    if (header?.[1]) {
      current = {};
      sections[header[1]] = current;
      continue;
    }
    const pair = /^"?([\w@/.-]+)"?\s*=\s*(.+)$/.exec(line);
    if (pair?.[1] && pair[2]) current[pair[1]] = pair[2];
  }
  return sections;
}

function read(sections: Sections, section: string, key: string): { name: string; value: unknown } {
  const name = section ? `${section}.${key}` : key;
  const raw = sections[section]?.[key];
  if (raw === undefined) throw new Error(`wrangler.toml: ${name} is not set`);
  try {
    return { name, value: JSON.parse(raw) };
  } catch {
    throw new Error(`wrangler.toml: ${name} should be a quoted string or a list of them, not ${raw}`);
  }
}

function text({ name, value }: { name: string; value: unknown }): string {
  if (typeof value !== "string") throw new Error(`wrangler.toml: ${name} should be a string`);
  return value;
}

function list({ name, value }: { name: string; value: unknown }): string[] {
  if (!Array.isArray(value) || !value.every((item) => typeof item === "string")) {
    throw new Error(`wrangler.toml: ${name} should be a list of strings`);
  }
  return value;
}
