import { and, asc, eq, gt, isNull, max, min } from "drizzle-orm";
import { jobCursors, messages, users } from "../../../db/schema/index.ts";
import { formatDate } from "../../lib/format/format-date.ts";
import { isLanguageCode, translate, type LanguageCode } from "../../lib/i18n/index.ts";
import { enqueueMail } from "../../lib/mail/mail-queue.server.ts";
import type { Services } from "../../lib/services.server.ts";

export type UnreadChatMailDeps = Pick<Services, "db" | "env" | "logger" | "mailQueue">;

/** A chat message is mailed about only when it is still unread this long after it was sent. */
export const chatMailDelayMs = 5 * 60_000;
/** At most this many unread messages are written out in one mail; the rest are counted. */
const listedMessages = 10;
const cursorName = "chat-unread-mail";

type Pending = { id: number; conversationId: number; recipientId: number | null; createdAt: Date };

/**
 * Claims the messages sent at least `chatMailDelayMs` before `now` that this job has not looked
 * at, oldest first: the job's cursor moves past them in one conditional update, so when two
 * processes read the same batch only one gets it. The first run starts after the messages that
 * exist then (they were told about when sent).
 */
async function claimDueMessages(db: UnreadChatMailDeps["db"], cutoff: Date, limit: number): Promise<Pending[]> {
  const [latest] = await db.select({ id: max(messages.id) }).from(messages);
  await db
    .insert(jobCursors)
    .values({ name: cursorName, lastId: latest?.id ?? 0 })
    .onConflictDoNothing();
  const [cursor] = await db.select({ lastId: jobCursors.lastId }).from(jobCursors).where(eq(jobCursors.name, cursorName));
  const from = cursor?.lastId ?? 0;
  const next = await db
    .select({ id: messages.id, conversationId: messages.conversationId, recipientId: messages.recipientId, createdAt: messages.createdAt })
    .from(messages)
    .where(gt(messages.id, from))
    .orderBy(asc(messages.id))
    .limit(limit);
  // Only the run of messages already past the delay: a later id is never claimed before an earlier one.
  const stillYoung = next.findIndex((m) => m.createdAt > cutoff);
  const due = stillYoung === -1 ? next : next.slice(0, stillYoung);
  if (due.length === 0) return [];
  const claimed = await db
    .update(jobCursors)
    .set({ lastId: due.at(-1)!.id, updatedAt: new Date() })
    .where(and(eq(jobCursors.name, cursorName), eq(jobCursors.lastId, from)))
    .returning({ name: jobCursors.name });
  return claimed.length ? due : [];
}

/** One line of the mail: when, and the text (or what was sent instead of text). */
function messageLine(row: { body: string; audio: unknown; createdAt: Date }, lang: LanguageCode): string {
  const what = row.body ? row.body.slice(0, 280) : translate(lang, row.audio ? "chatVoiceMessage" : "chatAttachment");
  return `[${formatDate(row.createdAt, lang, "dateTime")}] ${what}`;
}

/**
 * Mails a member the chat messages they have left unread for `chatMailDelayMs`: one mail per
 * conversation listing its unread messages, and none when they read them first. A member who
 * keeps not reading gets one mail per unread run — the mail is keyed by the run's first message,
 * so the messages that follow it in the same run add nothing. Runs off the request path (the job
 * runner in server/background-jobs.ts); `now` is the job's clock.
 */
export async function mailUnreadChats(
  deps: UnreadChatMailDeps,
  options: { now?: Date; limit?: number } = {},
): Promise<{ messages: number; mailed: number }> {
  const cutoff = new Date((options.now ?? new Date()).getTime() - chatMailDelayMs);
  const due = await claimDueMessages(deps.db, cutoff, options.limit ?? 500);
  const runs = new Map<string, { conversationId: number; recipientId: number }>();
  for (const m of due) {
    // Messages to the site's staff have no one recipient; staff see them in the admin inbox.
    if (m.recipientId !== null)
      runs.set(`${m.conversationId}:${m.recipientId}`, { conversationId: m.conversationId, recipientId: m.recipientId });
  }
  let mailed = 0;
  for (const { conversationId, recipientId } of runs.values()) {
    try {
      if (await mailUnreadRun(deps, conversationId, recipientId, cutoff)) mailed++;
    } catch (error) {
      deps.logger.warn({ err: error, conversationId, recipientId }, "could not mail unread chat messages");
    }
  }
  if (mailed > 0) deps.mailQueue.kick();
  return { messages: due.length, mailed };
}

async function mailUnreadRun(deps: UnreadChatMailDeps, conversationId: number, recipientId: number, cutoff: Date): Promise<boolean> {
  const toRecipient = and(eq(messages.conversationId, conversationId), eq(messages.recipientId, recipientId), isNull(messages.readAt));
  const [run] = await deps.db
    .select({ firstId: min(messages.id), oldest: min(messages.createdAt) })
    .from(messages)
    .where(and(toRecipient, isNull(messages.deletedAt)));
  // Read meanwhile (or every unread message deleted by its sender), or only younger messages left.
  if (!run?.firstId || !run.oldest || run.oldest > cutoff) return false;
  const [recipient] = await deps.db
    .select({ email: users.email, language: users.language, banned: users.banned })
    .from(users)
    .where(eq(users.id, recipientId));
  if (!recipient || recipient.banned) return false;
  const unread = await deps.db
    .select({
      body: messages.body,
      audio: messages.audio,
      createdAt: messages.createdAt,
      fromStaff: messages.fromStaff,
      sender: users.name,
    })
    .from(messages)
    .leftJoin(users, eq(users.id, messages.senderId))
    .where(and(toRecipient, isNull(messages.deletedAt)))
    .orderBy(asc(messages.id));
  const lang = isLanguageCode(recipient.language) ? recipient.language : "vi";
  const first = unread[0]!;
  const name = first.fromStaff ? translate(lang, "chatFromSite") : (first.sender ?? translate(lang, "chatFromSite"));
  const subject =
    unread.length === 1
      ? translate(lang, "chatNewMessageTitle", { name })
      : translate(lang, "chatUnreadMailTitle", { name, count: unread.length });
  const lines = unread.slice(0, listedMessages).map((row) => messageLine(row, lang));
  if (unread.length > listedMessages) lines.push(translate(lang, "chatUnreadMailMore", { count: unread.length - listedMessages }));
  const url = `${deps.env.baseUrl}/user/chat?conversation=${conversationId}${lang === "vi" ? "" : `&lang=${lang}`}`;
  return enqueueMail(
    deps.db,
    { to: recipient.email, subject, text: `${lines.join("\n")}\n\n${translate(lang, "chatMailFooter")}\n${url}` },
    // One mail per unread run of a conversation: the run is named by its first message.
    { dedupeKey: `chat-unread:${conversationId}:${recipientId}:${run.firstId}` },
  );
}
