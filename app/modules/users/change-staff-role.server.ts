import { eq } from "drizzle-orm";
import { users } from "../../../db/schema/index.ts";
import type { Actor } from "../../lib/actor.server.ts";
import type { Db } from "../../lib/db.server.ts";
import type { Role } from "../../lib/roles.ts";
import { recordStaffAction } from "../audit/record-staff-action.server.ts";
import { assertMayManageStaff, assertNotLastAdmin, lockForStaffChange } from "./staff-guards.server.ts";

export const assignableRoles = ["user", "moderator", "admin"] as const satisfies readonly Role[];

/**
 * An admin sets another account's role: moderator, admin, or back to user. The last active
 * admin keeps the role; the change is audited with before and after.
 */
export async function changeStaffRole(db: Db, input: { actor: Actor; userId: number; role: Role }): Promise<{ id: number; role: Role }> {
  assertMayManageStaff(input.actor, input.userId);
  return db.transaction(async (tx) => {
    const locked = await lockForStaffChange(tx, input.userId);
    const before = locked.target;
    if (before.role === input.role) return { id: before.id, role: input.role };
    if (input.role !== "admin") assertNotLastAdmin(locked);
    await tx.update(users).set({ role: input.role, updatedAt: new Date() }).where(eq(users.id, input.userId));
    await recordStaffAction(tx, {
      actor: input.actor,
      action: "staff.role",
      entityType: "user",
      entityId: input.userId,
      before: { role: before.role },
      after: { role: input.role },
    });
    return { id: before.id, role: input.role };
  });
}
