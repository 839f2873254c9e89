import type { TEntity } from "#shared/blueprint/schema";
import { asciiWords } from "#shared/text/identifiers";
import { clause } from "../text/text";
import { linesOf } from "./reading/segment";
import { isStatusKey, STATUS_WORD } from "./reading/status-words";

/** "Statut : demandé → planifié → ramoné → attesté", "status: quoted -> approved -> paid". */
const CHAIN = new RegExp(`${STATUS_WORD.source}\\s*:\\s*([^.;\\n]+?(?:\\s*(?:->|→|=>|⇒)\\s*[^.;\\n→>]+){2,})`, "iu");

/**
 * The values of a status the founder gave in the workflows and not in the data answer: "Rendez-vous
 * (date, ramoneur, statut)" in q9 and "Statut : demandé → planifié → ramoné" in q8 are one status.
 * The chain goes to the one record whose status has no values, or to the record its line names.
 */
export function withStatusesFromSteps(entities: readonly TEntity[], workflows: string): TEntity[] {
  const open = (entity: TEntity) =>
    entity.fields.find((field) => field.type === "text" && field.values.length === 0 && isStatusKey(field.key));
  const candidates = entities.filter((entity) => open(entity));
  if (candidates.length === 0) return [...entities];
  const found = new Map<string, string[]>();
  for (const line of linesOf(workflows)) {
    const chain = line.match(CHAIN)?.[1];
    if (!chain) continue;
    const values = chain.split(/\s*(?:->|→|=>|⇒)\s*/u).map((value) => asciiWords(clause(value)).join("_"));
    if (values.length < 3 || values.some((value) => !value || value.split("_").length > 4)) continue;
    const words = new Set(asciiWords(line));
    const named = candidates.filter((entity) => asciiWords(entity.nouns.one).every((word) => words.has(word)));
    const target = named.length === 1 ? named[0] : candidates.length === 1 ? candidates[0] : undefined;
    if (target && !found.has(target.name)) found.set(target.name, [...new Set(values)]);
  }
  return entities.map((entity) => {
    const values = found.get(entity.name);
    const field = open(entity);
    if (!values || !field) return entity;
    return {
      ...entity,
      fields: entity.fields.map((candidate) =>
        candidate === field ? { ...candidate, type: "enum", values } : candidate,
      ),
    };
  });
}
