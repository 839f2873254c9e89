import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ApiServer, startApiServer } from "../support/api-server";
import {
  bearer,
  call,
  createUser,
  login,
  PASSWORD,
  post,
  postFrom,
  signedInUser,
  type Tokens,
  uniqueEmail,
} from "../support/auth-client";
import { HOUR, MINUTE, testClock } from "../support/test-clock";

const APP_URL = "https://app.example.test";
const clock = testClock();
let server: ApiServer;
beforeAll(async () => {
  server = await startApiServer({ clock: clock.now, env: { APP_URL } });
});
afterAll(() => server.close());

type Outbox = { emails: { to: string; subject: string; text: string; kind: string }[] };

/** The email sent to `email`: it is written after the answer (issue 29), so it is waited for. */
async function mailFor(email: string): Promise<Outbox["emails"][number]> {
  for (const startedAt = Date.now(); Date.now() - startedAt < 20_000; ) {
    const { body } = await call<Outbox>(server, "GET", "/api/dev/outbox");
    const mail = body.emails.find((item) => item.to === email);
    if (mail) return mail;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`no reset email for ${email}`);
}

async function resetLinkFor(email: string): Promise<string> {
  const link = (await mailFor(email)).text.match(/https?:\/\/\S+/)?.[0];
  if (!link) throw new Error(`no reset link for ${email}`);
  return link;
}

const tokenOf = (link: string) => new URL(link).searchParams.get("token") as string;
const forgot = (emailAddress: string, address = "127.0.6.1") =>
  postFrom(server, address, "/api/users/forgotpassword", { emailAddress, callbackUrl: "https://evil.example/reset" });
const reset = (token: string, newPassword: string) => post(server, "/api/users/resetpassword", { token, newPassword });

describe("POST /api/users/forgotpassword", () => {
  it("emails a single-use link to {APP_URL}/reset-password, whatever callbackUrl says", async () => {
    const user = await createUser(server);
    const response = await forgot(user.email.toUpperCase());
    expect(response.status).toBe(200);
    const link = await resetLinkFor(user.email);
    expect(link.startsWith(`${APP_URL}/reset-password?token=`)).toBe(true);
    expect(tokenOf(link)).toMatch(/^[\w-]{43}$/);
  });

  it("answers an unknown email exactly as a known one, and sends nothing", async () => {
    const user = await createUser(server);
    const stranger = uniqueEmail();
    const unknown = await forgot(stranger);
    const known = await forgot(user.email);
    expect(unknown.status).toBe(known.status);
    expect(unknown.body).toEqual(known.body);
    // The stranger's look-up was deferred first; the known one's email shows both have run.
    await mailFor(user.email);
    const { body } = await call<Outbox>(server, "GET", "/api/dev/outbox");
    expect(body.emails.some((mail) => mail.to === stranger)).toBe(false);
  });

  it("limits reset emails per address with 429 and the spec's message", async () => {
    clock.advance(2 * HOUR);
    const user = await createUser(server);
    for (let attempt = 1; attempt <= 5; attempt++) {
      expect((await forgot(user.email, `127.0.7.${attempt}`)).status).toBe(200);
    }
    const blocked = await forgot(user.email, "127.0.7.99");
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(blocked.body.message).toBe("Too many reset requests. Please wait before trying again.");
  });

  it("writes the email in the user's language", async () => {
    const { user, tokens } = await signedInUser(server);
    const saved = await call(server, "PUT", "/api/users/me/settings", { language: "de" }, bearer(tokens.access_token));
    expect(saved.status).toBe(200);
    expect((await forgot(user.email, "127.0.8.1")).status).toBe(200);
    const mail = await mailFor(user.email);
    expect(mail?.subject).toBe("Setzen Sie Ihr Specwright-Passwort zurück");
    expect(mail?.text).toContain("Hallo Ada,");
    expect(mail?.text).toContain(`${APP_URL}/reset-password?token=`);
  });

  it("refuses an email that is not one with 400", async () => {
    const response = await post(server, "/api/users/forgotpassword", { emailAddress: "nobody" });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ message: "Please enter a valid email address" });
  });
});

describe("POST /api/users/resetpassword", () => {
  it("sets the new password, ends every session, and the old password stops working", async () => {
    const { user, tokens } = await signedInUser(server);
    const second = await login(server, user.email);
    await forgot(user.email, "127.0.8.1");
    const response = await reset(tokenOf(await resetLinkFor(user.email)), "N3w-password!");
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ success: true, message: "Password reset successful" });

    for (const session of [tokens, second]) {
      expect((await call(server, "GET", "/api/users/me", undefined, bearer(session.access_token))).status).toBe(401);
      expect((await post(server, "/api/connect/refresh", { refreshToken: session.refresh_token })).status).toBe(401);
    }
    const old = await post(server, "/api/connect/login", { username: user.email, password: user.password });
    expect(old.status).toBe(401);
    const fresh = await post<Tokens>(server, "/api/connect/login", { username: user.email, password: "N3w-password!" });
    expect(fresh.status).toBe(200);
    expect((await call(server, "GET", "/api/users/me", undefined, bearer(fresh.body.access_token))).status).toBe(200);
  });

  it("stops working once the password is changed while signed in", async () => {
    const user = await createUser(server);
    expect((await forgot(user.email, "127.0.6.9")).status).toBe(200);
    const token = tokenOf(await resetLinkFor(user.email));
    const { access_token } = await login(server, user.email);
    const changed = await call(
      server,
      "PUT",
      "/api/users/me/password",
      { currentPassword: PASSWORD, newPassword: "Chang3d-password!" },
      bearer(access_token),
    );
    expect(changed.status).toBe(200);
    const response = await reset(token, "Att4cker-password!");
    expect(response.status).toBe(400);
    expect((await login(server, user.email, "Chang3d-password!")).access_token).toBeTruthy();
  });

  it("accepts a token once", async () => {
    const user = await createUser(server);
    await forgot(user.email, "127.0.8.2");
    const token = tokenOf(await resetLinkFor(user.email));
    expect((await reset(token, "N3w-password!")).status).toBe(200);
    const again = await reset(token, "An0ther-pass!");
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({
      message: "Invalid or expired reset token. Please request a new password reset.",
      error: { code: "RESET_PASSWORD_ERROR" },
    });
  });

  it("refuses a token older than 1 hour", async () => {
    const user = await createUser(server);
    await forgot(user.email, "127.0.8.3");
    const token = tokenOf(await resetLinkFor(user.email));
    clock.advance(HOUR + MINUTE);
    expect((await reset(token, "N3w-password!")).status).toBe(400);
    expect((await login(server, user.email)).access_token).toBeTruthy();
  });

  it("refuses a weak password with 422 and keeps the token usable", async () => {
    const user = await createUser(server);
    await forgot(user.email, "127.0.8.4");
    const token = tokenOf(await resetLinkFor(user.email));
    const weak = await reset(token, "weakpass");
    expect(weak.status).toBe(422);
    expect(weak.body.message).toContain("Password must contain at least one uppercase letter");
    expect((await reset(token, "N3w-password!")).status).toBe(200);
  });

  it("refuses an unknown token", async () => {
    expect((await reset("no-such-token", "N3w-password!")).status).toBe(400);
  });
});
