import { eq } from "drizzle-orm";
import { definitions } from "#db/schema/index";
import type { ApiServer } from "./api-server";
import { bearer, call, post } from "./auth-client";

/** Calls of the commerce tests, as a signed-in user. */
export type Buyer = { id: string; token: string };

export function purchase(server: ApiServer, buyer: Buyer, body: Record<string, unknown>, key?: string) {
  return post<Record<string, unknown> & { purchase: { id: string; status: string; amount: number } }>(
    server,
    "/api/purchases",
    body,
    { ...bearer(buyer.token), ...(key ? { "Idempotency-Key": key } : {}) },
  );
}

export async function me(server: ApiServer, buyer: Buyer) {
  const response = await call<Record<string, number>>(server, "GET", "/api/users/me", undefined, bearer(buyer.token));
  if (response.status !== 200) throw new Error(`me: ${response.status}`);
  return response.body;
}

export async function purchaseStatus(server: ApiServer, buyer: Buyer, id: string): Promise<string> {
  const response = await call<{ status: string }>(
    server,
    "GET",
    `/api/purchases/${id}`,
    undefined,
    bearer(buyer.token),
  );
  return response.body.status;
}

/** Waits until the purchase leaves its state (the sandbox's webhook arrives after the answer). */
export async function settled(server: ApiServer, buyer: Buyer, id: string, from = ["pending", "requires_action"]) {
  for (let attempt = 0; attempt < 200; attempt++) {
    const status = await purchaseStatus(server, buyer, id);
    if (!from.includes(status)) return status;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`purchase ${id} did not settle`);
}

/** A definition row for the user (the questionnaire that creates them arrives with its issue). */
export async function insertDefinition(server: ApiServer, userId: string, name = "Test product") {
  const [row] = await server.handle.db.insert(definitions).values({ userId, name }).returning({ id: definitions.id });
  return row?.id as string;
}

export async function definitionOwner(server: ApiServer, id: string) {
  const [row] = await server.handle.db
    .select({ userId: definitions.userId })
    .from(definitions)
    .where(eq(definitions.id, id));
  return row?.userId;
}
