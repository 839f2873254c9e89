import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { createTRPCClient, httpBatchLink, TRPCClientError } from "@trpc/client";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { outbox } from "#db/schema/index";
import { DEFAULT_SETTINGS } from "#shared/schemas/settings";
import { TRPC_MAX_BATCH } from "#shared/trpc-limits";
import { type AppRouter, appRouter } from "#worker/trpc/router";
import { API_RUNTIME, type ApiServer, startApiServer } from "../support/api-server";
import { bearer, PASSWORD, post, uniqueEmail } from "../support/auth-client";
import { settled } from "../support/commerce-client";
import { answeredDefinition, type FactoryUser, ownPackage, signedInUser } from "../support/factories";

/**
 * The door the browser uses: /trpc over real HTTP, called by tRPC's own client with the links of
 * web/lib/trpc.ts (batched, GET with ?batch=1&input= for queries, POST for mutations). Every
 * procedure the web app calls answers a signed-out caller 401 (unless it is public), another
 * user's definition 404, and its owner with the output the screens read.
 */
type Client = ReturnType<typeof createTRPCClient<AppRouter>>;
type Sent = { method: string; url: URL; status: number };

let server: ApiServer;
/** Every request the clients sent, in order. */
let sent: Sent[] = [];

function browserClient(token?: string): Client {
  return createTRPCClient<AppRouter>({
    links: [
      httpBatchLink({
        url: `${server.url}/trpc`,
        maxItems: TRPC_MAX_BATCH,
        headers: token ? bearer(token) : {},
        fetch: async (input, init) => {
          const response = await fetch(input, init as RequestInit);
          sent.push({ method: init?.method ?? "GET", url: new URL(String(input)), status: response.status });
          return response;
        },
      }),
    ],
  });
}

/** The owner's world: a definition through the features with an RFP generated, one package left. */
let owner: { user: FactoryUser; client: Client; token: string; definitionId: string; purchaseId: string };
let signedOut: Client;
let stranger: Client;

beforeAll(async () => {
  server = await startApiServer();
  const { user, tokens } = await signedInUser(server);
  await ownPackage(server, user.id, "CompleteDocumentation", { quantity: 2 });
  const definitionId = await answeredDefinition(server, user.id);
  const rfp = await post(
    server,
    `/api/conversations/${definitionId}/generate-rfp`,
    undefined,
    bearer(tokens.access_token),
  );
  expect(rfp.status).toBe(200);
  const bought = await ownPackage(server, user.id, "RFPGenerator");
  owner = {
    user,
    client: browserClient(tokens.access_token),
    token: tokens.access_token,
    definitionId,
    purchaseId: bought.id,
  };
  signedOut = browserClient();
  stranger = browserClient((await signedInUser(server)).tokens.access_token);
});
afterAll(() => server.close());

/** The tRPC error a call ended in: its code and HTTP status as the client reads them. */
async function refusal(call: Promise<unknown>) {
  const error = await call.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof TRPCClientError)) throw new Error(`expected a tRPC error, got ${String(error)}`);
  return { code: error.data?.code, httpStatus: error.data?.httpStatus };
}

/** The owner's open prompt and q2 answer, read through the door itself. */
async function ownerMessages() {
  const detail = await owner.client.definitions.get.query({ id: owner.definitionId, pageSize: 100 });
  const open = detail.messages.at(-1);
  const vision = detail.messages.find((message) => message.role === "user" && message.metadata.id === "q2");
  if (!open || !vision) throw new Error("the owner's definition has no open prompt or vision");
  return { detail, open, vision };
}

/** The owner's current blueprint and its version, read through the door itself. */
async function ownerBlueprint() {
  const current = await owner.client.definitions.blueprint.query({ id: owner.definitionId });
  if (!current.blueprint || current.version === null) throw new Error("the owner's definition has no blueprint");
  return { version: current.version, blueprint: current.blueprint };
}

/** A small, clean SVG logo (decision 033), base64. */
const SVG_LOGO = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><circle cx="5" cy="5" r="4"/></svg>',
).toString("base64");

/** A valid call of every procedure that needs a session, on the owner's things. */
const protectedCalls: Record<string, (client: Client) => Promise<unknown>> = {
  "users.me": (client) => client.users.me.query(),
  "users.settings": (client) => client.users.settings.query(),
  "users.updateSettings": (client) => client.users.updateSettings.mutate({ theme: "dark" }),
  "users.changePassword": (client) =>
    client.users.changePassword.mutate({ currentPassword: PASSWORD, newPassword: "N3w-password!" }),
  "users.deleteAccount": (client) => client.users.deleteAccount.mutate({ email: owner.user.email }),
  "purchases.create": (client) => client.purchases.create.mutate({ product: "RFPGenerator", quantity: 1 }),
  "purchases.get": (client) => client.purchases.get.query({ id: owner.purchaseId }),
  "purchases.authenticateSandbox": (client) =>
    client.purchases.authenticateSandbox.mutate({ paymentIntentId: "pi_sbx_unknown", succeed: true }),
  "definitions.init": (client) => client.definitions.init.mutate({ packageType: "completeDocumentationPackages" }),
  "definitions.list": (client) => client.definitions.list.query(),
  "definitions.overview": (client) => client.definitions.overview.query(),
  ...definitionCalls(),
  "documents.list": (client) => client.documents.list.query(),
  "documents.usage": (client) => client.documents.usage.query(),
  "shares.revoke": (client) => client.shares.revoke.mutate({ id: crypto.randomUUID() }),
};

/** The calls that name one of the owner's definitions: another user must not learn it exists. */
function definitionCalls(): Record<string, (client: Client) => Promise<unknown>> {
  const id = () => owner.definitionId;
  return {
    "definitions.get": (client) => client.definitions.get.query({ id: id(), page: 1, pageSize: 20 }),
    "definitions.answer": async (client) => {
      const { open } = await ownerMessages();
      return client.definitions.answer.mutate({ conversationId: id(), messageId: open.id, content: "A" });
    },
    "definitions.blueprint": (client) => client.definitions.blueprint.query({ id: id() }),
    "definitions.updateBlueprint": async (client) => {
      const { version, blueprint } = await ownerBlueprint();
      return client.definitions.updateBlueprint.mutate({ id: id(), version, blueprint });
    },
    "definitions.updateAnswers": async (client) => {
      const { vision } = await ownerMessages();
      return client.definitions.updateAnswers.mutate({ id: id(), messages: [{ id: vision.id, content: "Changed." }] });
    },
    "documents.versions": (client) => client.documents.versions.query({ id: id(), kind: "rfp" }),
    "documents.text": (client) => client.documents.text.query({ id: id(), kind: "rfp" }),
    "documents.link": (client) => client.documents.link.mutate({ id: id(), kind: "rfp" }),
    "shares.create": (client) => client.shares.create.mutate({ id: id(), kind: "rfp" }),
    "shares.list": (client) => client.shares.list.query({ id: id(), kind: "rfp" }),
    "deck.theme": (client) => client.deck.theme.query({ id: id() }),
    "deck.setTheme": (client) => client.deck.setTheme.mutate({ id: id(), theme: "dark", accent: null }),
    "deck.setLogo": (client) => client.deck.setLogo.mutate({ id: id(), type: "image/svg+xml", data: SVG_LOGO }),
    "deck.removeLogo": (client) => client.deck.removeLogo.mutate({ id: id() }),
  };
}

/** What a signed-out browser calls: the app's start-up and the auth screens. */
const PUBLIC = [
  "health",
  "config.client",
  "packages.list",
  "auth.signup",
  "auth.login",
  "auth.forgotPassword",
  "auth.resetPassword",
];

/** One success per procedure: the owner (or a user of its own) calls it and gets what the screens read. */
const successes: [string, () => Promise<void>][] = [
  [
    "health",
    async () => {
      expect(await signedOut.health.query()).toMatchObject({
        status: "ok",
        runtime: API_RUNTIME,
        database: { reachable: true },
      });
    },
  ],
  [
    "config.client",
    async () => {
      expect(await signedOut.config.client.query()).toMatchObject({ payments: { mode: "sandbox" } });
    },
  ],
  [
    "packages.list",
    async () => {
      const { packages } = await signedOut.packages.list.query();
      expect(packages.map((item) => item.id)).toEqual(["rfp-free", "complete-docs", "dev-week", "dev-hours"]);
    },
  ],
  [
    "auth.signup",
    async () => {
      const email = uniqueEmail("door");
      const created = await signedOut.auth.signup.mutate({ email, password: PASSWORD, firstName: "Door" });
      expect(created).toMatchObject({ success: true, user: { email, firstName: "Door", rfpGeneratorPackages: 0 } });
    },
  ],
  [
    "auth.login",
    async () => {
      const tokens = await signedOut.auth.login.mutate({ username: owner.user.email, password: PASSWORD });
      expect(tokens).toMatchObject({ success: true, token_type: "Bearer", expires_in: 900 });
      expect((await browserClient(tokens.access_token).users.me.query()).id).toBe(owner.user.id);
    },
  ],
  [
    "auth.forgotPassword",
    async () => {
      const answer = await signedOut.auth.forgotPassword.mutate({ emailAddress: owner.user.email });
      expect(answer).toMatchObject({ success: true, message: expect.any(String) });
      expect(await resetTokenFor(owner.user.email)).toMatch(/^[\w-]{43}$/);
    },
  ],
  [
    "auth.resetPassword",
    async () => {
      const { user } = await signedInUser(server);
      await signedOut.auth.forgotPassword.mutate({ emailAddress: user.email });
      const token = await resetTokenFor(user.email);
      expect(await signedOut.auth.resetPassword.mutate({ token, newPassword: "Res3t-password!" })).toMatchObject({
        success: true,
      });
      const tokens = await signedOut.auth.login.mutate({ username: user.email, password: "Res3t-password!" });
      expect(tokens.access_token).toBeTruthy();
    },
  ],
  [
    "users.me",
    async () => {
      expect(await owner.client.users.me.query()).toMatchObject({
        id: owner.user.id,
        email: owner.user.email,
        completeDocumentationPackages: 2,
        completeDocumentationPackagesUsed: 1,
        rfpGeneratorPackages: 1,
      });
    },
  ],
  [
    "users.settings",
    async () => {
      expect(await owner.client.users.settings.query()).toMatchObject({ ...DEFAULT_SETTINGS, updatedAt: null });
    },
  ],
  [
    "users.updateSettings",
    async () => {
      const saved = await owner.client.users.updateSettings.mutate({ timezone: "Europe/Paris" });
      expect(saved).toMatchObject({ timezone: "Europe/Paris", language: "en" });
      expect((await owner.client.users.settings.query()).timezone).toBe("Europe/Paris");
    },
  ],
  [
    "users.changePassword",
    async () => {
      const { tokens } = await signedInUser(server);
      const client = browserClient(tokens.access_token);
      const changed = await client.users.changePassword.mutate({
        currentPassword: PASSWORD,
        newPassword: "N3w-password!",
      });
      expect(changed).toMatchObject({ success: true, message: "Password Updated" });
      expect((await client.users.me.query()).id).toBeTruthy();
    },
  ],
  [
    "users.deleteAccount",
    async () => {
      const { user, tokens } = await signedInUser(server);
      const client = browserClient(tokens.access_token);
      expect(await client.users.deleteAccount.mutate({ email: user.email })).toMatchObject({ success: true });
      expect(await refusal(client.users.me.query())).toMatchObject({ code: "UNAUTHORIZED" });
    },
  ],
  [
    "purchases.create",
    async () => {
      const { tokens } = await signedInUser(server);
      const bought = await browserClient(tokens.access_token).purchases.create.mutate({
        product: "RFPGenerator",
        quantity: 1,
      });
      expect(bought).toMatchObject({
        success: true,
        requiresAction: false,
        purchase: { product: "RFPGenerator", status: "succeeded", amount: 0 },
      });
    },
  ],
  [
    "purchases.get",
    async () => {
      expect(await owner.client.purchases.get.query({ id: owner.purchaseId })).toMatchObject({
        id: owner.purchaseId,
        status: "succeeded",
        product: "RFPGenerator",
      });
    },
  ],
  [
    "purchases.authenticateSandbox",
    async () => {
      const { user, tokens } = await signedInUser(server);
      const client = browserClient(tokens.access_token);
      const pending = await client.purchases.create.mutate({
        product: "CompleteDocumentation",
        cardStripeToken: "tok_threeDSecure2Required",
        quantity: 1,
      });
      expect(pending).toMatchObject({ requiresAction: true, paymentIntentId: expect.stringMatching(/^pi_sbx_/) });
      const paymentIntentId = String(pending.paymentIntentId);
      expect(await client.purchases.authenticateSandbox.mutate({ paymentIntentId, succeed: true })).toEqual({
        success: true,
      });
      // The sandbox's webhook completes the purchase after the answer.
      expect(await settled(server, { id: user.id, token: tokens.access_token }, pending.purchase.id)).toBe("succeeded");
    },
  ],
  [
    "definitions.init",
    async () => {
      const started = await owner.client.definitions.init.mutate({ packageType: "completeDocumentationPackages" });
      expect(started.sessionId).toMatch(/^[0-9a-f-]{36}$/);
      expect(started.prompts[0]?.metadata).toMatchObject({ id: "q1", step: 1 });
    },
  ],
  [
    "definitions.answer",
    async () => {
      const [draft] = (await owner.client.definitions.list.query({ status: "Draft" })).conversations;
      if (!draft) throw new Error("no draft to answer (definitions.init runs first)");
      const [first] = (await owner.client.definitions.get.query({ id: draft.id })).messages;
      const answered = await owner.client.definitions.answer.mutate({
        conversationId: draft.id,
        messageId: String(first?.id),
        content: "TaskNest",
      });
      expect(answered).toMatchObject({ success: true, nextPrompt: { metadata: { id: "q2" } }, progress: { step: 2 } });
    },
  ],
  [
    "definitions.list",
    async () => {
      const { conversations } = await owner.client.definitions.list.query({ limit: 10 });
      expect(conversations).toHaveLength(2);
      expect(conversations.find((item) => item.id === owner.definitionId)).toMatchObject({
        name: "TaskNest",
        currentPromptId: "qGenerateRFP",
        documentsGenerated: 1,
      });
    },
  ],
  [
    "definitions.overview",
    async () => {
      expect(await owner.client.definitions.overview.query()).toMatchObject({ total: 2, documentsGenerated: 1 });
    },
  ],
  [
    "definitions.get",
    async () => {
      const detail = await owner.client.definitions.get.query({ id: owner.definitionId, pageSize: 100 });
      expect(detail.conversation).toMatchObject({
        id: owner.definitionId,
        currentPromptId: "qGenerateRFP",
        status: "complete",
        packageType: "completeDocumentationPackages",
      });
      expect(detail.documents.rfpUrl).toContain(`/${owner.definitionId}/`);
      expect(detail.generation).toEqual({ rfp: null, pitch: null, openapi: null, app_prompt: null });
    },
  ],
  [
    "definitions.blueprint",
    async () => {
      expect(await owner.client.definitions.blueprint.query({ id: owner.definitionId })).toMatchObject({
        version: 1,
        outOfDate: false,
        blueprint: { product: { name: "TaskNest" } },
      });
    },
  ],
  [
    "definitions.updateBlueprint",
    async () => {
      const { version, blueprint } = await ownerBlueprint();
      const corrected = { ...blueprint, product: { ...blueprint.product, oneLiner: "Corrected at the door." } };
      const stored = await owner.client.definitions.updateBlueprint.mutate({
        id: owner.definitionId,
        version,
        blueprint: corrected,
      });
      expect(stored).toMatchObject({ version: version + 1, model: "founder", outOfDate: false });
      expect(stored.blueprint?.product.oneLiner).toBe("Corrected at the door.");
      expect(stored.documents).toEqual([expect.objectContaining({ kind: "rfp", blueprintVersion: 1, current: false })]);
    },
  ],
  [
    "documents.list",
    async () => {
      const list = await owner.client.documents.list.query();
      expect(list.documents.map((item) => [item.document.kind, item.document.version])).toEqual([["rfp", 1]]);
      expect(list.usage).toMatchObject({ used: 1, limit: 10 });
    },
  ],
  [
    "documents.usage",
    async () => {
      expect(await owner.client.documents.usage.query()).toMatchObject({ used: 1, limit: 10, remaining: 9 });
    },
  ],
  [
    "documents.versions",
    async () => {
      const versions = await owner.client.documents.versions.query({ id: owner.definitionId, kind: "rfp" });
      expect(versions).toEqual([expect.objectContaining({ kind: "rfp", version: 1, status: "complete" })]);
    },
  ],
  [
    "documents.text",
    async () => {
      const { content } = await owner.client.documents.text.query({ id: owner.definitionId, kind: "rfp" });
      // The same text as the REST read of the current version.
      const rest = await fetch(`${server.url}/api/conversations/${owner.definitionId}/documents/rfp`, {
        headers: { authorization: `Bearer ${owner.token}` },
      });
      expect(content).toBe(await rest.text());
      expect(content).toContain("FR-1");
      // Nothing generated yet is null, not an error; the deck (drawn in its look when read) is not asked for here.
      expect(await owner.client.documents.text.query({ id: owner.definitionId, kind: "openapi" })).toEqual({
        content: null,
      });
      await expect(
        owner.client.documents.text.query({ id: owner.definitionId, kind: "pitch" as "rfp" }),
      ).rejects.toThrow();
    },
  ],
  [
    "documents.link",
    async () => {
      const link = await owner.client.documents.link.mutate({ id: owner.definitionId, kind: "rfp" });
      expect(link.url).toContain(`/${owner.definitionId}/documents/rfp`);
      expect((await fetch(link.url)).status).toBe(200);
    },
  ],
  [
    "shares.create",
    async () => {
      const share = await owner.client.shares.create.mutate({ id: owner.definitionId, kind: "rfp", expiresInDays: 7 });
      expect(share).toMatchObject({ kind: "rfp", status: "active", hasPasscode: false });
      expect((await fetch(`${server.url}/api/shared/${share.url.split("/s/")[1]}`)).status).toBe(200);
    },
  ],
  [
    "shares.list",
    async () => {
      const { shares } = await owner.client.shares.list.query({ id: owner.definitionId, kind: "rfp" });
      expect(shares.length).toBeGreaterThan(0);
      expect(shares.every((share) => share.kind === "rfp")).toBe(true);
    },
  ],
  [
    "deck.setTheme",
    async () => {
      const saved = await owner.client.deck.setTheme.mutate({
        id: owner.definitionId,
        theme: "bold",
        accent: "#AA3300",
      });
      expect(saved).toEqual({ theme: "bold", accent: "#aa3300", contact: null, logo: null });
    },
  ],
  [
    "deck.setLogo",
    async () => {
      const saved = await owner.client.deck.setLogo.mutate({
        id: owner.definitionId,
        type: "image/svg+xml",
        data: SVG_LOGO,
      });
      expect(saved).toMatchObject({ logo: "image/svg+xml" });
    },
  ],
  [
    "deck.removeLogo",
    async () => {
      expect(await owner.client.deck.removeLogo.mutate({ id: owner.definitionId })).toMatchObject({ logo: null });
    },
  ],
  [
    "deck.theme",
    async () => {
      expect(await owner.client.deck.theme.query({ id: owner.definitionId })).toMatchObject({
        theme: expect.stringMatching(/^(light|dark|bold)$/),
      });
    },
  ],
  [
    "shares.revoke",
    async () => {
      const share = await owner.client.shares.create.mutate({ id: owner.definitionId, kind: "rfp" });
      expect(await owner.client.shares.revoke.mutate({ id: share.id })).toMatchObject({
        id: share.id,
        status: "revoked",
      });
    },
  ],
  [
    "definitions.updateAnswers",
    async () => {
      const { vision } = await ownerMessages();
      const updated = await owner.client.definitions.updateAnswers.mutate({
        id: owner.definitionId,
        messages: [{ id: vision.id, content: "A sharper one-line vision." }],
      });
      expect(updated.conversation).toMatchObject({ vision: "A sharper one-line vision." });
      expect(updated.conversation.answersEditedAt).not.toBeNull();
      expect(updated.messages.find((message) => message.id === vision.id)?.content).toBe("A sharper one-line vision.");
    },
  ],
];

/** Procedures named in web/ as trpc.x.y / client.x.y calls (queryOptions, mutate, ...). */
function proceduresTheWebCalls(): string[] {
  const files = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) return files(path);
      return /\.tsx?$/.test(name) ? [path] : [];
    });
  const call =
    /\b(?:trpc|trpcClient|client)\.([a-zA-Z]+(?:\.[a-zA-Z]+)?)\.(?:query|mutate|queryOptions|mutationOptions|infiniteQueryOptions)\b/g;
  const found = files("web").flatMap((file) => [...readFileSync(file, "utf8").matchAll(call)].map((m) => m[1] ?? ""));
  return [...new Set(found)].filter((path) => path in appRouter._def.procedures).sort();
}

/** Resolves with the last reset link's token mailed to the address (written just after the answer: waited for). */
async function resetTokenFor(email: string): Promise<string> {
  for (const startedAt = Date.now(); Date.now() - startedAt < 20_000; ) {
    const mails = await server.handle.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.to, email), eq(outbox.kind, "password_reset")));
    const token = mails.at(-1)?.text.match(/token=([\w-]+)/)?.[1];
    if (token) return token;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`no reset email for ${email}`);
}

/** What the browser's link sent for a procedure: GET ?batch=1&input= for a query, POST ?batch=1 for a mutation. */
function expectBrowserWire(path: string) {
  const type = (appRouter._def.procedures as unknown as Record<string, { _def: { type: string } }>)[path]?._def.type;
  const request = sent.find((item) => item.url.pathname === `/trpc/${path}`);
  expect(request, `no request for ${path}`).toBeDefined();
  expect(request?.url.searchParams.get("batch")).toBe("1");
  if (type === "query") {
    expect(request?.method).toBe("GET");
    expect(request?.url.searchParams.has("input")).toBe(true);
  } else {
    expect(type).toBe("mutation");
    expect(request?.method).toBe("POST");
  }
}

describe("the tRPC door, as the browser calls it", () => {
  it("is tested here for every procedure the web app calls", () => {
    const web = proceduresTheWebCalls();
    expect(web.length).toBeGreaterThanOrEqual(20);
    expect(web.filter((path) => !successes.some(([name]) => name === path))).toEqual([]);
    const needSession = web.filter((path) => !PUBLIC.includes(path));
    expect(needSession.filter((path) => !(path in protectedCalls))).toEqual([]);
  });

  it.each(Object.keys(protectedCalls))("%s answers a signed-out caller UNAUTHORIZED (401)", async (path) => {
    sent = [];
    expect(await refusal(protectedCalls[path]?.(signedOut) as Promise<unknown>)).toEqual({
      code: "UNAUTHORIZED",
      httpStatus: 401,
    });
    expect(sent.find((item) => item.url.pathname === `/trpc/${path}`)?.status).toBe(401);
    expectBrowserWire(path);
  });

  it.each([...Object.keys(definitionCalls()), "purchases.get"])(
    "%s answers another user NOT_FOUND (404) and changes nothing of the owner's",
    async (path) => {
      const before = await ownerMessages();
      sent = [];
      expect(await refusal(protectedCalls[path]?.(stranger) as Promise<unknown>)).toEqual({
        code: "NOT_FOUND",
        httpStatus: 404,
      });
      expectBrowserWire(path);
      expect((await ownerMessages()).detail).toEqual(before.detail);
    },
  );

  it.each(successes)("%s answers its caller with what the screens read", async (path, check) => {
    sent = [];
    await check();
    expect(sent.filter((item) => item.url.pathname === `/trpc/${path}`).map((item) => item.status)).toContain(200);
    expectBrowserWire(path);
  });
});
