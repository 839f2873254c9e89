import { and, eq } from "drizzle-orm";
import { definitions } from "../../../db/schema";
import { AppError } from "../../../shared/errors/app-error";
import type { ServiceContext } from "../context";

/** The user's own definition; another user's is as absent as a missing one (404, nothing revealed). */
export async function findOwnDefinition(ctx: ServiceContext, userId: string, definitionId: string) {
  const [definition] = await ctx.db
    .select()
    .from(definitions)
    .where(and(eq(definitions.id, definitionId), eq(definitions.userId, userId)));
  if (!definition) throw AppError.notFound("Product definition not found");
  return definition;
}
