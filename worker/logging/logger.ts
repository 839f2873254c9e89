import type { LogLevel } from "../config/env";

type LogFields = Record<string, unknown>;
export type Logger = {
  debug(msg: string, fields?: LogFields): void;
  info(msg: string, fields?: LogFields): void;
  warn(msg: string, fields?: LogFields): void;
  error(msg: string, fields?: LogFields): void;
};

const RANK: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 99 };

type Write = (line: string, level: Exclude<LogLevel, "silent">) => void;

/** Workers classify a line by the console method that wrote it, so errors go to console.error. */
const toConsole: Write = (line, level) => {
  if (level === "error") console.error(line);
  else if (level === "warn") console.warn(line);
  else console.log(line);
};

/** Structured logs: one JSON object per line, so both runtimes' log collectors can index them. */
export function createLogger(level: LogLevel, write: Write = toConsole): Logger {
  const at =
    (lineLevel: Exclude<LogLevel, "silent">) =>
    (msg: string, fields?: LogFields): void => {
      if (RANK[lineLevel] < RANK[level]) return;
      write(JSON.stringify({ time: new Date().toISOString(), level: lineLevel, msg, ...fields }), lineLevel);
    };
  return { debug: at("debug"), info: at("info"), warn: at("warn"), error: at("error") };
}

/** Keeps a thrown value's diagnostics for the server log (never for the client). */
export function describeError(error: unknown): LogFields {
  if (!(error instanceof Error)) return { error: String(error) };
  const fields: LogFields = { error: error.message, name: error.name, stack: error.stack };
  // Wrappers keep the real reason in `cause` (Drizzle's "Failed query: select 1" wraps the driver's
  // "database ... is not accepting connections"); without it the log cannot say what went wrong.
  if (error.cause !== undefined) fields.cause = causeMessage(error.cause);
  return fields;
}

/** Drivers also reject with non-Error values, such as a WebSocket's ErrorEvent. */
function causeMessage(cause: unknown): string {
  if (cause instanceof Error) return cause.message;
  const message = (cause as { message?: unknown } | null)?.message;
  return typeof message === "string" && message !== "" ? message : String(cause);
}
