import type { TLanguage } from "#shared/settings/options";
import {
  headAndRest,
  isFree,
  isLoneJoinedName,
  isName,
  normalizeFree,
  normalizeName,
  rowsOf,
  trailingMarker,
} from "./grammar";
import type { TRoleRow } from "./types";
import { allWords, impliesAdmin, wordOf } from "./words";

/**
 * q7 roles: `Owner (admin): everything; Dispatcher: schedule and assign jobs; Cleaner` — a row
 * per role, its admin marker in brackets after the name, what it may do after the colon (a role
 * with nothing to say is its name alone). A role named Admin, or whose rights are "everything"
 * ("alles", "todo", "tout"), is an admin whether or not its box was ticked, as founders mean it.
 */
export function normalizeRoles(rows: readonly TRoleRow[]): TRoleRow[] {
  return rows
    .map((row) => {
      const name = normalizeName(row.name, "role");
      const permissions = normalizeFree(row.permissions, { brackets: true });
      return { name, permissions, admin: row.admin || impliesAdmin(name, permissions) };
    })
    .filter((row) => row.name.length > 0);
}

export function serializeRoles(rows: readonly TRoleRow[], language: TLanguage): string {
  const admin = wordOf(language, "admin");
  return normalizeRoles(rows)
    .map((row) => {
      const head = row.admin ? `${row.name} (${admin})` : row.name;
      return row.permissions ? `${head}: ${row.permissions}` : head;
    })
    .join("; ");
}

export function parseRoles(text: string): TRoleRow[] | null {
  const rows = rowsOf(text);
  if (!rows) return null;
  const markers = allWords("admin");
  const out: TRoleRow[] = [];
  for (const row of rows) {
    const { head, rest } = headAndRest(row);
    const { name, marked } = trailingMarker(head, markers);
    if (!isName(name, "role") || isLoneJoinedName(rows, rest === null && !marked, name)) return null;
    const permissions = rest ?? "";
    if (!isFree(permissions, { brackets: true }) || (rest !== null && !permissions)) return null;
    out.push({ name, permissions, admin: marked || impliesAdmin(name, permissions) });
  }
  return out;
}
