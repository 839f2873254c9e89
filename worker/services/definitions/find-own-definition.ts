import { and, eq } from "drizzle-orm";
import type { DbTransaction } from "#db/client";
import { definitions } from "#db/schema/index";
import { AppError } from "#shared/errors/app-error";
import type { ServiceContext } from "#worker/ports";
import type { DefinitionRow } from "./definition-state";

/**
 * The caller's own definition, locked for the rest of the transaction with `forUpdate`. Another
 * user's definition is not found, exactly like a missing one (404): nothing reveals it exists.
 */
export async function findOwnDefinition(
  db: ServiceContext["db"] | DbTransaction,
  userId: string,
  definitionId: string,
  { forUpdate = false } = {},
): Promise<DefinitionRow> {
  const query = db
    .select()
    .from(definitions)
    .where(and(eq(definitions.id, definitionId), eq(definitions.userId, userId)));
  const [definition] = forUpdate ? await query.for("update") : await query;
  if (!definition) throw new AppError("definitionNotFound");
  return definition;
}
