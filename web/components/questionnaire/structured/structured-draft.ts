import {
  parseIntegrations,
  parsePlatforms,
  parseRecords,
  parseRoles,
  serializeIntegrations,
  serializePlatforms,
  serializeRecords,
  serializeRoles,
  type TIntegrationChip,
  type TPlatformChoice,
  type TRecordRow,
  type TRoleRow,
  type TStructuredKind,
} from "#shared/questionnaire/structured";
import type { TLanguage } from "#shared/settings/options";

/**
 * What a structured control holds while it is being filled in: the codec's rows plus what the
 * screen needs (a stable key per row, a record's fields and status values as typed, "Other"
 * ticked before its name is written). `draftText` turns it into the canonical answer text.
 */
export type TRoleDraft = TRoleRow & { key: string };
/** `links` holds the keys of the other rows, so a link follows its record through a rename. */
export type TRecordDraft = { key: string; name: string; fields: string; statusValues: string; links: string[] };
export type TIntegrationDraft = TIntegrationChip & { key: string };
export type TPlatformDraft = Omit<TPlatformChoice, "other"> & { otherChecked: boolean; other: string };

export type StructuredDraft =
  | { kind: "roles"; rows: TRoleDraft[] }
  | { kind: "data"; rows: TRecordDraft[] }
  /** `pending`: the service being typed in the add form, sent with the rest once it has a name. */
  | { kind: "integrations"; chips: TIntegrationDraft[]; pending: TIntegrationChip }
  | { kind: "platforms"; choice: TPlatformDraft };

/** Why a draft cannot be sent as it is (a row with content but no name would be dropped). */
export type DraftProblem = "unnamedRole" | "unnamedRecord" | "unnamedService" | null;

let lastKey = 0;
/** A key for a new row, unique on the page. */
export function rowKey(): string {
  lastKey += 1;
  return `row-${lastKey}`;
}

export function emptyRole(): TRoleDraft {
  return { key: rowKey(), name: "", permissions: "", admin: false };
}

export function emptyIntegration(): TIntegrationChip {
  return { service: "", purpose: "", later: false };
}

export function emptyRecord(): TRecordDraft {
  return { key: rowKey(), name: "", fields: "", statusValues: "", links: [] };
}

/** A new answer's control: one empty row for roles and records, nothing chosen for the rest. */
export function emptyDraft(kind: TStructuredKind): StructuredDraft {
  switch (kind) {
    case "roles":
      return { kind, rows: [emptyRole()] };
    case "data":
      return { kind, rows: [emptyRecord()] };
    case "integrations":
      return { kind, chips: [], pending: emptyIntegration() };
    case "platforms":
      return {
        kind,
        choice: { web: false, ios: false, android: false, desktop: false, otherChecked: false, other: "" },
      };
  }
}

/** "date, address,  crew," -> ["date", "address", "crew"] */
export function splitList(text: string): string[] {
  return text
    .split(",")
    .map((item) => item.trim())
    .filter((item) => item.length > 0);
}

const joinList = (items: readonly string[]) => items.join(", ");

/**
 * The control filled from an answer's text: an empty text gives the empty control, a canonical
 * text its rows, and prose null (it stays text).
 */
export function draftFromText(kind: TStructuredKind, text: string): StructuredDraft | null {
  if (text.trim().length === 0) return emptyDraft(kind);
  switch (kind) {
    case "roles": {
      const rows = parseRoles(text);
      return rows && { kind, rows: rows.map((row) => ({ ...row, key: rowKey() })) };
    }
    case "data": {
      const rows = parseRecords(text);
      if (!rows) return null;
      const keys = rows.map(() => rowKey());
      const keyOf = (name: string) => keys[rows.findIndex((row) => row.name === name)];
      return {
        kind,
        rows: rows.map((row, index) => ({
          key: keys[index] ?? rowKey(),
          name: row.name,
          fields: joinList(row.fields),
          statusValues: joinList(row.statusValues),
          links: row.links.map(keyOf).filter((key): key is string => key !== undefined && key !== keys[index]),
        })),
      };
    }
    case "integrations": {
      const chips = parseIntegrations(text);
      return chips && { kind, chips: chips.map((chip) => ({ ...chip, key: rowKey() })), pending: emptyIntegration() };
    }
    case "platforms": {
      const choice = parsePlatforms(text);
      return choice && { kind, choice: { ...choice, otherChecked: choice.other.trim().length > 0 } };
    }
  }
}

/** The roles that will be sent: rows with a name, trimmed. */
export function rolesOf(rows: readonly TRoleDraft[]): TRoleRow[] {
  return rows
    .filter((row) => row.name.trim().length > 0)
    .map((row) => ({ name: row.name.trim(), permissions: row.permissions.trim(), admin: row.admin }));
}

/** The records that will be sent: rows with a name; links only to other named records, by name. */
export function recordsOf(rows: readonly TRecordDraft[]): TRecordRow[] {
  const names = new Map(rows.map((row) => [row.key, row.name.trim()]));
  return rows
    .filter((row) => row.name.trim().length > 0)
    .map((row) => {
      const name = row.name.trim();
      const links = row.links.map((key) => names.get(key) ?? "").filter((link) => link.length > 0 && link !== name);
      return {
        name,
        fields: splitList(row.fields),
        statusValues: splitList(row.statusValues),
        links: [...new Set(links)],
      };
    });
}

/** The services that will be sent: the chips, then the one in the add form once it has a name. */
export function integrationsOf(chips: readonly TIntegrationChip[], pending?: TIntegrationChip): TIntegrationChip[] {
  return [...chips, ...(pending ? [pending] : [])]
    .filter((chip) => chip.service.trim().length > 0)
    .map((chip) => ({ service: chip.service.trim(), purpose: chip.purpose.trim(), later: chip.later }));
}

export function platformsOf(choice: TPlatformDraft): TPlatformChoice {
  const { web, ios, android, desktop } = choice;
  return { web, ios, android, desktop, other: choice.otherChecked ? choice.other.trim() : "" };
}

/** The canonical answer text of a draft, in the founder's language ("" when nothing is filled in). */
export function draftText(draft: StructuredDraft, language: TLanguage): string {
  switch (draft.kind) {
    case "roles": {
      const rows = rolesOf(draft.rows);
      return rows.length === 0 ? "" : serializeRoles(rows, language);
    }
    case "data": {
      const rows = recordsOf(draft.rows);
      return rows.length === 0 ? "" : serializeRecords(rows, language);
    }
    case "integrations": {
      const chips = integrationsOf(draft.chips, draft.pending);
      return chips.length === 0 ? "" : serializeIntegrations(chips, language);
    }
    case "platforms": {
      const choice = platformsOf(draft.choice);
      const none = !choice.web && !choice.ios && !choice.android && !choice.desktop && choice.other.length === 0;
      return none ? "" : serializePlatforms(choice, language);
    }
  }
}

/** A row filled in without a name would be dropped: the control says so and the answer waits. */
export function draftProblem(draft: StructuredDraft): DraftProblem {
  if (draft.kind === "roles") {
    const unnamed = draft.rows.some((row) => !row.name.trim() && (row.permissions.trim() || row.admin));
    return unnamed ? "unnamedRole" : null;
  }
  if (draft.kind === "data") {
    const unnamed = draft.rows.some((row) => !row.name.trim() && (row.fields.trim() || row.statusValues.trim()));
    return unnamed ? "unnamedRecord" : null;
  }
  if (draft.kind === "integrations") {
    return !draft.pending.service.trim() && draft.pending.purpose.trim() ? "unnamedService" : null;
  }
  return null;
}

/** A record removed: the other records' links to it go too. */
export function removeRecord(rows: readonly TRecordDraft[], key: string): TRecordDraft[] {
  return rows
    .filter((row) => row.key !== key)
    .map((row) => ({ ...row, links: row.links.filter((link) => link !== key) }));
}
