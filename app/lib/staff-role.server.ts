import { sql, type SQL } from "drizzle-orm";
import { users } from "../../db/schema/index.ts";
import type { Actor } from "./actor.server.ts";
import type { StaffRole } from "./roles.ts";

/**
 * A condition a staff write puts in its own query: the acting account, as stored now, is active
 * and holds one of `roles` (an admin holds every role). A role taken away after the session began
 * thus stops the write, whatever the session remembers.
 */
export function staffRoleHeld(actor: Pick<Actor, "id">, roles: readonly StaffRole[] = ["admin"]): SQL {
  const held = [...new Set<StaffRole>(["admin", ...roles])];
  return sql`exists (select 1 from ${users} as acting_staff where acting_staff.id = ${actor.id} and acting_staff.role in (${sql.join(
    held.map((role) => sql`${role}`),
    sql`, `,
  )}) and acting_staff.banned = false)`;
}
