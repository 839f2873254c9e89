import { and, eq, sql } from "drizzle-orm";
import type { DbTransaction } from "#db/client";
import { isUniqueViolation } from "#db/errors";
import { definitions } from "#db/schema/index";
import { AppError } from "#shared/errors/app-error";
import type { ServiceContext } from "#worker/ports";
import type { DefinitionRow } from "./definition-state";
import type { MessageRow } from "./message-view";

type Db = ServiceContext["db"] | DbTransaction;

/**
 * A definition with its whole transcript, read in one statement (one snapshot), and the version of
 * the definition's row it was read at (PostgreSQL's `xmin`: the transaction that wrote that row
 * version). Every writer of a transcript also writes the definition's row (an answer its progress,
 * an edit its names and `answersEditedAt`, a start the row itself), so an unchanged version means an
 * unchanged transcript.
 */
export type Conversation = { definition: DefinitionRow; version: string; rows: MessageRow[] };

/** A message as `json_agg` writes a row: column names, timestamps as ISO text. */
type MessageJson = {
  id: string;
  definition_id: string;
  seq: number;
  role: MessageRow["role"];
  prompt_id: string;
  reply_to: string | null;
  content: string;
  metadata: Record<string, unknown>;
  created_at: string;
  updated_at: string | null;
};

/** The caller's own definition and its messages in `seq` order; another user's is not found (404). */
export async function readConversation(db: Db, userId: string, definitionId: string): Promise<Conversation> {
  // The transcript comes as one JSON value: one row back instead of one per message. Names in the
  // subquery are written out: Drizzle drops the table from columns of a one-table select's fields.
  const [row] = await db
    .select({
      definition: definitions,
      version: sql<string>`"definitions".xmin::text`,
      transcript: sql<MessageJson[]>`(select coalesce(json_agg(m order by m.seq), '[]'::json)
        from "messages" m where m.definition_id = "definitions"."id")`,
    })
    .from(definitions)
    .where(and(eq(definitions.id, definitionId), eq(definitions.userId, userId)));
  if (!row) throw new AppError("definitionNotFound");
  return { definition: row.definition, version: row.version, rows: row.transcript.map(messageFromJson) };
}

function messageFromJson(json: MessageJson): MessageRow {
  return {
    id: json.id,
    definitionId: json.definition_id,
    seq: json.seq,
    role: json.role,
    promptId: json.prompt_id,
    replyTo: json.reply_to,
    content: json.content,
    metadata: json.metadata,
    createdAt: new Date(json.created_at),
    updatedAt: json.updated_at === null ? null : new Date(json.updated_at),
  };
}

export type NewMessage = Omit<MessageRow, "id" | "definitionId" | "updatedAt">;
export type Progress = Pick<DefinitionRow, "status" | "name" | "vision" | "step" | "updatedAt">;

/**
 * Writes the definition's progress and appends messages in one statement, only if the definition's
 * row is still at `version` (null: the caller holds the row's lock). The update takes the row's
 * lock before the messages go in, so this waits for a writer holding it and then sees its version.
 * Null when the row has moved on (or is gone): nothing was written, read again.
 */
export async function writeProgress(
  db: Db,
  definitionId: string,
  version: string | null,
  progress: Progress,
  added: readonly NewMessage[],
): Promise<MessageRow[] | null> {
  const values = sql.join(
    added.map(
      (message) =>
        sql`(${message.seq}::integer, ${message.role}::message_role, ${message.promptId}, ${message.replyTo}::uuid,
          ${message.content}, ${JSON.stringify(message.metadata)}::jsonb, ${message.createdAt.toISOString()}::timestamptz)`,
    ),
    sql`, `,
  );
  const unchanged = version === null ? sql`` : sql` and xmin::text = ${version}`;
  const statement = sql`with moved as (
      update "definitions" set "status" = ${progress.status}::definition_status, "name" = ${progress.name},
        "vision" = ${progress.vision}, "step" = ${progress.step},
        "updated_at" = ${progress.updatedAt.toISOString()}::timestamptz
      where "id" = ${definitionId}${unchanged}
      returning "id")
    insert into "messages" ("definition_id", "seq", "role", "prompt_id", "reply_to", "content", "metadata", "created_at")
    select moved.id, added.* from moved,
      (values ${values}) as added (seq, role, prompt_id, reply_to, content, metadata, created_at)
    returning "id", "seq"`;
  let result: { rows: { id: string; seq: number }[] };
  try {
    result = (await db.execute(statement)) as unknown as typeof result;
  } catch (error) {
    // The unique indexes on (definition_id, seq) and reply_to are the last guard: outside a
    // transaction, a write they refuse is a lost race like any other (read again: a replay or 409).
    if (version !== null && isUniqueViolation(error)) return null;
    throw error;
  }
  if (result.rows.length !== added.length) return null;
  return added.map((message) => {
    const id = result.rows.find((row) => Number(row.seq) === message.seq)?.id as string;
    return { ...message, id, definitionId, updatedAt: null };
  });
}
