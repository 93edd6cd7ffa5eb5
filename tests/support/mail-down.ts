import { mkdir, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { isNull, sql } from "drizzle-orm";
import { mailOutbox } from "../../db/schema/index.ts";
import type { TestContext } from "./test-app.ts";

/**
 * Runs `change` while the mail outbox cannot be written — a mail server that is down: a file
 * stands where the outbox directory goes, so every send fails — and lets the mail worker try
 * (and fail) once before the outbox comes back. Then `retryMailNow` sends what waited.
 */
export async function whileMailIsDown<T>(ctx: TestContext, change: () => Promise<T>): Promise<T> {
  const dir = path.resolve(ctx.dataDir, "outbox", "mail");
  const aside = `${dir}.aside`;
  const moved = await rename(dir, aside).then(
    () => true,
    () => false,
  );
  await mkdir(path.dirname(dir), { recursive: true });
  await writeFile(dir, "");
  try {
    const result = await change();
    await ctx.services.mailQueue.drain();
    return result;
  } finally {
    await rm(dir, { force: true });
    if (moved) await rename(aside, dir);
  }
}

/** The wait before a retry has passed: every unsent mail is due, and the worker sends them. */
export async function retryMailNow(ctx: TestContext): Promise<number> {
  await ctx.services.db
    .update(mailOutbox)
    .set({ nextAttemptAt: sql`now()` })
    .where(isNull(mailOutbox.sentAt));
  return ctx.services.mailQueue.drain();
}
