import { count, desc, inArray, sql } from "drizzle-orm";
import { conversations, messages, properties, users } from "../../../db/schema/index.ts";
import { isStaff, type Actor } from "../../lib/actor.server.ts";
import { rowsOf } from "../../lib/db.server.ts";
import type { Services } from "../../lib/services.server.ts";
import { imageUrl } from "../../lib/storage/stored-image.ts";
import { profileUrl } from "../users/spec-user.ts";
import { listBlockersAmong, listOwnBlocks } from "./block-user.server.ts";
import { chatFileUrl } from "./find-chat-file.server.ts";
import { toChatMessageView, type ChatMessageView } from "./chat-message-view.ts";
import { partyOf } from "./conversation.server.ts";
import { countUnread } from "./list-messages.server.ts";

/** One conversation in the actor's list (get_chats). */
export interface ChatSummary {
  conversation_id: number;
  /** The other side; null when it is the site's staff (`to_admin`). */
  user: { id: number; name: string; profile: string } | null;
  to_admin: boolean;
  property: { id: number; title: string; slug_id: string; title_image: string } | null;
  last_message: ChatMessageView | null;
  unread_count: number;
  /** The actor has blocked the other side. */
  is_blocked: boolean;
  /** The other side (a user) has blocked the actor. */
  is_blocked_by_user: boolean;
  date: string;
}

/** get_chats: the actor's conversations, latest first, with the other side, the listing, the last message and unread counts. */
export async function listChats(
  services: Pick<Services, "db" | "storage">,
  actor: Actor,
  input: { page: number; per_page: number },
): Promise<{ items: ChatSummary[]; total: number }> {
  const urlFor = (k: string) => services.storage.url(k);
  const where = partyOf(actor);
  const [rows, [totals]] = await Promise.all([
    services.db
      .select()
      .from(conversations)
      .where(where)
      .orderBy(desc(conversations.lastMessageAt), desc(conversations.id))
      .offset((input.page - 1) * input.per_page)
      .limit(input.per_page),
    services.db.select({ n: count() }).from(conversations).where(where),
  ]);
  const ids = rows.map((r) => r.id);
  if (ids.length === 0) return { items: [], total: totals?.n ?? 0 };
  const otherIds = rows.map((r) => otherSide(actor, r)).filter((id): id is number => id !== null);
  const propertyIds = rows.map((r) => r.propertyId).filter((id): id is number => id !== null);
  const [people, listings, lastRows, unread, blocked, blockers] = await Promise.all([
    otherIds.length
      ? services.db.select({ id: users.id, name: users.name, image: users.image }).from(users).where(inArray(users.id, otherIds))
      : [],
    propertyIds.length
      ? services.db
          .select({ id: properties.id, title: properties.title, slugId: properties.slugId, titleImage: properties.titleImage })
          .from(properties)
          .where(inArray(properties.id, propertyIds))
      : [],
    services.db.execute(sql`
      select distinct on (conversation_id) id from ${messages}
      where conversation_id in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})
      order by conversation_id, id desc`),
    countUnread(services, actor, ids),
    listOwnBlocks(services.db, actor.id),
    listBlockersAmong(services.db, actor.id, otherIds),
  ]);
  const lastIds = rowsOf<{ id: number }>(lastRows).map((r) => Number(r.id));
  const lastMessages = lastIds.length ? await services.db.select().from(messages).where(inArray(messages.id, lastIds)) : [];
  const lastByConversation = new Map(lastMessages.map((m) => [m.conversationId, m]));
  const personById = new Map(people.map((p) => [p.id, p]));
  const listingById = new Map(listings.map((l) => [l.id, l]));
  const items = rows.map((row): ChatSummary => {
    const otherId = otherSide(actor, row);
    const person = otherId === null ? undefined : personById.get(otherId);
    const listing = row.propertyId === null ? undefined : listingById.get(row.propertyId);
    const last = lastByConversation.get(row.id);
    const staffSide = row.withStaff && !isStaff(actor);
    return {
      conversation_id: row.id,
      user: person ? { id: person.id, name: person.name, profile: profileUrl(person.image, urlFor) } : null,
      to_admin: row.withStaff,
      property: listing
        ? {
            id: listing.id,
            title: listing.title,
            slug_id: listing.slugId,
            title_image: listing.titleImage ? imageUrl(listing.titleImage, 320, urlFor) : "",
          }
        : null,
      last_message: last ? toChatMessageView(last, row.propertyId, chatFileUrl) : null,
      unread_count: unread.get(row.id) ?? 0,
      is_blocked: staffSide ? blocked.staff : otherId !== null && blocked.userIds.has(otherId),
      is_blocked_by_user: otherId !== null && blockers.has(otherId),
      date: row.lastMessageAt.toISOString(),
    };
  });
  return { items, total: totals?.n ?? 0 };
}

/** The other side's user id; null for the site's staff. */
function otherSide(actor: Actor, row: typeof conversations.$inferSelect): number | null {
  if (row.withStaff) return isStaff(actor) && row.userOneId !== actor.id ? row.userOneId : null;
  return row.userOneId === actor.id ? row.userTwoId : row.userOneId;
}

/** The header's count: every unread message waiting for the actor. */
export async function countAllUnread(services: Pick<Services, "db">, actor: Actor): Promise<number> {
  let total = 0;
  for (const n of (await countUnread(services, actor)).values()) total += n;
  return total;
}
