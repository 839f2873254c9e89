import { and, eq, gt, isNull, ne } from "drizzle-orm";
import type { Db, DbTransaction } from "#db/client";
import { refreshTokens, users } from "#db/schema/index";
import { hashToken, randomToken, toBase64Url } from "#shared/auth/tokens";
import { AppError } from "#shared/errors/app-error";

/** A family (one sign-in) lives 30 days at most; each token in it must be used within 7 days. */
const REFRESH_ABSOLUTE_MS = 30 * 24 * 60 * 60 * 1000;
const REFRESH_IDLE_MS = 7 * 24 * 60 * 60 * 1000;

type Session = { userId: string; sessionId: string; refreshToken: string };

/** Starts a new family for a sign-in. */
export async function startSession(db: Db | DbTransaction, userId: string, now: Date): Promise<Session> {
  const sessionId = crypto.randomUUID();
  const refreshToken = await insertToken(db, {
    userId,
    familyId: sessionId,
    now,
    expiresAt: new Date(now.getTime() + REFRESH_ABSOLUTE_MS),
  });
  return { userId, sessionId, refreshToken };
}

/**
 * Two tabs waking together present one token twice: within this window both get the same
 * successor, as long as that successor is still the newest of its family (not rotated itself).
 */
const REUSE_GRACE_MS = 10_000;

/**
 * Exchanges a refresh token for its successor. The exchange is one conditional UPDATE, so of two
 * concurrent uses exactly one rotates. The successor is derived from the presented token with the
 * server's secret, so a second use within REUSE_GRACE_MS gets the same successor instead of an
 * error; a use after that means the token was copied, and the whole family is revoked (RFC 9700).
 */
export async function rotateRefreshToken(db: Db, secret: string, presented: string, now: Date): Promise<Session> {
  const tokenHash = await hashToken(presented);
  const successor = await successorOf(secret, presented);
  const rotated = await db.transaction(async (tx) => {
    const [current] = await tx
      .update(refreshTokens)
      .set({ rotatedAt: now, lastUsedAt: now })
      .where(
        and(
          eq(refreshTokens.tokenHash, tokenHash),
          isNull(refreshTokens.rotatedAt),
          isNull(refreshTokens.revokedAt),
          gt(refreshTokens.expiresAt, now),
          gt(refreshTokens.createdAt, new Date(now.getTime() - REFRESH_IDLE_MS)),
        ),
      )
      .returning({
        userId: refreshTokens.userId,
        familyId: refreshTokens.familyId,
        expiresAt: refreshTokens.expiresAt,
      });
    if (!current) return undefined;
    await insertToken(tx, { ...current, now }, successor);
    return { userId: current.userId, sessionId: current.familyId, refreshToken: successor };
  });
  if (rotated) return rotated;
  const again = await withinGrace(db, tokenHash, await hashToken(successor), now);
  if (again) return { ...again, refreshToken: successor };
  await revokeIfReused(db, tokenHash, now);
  throw new AppError("invalidRefreshToken");
}

/** The one successor of a token: HMAC of it with the server's secret, so only the server can compute it. */
async function successorOf(secret: string, presented: string): Promise<string> {
  const key = await crypto.subtle.importKey(
    "raw",
    new TextEncoder().encode(`refresh-successor:${secret}`),
    { name: "HMAC", hash: "SHA-256" },
    false,
    ["sign"],
  );
  return toBase64Url(new Uint8Array(await crypto.subtle.sign("HMAC", key, new TextEncoder().encode(presented))));
}

/**
 * The session of a token rotated moments ago whose family still stands and whose successor is the
 * latest rotation: once the successor was exchanged in turn (T1 -> T2 -> T3), presenting T1 again
 * is reuse, not a second tab (issue 29), and must not hand out T2 once more.
 */
async function withinGrace(db: Db, tokenHash: string, successorHash: string, now: Date) {
  const [successor] = await db
    .select({ rotatedAt: refreshTokens.rotatedAt })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, successorHash));
  if (!successor || successor.rotatedAt !== null) return undefined;
  const [row] = await db
    .select({ userId: refreshTokens.userId, familyId: refreshTokens.familyId })
    .from(refreshTokens)
    .where(
      and(
        eq(refreshTokens.tokenHash, tokenHash),
        gt(refreshTokens.rotatedAt, new Date(now.getTime() - REUSE_GRACE_MS)),
        isNull(refreshTokens.revokedAt),
        gt(refreshTokens.expiresAt, now),
      ),
    );
  return row ? { userId: row.userId, sessionId: row.familyId } : undefined;
}

async function revokeIfReused(db: Db, tokenHash: string, now: Date) {
  const [row] = await db
    .select({ familyId: refreshTokens.familyId, rotatedAt: refreshTokens.rotatedAt })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, tokenHash));
  if (row?.rotatedAt) await revokeSession(db, row.familyId, now);
}

/** Ends one sign-in: every token of the family, and the access tokens that name it. */
export async function revokeSession(db: Db | DbTransaction, sessionId: string, now: Date): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.familyId, sessionId), isNull(refreshTokens.revokedAt)));
}

/** Ends every sign-in of a user (password reset), or every one but `keep` (password change). */
export async function revokeAllSessions(
  db: Db | DbTransaction,
  userId: string,
  now: Date,
  keep?: string,
): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(
      and(
        eq(refreshTokens.userId, userId),
        isNull(refreshTokens.revokedAt),
        ...(keep ? [ne(refreshTokens.familyId, keep)] : []),
      ),
    );
}

/** The session named by an access token, if it is still open and its user still exists. */
export async function findOpenSession(db: Db, userId: string, sessionId: string) {
  const [row] = await db
    .select({ id: users.id, email: users.email, firstName: users.firstName })
    .from(users)
    .innerJoin(refreshTokens, eq(refreshTokens.userId, users.id))
    .where(and(eq(users.id, userId), eq(refreshTokens.familyId, sessionId), isNull(refreshTokens.revokedAt)))
    .limit(1);
  return row;
}

/** The refresh token's family, whoever presents it (logout needs no access token). */
export async function sessionOfToken(db: Db, presented: string) {
  const [row] = await db
    .select({ familyId: refreshTokens.familyId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, await hashToken(presented)));
  return row?.familyId;
}

async function insertToken(
  db: Db | DbTransaction,
  values: { userId: string; familyId: string; now: Date; expiresAt: Date },
  token: string = randomToken(),
): Promise<string> {
  await db.insert(refreshTokens).values({
    userId: values.userId,
    familyId: values.familyId,
    tokenHash: await hashToken(token),
    createdAt: values.now,
    lastUsedAt: values.now,
    expiresAt: values.expiresAt,
  });
  return token;
}
