import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * No module imports itself through others: a cycle makes load order decide what is defined, and
 * a layer that reaches back into the one above it (a port into the services using it) has no
 * edge any more. Type-only imports count too: erased at run time, they still tie the layers.
 */
const ROOTS = ["worker", "web", "shared", "db"];
const ROOT = resolve(".");

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === "node_modules" ? [] : sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) && !name.endsWith(".d.ts") ? [path] : [];
  });
}

// Imports and re-exports with a relative or #alias specifier, type-only ones included.
const IMPORT = /^\s*(?:import|export)\s+(?:[^'";]*?\sfrom\s+)?["']((?:\.{1,2}\/|#)[^"']+)["']/gm;
const ALIASES = Object.entries(
  (JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")) as { imports: Record<string, string> }).imports,
);

/** The file an alias names, by the package.json `imports` map (an exact key, or one `*` pattern). */
function unalias(specifier: string): string | undefined {
  for (const [key, target] of ALIASES) {
    if (key === specifier) return join(ROOT, target);
    const [prefix, suffix = ""] = key.split("*");
    if (key.includes("*") && specifier.startsWith(prefix ?? "") && specifier.endsWith(suffix))
      return join(ROOT, target.replace("*", specifier.slice((prefix ?? "").length, specifier.length - suffix.length)));
  }
  return undefined;
}

function resolveImport(from: string, specifier: string): string | undefined {
  if (specifier.startsWith("#")) {
    const file = unalias(specifier);
    return file && existsSync(file) ? file : undefined;
  }
  const base = resolve(dirname(from), specifier.replace(/\.js$/, ""));
  return [`${base}.ts`, `${base}.tsx`, join(base, "index.ts"), join(base, "index.tsx")].find((file) =>
    existsSync(file),
  );
}

function importGraph(): Map<string, string[]> {
  const files = ROOTS.flatMap((root) => sourceFiles(join(ROOT, root)));
  return new Map(
    files.map((file) => {
      const text = readFileSync(file, "utf8");
      const targets = [...text.matchAll(IMPORT)].flatMap((match) => resolveImport(file, match[1] ?? "") ?? []);
      return [file, targets];
    }),
  );
}

function cycles(graph: Map<string, string[]>): string[][] {
  const found: string[][] = [];
  const state = new Map<string, "open" | "done">();
  const stack: string[] = [];
  const visit = (file: string) => {
    state.set(file, "open");
    stack.push(file);
    for (const next of graph.get(file) ?? []) {
      if (state.get(next) === "open") found.push([...stack.slice(stack.indexOf(next)), next]);
      else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(file, "done");
  };
  for (const file of graph.keys()) if (!state.has(file)) visit(file);
  return found.map((cycle) => cycle.map((file) => relative(ROOT, file)));
}

describe("the source's imports", () => {
  it("form no cycle", () => {
    expect(cycles(importGraph())).toEqual([]);
  });
});
