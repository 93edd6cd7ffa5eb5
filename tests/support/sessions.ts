import { accounts, users } from "../../db/schema/index.ts";
import { hashPassword } from "../../app/lib/auth.server.ts";
import { signInWithEmail } from "../../app/modules/auth/session.server.ts";
import type { Role } from "../../app/lib/roles.ts";
import type { TestContext } from "./test-app.ts";

let sequence = 0;

/**
 * Signs in as user_signup does (better-auth's e-mail sign-in, in-process) and returns the bearer
 * token; it spends no client address's sign-in budget, so tests of those limits count only their own.
 */
export async function signIn(ctx: TestContext, email: string, password: string): Promise<string> {
  return (await signInWithEmail(ctx.services, { email, password })).token;
}

/** A verified user (any role) with a password, signed in. */
export async function createSignedInUser(
  ctx: TestContext,
  options: { role?: Role; name?: string; email?: string } = {},
): Promise<{ id: number; email: string; token: string; headers: Record<string, string> }> {
  sequence += 1;
  const email = options.email ?? `user${sequence}-${Date.now()}@example.test`;
  const password = "secret123";
  const [user] = await ctx.services.db
    .insert(users)
    .values({ email, name: options.name ?? `Người dùng ${sequence}`, role: options.role ?? "user", emailVerified: true })
    .returning({ id: users.id });
  await ctx.services.db
    .insert(accounts)
    .values({ accountId: String(user!.id), providerId: "credential", userId: user!.id, password: await hashPassword(password) });
  const token = await signIn(ctx, email, password);
  return { id: user!.id, email, token, headers: { authorization: `Bearer ${token}` } };
}
