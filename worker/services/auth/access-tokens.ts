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

/** The token's user and session; any fault (signature, algorithm, expiry, type) is one 401. */
export async function verifyAccessToken(
  token: string,
  secret: string,
  now: Date,
): Promise<{ userId: string; sessionId: string }> {
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
    return { userId: payload.sub, sessionId: payload.sid };
  } catch {
    throw AppError.unauthorized();
  }
}
