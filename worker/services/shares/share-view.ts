import type { shares } from "#db/schema/index";
import type { TShare } from "#shared/schemas/shares";

export type ShareRow = typeof shares.$inferSelect;

/** Revoked before expired: a revoked link says so even after its date has passed. */
export function shareStatus(row: Pick<ShareRow, "revokedAt" | "expiresAt">, now: Date): TShare["status"] {
  if (row.revokedAt) return "revoked";
  if (row.expiresAt && row.expiresAt.getTime() <= now.getTime()) return "expired";
  return "active";
}

/** A share as its owner sees it: never its token (only the hash is kept) nor its passcode. */
export function shareView(row: ShareRow, now: Date, slideSeconds: Record<string, number> = {}): TShare {
  return {
    id: row.id,
    kind: row.kind,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    hasPasscode: row.passcodeHash !== null,
    createdAt: row.createdAt.toISOString(),
    revokedAt: row.revokedAt?.toISOString() ?? null,
    status: shareStatus(row, now),
    views: { count: row.viewCount, lastViewedAt: row.lastViewedAt?.toISOString() ?? null, slideSeconds },
  };
}
