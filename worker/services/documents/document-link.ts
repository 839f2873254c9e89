import type { DocumentKind } from "#shared/documents/kinds";
import { AppError } from "#shared/errors/app-error";
import type { ServiceContext } from "#worker/ports";
import { documentUrl } from "./document-view";
import { readDocument } from "./read-document";
import { LINK_TTL_MS, signLink } from "./signed-links";

/** A link to one of the caller's documents that works without a bearer header for 5 minutes. */
export async function createDocumentLink(
  ctx: ServiceContext,
  userId: string,
  definitionId: string,
  kind: DocumentKind,
  options: { version?: number; download: boolean; format?: "pptx" },
) {
  if (options.format === "pptx" && kind !== "pitch") throw new AppError("pptxPitchOnly");
  const { row } = await readDocument(ctx, userId, definitionId, kind, options.version);
  const expires = ctx.now.getTime() + LINK_TTL_MS;
  const version = options.version ? row.version : null;
  const signature = await signLink(ctx.deps.config.jwtSecret, {
    definitionId,
    kind,
    version,
    download: options.download,
    format: options.format ?? null,
    expires,
  });
  const query = new URLSearchParams({
    ...(version ? { version: String(version) } : {}),
    ...(options.download ? { download: "1" } : {}),
    ...(options.format ? { format: options.format } : {}),
    expires: String(expires),
    signature,
  });
  return {
    url: `${documentUrl(ctx.deps.config.appUrl, definitionId, kind)}?${query}`,
    expiresAt: new Date(expires).toISOString(),
  };
}
