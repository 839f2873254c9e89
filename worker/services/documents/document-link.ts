import type { DocumentKind } from "../../../shared/documents/kinds";
import type { ServiceContext } from "../context";
import { documentUrl } from "./document-view";
import { readDocument } from "./read-document";
import { LINK_TTL_MS, signLink } from "./signed-links";

/** A link to one of the caller's documents that works without a bearer header for 5 minutes. */
export async function createDocumentLink(
  ctx: ServiceContext,
  userId: string,
  definitionId: string,
  kind: DocumentKind,
  options: { version?: number; download: boolean },
) {
  const { row } = await readDocument(ctx, userId, definitionId, kind, options.version);
  const expires = ctx.now.getTime() + LINK_TTL_MS;
  const version = options.version ? row.version : null;
  const signature = await signLink(ctx.deps.config.jwtSecret, {
    definitionId,
    kind,
    version,
    download: options.download,
    expires,
  });
  const query = new URLSearchParams({
    ...(version ? { version: String(version) } : {}),
    ...(options.download ? { download: "1" } : {}),
    expires: String(expires),
    signature,
  });
  return {
    url: `${documentUrl(ctx.deps.config.appUrl, definitionId, kind)}?${query}`,
    expiresAt: new Date(expires).toISOString(),
  };
}
