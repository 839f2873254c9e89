import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { definitions, outbox, purchases, refreshTokens, users } from "#db/schema/index";
import { DEFAULT_SETTINGS } from "#shared/schemas/settings";
import { WEEKLY } from "#worker/jobs/scheduled";
import { type ApiServer, startApiServer } from "../support/api-server";
import { bearer, call, login, PASSWORD, post, type Tokens } from "../support/auth-client";
import { insertDefinition, purchase } from "../support/commerce-client";
import { insertUser, openSession, signedInUser } from "../support/factories";

let server: ApiServer;
beforeAll(async () => {
  server = await startApiServer();
});
afterAll(() => server.close());

const settings = (token: string, method = "GET", body?: unknown) =>
  call<Record<string, unknown>>(server, method, "/api/users/me/settings", body, bearer(token));

const NEVER_SAVED = { ...DEFAULT_SETTINGS, updatedAt: null, followsDevice: ["timezone", "dateFormat"] };
const ISO = expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);

describe("settings", () => {
  it("start at the spec's defaults and round-trip every field", async () => {
    const { tokens } = await signedInUser(server);
    expect((await settings(tokens.access_token)).body).toEqual(NEVER_SAVED);
    const changed = {
      emailNotifications: false,
      marketingEmails: true,
      documentGenerated: false,
      packageUpdates: false,
      weeklyDigest: false,
      theme: "dark",
      language: "es",
      timezone: "Europe/Paris",
      dateFormat: "YYYY-MM-DD",
      profileVisibility: "public",
      dataSharing: true,
      analytics: false,
    };
    const stamped = { ...changed, updatedAt: ISO, followsDevice: [] };
    expect((await settings(tokens.access_token, "PUT", changed)).body).toEqual(stamped);
    expect((await settings(tokens.access_token)).body).toEqual(stamped);
    expect((await settings(tokens.access_token, "PUT", { theme: "light" })).body).toEqual({
      ...stamped,
      theme: "light",
    });
  });

  it("are stamped by the server on every save, so a stale device can tell a newer save made elsewhere", async () => {
    const { tokens } = await signedInUser(server);
    const before = Date.now();
    const first = (await settings(tokens.access_token, "PUT", { language: "fr" })).body;
    expect(Date.parse(String(first.updatedAt))).toBeGreaterThanOrEqual(before - 1000);
    const second = (await settings(tokens.access_token, "PUT", { language: "de" })).body;
    expect(Date.parse(String(second.updatedAt))).toBeGreaterThanOrEqual(Date.parse(String(first.updatedAt)));
    expect((await settings(tokens.access_token)).body).toMatchObject({ language: "de", updatedAt: second.updatedAt });
    // The stamp is the server's: a client cannot send one.
    expect((await settings(tokens.access_token, "PUT", { updatedAt: "2099-01-01T00:00:00.000Z" })).status).toBe(400);
  });

  it("leave the time zone and date format to the device until chosen; null forgets a choice", async () => {
    const { tokens } = await signedInUser(server);
    expect((await settings(tokens.access_token, "PUT", { timezone: "Europe/London" })).body).toMatchObject({
      timezone: "Europe/London",
      dateFormat: DEFAULT_SETTINGS.dateFormat,
      followsDevice: ["dateFormat"],
    });
    expect((await settings(tokens.access_token, "PUT", { timezone: null })).body).toMatchObject({
      timezone: DEFAULT_SETTINGS.timezone,
      followsDevice: ["timezone", "dateFormat"],
    });
    expect((await settings(tokens.access_token, "PUT", { language: null })).status).toBe(400);
  });

  it.each([
    { theme: "blue" },
    { language: "it" },
    { timezone: "Mars/Olympus" },
    { dateFormat: "DD.MM.YYYY" },
    { profileVisibility: "friends" },
    { analytics: "yes" },
    { unknownSetting: true },
  ])("refuses %o with 400 and changes nothing", async (body) => {
    const { tokens } = await signedInUser(server);
    const response = await settings(tokens.access_token, "PUT", body);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ success: false, error: { code: "VALIDATION_ERROR" } });
    expect((await settings(tokens.access_token)).body).toEqual(NEVER_SAVED);
  });

  it("need a signed-in user, and are each user's own", async () => {
    expect((await call(server, "GET", "/api/users/me/settings")).status).toBe(401);
    const a = await signedInUser(server);
    const b = await signedInUser(server);
    await settings(a.tokens.access_token, "PUT", { language: "de" });
    expect((await settings(b.tokens.access_token)).body.language).toBe("en");
  });
});

describe("changing the password", () => {
  const change = (token: string, currentPassword: string, newPassword: string) =>
    call(server, "PUT", "/api/users/me/password", { currentPassword, newPassword }, bearer(token));

  it("checks the current password, then signs out every other session but the caller's", async () => {
    const { user, tokens } = await signedInUser(server);
    const other = await openSession(server, user);
    expect((await change(tokens.access_token, "Wrong-pass1!", "N3w-password!")).status).toBe(400);
    expect((await change(tokens.access_token, PASSWORD, "weak")).status).toBe(422);

    const response = await change(tokens.access_token, PASSWORD, "N3w-password!");
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ success: true, message: "Password Updated" });
    expect((await call(server, "GET", "/api/users/me", undefined, bearer(tokens.access_token))).status).toBe(200);
    expect((await call(server, "GET", "/api/users/me", undefined, bearer(other.access_token))).status).toBe(401);
    expect((await post(server, "/api/connect/refresh", { refreshToken: other.refresh_token })).status).toBe(401);
    expect((await post(server, "/api/connect/login", { username: user.email, password: PASSWORD })).status).toBe(401);
    expect((await login(server, user.email, "N3w-password!")).access_token).toBeTruthy();
  });
});

describe("deleting the account", () => {
  it("needs the account's email typed, then removes the user's data and tokens and keeps anonymised purchases", async () => {
    const { user, tokens } = await signedInUser(server);
    const buyer = { id: user.id, token: tokens.access_token };
    await purchase(server, buyer, { product: "CompleteDocumentation", cardStripeToken: "tok_visa", quantity: 1 });
    await insertDefinition(server, user.id);
    await post(server, "/api/users/forgotpassword", { emailAddress: user.email });
    // The reset email is written just after the answer: wait for it, so the deletion below finds it.
    for (const startedAt = Date.now(); Date.now() - startedAt < 20_000; ) {
      if ((await server.handle.db.select().from(outbox).where(eq(outbox.to, user.email))).length > 0) break;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }

    const wrong = await call(
      server,
      "DELETE",
      "/api/users/me",
      { email: "someone@else.com" },
      bearer(tokens.access_token),
    );
    expect(wrong.status).toBe(400);
    const deleted = await call(
      server,
      "DELETE",
      "/api/users/me",
      { email: user.email.toUpperCase() },
      bearer(tokens.access_token),
    );
    expect(deleted.status).toBe(200);

    const db = server.handle.db;
    expect(await db.select().from(users).where(eq(users.id, user.id))).toEqual([]);
    expect(await db.select().from(definitions).where(eq(definitions.userId, user.id))).toEqual([]);
    expect(await db.select().from(refreshTokens).where(eq(refreshTokens.userId, user.id))).toEqual([]);
    expect(await db.select().from(outbox).where(eq(outbox.to, user.email))).toEqual([]);
    const kept = await db.select().from(purchases).where(eq(purchases.amountCents, 19_900));
    expect(kept.some((row) => row.userId === null)).toBe(true);

    expect((await call(server, "GET", "/api/users/me", undefined, bearer(tokens.access_token))).status).toBe(401);
    expect((await post(server, "/api/connect/login", { username: user.email, password: PASSWORD })).status).toBe(401);
    expect(
      (await post(server, "/api/users", { email: user.email, password: PASSWORD, firstName: "Again" })).status,
    ).toBe(201);
  });
});

describe("emails follow the settings", () => {
  const mails = async (to: string) =>
    (await server.handle.db.select().from(outbox).where(eq(outbox.to, to))).map((m) => m.kind);

  it("sends package updates when on and nothing when email notifications are off", async () => {
    const on = await signedInUser(server);
    await purchase(server, { id: on.user.id, token: on.tokens.access_token }, { product: "RFPGenerator", quantity: 1 });
    expect(await mails(on.user.email)).toEqual(["package_update"]);

    const off = await signedInUser(server);
    await settings(off.tokens.access_token, "PUT", { emailNotifications: false });
    await purchase(
      server,
      { id: off.user.id, token: off.tokens.access_token },
      { product: "RFPGenerator", quantity: 1 },
    );
    expect(await mails(off.user.email)).toEqual([]);
  });

  it("sends the weekly digest from the scheduled job to those who want it", async () => {
    const wants = await insertUser(server);
    const declined = await signedInUser(server);
    await settings(declined.tokens.access_token, "PUT", { weeklyDigest: false });
    await server.runScheduled(WEEKLY, new Date());
    expect(await mails(wants.email)).toEqual(["weekly_digest"]);
    expect(await mails(declined.user.email)).toEqual([]);
    const [digest] = await server.handle.db.select().from(outbox).where(eq(outbox.to, wants.email));
    expect(digest?.text).toContain("Documents this month: 0 of 10 used, 10 remaining.");
  });

  it("writes them in the user's language, the package by its name in that language", async () => {
    const french = await signedInUser(server);
    await settings(french.tokens.access_token, "PUT", { language: "fr" });
    await purchase(
      server,
      { id: french.user.id, token: french.tokens.access_token },
      { product: "RFPGenerator", quantity: 1 },
    );
    const [mail] = await server.handle.db.select().from(outbox).where(eq(outbox.to, french.user.email));
    expect(mail?.subject).toBe("Votre forfait Générateur de RFP est actif");
    expect(mail?.text).toContain("Bonjour Ada,");
  });
});

describe("tRPC", () => {
  it("users.settings and users.updateSettings run the same service", async () => {
    const { tokens } = await signedInUser(server);
    const update = await server.fetch("/trpc/users.updateSettings", {
      method: "POST",
      headers: { "Content-Type": "application/json", ...bearer(tokens.access_token) },
      body: JSON.stringify({ language: "fr" }),
    });
    expect(update.status).toBe(200);
    const read = await server.fetch("/trpc/users.settings", { headers: bearer((tokens as Tokens).access_token) });
    expect(((await read.json()) as { result: { data: { language: string } } }).result.data.language).toBe("fr");
  });
});

describe("analytics", () => {
  const view = (path: string, token?: string) =>
    call<{ stored: boolean }>(server, "POST", "/api/analytics/page-views", { path }, token ? bearer(token) : {});

  it("stores page views while analytics is on, and none once the user turned it off", async () => {
    const { tokens } = await signedInUser(server);
    expect((await view("/dashboard", tokens.access_token)).body).toEqual({ stored: true });
    await settings(tokens.access_token, "PUT", { analytics: false });
    expect((await view("/dashboard", tokens.access_token)).body).toEqual({ stored: false });
    expect((await view("/reset-password?token=secret")).status).toBe(400);
  });
});
