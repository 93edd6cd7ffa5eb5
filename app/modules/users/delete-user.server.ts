import { eq, inArray, or } from "drizzle-orm";
import { otpCodes, users } from "../../../db/schema/index.ts";
import { isAdmin, type Actor } from "../../lib/actor.server.ts";
import { AppError } from "../../lib/errors.ts";
import type { Services } from "../../lib/services.server.ts";
import { getUser } from "./get-user.server.ts";
import { deleteProfileImage } from "./profile-image.server.ts";

/**
 * delete_user: removes the account after an explicit confirmation. Its sessions, logins,
 * notifications and push subscriptions go with it (foreign keys cascade); its stored
 * files are removed. Areas whose rows others must keep (chat) anonymise them through
 * their own foreign keys (`on delete set null`); so do payments, which are financial records
 * kept for years: the transaction, its amount, package and receipt file stay for staff, with
 * no payer.
 */
export async function deleteUser(
  services: Pick<Services, "db" | "storage">,
  input: { actor: Actor; userId?: number; confirm: boolean },
): Promise<void> {
  const userId = input.userId ?? input.actor.id;
  if (userId !== input.actor.id && !isAdmin(input.actor)) throw new AppError("FORBIDDEN");
  if (!input.confirm) throw new AppError("CONFIRMATION_REQUIRED");
  const user = await getUser(services.db, userId);
  await services.db.transaction(async (tx) => {
    const targets = [user.email, ...(user.phoneNumber ? [user.phoneNumber] : [])];
    await tx.delete(otpCodes).where(or(inArray(otpCodes.target, targets)));
    await tx.delete(users).where(eq(users.id, userId));
  });
  await deleteProfileImage(services.storage, user.image);
}
