import { execFile } from "node:child_process";
import { readFileSync } from "node:fs";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";

/**
 * Lints OpenAPI documents with the real Redocly CLI (`@redocly/cli`, a devDependency) and its built-in
 * `recommended` ruleset.
 *
 * Why the CLI and not a library call: @redocly/cli 2.x ships as one self-contained bundle with no
 * dependencies, no `main`/`exports` and no type definitions, so `@redocly/openapi-core` (and its
 * `lintFromString`) is not installed alongside it, and its chunks have hashed file names. The CLI's
 * `lint --format json` is its stable, documented interface, so each call runs it once on a temp file.
 *
 * Offline and self-contained:
 * - `REDOCLY_TELEMETRY=off` (and `telemetry: off` in the config) skips the usage report, which would
 *   otherwise reach out to Redocly after every command;
 * - `REDOCLY_SUPPRESS_UPDATE_NOTICE=true` / `REDOCLY_SUPPRESS_NOTIFICATIONS=true` skip the npm registry
 *   "new version" check and the ~/.redocly announcement file;
 * - an explicit `--config` written to a fresh temp dir, which is also the working directory, so no
 *   redocly.yaml, .redocly.lint-ignore.yaml or .env of the repo is ever read.
 * The document must be self-contained: a `$ref` to a remote URL would be fetched by the resolver.
 */

export type LintProblem = { ruleId: string; severity: "error" | "warn"; message: string; location: string };

const CONFIG = "extends:\n  - recommended\ntelemetry: off\n";
const DOCUMENT = "openapi.yaml"; // JSON is valid YAML, so one name serves both.
const TIMEOUT_MS = 60_000;
/** `--lint-config off`: the config above is ours; `--max-problems`: the default cuts the report at 100. */
const LINT_ARGS = [
  "lint",
  DOCUMENT,
  "--config=redocly.yaml",
  "--lint-config=off",
  "--format=json",
  "--max-problems=100000",
];

type CliProblem = {
  ruleId?: string;
  severity?: string;
  message?: string;
  location?: { pointer?: string; start?: { line?: number; col?: number } }[];
};
type CliReport = { problems?: CliProblem[] };

let cliEntry: string | undefined;

/** The CLI's own entry script, found through its package.json so that a moved `bin` keeps working. */
function redoclyCli(): string {
  if (cliEntry === undefined) {
    const manifestPath = createRequire(import.meta.url).resolve("@redocly/cli/package.json");
    const manifest = JSON.parse(readFileSync(manifestPath, "utf8")) as { bin?: string | Record<string, string> };
    const bin = typeof manifest.bin === "string" ? manifest.bin : manifest.bin?.redocly;
    if (!bin) throw new Error(`@redocly/cli: no "redocly" bin in ${manifestPath}`);
    cliEntry = join(dirname(manifestPath), bin);
  }
  return cliEntry;
}

function childEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    REDOCLY_TELEMETRY: "off",
    REDOCLY_SUPPRESS_UPDATE_NOTICE: "true",
    REDOCLY_SUPPRESS_NOTIFICATIONS: "true",
    NO_COLOR: "1",
  };
  // Nothing of the test runner's process (hooks, inspector, colours) belongs in the linter's.
  delete env.NODE_OPTIONS;
  delete env.FORCE_COLOR;
  delete env.REDOCLY_AUTHORIZATION;
  return env;
}

function run(args: string[], cwd: string): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      [redoclyCli(), ...args],
      { cwd, env: childEnv(), timeout: TIMEOUT_MS, maxBuffer: 64 * 1024 * 1024, windowsHide: true },
      (error, stdout, stderr) => {
        if (error && typeof error.code !== "number") {
          reject(new Error(`redocly lint did not run (${error.message})\n${stderr}`));
          return;
        }
        resolve({ code: typeof error?.code === "number" ? error.code : 0, stdout, stderr });
      },
    );
  });
}

/** "#/paths/~1items~1{id}/get" → "/paths/~1items~1{id}/get" (an RFC 6901 pointer; "" is the root). */
function readablePointer(pointer: string | undefined): string {
  if (!pointer) return "";
  const path = pointer.startsWith("#") ? pointer.slice(1) : pointer;
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

function toProblem(problem: CliProblem): LintProblem | undefined {
  if (problem.severity !== "error" && problem.severity !== "warn") return undefined; // "off"/ignored
  return {
    ruleId: problem.ruleId ?? "unknown",
    severity: problem.severity,
    message: problem.message ?? "",
    location: readablePointer(problem.location?.[0]?.pointer),
  };
}

/** Lints an OpenAPI document (YAML or JSON text) with Redocly's recommended rules. */
export async function lintOpenApi(text: string): Promise<{ errors: LintProblem[]; warnings: LintProblem[] }> {
  const dir = await mkdtemp(join(tmpdir(), "specwright-redocly-"));
  try {
    await writeFile(join(dir, "redocly.yaml"), CONFIG);
    await writeFile(join(dir, DOCUMENT), text);
    const { code, stdout, stderr } = await run(LINT_ARGS, dir);
    let report: CliReport;
    try {
      report = JSON.parse(stdout) as CliReport;
    } catch {
      // Unparsable YAML/JSON and CLI failures print no report, only a message on stderr.
      throw new Error(`redocly lint gave no report (exit ${code}):\n${stderr.trim() || stdout.trim()}`);
    }
    if (code !== 0 && code !== 1) throw new Error(`redocly lint exited ${code}:\n${stderr.trim()}`);
    const problems = (report.problems ?? []).map(toProblem).filter((p): p is LintProblem => p !== undefined);
    return {
      errors: problems.filter((p) => p.severity === "error"),
      warnings: problems.filter((p) => p.severity === "warn"),
    };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
