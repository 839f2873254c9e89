import { and, desc, eq } from "drizzle-orm";
import { definitions, documents } from "#db/schema/index";
import type { DocumentKind } from "#shared/documents/kinds";
import { AppError } from "#shared/errors/app-error";
import type { TDocumentVersion } from "#shared/schemas/documents";
import type { ServiceContext } from "#worker/ports";
import { findOwnDefinition } from "../definitions/find-own-definition";
import { type DocumentRow, documentView, lastEditedAt } from "./document-view";

/**
 * A complete version's text: the given version, else the newest complete one (the current one).
 * `ownerId` is null when a signed link already proved access; otherwise the definition must be
 * the caller's (another user's is not found, like a missing one).
 */
export async function readDocument(
  ctx: ServiceContext,
  ownerId: string | null,
  definitionId: string,
  kind: DocumentKind,
  version?: number | null,
) {
  const definition = ownerId
    ? await findOwnDefinition(ctx.db, ownerId, definitionId)
    : (await ctx.db.select().from(definitions).where(eq(definitions.id, definitionId)))[0];
  if (!definition) throw new AppError("documentNotFound");
  const row = await completeVersion(ctx, definition.id, kind, version);
  if (!row) throw new AppError("documentNotFound");
  return { definition, row };
}

/** A complete version of a kind: the given one, else the newest; undefined when there is none. */
async function completeVersion(
  ctx: ServiceContext,
  definitionId: string,
  kind: DocumentKind,
  version?: number | null,
): Promise<DocumentRow | undefined> {
  const [row] = await ctx.db
    .select()
    .from(documents)
    .where(
      and(
        eq(documents.definitionId, definitionId),
        eq(documents.kind, kind),
        eq(documents.status, "complete"),
        ...(version ? [eq(documents.version, version)] : []),
      ),
    )
    .orderBy(desc(documents.version))
    .limit(1);
  return row as DocumentRow | undefined;
}

/** Every version of a kind, newest first, with whether each is out of date. */
export async function listVersions(
  ctx: ServiceContext,
  userId: string,
  definitionId: string,
  kind: DocumentKind,
): Promise<TDocumentVersion[]> {
  const definition = await findOwnDefinition(ctx.db, userId, definitionId);
  const rows = await ctx.db
    .select()
    .from(documents)
    .where(and(eq(documents.definitionId, definition.id), eq(documents.kind, kind), eq(documents.status, "complete")))
    .orderBy(desc(documents.version));
  return rows.map((row) => documentView(row, lastEditedAt(definition)));
}

/**
 * The current text of one of the owner's documents, or null when none is complete yet (or its
 * text is empty, which the REST read answers with 404): the page asks for it with its first data,
 * before it knows whether the document exists (issue 30).
 */
export async function currentText(
  ctx: ServiceContext,
  userId: string,
  definitionId: string,
  kind: Exclude<DocumentKind, "pitch">,
): Promise<string | null> {
  const definition = await findOwnDefinition(ctx.db, userId, definitionId);
  return (await completeVersion(ctx, definition.id, kind))?.content || null;
}
