import { and, desc, eq, ilike, or, type SQL, sql } from "drizzle-orm";
import { definitions, documents } from "#db/schema/index";
import { searchNeedle, statusPrefix } from "#shared/lists/definition-filter";
import type {
  TDefinitionList,
  TDefinitionListItem,
  TDefinitionListQuery,
  TDefinitionOverview,
} from "#shared/schemas/definitions";
import type { ServiceContext } from "#worker/ports";
import { decodeCursor, limitOf, pageOf } from "../lists/keyset-cursor";
import { documentUrls } from "./document-urls";

/** Spec section 9: the dashboard shows the last 3 definitions. */
const RECENT_DEFINITIONS = 3;

/**
 * A page of the user's definitions, most recently updated first, searched and filtered by status,
 * with their documents and hours. Keyset pages (updated, created, id): a page costs the same
 * whether the user has 10 definitions or 1,000, and a definition updated meanwhile is not repeated.
 */
export async function listDefinitions(
  ctx: ServiceContext,
  userId: string,
  query: TDefinitionListQuery = {},
): Promise<TDefinitionList> {
  const limit = limitOf(query.limit);
  const conditions = [eq(definitions.userId, userId), ...filters(query)];
  if (query.cursor) {
    const [updated, created, id] = decodeCursor(query.cursor, 3);
    conditions.push(
      sql`(${definitions.updatedAt}, ${definitions.createdAt}, ${definitions.id}) < (${updated}::timestamptz, ${created}::timestamptz, ${id}::uuid)`,
    );
  }
  const rows = await selectItems(ctx, and(...conditions), limit + 1);
  const page = pageOf(rows, limit, (row) => [row.updatedKey, row.createdKey, row.id]);
  return { success: true, conversations: page.items.map((row) => itemOf(ctx, row)), nextCursor: page.nextCursor };
}

/** The dashboard's counts over all the user's definitions, and the last few, in two small queries. */
export async function definitionOverview(ctx: ServiceContext, userId: string): Promise<TDefinitionOverview> {
  const [[counts], recent] = await Promise.all([
    ctx.db
      .select({
        total: sql<number>`count(*)::int`,
        // Spec section 9: "this month" is the calendar month in UTC.
        updatedThisMonth: sql<number>`(count(*) filter (where ${definitions.updatedAt} >= date_trunc('month', now() at time zone 'utc') at time zone 'utc'))::int`,
        documentsGenerated: sql<number>`(select count(distinct (d.definition_id, d.kind))::int from ${documents} d
          join ${definitions} o on o.id = d.definition_id where o.user_id = ${userId} and d.status = 'complete')`,
      })
      .from(definitions)
      .where(eq(definitions.userId, userId)),
    selectItems(ctx, eq(definitions.userId, userId), RECENT_DEFINITIONS),
  ]);
  return {
    success: true,
    total: counts?.total ?? 0,
    updatedThisMonth: counts?.updatedThisMonth ?? 0,
    documentsGenerated: counts?.documentsGenerated ?? 0,
    recent: recent.map((row) => itemOf(ctx, row)),
  };
}

function filters(query: TDefinitionListQuery): SQL[] {
  const conditions: SQL[] = [];
  const prefix = statusPrefix(query.status);
  if (prefix !== undefined) conditions.push(sql`${definitions.status}::text like ${`${escapeLike(prefix)}%`}`);
  const needle = searchNeedle(query.search);
  if (needle) {
    const pattern = `%${escapeLike(needle)}%`;
    const match = or(ilike(definitions.name, pattern), ilike(definitions.vision, pattern));
    if (match) conditions.push(match);
  }
  return conditions;
}

/** % and _ in what the user typed are literal characters, not wildcards (backslash is LIKE's escape). */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

async function selectItems(ctx: ServiceContext, where: SQL | undefined, limit: number) {
  return ctx.db
    .select({
      id: definitions.id,
      name: definitions.name,
      vision: definitions.vision,
      status: definitions.status,
      packageType: definitions.packageType,
      updatedAt: definitions.updatedAt,
      updatedKey: sql<string>`${definitions.updatedAt}::text`,
      createdKey: sql<string>`${definitions.createdAt}::text`,
      // JSON, not a Postgres array: every driver (PGlite included) hands back a parsed list.
      kinds: sql<string[] | null>`(select json_agg(distinct d.kind) from documents d
        where d.definition_id = definitions.id and d.status = 'complete')`,
      // The newest assistant message, found from the end of the (definition_id, seq) index.
      currentPromptId: sql<string | null>`(select m.prompt_id from messages m
        where m.definition_id = definitions.id and m.role = 'assistant' order by m.seq desc limit 1)`,
      hoursUsed: sql<string | number>`(select coalesce(sum(e.hours), 0) from hour_entries e
        where e.definition_id = definitions.id)`,
    })
    .from(definitions)
    .where(where)
    .orderBy(desc(definitions.updatedAt), desc(definitions.createdAt), desc(definitions.id))
    .limit(limit);
}

type Row = Awaited<ReturnType<typeof selectItems>>[number];

function itemOf(ctx: ServiceContext, row: Row): TDefinitionListItem {
  const kinds = new Set((row.kinds ?? []) as ("rfp" | "pitch" | "openapi" | "app_prompt")[]);
  return {
    id: row.id,
    name: row.name,
    vision: row.vision,
    status: row.status,
    packageType: row.packageType,
    documentsGenerated: kinds.size,
    developmentHoursUsed: Number(row.hoursUsed),
    currentPromptId: row.currentPromptId,
    lastUpdated: row.updatedAt.toISOString(),
    documents: documentUrls(ctx.deps.config.appUrl, row.id, kinds),
  };
}
