import { sql } from "drizzle-orm";
import type { Db } from "#db/client";
import { users } from "#db/schema/index";

/** The account with this email in any letter case (the unique index is on lower(email)). */
export async function findUserByEmail(db: Db, normalizedEmail: string) {
  const [user] = await db.select().from(users).where(sql`lower(${users.email}) = ${normalizedEmail}`).limit(1);
  return user;
}
