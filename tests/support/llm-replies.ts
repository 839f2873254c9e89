import { composeDocument } from "#engine/render-document";
import type { TBlueprint } from "#shared/blueprint/schema";
import type { DocumentKind } from "#shared/documents/kinds";

/**
 * What a well-behaved model would answer, read from the requests the app sends to the local
 * OpenAI-compatible stand-in: the draft blueprint back for a blueprint, the offline rendering of
 * the blueprint it was given for a document. Tests then break one thing at a time.
 */
type Body = Record<string, unknown>;
type Message = { role: string; content: unknown };

/** The text of the request's messages (chat-completions `messages` or Responses `input`). */
export function requestText(body: Body, role: "system" | "user"): string {
  const messages = ((body.messages ?? body.input) as Message[] | undefined) ?? [];
  return messages
    .filter((message) => message.role === role || (role === "system" && message.role === "developer"))
    .map((message) =>
      typeof message.content === "string"
        ? message.content
        : (message.content as { text?: string }[]).map((part) => part.text ?? "").join(""),
    )
    .join("\n");
}

/** The name of a structured-output request's schema (chat `response_format`, Responses `text.format`). */
function schemaName(body: Body): string | null {
  const chat = body.response_format as { json_schema?: { name?: string } } | undefined;
  const responses = (body.text as { format?: { name?: string } } | undefined)?.format;
  return chat?.json_schema?.name ?? responses?.name ?? null;
}

/** A request for the blueprint (structured output). */
export function isBlueprintRequest(body: Body): boolean {
  return schemaName(body) === "blueprint";
}

/** A request for the deck's words (structured output: headlines and scripts). */
export function isDeckCopyRequest(body: Body): boolean {
  return schemaName(body) === "deck_copy";
}

/** The slides the deck request shows the model ("Slides (JSON):"). */
export function slidesOf(body: Body): { slide: number; headline: string; notes: string[] }[] {
  const text = requestText(body, "user");
  const start = text.indexOf("Slides (JSON):\n") + "Slides (JSON):\n".length;
  return JSON.parse(text.slice(start, text.indexOf("\n\n", start)));
}

/** A careful model's words for the deck: a livelier headline on every slide, the same scripts. */
export function faithfulDeckCopy(body: Body): string {
  return JSON.stringify({
    slides: slidesOf(body).map((slide) => ({
      slide: slide.slide,
      headline: `Model: ${slide.headline}`.slice(0, 90),
      notes: slide.notes,
    })),
  });
}

export function kindOf(body: Body): DocumentKind {
  const system = requestText(body, "system");
  if (system.includes("Request for Proposal")) return "rfp";
  if (system.includes("pitch deck")) return "pitch";
  if (system.includes("OpenAPI 3.1.0 document")) return "openapi";
  return "app_prompt";
}

/** The JSON after a label in the user message ("Blueprint (JSON):", "Draft blueprint (JSON):"). */
export function jsonAfter(body: Body, label: string): TBlueprint {
  const text = requestText(body, "user");
  const start = text.indexOf(`${label}\n`);
  if (start < 0) throw new Error(`no "${label}" in the request`);
  const rest = text.slice(start + label.length + 1);
  return JSON.parse(rest.slice(0, rest.indexOf("\n\n") < 0 ? undefined : rest.indexOf("\n\n"))) as TBlueprint;
}

/** The document a careful model writes: the offline rendering of the blueprint in the prompt. */
export function faithfulDocument(body: Body): string {
  const issued = requestText(body, "user").match(/Issue date: (\d{4}-\d{2}-\d{2})/)?.[1] ?? "2026-11-23";
  return composeDocument(kindOf(body), jsonAfter(body, "Blueprint (JSON):"), new Date(`${issued}T10:00:00Z`));
}

/** The draft blueprint returned as the model's structured output. */
export function faithfulBlueprint(body: Body): string {
  return JSON.stringify(jsonAfter(body, "Draft blueprint (JSON):"));
}

/** A text cut in chunks of about `size` characters, as a stream of tokens. */
export function inChunks(text: string, size = 400): string[] {
  const out: string[] = [];
  for (let start = 0; start < text.length; start += size) out.push(text.slice(start, start + size));
  return out;
}
