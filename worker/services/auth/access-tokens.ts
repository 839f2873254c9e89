import { jwtVerify, SignJWT } from "jose";
import { AppError } from "#shared/errors/app-error";

/** Access tokens: HS256 JWTs for 15 minutes. Verification pins algorithm, issuer, audience and type. */
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
const ALGORITHM = "HS256";
const ISSUER = "specwright";
const AUDIENCE = "specwright-api";
const TYPE = "access";

type AccessClaims = { userId: string; email: string; firstName: string; sessionId: string };

const keys = new Map<string, Uint8Array>();
function signingKey(secret: string): Uint8Array {
  let key = keys.get(secret);
  if (!key) {
    key = new TextEncoder().encode(secret);
    keys.set(secret, key);
  }
  return key;
}

export async function issueAccessToken(claims: AccessClaims, secret: string, now: Date): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  return (
    new SignJWT({
      email: claims.email,
      given_name: claims.firstName,
      unique_name: claims.email,
      sid: claims.sessionId,
      type: TYPE,
    })
      .setProtectedHeader({ alg: ALGORITHM, typ: "JWT" })
      .setSubject(claims.userId)
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + ACCESS_TOKEN_TTL_SECONDS)
      // Two tokens issued within one second still differ, so a refresh always yields a new token.
      .setJti(crypto.randomUUID())
      .sign(signingKey(secret))
  );
}

type Verified = { userId: string; sessionId: string; secret: string; expiresAt: number };

/**
 * Tokens whose signature and claims were checked, by their exact text, until they expire. A founder
 * sends the same token with every request for 15 minutes, and checking its HMAC again cost 2-3% of
 * the server's main thread under load (`npm run bench`); the text matching byte for byte is as
 * good a proof as the signature was. Expiry is still checked on every use, and whether the session
 * was revoked is the caller's database question, as before. Bounded: the oldest entry goes first.
 */
const verified = new Map<string, Verified>();
const VERIFIED_LIMIT = 2000;

/** The token's user and session; any fault (signature, algorithm, expiry, type) is one 401. */
export async function verifyAccessToken(
  token: string,
  secret: string,
  now: Date,
): Promise<{ userId: string; sessionId: string }> {
  const seconds = Math.floor(now.getTime() / 1000);
  const known = verified.get(token);
  if (known && known.secret === secret) {
    // jose refuses a token whose `exp` is now or past: the same rule here.
    if (known.expiresAt > seconds) return { userId: known.userId, sessionId: known.sessionId };
    verified.delete(token);
    throw AppError.unauthorized();
  }
  try {
    const { payload } = await jwtVerify(token, signingKey(secret), {
      algorithms: [ALGORITHM],
      issuer: ISSUER,
      audience: AUDIENCE,
      currentDate: now,
      requiredClaims: ["sub", "iat", "exp", "sid", "type"],
    });
    if (payload.type !== TYPE || typeof payload.sub !== "string" || typeof payload.sid !== "string") {
      throw new Error("not an access token");
    }
    if (verified.size >= VERIFIED_LIMIT) verified.delete(verified.keys().next().value as string);
    verified.set(token, {
      userId: payload.sub,
      sessionId: payload.sid,
      secret,
      expiresAt: payload.exp as number,
    });
    return { userId: payload.sub, sessionId: payload.sid };
  } catch {
    throw AppError.unauthorized();
  }
}
