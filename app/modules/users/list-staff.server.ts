import { asc, inArray } from "drizzle-orm";
import { users } from "../../../db/schema/index.ts";
import type { Db } from "../../lib/db.server.ts";
import { staffRoles, toRole, type Role } from "../../lib/roles.ts";

export interface StaffMember {
  id: number;
  name: string;
  email: string;
  role: Role;
  is_active: boolean;
  created_at: string;
}

/** Every staff account (admins first, then moderators), active or not. */
export async function listStaff(db: Db): Promise<StaffMember[]> {
  const rows = await db
    .select({ id: users.id, name: users.name, email: users.email, role: users.role, banned: users.banned, createdAt: users.createdAt })
    .from(users)
    .where(inArray(users.role, [...staffRoles]))
    .orderBy(asc(users.role), asc(users.id));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    email: row.email,
    role: toRole(row.role),
    is_active: !row.banned,
    created_at: row.createdAt.toISOString(),
  }));
}
