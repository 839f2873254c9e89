import { and, desc, eq, inArray, isNull } from "drizzle-orm";
import { documents, shares, shareViews } from "#db/schema/index";
import { hashToken } from "#shared/auth/tokens";
import type { DocumentKind } from "#shared/documents/kinds";
import { AppError } from "#shared/errors/app-error";
import {
  DOCUMENT_KIND_OF_SHARE,
  SHARED_DOCUMENT_KINDS,
  type TCreatedShare,
  type TShare,
  type TShareKind,
  type TShareRequest,
} from "#shared/schemas/shares";
import type { ServiceContext } from "#worker/ports";
import { hashPassword } from "../auth/password-hash";
import { findOwnDefinition } from "../definitions/find-own-definition";
import { newShareToken, shareUrl } from "./share-secrets";
import { type ShareRow, shareView } from "./share-view";

const DAY_MS = 24 * 60 * 60 * 1000;

/** The documents a share of this kind shows: one, or all four for the bundle. */
export function documentKindsOf(kind: TShareKind): DocumentKind[] {
  return kind === "bundle"
    ? SHARED_DOCUMENT_KINDS.map((name) => DOCUMENT_KIND_OF_SHARE[name])
    : [DOCUMENT_KIND_OF_SHARE[kind]];
}

/**
 * A new link to one of the owner's documents (or to all of them): refused while there is nothing
 * generated to show. Its address is answered now and never again: only the token's hash is kept.
 */
export async function createShare(
  ctx: ServiceContext,
  userId: string,
  definitionId: string,
  request: TShareRequest,
): Promise<TCreatedShare> {
  const definition = await findOwnDefinition(ctx.db, userId, definitionId);
  const [generated] = await ctx.db
    .select({ id: documents.id })
    .from(documents)
    .where(
      and(
        eq(documents.definitionId, definition.id),
        eq(documents.status, "complete"),
        inArray(documents.kind, documentKindsOf(request.kind)),
      ),
    )
    .limit(1);
  if (!generated) throw new AppError("shareDocumentMissing");
  const token = newShareToken();
  const [row] = await ctx.db
    .insert(shares)
    .values({
      definitionId: definition.id,
      userId,
      kind: request.kind,
      tokenHash: await hashToken(token),
      passcodeHash: request.passcode ? await hashPassword(request.passcode) : null,
      expiresAt: request.expiresInDays ? new Date(ctx.now.getTime() + request.expiresInDays * DAY_MS) : null,
      createdAt: ctx.now,
    })
    .returning();
  if (!row) throw new Error("no share inserted");
  return { ...shareView(row, ctx.now), url: shareUrl(ctx.deps.config.appUrl, token) };
}

/** The owner's links of a definition, newest first, with their views (revoked and expired ones too). */
export async function listShares(
  ctx: ServiceContext,
  userId: string,
  definitionId: string,
  kind?: TShareKind,
): Promise<{ shares: TShare[] }> {
  const definition = await findOwnDefinition(ctx.db, userId, definitionId);
  const rows = await ctx.db
    .select()
    .from(shares)
    .where(
      and(eq(shares.definitionId, definition.id), eq(shares.userId, userId), kind ? eq(shares.kind, kind) : undefined),
    )
    .orderBy(desc(shares.createdAt), desc(shares.id));
  const seconds = await slideSecondsOf(ctx, rows);
  return { shares: rows.map((row) => shareView(row, ctx.now, seconds.get(row.id))) };
}

/** Seconds per slide of the deck's links, summed over their views. */
async function slideSecondsOf(ctx: ServiceContext, rows: ShareRow[]) {
  const ids = rows.filter((row) => row.kind === "pitch" || row.kind === "bundle").map((row) => row.id);
  const totals = new Map<string, Record<string, number>>();
  if (ids.length === 0) return totals;
  const views = await ctx.db
    .select({ shareId: shareViews.shareId, slideSeconds: shareViews.slideSeconds })
    .from(shareViews)
    .where(inArray(shareViews.shareId, ids));
  for (const view of views) {
    const total = totals.get(view.shareId) ?? {};
    for (const [slide, seconds] of Object.entries(view.slideSeconds)) {
      total[slide] = Math.round(((total[slide] ?? 0) + seconds) * 10) / 10;
    }
    totals.set(view.shareId, total);
  }
  return totals;
}

/** Ends a link for good; revoking it again changes nothing. Another user's link is not found. */
export async function revokeShare(ctx: ServiceContext, userId: string, shareId: string): Promise<TShare> {
  await ctx.db
    .update(shares)
    .set({ revokedAt: ctx.now })
    .where(and(eq(shares.id, shareId), eq(shares.userId, userId), isNull(shares.revokedAt)));
  const [row] = await ctx.db
    .select()
    .from(shares)
    .where(and(eq(shares.id, shareId), eq(shares.userId, userId)));
  if (!row) throw new AppError("shareNotFound");
  const seconds = await slideSecondsOf(ctx, [row]);
  return shareView(row, ctx.now, seconds.get(row.id));
}
