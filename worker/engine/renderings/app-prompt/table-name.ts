import type { TEntity } from "#shared/blueprint/schema";

/** Tables are snake_case plurals in the usual builder stacks: "bank_transactions". */
export function tableName(entity: TEntity): string {
  return entity.collection.replace(/-/g, "_");
}
