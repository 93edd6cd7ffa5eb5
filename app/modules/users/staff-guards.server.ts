import { and, asc, eq } from "drizzle-orm";
import { users } from "../../../db/schema/index.ts";
import type { Actor } from "../../lib/actor.server.ts";
import type { Db } from "../../lib/db.server.ts";
import { AppError } from "../../lib/errors.ts";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** Staff accounts are an admin's business, and never the admin's own role or access. */
export function assertMayManageStaff(actor: Actor, userId: number): void {
  if (actor.role !== "admin") throw new AppError("FORBIDDEN");
  if (actor.id === userId) throw new AppError("STAFF_SELF_CHANGE");
}

export interface LockedAccount {
  target: { id: number; role: string; banned: boolean };
  /** Active admins other than the target. */
  otherAdmins: number;
}

/**
 * Inside the caller's transaction: locks every active admin's row (in id order, so two
 * changes never wait on each other crosswise) and then the target's, until the commit.
 * Two admins demoting each other at once are thus decided one after the other.
 */
export async function lockForStaffChange(tx: Tx, userId: number): Promise<LockedAccount> {
  const admins = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, "admin"), eq(users.banned, false)))
    .orderBy(asc(users.id))
    .for("update");
  const [target] = await tx
    .select({ id: users.id, role: users.role, banned: users.banned })
    .from(users)
    .where(eq(users.id, userId))
    .for("update");
  if (!target) throw new AppError("USER_NOT_FOUND");
  return { target, otherAdmins: admins.filter((admin) => admin.id !== userId).length };
}

/** Refuses a change that would leave no active admin. */
export function assertNotLastAdmin(locked: LockedAccount): void {
  if (locked.target.role === "admin" && !locked.target.banned && locked.otherAdmins === 0) throw new AppError("LAST_ADMIN");
}
