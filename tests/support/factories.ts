import { eq } from "drizzle-orm";
import { definitions, messages, purchases, users } from "#db/schema/index";
import { tokenResponse } from "#services/auth/issue-tokens";
import { hashPassword } from "#services/auth/password-hash";
import { startSession } from "#services/auth/refresh-tokens";
import { answersOf } from "#services/definitions/definition-state";
import { type MessageRow, messageView } from "#services/definitions/message-view";
import { promptMessage } from "#services/definitions/prompt-message";
import { startDefinition } from "#services/definitions/start-definition";
import { completePurchase } from "#services/purchases/complete-purchase";
import { getSettings } from "#services/users/settings";
import { packageByProduct } from "#shared/commerce/catalogue";
import { checkAnswer, documentOption } from "#shared/questionnaire/answers";
import { nextPromptId, progressAt } from "#shared/questionnaire/flow";
import { SPECIAL_PROMPTS } from "#shared/questionnaire/prompts";
import type { TDefinitionPackage } from "#shared/schemas/definitions";
import type { ApiServer } from "./api-server";
import { PASSWORD, uniqueEmail } from "./auth-client";
import { answerFor } from "./interview";

/**
 * State a test needs but does not test, written straight into the test server's database.
 *
 * Signing up hashes a password with 100,000 PBKDF2 iterations and logging in checks it again;
 * buying goes through the payment sandbox (and its webhook); a finished questionnaire is about
 * 35 calls. Tests whose subject is one of those keep doing it over HTTP (auth-*, password-reset,
 * purchases, stripe-*, the interviews of conversations and writer-features); every other test
 * gets the same rows from here.
 * Where the app has a function for the step (sessions, tokens, completing a purchase, starting a
 * definition, the prompts' text) the factories call it, so they cannot drift from the app;
 * tests/api/factories.test.ts checks that the API cannot tell the two apart.
 */

/** What the services get from a route, at the server's clock (a test clock moves the factories too). */
import type { ServiceContext } from "#worker/ports";

function serviceContext(server: ApiServer): ServiceContext {
  return {
    db: server.handle.db,
    deps: server.deps,
    now: server.deps.clock(),
    clientIp: null,
    // None of the services called here defers work; a task would still run, just not be awaited.
    defer: () => undefined,
  };
}

let passwordHash: Promise<string> | undefined;

/**
 * PASSWORD hashed by the app, once per test file and shared by every factory user: the hash is
 * real (login and the password change check it as usual), only its 100,000 iterations are not
 * paid again for each user. Users differ by email, never by password.
 */
function testPasswordHash(): Promise<string> {
  passwordHash ??= hashPassword(PASSWORD);
  return passwordHash;
}

/** The shape auth-client's createUser returns, so call sites switch without change. */
export type FactoryUser = { id: string; email: string; password: string; firstName: string; lastName: string };

/** An account as sign-up leaves it (default settings, no packages), with the password PASSWORD. */
export async function insertUser(
  server: ApiServer,
  fields: Partial<Pick<FactoryUser, "email" | "firstName" | "lastName">> = {},
): Promise<FactoryUser> {
  const values = { email: uniqueEmail(), firstName: "Ada", lastName: "Lovelace", ...fields };
  const [row] = await server.handle.db
    .insert(users)
    .values({ ...values, passwordHash: await testPasswordHash() })
    .returning({ id: users.id });
  if (!row) throw new Error("no user inserted");
  return { ...values, password: PASSWORD, id: row.id };
}

/**
 * A signed-in session as login opens one, minus the password check: the app's own refresh-token
 * family and access token (at the server's clock), in the login answer's shape. Also used to
 * "sign in again" after a test clock jumped past the access token's 15 minutes.
 */
export async function openSession(server: ApiServer, user: Pick<FactoryUser, "id" | "email" | "firstName">) {
  const ctx = serviceContext(server);
  const session = await startSession(ctx.db, user.id, ctx.now);
  return tokenResponse(ctx, user, session);
}

/** A new user and a session: the factory counterpart of auth-client's signedInUser (same shape). */
export async function signedInUser(server: ApiServer) {
  const user = await insertUser(server);
  return { user, tokens: await openSession(server, user) };
}

export type Product = "RFPGenerator" | "CompleteDocumentation" | "DevelopmentWeek" | "DevelopmentHours";

/**
 * Packages the user owns, as a paid purchase leaves them: a purchase at the catalogue's price,
 * completed by the app's own completePurchase in one transaction (status succeeded, the hour
 * block of an hour package, the upgrade of `definitionId` for a complete package). No card, no
 * payment sandbox and its webhook, no confirmation email: tests of those buy over HTTP.
 */
export async function ownPackage(
  server: ApiServer,
  userId: string,
  product: Product,
  options: { quantity?: number; definitionId?: string } = {},
) {
  const item = packageByProduct(product);
  if (!item) throw new Error(`no such product: ${product}`);
  const quantity = options.quantity ?? 1;
  const now = server.deps.clock();
  const paid = item.priceCents > 0;
  const purchase = await server.handle.db.transaction(async (tx) => {
    const [pending] = await tx
      .insert(purchases)
      .values({
        userId,
        packageId: item.id,
        quantity,
        amountCents: item.priceCents * quantity,
        definitionId: options.definitionId ?? null,
        createdAt: now,
      })
      .returning({ id: purchases.id });
    if (!pending) throw new Error("no purchase inserted");
    // The free package is activated without a payment; a paid one carries Stripe's ids.
    const payment = paid
      ? { paymentIntentId: `pi_factory_${crypto.randomUUID()}`, chargeId: `ch_factory_${crypto.randomUUID()}` }
      : { paymentIntentId: null, chargeId: null };
    return completePurchase(tx, pending.id, payment, now);
  });
  if (!purchase) throw new Error(`the ${product} purchase did not complete`);
  return purchase;
}

export type AnsweredOptions = {
  packageType?: TDefinitionPackage;
  /** The prompt left waiting; by default the one after the features (qGenerateRFP). */
  stopAt?: string;
  /** Passed to interview.ts's answerFor: the Yes/No answers and the option at qGenerateRFP. */
  yesNo?: "Yes" | "No";
  option?: string;
  /** A founder's answers by question id (a corpus set's), instead of the placeholders. */
  answers?: Readonly<Record<string, string>>;
};

/**
 * A definition bound to one of the user's packages (which it consumes, as init does), with its
 * questionnaire answered up to `stopAt` the way tests/support/interview.ts answers it: the same
 * message rows, definition fields and feature list (asked of the server's writer, as the
 * interview does) that answering over HTTP leaves, written at once. The user must own a package
 * of the type (ownPackage). Returns the definition's id.
 */
export async function answeredDefinition(server: ApiServer, userId: string, options: AnsweredOptions = {}) {
  const packageType = options.packageType ?? "completeDocumentationPackages";
  const stopAt = options.stopAt ?? SPECIAL_PROMPTS.documents;
  const ctx = serviceContext(server);
  // The app's own init: the draft, its binding and the first prompt.
  const definitionId = (await startDefinition(ctx, userId, packageType)).sessionId;
  const rows: MessageRow[] = await ctx.db.select().from(messages).where(eq(messages.definitionId, definitionId));
  let prompt = rows[0];
  if (!prompt || rows.length !== 1) throw new Error("init did not leave exactly one prompt");
  const { language } = await getSettings(ctx, userId);

  // What send-answer does for each answer, in memory: check and store the answer, ask the next prompt.
  const message = (fields: Pick<MessageRow, "role" | "promptId" | "content"> & Partial<MessageRow>): MessageRow => ({
    id: crypto.randomUUID(),
    definitionId,
    seq: rows.length + 1,
    replyTo: null,
    metadata: {},
    createdAt: ctx.now,
    updatedAt: null,
    ...fields,
  });
  while (prompt.promptId !== stopAt && prompt.promptId !== SPECIAL_PROMPTS.final) {
    const offered = (prompt.metadata.features as string[] | undefined) ?? [];
    const check = checkAnswer(prompt.promptId, answerFor(messageView(prompt), options), offered);
    if (!check.ok) throw new Error(`${prompt.promptId}: ${check.message}`);
    if (
      prompt.promptId === SPECIAL_PROMPTS.documents &&
      packageType === "rfpGeneratorPackages" &&
      documentOption(check.content)?.letter !== "A"
    ) {
      throw new Error("an RFP-only definition can only choose A at qGenerateRFP");
    }
    const nextId = nextPromptId(prompt.promptId, check.content);
    rows.push(message({ role: "user", promptId: prompt.promptId, content: check.content, replyTo: prompt.id }));
    // As send-answer: the writer gets every answer so far, this one included.
    const features =
      nextId === SPECIAL_PROMPTS.features
        ? await ctx.deps.writer.suggestFeatures(Object.fromEntries(answersOf(rows)), language)
        : [];
    if (!nextId) break;
    const next = message({
      role: "assistant",
      promptId: nextId,
      ...promptMessage(nextId, progressAt(nextId, answersOf(rows)), features),
    });
    rows.push(next);
    prompt = next;
  }

  const written = rows.slice(1);
  if (written.length === 0) return definitionId;
  const answers = answersOf(rows);
  await ctx.db.transaction(async (tx) => {
    await tx.insert(messages).values(written);
    await tx
      .update(definitions)
      .set({
        status: "in_progress",
        name: answers.get("q1") ?? "",
        vision: answers.get("q2") ?? "",
        step: progressAt(prompt.promptId, answers).step,
        updatedAt: ctx.now,
      })
      .where(eq(definitions.id, definitionId));
  });
  return definitionId;
}
