import { count, desc, ilike, or } from "drizzle-orm";
import { users } from "../../../db/schema/index.ts";
import type { Db } from "../../lib/db.server.ts";
import type { UserRow } from "./spec-user.ts";

/** The staff users list, newest first, optionally filtered by name, e-mail or number. */
export async function listUsers(
  db: Db,
  input: { offset: number; limit: number; search?: string },
): Promise<{ items: UserRow[]; total: number }> {
  const pattern = input.search ? `%${input.search.replace(/[%_\\]/g, "\\$&")}%` : undefined;
  const where = pattern ? or(ilike(users.name, pattern), ilike(users.email, pattern), ilike(users.phoneNumber, pattern)) : undefined;
  const [items, [totals]] = await Promise.all([
    db.select().from(users).where(where).orderBy(desc(users.id)).offset(input.offset).limit(input.limit),
    db.select({ n: count() }).from(users).where(where),
  ]);
  return { items, total: totals?.n ?? 0 };
}
