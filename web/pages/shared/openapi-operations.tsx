import { useEffect, useState } from "react";
import { CodeBlock } from "#web/components/documents/code-block.tsx";
import { cn } from "#web/lib/cn.ts";
import type { SharedTexts } from "./shared-language";

type Operation = { method: string; path: string; summary: string };
type Described = { title: string; version: string; description: string; operations: Operation[] };

const METHODS = ["get", "post", "put", "patch", "delete", "head", "options"] as const;
const METHOD_COLOURS: Record<string, string> = {
  get: "bg-success/15 text-success",
  post: "bg-primary/15 text-primary",
  delete: "bg-destructive/15 text-destructive",
};

/**
 * An OpenAPI specification as a reader wants it: its title and a list of its operations, then the
 * whole YAML as written. The YAML parser is fetched only when a specification is shown.
 */
export function OpenApiOperations({ text, texts }: { text: string; texts: SharedTexts }) {
  const { t, kinds } = texts;
  const [described, setDescribed] = useState<Described | null>(null);
  useEffect(() => {
    let live = true;
    import("yaml")
      .then(({ parse }) => live && setDescribed(readSpecification(parse(text))))
      .catch(() => live && setDescribed(readSpecification(null)));
    return () => {
      live = false;
    };
  }, [text]);
  return (
    <div className="grid gap-4">
      {described && (described.title || described.description) && (
        <div className="grid gap-1">
          {described.title && (
            <p className="font-semibold">
              {described.title}{" "}
              {described.version && <span className="text-muted-foreground">{described.version}</span>}
            </p>
          )}
          {described.description && <p className="text-sm text-muted-foreground">{described.description}</p>}
        </div>
      )}
      {described && (
        <section aria-label={t("operations")} className="grid gap-2">
          <h3 className="text-base font-semibold">{t("operations")}</h3>
          {described.operations.length === 0 ? (
            <p className="text-sm text-muted-foreground">{t("noOperations")}</p>
          ) : (
            <ul className="grid gap-1">
              {described.operations.map((operation) => (
                <li
                  key={`${operation.method} ${operation.path}`}
                  className="flex flex-wrap items-baseline gap-2 text-sm"
                >
                  <span
                    className={cn(
                      "w-16 shrink-0 rounded px-1.5 py-0.5 text-center font-mono text-xs font-semibold uppercase",
                      METHOD_COLOURS[operation.method] ?? "bg-muted text-foreground",
                    )}
                  >
                    {operation.method}
                  </span>
                  <code className="font-mono break-all">{operation.path}</code>
                  {operation.summary && <span className="text-muted-foreground">{operation.summary}</span>}
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
      <details className="grid gap-2">
        <summary className="cursor-pointer text-sm font-medium">{t("fullSpec")}</summary>
        <CodeBlock text={text} label={kinds("openapi")} className="mt-2" />
      </details>
    </div>
  );
}

function readSpecification(document: unknown): Described {
  const doc = record(document);
  const info = record(doc.info);
  const operations = Object.entries(record(doc.paths)).flatMap(([path, item]) =>
    METHODS.flatMap((method) => {
      const operation = record(record(item)[method]);
      if (Object.keys(operation).length === 0) return [];
      return [{ method, path, summary: text(operation.summary) || text(operation.operationId) }];
    }),
  );
  return { title: text(info.title), version: text(info.version), description: text(info.description), operations };
}

function record(value: unknown): Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

function text(value: unknown): string {
  return typeof value === "string" || typeof value === "number" ? String(value) : "";
}
