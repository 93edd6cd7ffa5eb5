import { createHmac } from "node:crypto";
import { eq, lt, ne, sql } from "drizzle-orm";
import { appProcesses, settings } from "../../../db/schema/index.ts";
import type { Db } from "../db.server.ts";

/** The settings row (not public, not a staff setting) that holds the last fingerprint seen. */
export const authSecretFingerprintKey = "auth_secret_fingerprint";

/** Seconds between a running process's heartbeats; one silent for three of them counts as gone (a kill -9). */
export const processHeartbeatSeconds = 30;
const goneAfterSeconds = processHeartbeatSeconds * 3;

/** A one-way fingerprint of the secret: an HMAC of a fixed label keyed by it; the secret itself is never stored. */
export function authSecretFingerprint(secret: string): string {
  return createHmac("sha256", secret).update("nhadat auth secret fingerprint v1").digest("base64url").slice(0, 22);
}

/**
 * first: no process had started on this database; same: the secret the database has seen;
 * changed: another secret than last time, but no running process holds the old one (a restart
 * with a new secret: sessions signed with the old one have ended); rotated: running processes
 * hold another secret and AUTH_SECRET_ROTATE asked for the change.
 */
export type AuthSecretCheck = "first" | "same" | "changed" | "rotated";

export class AuthSecretMismatchError extends Error {}

/**
 * Registers a starting process with its secret's fingerprint (run under the start-up lock).
 * Every process sharing the database must sign sessions with the same secret, or each hop
 * between processes signs the browser out: a process whose secret differs from a running
 * one's is refused (`AuthSecretMismatchError`), unless `rotate` is set. Refusing stops a
 * mixed deployment at its first process, where a warning in one log among many is missed;
 * a restart of the whole site with a new secret is not refused, only reported.
 */
export async function registerProcess(db: Db, secret: string, options: { processId: string; rotate: boolean }): Promise<AuthSecretCheck> {
  const fingerprint = authSecretFingerprint(secret);
  await db.delete(appProcesses).where(lt(appProcesses.seenAt, sql`now() - make_interval(secs => ${goneAfterSeconds})`));
  const others = await db
    .select({ id: appProcesses.id })
    .from(appProcesses)
    .where(ne(appProcesses.secretFingerprint, fingerprint))
    .limit(1);
  if (others.length > 0 && !options.rotate) {
    throw new AuthSecretMismatchError(
      "AUTH_SECRET differs from the one the other running processes of this database use (their fingerprints are kept in the database): " +
        "every process must share one AUTH_SECRET, or sessions fail at each hop between them. " +
        "To change the secret on purpose during a rolling restart, start with AUTH_SECRET_ROTATE=1 (everyone is signed out).",
    );
  }
  const [stored] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, authSecretFingerprintKey));
  const value = JSON.stringify(fingerprint);
  await db
    .insert(settings)
    .values({ key: authSecretFingerprintKey, value, isPublic: false })
    .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: sql`now()` } });
  await db.insert(appProcesses).values({ id: options.processId, secretFingerprint: fingerprint });
  if (others.length > 0) return "rotated";
  if (!stored) return "first";
  return stored.value === value ? "same" : "changed";
}

/** Marks the process as running (every processHeartbeatSeconds). */
export async function processHeartbeat(db: Db, processId: string): Promise<void> {
  await db
    .update(appProcesses)
    .set({ seenAt: sql`now()` })
    .where(eq(appProcesses.id, processId));
}

/** A clean shutdown: the process no longer holds its secret. */
export async function unregisterProcess(db: Db, processId: string): Promise<void> {
  await db.delete(appProcesses).where(eq(appProcesses.id, processId));
}
