import { eq } from "drizzle-orm";
import { accounts, users } from "../../../db/schema/index.ts";
import { hashPassword } from "../../lib/auth.server.ts";
import type { Db } from "../../lib/db.server.ts";

/**
 * Creates a staff account with a verified e-mail, or promotes an existing one (its password is
 * kept). Used by the seed on every start and `npm run admin:create`; the password is hashed only
 * for a new account (an Argon2 hash costs every restart otherwise).
 */
export async function createAdmin(
  db: Db,
  input: { email: string; password: string; name: string },
): Promise<{ id: number; created: boolean }> {
  const email = input.email.trim().toLowerCase();
  return db.transaction(async (tx) => {
    const [existing] = await tx.select({ id: users.id }).from(users).where(eq(users.email, email));
    if (existing) {
      await tx
        .update(users)
        .set({ role: "admin", emailVerified: true, banned: false, updatedAt: new Date() })
        .where(eq(users.id, existing.id));
      return { id: existing.id, created: false };
    }
    const passwordHash = await hashPassword(input.password);
    const [user] = await tx
      .insert(users)
      .values({ email, name: input.name, role: "admin", emailVerified: true, logintype: "email" })
      .returning({ id: users.id });
    await tx.insert(accounts).values({ accountId: String(user!.id), providerId: "credential", userId: user!.id, password: passwordHash });
    return { id: user!.id, created: true };
  });
}
