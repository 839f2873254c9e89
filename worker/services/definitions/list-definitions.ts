import { desc, eq, sql } from "drizzle-orm";
import { definitions } from "../../../db/schema";
import type { TDefinitionListItem } from "../../../shared/schemas/conversations";
import type { ServiceContext } from "../context";
import { documentUrls } from "./document-urls";

/** The user's definitions, most recently updated first, with their documents and hours. */
export async function listDefinitions(ctx: ServiceContext, userId: string): Promise<TDefinitionListItem[]> {
  const rows = await ctx.db
    .select({
      id: definitions.id,
      name: definitions.name,
      vision: definitions.vision,
      status: definitions.status,
      packageType: definitions.packageType,
      updatedAt: definitions.updatedAt,
      // JSON, not a Postgres array: every driver (PGlite included) hands back a parsed list.
      kinds: sql<string[] | null>`(select json_agg(distinct d.kind) from documents d
        where d.definition_id = definitions.id and d.status = 'complete')`,
      currentPromptId: sql<string | null>`(select m.prompt_id from messages m
        where m.definition_id = definitions.id and m.role = 'assistant' order by m.seq desc limit 1)`,
      hoursUsed: sql<string | number>`(select coalesce(sum(e.hours), 0) from hour_entries e
        where e.definition_id = definitions.id)`,
    })
    .from(definitions)
    .where(eq(definitions.userId, userId))
    .orderBy(desc(definitions.updatedAt), desc(definitions.createdAt));
  return rows.map((row) => {
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
  });
}
