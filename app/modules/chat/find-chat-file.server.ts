import { and, eq, isNull, or, sql } from "drizzle-orm";
import { conversations, messages } from "../../../db/schema/index.ts";
import { isStaff, type Actor } from "../../lib/actor.server.ts";
import type { Db } from "../../lib/db.server.ts";

/** Chat files live under `chat/<the conversation's first member>/`; a photo is stored once per width (`<key>-<width>.webp`). */
const chatKey = /^chat\/(\d+)\/[a-z0-9-]+(?:-\d+\.webp|\.[a-z0-9]+)$/i;

/** The URL a chat file is read at: always this site's `/media`, which checks who asks, whatever the storage driver (never a bucket's public URL). */
export function chatFileUrl(key: string): string {
  return `/media/${key}`;
}

/**
 * Whether `actor` may read the chat file stored at `key`: the two sides of its conversation
 * may, and staff may when the conversation is with the site; nobody may read a deleted
 * message's file, and any other key is no chat file. The key names the conversation's first
 * member, so the lookup runs over that member's conversations and the indexes on the messages'
 * file and audio keys (db/migrations/0025_private-files-kept-payments.sql).
 */
export async function mayReadChatFile(db: Db, input: { actor: Actor; key: string }): Promise<boolean> {
  const match = chatKey.exec(input.key);
  if (!match) return false;
  const base = input.key.replace(/-\d+\.webp$/i, "");
  const { actor } = input;
  const reader = or(
    eq(conversations.userOneId, actor.id),
    eq(conversations.userTwoId, actor.id),
    isStaff(actor) ? eq(conversations.withStaff, true) : undefined,
  );
  const [row] = await db
    .select({ id: messages.id })
    .from(messages)
    .innerJoin(conversations, eq(conversations.id, messages.conversationId))
    .where(
      and(
        or(
          sql`coalesce(${messages.file}->'image'->>'key', ${messages.file}->>'key') = ${base}`,
          sql`${messages.audio}->>'key' = ${input.key}`,
        ),
        eq(conversations.userOneId, Number(match[1])),
        isNull(messages.deletedAt),
        reader,
      ),
    )
    .limit(1);
  return Boolean(row);
}
