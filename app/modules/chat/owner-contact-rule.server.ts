import type { Actor } from "../../lib/actor.server.ts";
import { isStaff } from "../../lib/actor.server.ts";
import type { Db } from "../../lib/db.server.ts";
import { AppError } from "../../lib/errors.ts";
import { eq } from "drizzle-orm";
import { users } from "../../../db/schema/index.ts";
import { canShowOwnerContact } from "../packages/has-entitlement.server.ts";
import { findConversation, type ConversationKey } from "./conversation.server.ts";

/**
 * The free-package rule in chat (docs/product.md, "Owners on the free package"): an owner or
 * agent whose contact is hidden is not written to directly. A member's first message about
 * such an owner's listing, or to such an agent, is refused with CHAT_OWNER_HIDDEN, and the
 * page offers the site's staff instead, as for inquiries. A conversation already running
 * (or one the owner starts about their own listing) goes on; staff write to anyone.
 */
export async function assertOwnerReachable(
  db: Db,
  actor: Actor,
  input: { key: ConversationKey; recipientId: number | null; listingOwnerId: number | null },
): Promise<void> {
  const { key, recipientId } = input;
  if (key.withStaff || recipientId === null || isStaff(actor)) return;
  // Writing about one's own listing reaches the person who asked about it.
  if (input.listingOwnerId === actor.id) return;
  if (await findConversation(db, key)) return;
  const [recipient] = await db.select({ id: users.id, role: users.role }).from(users).where(eq(users.id, recipientId));
  if (recipient && !(await canShowOwnerContact(db, recipient))) throw new AppError("CHAT_OWNER_HIDDEN");
}
