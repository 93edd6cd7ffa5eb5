import { and, eq, inArray, isNull, or, sql } from "drizzle-orm";
import { blocks, users } from "../../../db/schema/index.ts";
import { isStaff, type Actor } from "../../lib/actor.server.ts";
import type { Db } from "../../lib/db.server.ts";
import { AppError } from "../../lib/errors.ts";
import type { BlockInput } from "./chat-schemas.ts";

/** Whom a block call names: a user, or (for a user) the site's staff. */
function target(actor: Actor, input: BlockInput): { blockedId: number | null; toAdmin: boolean } {
  if (input.to_admin && !isStaff(actor)) return { blockedId: null, toAdmin: true };
  if (!input.to_user_id) throw new AppError("VALIDATION", { fields: { to_user_id: "invalidValue" } });
  if (input.to_user_id === actor.id) throw new AppError("CHAT_SELF");
  return { blockedId: input.to_user_id, toAdmin: false };
}

/** block-user: the actor stops hearing from a user (or from staff); blocking twice keeps the first block. */
export async function blockUser(db: Db, actor: Actor, input: BlockInput): Promise<{ to_user_id: number | null; to_admin: boolean }> {
  const { blockedId, toAdmin } = target(actor, input);
  if (blockedId !== null) {
    const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, blockedId));
    if (!user) throw new AppError("USER_NOT_FOUND");
  }
  await db.execute(sql`
    insert into blocks (blocker_id, blocked_id, to_admin, reason)
    values (${actor.id}, ${blockedId}, ${toAdmin}, ${input.reason ?? ""})
    on conflict (blocker_id, coalesce(blocked_id, 0)) do nothing`);
  return { to_user_id: blockedId, to_admin: toAdmin };
}

/** unblock-user: lifts the actor's own block; lifting one that does not exist changes nothing. */
export async function unblockUser(db: Db, actor: Actor, input: BlockInput): Promise<{ to_user_id: number | null; to_admin: boolean }> {
  const { blockedId, toAdmin } = target(actor, input);
  await db
    .delete(blocks)
    .where(and(eq(blocks.blockerId, actor.id), blockedId === null ? isNull(blocks.blockedId) : eq(blocks.blockedId, blockedId)));
  return { to_user_id: blockedId, to_admin: toAdmin };
}

/**
 * Refuses a message the block rules forbid: the recipient blocked the sender (or blocked
 * staff, when staff write as the site), or the sender blocked the recipient.
 * `recipientId` null means the site's staff.
 */
export async function assertMayMessage(db: Db, sender: { id: number; asStaff: boolean }, recipientId: number | null): Promise<void> {
  const blockedBy = recipientId === null ? null : sender.asStaff ? isNull(blocks.blockedId) : eq(blocks.blockedId, sender.id);
  const rows = await db
    .select({ blockerId: blocks.blockerId })
    .from(blocks)
    .where(
      or(
        recipientId !== null && blockedBy ? and(eq(blocks.blockerId, recipientId), blockedBy) : undefined,
        !sender.asStaff
          ? and(eq(blocks.blockerId, sender.id), recipientId === null ? isNull(blocks.blockedId) : eq(blocks.blockedId, recipientId))
          : undefined,
      ),
    );
  if (rows.some((r) => r.blockerId === recipientId)) throw new AppError("CHAT_BLOCKED");
  if (rows.length > 0) throw new AppError("CHAT_YOU_BLOCKED");
}

/** Whom `actor` has blocked: user ids, and whether staff. */
export async function listOwnBlocks(db: Db, actorId: number): Promise<{ userIds: Set<number>; staff: boolean }> {
  const rows = await db.select({ blockedId: blocks.blockedId }).from(blocks).where(eq(blocks.blockerId, actorId));
  return {
    userIds: new Set(rows.flatMap((r) => (r.blockedId === null ? [] : [r.blockedId]))),
    staff: rows.some((r) => r.blockedId === null),
  };
}

/** Which of `userIds` have blocked `actorId` (get_chats' is_blocked_by_user). */
export async function listBlockersAmong(db: Db, actorId: number, userIds: number[]): Promise<Set<number>> {
  if (userIds.length === 0) return new Set();
  const rows = await db
    .select({ blockerId: blocks.blockerId })
    .from(blocks)
    .where(and(eq(blocks.blockedId, actorId), inArray(blocks.blockerId, userIds)));
  return new Set(rows.map((r) => r.blockerId));
}
