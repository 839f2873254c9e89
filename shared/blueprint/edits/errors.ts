/** Why an edit of the blueprint cannot be made; the Blueprint view says it in the user's language. */
export const EDIT_REFUSALS = [
  "empty",
  "duplicate",
  "tooMany",
  "tooFewValues",
  "lastRequirement",
  "lastStep",
  "criteria",
  "unknown",
] as const;
export type TEditRefusal = (typeof EDIT_REFUSALS)[number];

/** An edit refused before it changes anything (a blueprint is never half-edited). */
export class BlueprintEditError extends Error {
  override readonly name = "BlueprintEditError";
  constructor(readonly reason: TEditRefusal) {
    super(`blueprint edit refused: ${reason}`);
  }
}

export function refuse(reason: TEditRefusal): never {
  throw new BlueprintEditError(reason);
}
