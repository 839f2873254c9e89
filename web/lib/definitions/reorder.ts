import { type DefinitionTexts, ENGLISH_DEFINITION_TEXTS } from "./definition-texts";

/** The list with the item at `from` moved to `to`; the same list when either is out of range. */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const copy = [...items];
  if (from === to || from < 0 || to < 0 || from >= copy.length || to >= copy.length) return copy;
  const [moved] = copy.splice(from, 1) as [T];
  copy.splice(to, 0, moved);
  return copy;
}

export function moveUp<T>(items: readonly T[], index: number): T[] {
  return moveItem(items, index, index - 1);
}

export function moveDown<T>(items: readonly T[], index: number): T[] {
  return moveItem(items, index, index + 1);
}

/** What a screen reader hears after a move: "Invoicing moved to position 2 of 5". */
export function moveAnnouncement(
  item: string,
  position: number,
  total: number,
  t: DefinitionTexts = ENGLISH_DEFINITION_TEXTS,
): string {
  return t("moved", { item, position, total });
}
