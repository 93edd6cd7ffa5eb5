import { eq } from "drizzle-orm";
import { users } from "../../../db/schema/index.ts";
import type { Db } from "../../lib/db.server.ts";
import { AppError } from "../../lib/errors.ts";
import type { UserRow } from "./spec-user.ts";

export async function getUser(db: Db, userId: number): Promise<UserRow> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) throw new AppError("USER_NOT_FOUND");
  return user;
}
