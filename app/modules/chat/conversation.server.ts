import { and, eq, isNull, or, sql, type Placeholder, type SQL } from "drizzle-orm";
import { conversations, messages } from "../../../db/schema/index.ts";
import { isStaff, type Actor } from "../../lib/actor.server.ts";
import { rowsOf, type Db } from "../../lib/db.server.ts";
import { AppError } from "../../lib/errors.ts";

/** Which conversation a call names: the actor with a user, or a user with the site's staff, about a listing or none. */
export interface ConversationKey {
  userOneId: number;
  userTwoId: number | null;
  withStaff: boolean;
  propertyId: number | null;
}

/**
 * The key of the conversation between `actor` and the other side. With `toAdmin` a user
 * means the site's staff; staff mean the site's conversation with `otherUserId`.
 */
export function conversationKey(actor: Actor, other: { userId?: number; propertyId?: number; toAdmin: boolean }): ConversationKey {
  const propertyId = other.propertyId ?? null;
  if (other.toAdmin) {
    if (!isStaff(actor)) return { userOneId: actor.id, userTwoId: null, withStaff: true, propertyId };
    if (!other.userId) throw new AppError("VALIDATION", { fields: { user_id: "invalidValue" } });
    return { userOneId: other.userId, userTwoId: null, withStaff: true, propertyId };
  }
  if (!other.userId) throw new AppError("VALIDATION", { fields: { user_id: "invalidValue" } });
  if (other.userId === actor.id) throw new AppError("CHAT_SELF");
  return { userOneId: Math.min(actor.id, other.userId), userTwoId: Math.max(actor.id, other.userId), withStaff: false, propertyId };
}

function keyCondition(key: ConversationKey): SQL {
  return and(
    eq(conversations.userOneId, key.userOneId),
    key.userTwoId === null ? isNull(conversations.userTwoId) : eq(conversations.userTwoId, key.userTwoId),
    key.propertyId === null ? isNull(conversations.propertyId) : eq(conversations.propertyId, key.propertyId),
    eq(conversations.withStaff, key.withStaff),
  )!;
}

/** The conversation with this key, if it exists. */
export async function findConversation(db: Db, key: ConversationKey): Promise<typeof conversations.$inferSelect | null> {
  const [row] = await db.select().from(conversations).where(keyCondition(key));
  return row ?? null;
}

/** The conversation with this key, created when new, its last-message time moved to now. */
export async function touchConversation(tx: Db, key: ConversationKey): Promise<number> {
  const result = await tx.execute(sql`
    insert into conversations (user_one_id, user_two_id, with_staff, property_id)
    values (${key.userOneId}, ${key.userTwoId}, ${key.withStaff}, ${key.propertyId})
    on conflict (user_one_id, coalesce(user_two_id, 0), coalesce(property_id, 0)) do update set last_message_at = now()
    returning id`);
  return Number(rowsOf<{ id: number }>(result)[0]!.id);
}

/** Conversations `actor` takes part in: their own, and for staff every conversation with the site. */
export function partyOf(actor: Actor): SQL {
  const own = or(eq(conversations.userOneId, actor.id), eq(conversations.userTwoId, actor.id))!;
  return isStaff(actor) ? or(own, eq(conversations.withStaff, true))! : own;
}

/**
 * Messages waiting for `actor`: addressed to them, or for staff addressed to the site. `recipient`
 * stands for the actor's id in the text (a placeholder, for a statement built once per shape).
 */
export function waitingFor(actor: Actor, recipient: number | Placeholder = actor.id): SQL {
  const mine = eq(messages.recipientId, recipient);
  const forSite = and(isNull(messages.recipientId), eq(conversations.withStaff, true));
  return and(isStaff(actor) ? or(mine, forSite)! : mine, isNull(messages.readAt), isNull(messages.deletedAt))!;
}
