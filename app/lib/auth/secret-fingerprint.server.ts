import { createHmac } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { settings } from "../../../db/schema/index.ts";
import type { Db } from "../db.server.ts";

/** The settings row (not public, not a staff setting) that holds the fingerprint. */
export const authSecretFingerprintKey = "auth_secret_fingerprint";

/** A one-way fingerprint of the secret: an HMAC of a fixed label keyed by it; the secret itself is never stored. */
export function authSecretFingerprint(secret: string): string {
  return createHmac("sha256", secret).update("nhadat auth secret fingerprint v1").digest("base64url").slice(0, 22);
}

export type AuthSecretCheck = "recorded" | "matched" | "rotated";

export class AuthSecretMismatchError extends Error {}

/**
 * Compares the process's auth secret with the one the database has seen. Every process sharing
 * the database must sign sessions with the same secret, or each hop between processes signs the
 * browser out; a process with another secret is refused (`AuthSecretMismatchError`) unless
 * `rotate` is set, which records the new secret's fingerprint on purpose (sessions signed with
 * the old one end).
 */
export async function checkAuthSecret(db: Db, secret: string, options: { rotate: boolean }): Promise<AuthSecretCheck> {
  const fingerprint = JSON.stringify(authSecretFingerprint(secret));
  const inserted = await db
    .insert(settings)
    .values({ key: authSecretFingerprintKey, value: fingerprint, isPublic: false })
    .onConflictDoNothing()
    .returning({ key: settings.key });
  if (inserted.length > 0) return "recorded";
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, authSecretFingerprintKey));
  if (row?.value === fingerprint) return "matched";
  if (!options.rotate) {
    throw new AuthSecretMismatchError(
      "AUTH_SECRET differs from the one this database's other processes use (its fingerprint is stored in the database): " +
        "every process must share one AUTH_SECRET, or sessions fail at each hop between them. " +
        "To change the secret on purpose, start once with AUTH_SECRET_ROTATE=1 (everyone is signed out).",
    );
  }
  await db
    .update(settings)
    .set({ value: fingerprint, updatedAt: sql`now()` })
    .where(eq(settings.key, authSecretFingerprintKey));
  return "rotated";
}
