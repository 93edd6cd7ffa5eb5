import { and, asc, eq, inArray, isNull, lt, lte, or, sql } from "drizzle-orm";
import { mailOutbox, settings } from "../../../db/schema/index.ts";
import type { Db } from "../db.server.ts";
import type { Env } from "../env.server.ts";
import type { Logger } from "../logger.server.ts";
import type { MailMessage, Mailer } from "./mailer.server.ts";

/** A database handle or an open transaction: a mail is queued inside the change it follows. */
type Writer = Pick<Db, "insert">;

/** How long a worker holds a row while it sends; a worker that dies mid-send frees it after this. */
const leaseSeconds = 300;
/** How often each process looks for due mail (a retry, or a mail another process queued). */
const pollMs = 5_000;
/** After this many failed sends a mail stays queued with its last error, for staff to see. */
export const maxMailAttempts = 10;

/** The wait before the next try: 30 s, doubling, at most an hour. */
export function retryDelaySeconds(attempts: number): number {
  return Math.min(3_600, 30 * 2 ** Math.max(0, attempts - 1));
}

/** A mail to queue, with its dedupe key when asking again must not queue it twice. */
export interface QueuedMail {
  message: MailMessage;
  dedupeKey?: string;
}

/** Mails per insert statement: their texts make a statement large well before the parameter limit. */
const mailsPerInsert = 200;

/**
 * Queues a mail in the same transaction as the change it follows, so it exists exactly when the
 * change committed. With `dedupeKey`, asking again for the same mail queues nothing: answers
 * false. The mail worker sends it after the commit (`MailQueue.kick`).
 */
export async function enqueueMail(db: Writer, message: MailMessage, options: { dedupeKey?: string } = {}): Promise<boolean> {
  const [queued] = await enqueueMails(db, [{ message, ...options }]);
  return queued!;
}

/**
 * Queues many mails at once (multi-row inserts, `mailsPerInsert` a statement), with the same
 * rules as `enqueueMail`: a mail whose dedupe key is queued already, or repeated in the list,
 * is queued once. Answers, per mail in order, whether this call queued it.
 */
export async function enqueueMails(db: Writer, mails: QueuedMail[]): Promise<boolean[]> {
  const queuedKeys = new Set<string>();
  for (let start = 0; start < mails.length; start += mailsPerInsert) {
    const chunk = mails.slice(start, start + mailsPerInsert);
    const inserted = await db
      .insert(mailOutbox)
      .values(
        chunk.map(({ message, dedupeKey }) => ({
          to: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html ?? null,
          headers: message.headers ?? null,
          dedupeKey: dedupeKey ?? null,
        })),
      )
      .onConflictDoNothing({ target: mailOutbox.dedupeKey })
      .returning({ dedupeKey: mailOutbox.dedupeKey });
    for (const row of inserted) if (row.dedupeKey !== null) queuedKeys.add(row.dedupeKey);
  }
  // A key answers true once, for its first mail in the list; a mail without a key is always queued.
  return mails.map(({ dedupeKey }) => (dedupeKey === undefined ? true : queuedKeys.delete(dedupeKey)));
}

/** Sent mail is kept this long (staff and support read what went out), then deleted. */
export const sentMailKeepDays = 30;

/**
 * Deletes mail sent more than `keepDays` ago: the queue would otherwise keep every mail ever
 * sent, with the links in their texts (an invitation's set-password link among them). Mail not
 * sent (due, retrying, or given up with its last error) stays. Answers how many went.
 */
export async function pruneSentMail(db: Db, keepDays = sentMailKeepDays): Promise<number> {
  const removed = await db
    .delete(mailOutbox)
    .where(lt(mailOutbox.sentAt, sql`now() - make_interval(days => ${keepDays})`))
    .returning({ id: mailOutbox.id });
  return removed.length;
}

export interface MailQueue {
  /** Sends due mail soon, without waiting (call it after the transaction that queued mail commits). */
  kick(): void;
  /** Sends every due mail now; resolves when none is left that this call could take. */
  drain(): Promise<number>;
  /** Stops the worker, after the send in progress. */
  close(): Promise<void>;
}

type Deps = { db: Db; mailer: Mailer; logger: Logger; env: Pick<Env, "MAIL_FROM"> };

/** The domain of the sender address, for Message-IDs of the site's own. */
function mailDomain(from: string): string {
  return /@([^>\s]+)/.exec(from)?.[1] ?? "localhost";
}

/**
 * Takes one due mail: not sent, its time come, held by no live worker, tries left. The row is
 * locked while chosen (`skip locked`), so two workers — in this process or another — never take
 * the same mail; the lease marks it taken until the send is recorded.
 */
async function claim(db: Db) {
  const due = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(
      and(
        isNull(mailOutbox.sentAt),
        lte(mailOutbox.nextAttemptAt, sql`now()`),
        or(isNull(mailOutbox.lockedUntil), lt(mailOutbox.lockedUntil, sql`now()`)),
        lt(mailOutbox.attempts, maxMailAttempts),
      ),
    )
    .orderBy(asc(mailOutbox.nextAttemptAt), asc(mailOutbox.id))
    .limit(1)
    .for("update", { skipLocked: true });
  const [row] = await db
    .update(mailOutbox)
    .set({ lockedUntil: sql`now() + make_interval(secs => ${leaseSeconds})`, attempts: sql`${mailOutbox.attempts} + 1` })
    .where(inArray(mailOutbox.id, due))
    .returning();
  return row ?? null;
}

/**
 * The sender: MAIL_FROM's address under the company's name from the site settings (staff edit it
 * at /admin/settings), or MAIL_FROM as it is when no name is stored.
 */
export async function mailSender(db: Db, mailFrom: string): Promise<{ name: string; address: string } | undefined> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, "company_name"));
  let name: unknown = row?.value;
  try {
    name = row ? JSON.parse(row.value) : undefined;
  } catch {
    // A stored value that is not JSON is the text itself.
  }
  const address = /<([^>]+)>/.exec(mailFrom)?.[1] ?? mailFrom.trim();
  return typeof name === "string" && name.trim() ? { name: name.trim(), address } : undefined;
}

/** Sends one claimed mail and records the outcome: sent, or when to try again and why not. */
async function deliver(deps: Deps, row: typeof mailOutbox.$inferSelect): Promise<boolean> {
  try {
    const from = await mailSender(deps.db, deps.env.MAIL_FROM);
    await deps.mailer.send({
      ...(from ? { from } : {}),
      to: row.to,
      subject: row.subject,
      text: row.text,
      ...(row.html ? { html: row.html } : {}),
      ...(row.headers ? { headers: row.headers } : {}),
      // One Message-ID per queued mail: were a send repeated after a crash, mail clients show it once.
      messageId: `<outbox-${row.id}-${row.createdAt.getTime()}@${mailDomain(deps.env.MAIL_FROM)}>`,
    });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    await deps.db
      .update(mailOutbox)
      .set({
        lockedUntil: null,
        lastError: message.slice(0, 500),
        nextAttemptAt: sql`now() + make_interval(secs => ${retryDelaySeconds(row.attempts)})`,
      })
      .where(eq(mailOutbox.id, row.id));
    deps.logger.warn({ err: error, mailId: row.id, attempts: row.attempts }, "mail not sent; will retry");
    return false;
  }
  await deps.db
    .update(mailOutbox)
    .set({ sentAt: sql`now()`, lockedUntil: null, lastError: null })
    .where(eq(mailOutbox.id, row.id));
  return true;
}

/**
 * The mail worker of one process: sends queued mail when kicked and every few seconds (retries,
 * and mail other processes queued). One run at a time per process; across processes the row
 * locks keep each mail to one sender.
 */
export function startMailQueue(deps: Deps): MailQueue {
  let running: Promise<number> | null = null;
  let again = false;
  const state = { closed: false };

  const runOnce = async (): Promise<number> => {
    let sent = 0;
    for (;;) {
      if (state.closed) return sent;
      const row = await claim(deps.db);
      if (!row) return sent;
      if (await deliver(deps, row)) sent += 1;
    }
  };
  const drain = (): Promise<number> => {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      let total = 0;
      do {
        again = false;
        total += await runOnce();
      } while (again && !state.closed);
      return total;
    })().finally(() => {
      running = null;
    });
    return running;
  };
  const kick = () => {
    drain().catch((error: unknown) => deps.logger.warn({ err: error }, "mail worker stopped a run"));
  };
  const timer = setInterval(kick, pollMs);
  timer.unref();
  return {
    kick,
    drain,
    async close() {
      state.closed = true;
      clearInterval(timer);
      await running?.catch(() => 0);
    },
  };
}
