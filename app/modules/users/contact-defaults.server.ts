import { eq } from "drizzle-orm";
import { users } from "../../../db/schema/index.ts";
import type { Actor } from "../../lib/actor.server.ts";
import type { Db } from "../../lib/db.server.ts";
import { placeholderEmailDomain } from "../auth/phone.ts";

/** A signed-in member's name, e-mail and phone, as the contact forms (inquiry, find-my-property) start filled. */
export interface ContactDefaults {
  name: string;
  email: string;
  /** As people write it at home: 0 and nine digits (stored as +84…). */
  phone: string;
}

/** The actor's own contact details for prefilling a form; null for a visitor. A phone account's placeholder address is left out. */
export async function getContactDefaults(db: Db, actor: Actor | null): Promise<ContactDefaults | null> {
  if (!actor) return null;
  const [row] = await db
    .select({ name: users.name, email: users.email, phone: users.phoneNumber })
    .from(users)
    .where(eq(users.id, actor.id))
    .limit(1);
  if (!row) return null;
  return {
    name: row.name,
    email: row.email.endsWith(`@${placeholderEmailDomain}`) ? "" : row.email,
    phone: row.phone?.startsWith("+84") ? `0${row.phone.slice(3)}` : (row.phone ?? ""),
  };
}
