import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { shares } from "#db/schema/index";
import type { TCreatedShare, TShareAccess, TSharedContent, TShareList } from "#shared/schemas/shares";
import { type ApiServer, startApiServer } from "../support/api-server";
import { bearer, call, type JsonResponse, post } from "../support/auth-client";
import { readyDefinition } from "../support/documents-client";
import { openSession, signedInUser } from "../support/factories";
import { DAY, MINUTE, testClock } from "../support/test-clock";

/** Share links (decision 026): made and revoked by the owner, read by anyone with the address. */
const APP_URL = "https://app.example.test";
const clock = testClock();
let server: ApiServer;
beforeAll(async () => {
  server = await startApiServer({ clock: clock.now, env: { APP_URL } });
});
afterAll(() => server.close());

type Owner = Awaited<ReturnType<typeof readyDefinition>>;

/** A definition with its RFP (and, when asked, its pitch deck) generated. */
async function ownerWith(kinds: ("rfp" | "pitch")[] = ["rfp"]): Promise<Owner> {
  const owner = await readyDefinition(server);
  for (const kind of kinds) {
    const path = kind === "rfp" ? "generate-rfp" : "generate-pitch";
    const generated = await post(
      server,
      `/api/conversations/${owner.definitionId}/${path}`,
      undefined,
      bearer(owner.buyer.token),
    );
    expect(generated.status, JSON.stringify(generated.body)).toBe(200);
  }
  return owner;
}

const share = (owner: Owner, body: unknown) =>
  post<TCreatedShare>(server, `/api/conversations/${owner.definitionId}/shares`, body, bearer(owner.buyer.token));
const list = (owner: Owner, query = "") =>
  call<TShareList>(
    server,
    "GET",
    `/api/conversations/${owner.definitionId}/shares${query}`,
    undefined,
    bearer(owner.buyer.token),
  );
const tokenOf = (url: string) => url.split("/s/")[1] ?? "";
const read = (token: string, options: { view?: string; access?: string } = {}) =>
  call<TSharedContent>(
    server,
    "GET",
    `/api/shared/${token}${options.view ? `?view=${options.view}` : ""}`,
    undefined,
    options.access ? { "X-Share-Access": options.access } : {},
  );
const unlock = (token: string, passcode: string) =>
  post<TShareAccess>(server, `/api/shared/${token}/unlock`, { passcode });
const keyOf = (response: JsonResponse) =>
  (response.body as { error?: { details?: { key?: string } } }).error?.details?.key;

describe("creating a share link", () => {
  it("answers 201 with an unguessable address that opens without a session", async () => {
    const owner = await ownerWith();
    const created = await share(owner, { kind: "rfp", expiresInDays: 7 });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      kind: "rfp",
      hasPasscode: false,
      status: "active",
      revokedAt: null,
      views: { count: 0, lastViewedAt: null },
    });
    expect(created.body.url).toMatch(new RegExp(`^${APP_URL}/s/[\\w-]{22}$`));
    expect(new Date(created.body.expiresAt ?? "").getTime()).toBe(clock.now().getTime() + 7 * DAY);

    const opened = await read(tokenOf(created.body.url));
    expect(opened.status).toBe(200);
    expect(opened.headers.get("cache-control")).toBe("no-store");
    expect(opened.body).toMatchObject({ kind: "rfp", language: "en", definitionName: "TaskNest" });
    expect(opened.body.documents).toHaveLength(1);
    expect(opened.body.documents[0]).toMatchObject({ kind: "rfp", version: 1, deckPath: null });
    expect(opened.body.documents[0]?.content).toMatch(/^# Request for Proposal/m);
  });

  it("keeps only a hash of the token, and none of the passcode", async () => {
    const owner = await ownerWith();
    const created = await share(owner, { kind: "rfp", passcode: "open sesame" });
    const [row] = await server.handle.db.select().from(shares).where(eq(shares.id, created.body.id));
    const stored = JSON.stringify(row);
    expect(stored).not.toContain(tokenOf(created.body.url));
    expect(stored).not.toContain("open sesame");
    expect(row?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.passcodeHash).toMatch(/^pbkdf2-sha256\$100000\$/);
  });

  it("never expires without expiresInDays", async () => {
    const owner = await ownerWith();
    const created = await share(owner, { kind: "rfp" });
    expect(created.status).toBe(201);
    expect(created.body.expiresAt).toBeNull();
  });

  it("refuses a document not generated yet with 409, and a bundle shows what exists", async () => {
    const owner = await ownerWith(["rfp"]);
    const deck = await share(owner, { kind: "pitch" });
    expect(deck.status).toBe(409);
    expect(keyOf(deck)).toBe("shareDocumentMissing");
    const bundle = await share(owner, { kind: "bundle" });
    expect(bundle.status).toBe(201);
    const opened = await read(tokenOf(bundle.body.url));
    expect(opened.body.documents.map((document) => document.kind)).toEqual(["rfp"]);

    const empty = await readyDefinition(server);
    const nothing = await share(empty, { kind: "bundle" });
    expect(nothing.status).toBe(409);
  });

  it("refuses bad input with 400 and creates nothing", async () => {
    const owner = await ownerWith();
    for (const body of [
      { kind: "video" },
      { kind: "rfp", expiresInDays: 0 },
      { kind: "rfp", expiresInDays: 91 },
      { kind: "rfp", expiresInDays: 1.5 },
      { kind: "rfp", expiresInDays: "7" },
      { kind: "rfp", passcode: "abc" },
      { kind: "rfp", passcode: "x".repeat(129) },
      {},
    ]) {
      const refused = await share(owner, body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
    }
    expect((await share(owner, { kind: "video" })).body).toMatchObject({ error: { code: "VALIDATION_ERROR" } });
    expect((await list(owner)).body.shares).toEqual([]);
  });
});

describe("the owner's links", () => {
  it("lists them newest first with their views, one per page load", async () => {
    const owner = await ownerWith(["rfp", "pitch"]);
    const first = await share(owner, { kind: "rfp" });
    clock.advance(MINUTE);
    const second = await share(owner, { kind: "pitch", expiresInDays: 30 });
    const view = crypto.randomUUID();
    expect((await read(tokenOf(first.body.url), { view })).status).toBe(200);
    // The same page load retrying its call is still one view.
    expect((await read(tokenOf(first.body.url), { view })).status).toBe(200);
    clock.advance(MINUTE);
    expect((await read(tokenOf(first.body.url), { view: crypto.randomUUID() })).status).toBe(200);

    const listed = await list(owner);
    expect(listed.status).toBe(200);
    expect(listed.body.shares.map((item) => item.id)).toEqual([second.body.id, first.body.id]);
    expect(listed.body.shares[1]?.views).toMatchObject({ count: 2, lastViewedAt: clock.now().toISOString() });
    expect(listed.body.shares[0]?.views.count).toBe(0);
    expect(listed.body.shares.some((item) => "url" in item)).toBe(false);
    expect((await list(owner, "?kind=pitch")).body.shares.map((item) => item.id)).toEqual([second.body.id]);
  });

  it("shows the deck in a frame only this site may use, and records the seconds per slide", async () => {
    const owner = await ownerWith(["rfp", "pitch"]);
    const created = await share(owner, { kind: "pitch" });
    const token = tokenOf(created.body.url);
    const view = crypto.randomUUID();
    const opened = await read(token, { view });
    expect(opened.body.documents).toEqual([
      expect.objectContaining({ kind: "pitch", content: null, deckPath: `/api/shared/${token}/deck` }),
    ]);
    const deck = await server.fetch(`/api/shared/${token}/deck`);
    expect(deck.status).toBe(200);
    expect(deck.headers.get("content-type")).toContain("text/html");
    expect(deck.headers.get("content-security-policy")).toContain("sandbox allow-scripts");
    expect(deck.headers.get("content-security-policy")).toContain("frame-ancestors 'self'");
    expect(deck.headers.get("x-frame-options")).toBe("SAMEORIGIN");
    const html = await deck.text();
    expect(html.toLowerCase()).toContain("<!doctype html>");
    expect(html).toContain("specwrightSlide");

    const report = (seconds: Record<string, number>) => post(server, `/api/shared/${token}/slides`, { view, seconds });
    expect((await report({ 1: 5, 2: 12.5 })).status).toBe(200);
    // A later report of the same view replaces the earlier one.
    expect((await report({ 1: 8, 2: 12.5, 3: 3 })).status).toBe(200);
    expect((await report({ 1: -1 })).status).toBe(400);
    const [listed] = (await list(owner)).body.shares;
    expect(listed?.views).toMatchObject({ count: 1, slideSeconds: { 1: 8, 2: 12.5, 3: 3 } });
  });

  it("an RFP link has no deck", async () => {
    const owner = await ownerWith(["rfp", "pitch"]);
    const created = await share(owner, { kind: "rfp" });
    expect((await server.fetch(`/api/shared/${tokenOf(created.body.url)}/deck`)).status).toBe(404);
  });

  it("stops working when it expires, with 410 and the owner's language", async () => {
    const owner = await ownerWith();
    const saved = await call(server, "PUT", "/api/users/me/settings", { language: "de" }, bearer(owner.buyer.token));
    expect(saved.status).toBe(200);
    const created = await share(owner, { kind: "rfp", expiresInDays: 1 });
    const token = tokenOf(created.body.url);
    clock.advance(DAY - MINUTE);
    const before = await read(token);
    expect(before.status).toBe(200);
    expect(before.body.language).toBe("de");
    clock.advance(2 * MINUTE);
    const after = await read(token);
    expect(after.status).toBe(410);
    expect(after.body).toMatchObject({ error: { details: { key: "shareExpired", language: "de" } } });
    const session = await openSession(server, owner.user);
    const listed = await call<TShareList>(
      server,
      "GET",
      `/api/conversations/${owner.definitionId}/shares`,
      undefined,
      bearer(session.access_token),
    );
    expect(listed.body.shares[0]?.status).toBe("expired");
  });

  it("revokes a link at once (410), and revoking again changes nothing", async () => {
    const owner = await ownerWith();
    const created = await share(owner, { kind: "rfp" });
    const token = tokenOf(created.body.url);
    const revoked = await call(
      server,
      "DELETE",
      `/api/shares/${created.body.id}`,
      undefined,
      bearer(owner.buyer.token),
    );
    expect(revoked.status).toBe(200);
    expect(revoked.body).toMatchObject({
      id: created.body.id,
      status: "revoked",
      revokedAt: clock.now().toISOString(),
    });
    const opened = await read(token);
    expect(opened.status).toBe(410);
    expect(keyOf(opened)).toBe("shareRevoked");
    clock.advance(MINUTE);
    const again = await call(server, "DELETE", `/api/shares/${created.body.id}`, undefined, bearer(owner.buyer.token));
    expect(again.body).toMatchObject({ status: "revoked", revokedAt: revoked.body.revokedAt });
  });

  it("answers 401 without a session and 404 for another user's definition or link", async () => {
    const owner = await ownerWith();
    const created = await share(owner, { kind: "rfp" });
    const path = `/api/conversations/${owner.definitionId}/shares`;
    expect((await post(server, path, { kind: "rfp" })).status).toBe(401);
    expect((await call(server, "GET", path)).status).toBe(401);
    expect((await call(server, "DELETE", `/api/shares/${created.body.id}`)).status).toBe(401);

    const stranger = bearer((await signedInUser(server)).tokens.access_token);
    expect((await post(server, path, { kind: "rfp" }, stranger)).status).toBe(404);
    expect((await call(server, "GET", path, undefined, stranger)).status).toBe(404);
    const revoke = await call(server, "DELETE", `/api/shares/${created.body.id}`, undefined, stranger);
    expect(revoke.status).toBe(404);
    expect(keyOf(revoke)).toBe("shareNotFound");
    expect((await call(server, "DELETE", `/api/shares/${crypto.randomUUID()}`, undefined, stranger)).status).toBe(404);
    expect((await read(tokenOf(created.body.url))).status).toBe(200);
    expect((await list(owner)).body.shares).toHaveLength(1);
  });

  it("goes with the account that made it", async () => {
    const owner = await ownerWith();
    const created = await share(owner, { kind: "rfp" });
    const deleted = await call(
      server,
      "DELETE",
      "/api/users/me",
      { email: owner.user.email },
      bearer(owner.buyer.token),
    );
    expect(deleted.status).toBe(200);
    expect((await read(tokenOf(created.body.url))).status).toBe(404);
    expect(await server.handle.db.select().from(shares).where(eq(shares.id, created.body.id))).toEqual([]);
  });
});

describe("a link with a passcode", () => {
  it("opens with the access a right passcode grants, and not without it", async () => {
    const owner = await ownerWith(["rfp", "pitch"]);
    const created = await share(owner, { kind: "bundle", passcode: "blue-harbour" });
    expect(created.body.hasPasscode).toBe(true);
    const token = tokenOf(created.body.url);

    const locked = await read(token);
    expect(locked.status).toBe(401);
    expect(locked.body).toMatchObject({
      error: { details: { key: "sharePasscodeRequired", language: "en", kind: "bundle" } },
    });
    expect((await server.fetch(`/api/shared/${token}/deck`)).status).toBe(401);

    const wrong = await unlock(token, "red-harbour");
    expect(wrong.status).toBe(401);
    expect(keyOf(wrong)).toBe("sharePasscodeWrong");

    const right = await unlock(token, "blue-harbour");
    expect(right.status).toBe(200);
    expect(right.body.access).toMatch(/^\d+\.[\w-]+$/);
    const opened = await read(token, { access: right.body.access });
    expect(opened.status).toBe(200);
    expect(opened.body.documents.map((document) => document.kind)).toEqual(["rfp", "pitch"]);
    const deck = await server.fetch(`/api/shared/${token}/deck?access=${encodeURIComponent(right.body.access)}`);
    expect(deck.status).toBe(200);

    // Access is for this link only, and for an hour.
    const other = await share(owner, { kind: "rfp", passcode: "blue-harbour" });
    expect((await read(tokenOf(other.body.url), { access: right.body.access })).status).toBe(401);
    expect((await read(token, { access: `${right.body.access}x` })).status).toBe(401);
    clock.advance(61 * MINUTE);
    expect((await read(token, { access: right.body.access })).status).toBe(401);
  });

  it("takes 10 wrong passcodes in 15 minutes, then answers 429 with Retry-After, even to the right one", async () => {
    const owner = await ownerWith();
    const created = await share(owner, { kind: "rfp", passcode: "blue-harbour" });
    const token = tokenOf(created.body.url);
    for (let attempt = 1; attempt <= 10; attempt++) {
      expect((await unlock(token, `guess-${attempt}`)).status, `attempt ${attempt}`).toBe(401);
    }
    const blocked = await unlock(token, "blue-harbour");
    expect(blocked.status).toBe(429);
    expect(keyOf(blocked)).toBe("shareTooManyAttempts");
    const retryAfter = Number(blocked.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    // Another link is not affected.
    const other = await share(owner, { kind: "rfp", passcode: "blue-harbour" });
    expect((await unlock(tokenOf(other.body.url), "blue-harbour")).status).toBe(200);

    clock.advance(retryAfter * 1000);
    expect((await unlock(token, "blue-harbour")).status).toBe(200);
  });
});

describe("an address that is no link", () => {
  it("is 404, for reading, unlocking and the deck", async () => {
    const unknown = "AAAAAAAAAAAAAAAAAAAAAA";
    const read404 = await read(unknown);
    expect(read404.status).toBe(404);
    expect(keyOf(read404)).toBe("shareNotFound");
    expect((await unlock(unknown, "anything")).status).toBe(404);
    expect((await server.fetch(`/api/shared/${unknown}/deck`)).status).toBe(404);
    expect((await read("x")).status).toBe(404);
  });
});
