import { createHmac, timingSafeEqual } from "node:crypto";
import { resolveAuthSecret } from "../../lib/auth/auth-secret.server.ts";
import type { Env } from "../../lib/env.server.ts";

type SecretEnv = Pick<Env, "AUTH_SECRET" | "DATA_DIR">;

function signature(env: SecretEnv, savedSearchId: number): string {
  return createHmac("sha256", resolveAuthSecret(env)).update(`saved-search-unsubscribe:${savedSearchId}`).digest("base64url");
}

/** The token of an alert's unsubscribe link: the saved search's id, signed with the auth secret, so it needs no sign-in and names no other search. */
export function unsubscribeToken(env: SecretEnv, savedSearchId: number): string {
  return `${savedSearchId}.${signature(env, savedSearchId)}`;
}

/** The saved search a token names, or null when it is not one the site signed. */
export function readUnsubscribeToken(env: SecretEnv, token: string | null | undefined): number | null {
  const match = /^([1-9]\d{0,9})\.([A-Za-z0-9_-]{43})$/.exec(token ?? "");
  if (!match) return null;
  const id = Number(match[1]);
  const expected = Buffer.from(signature(env, id));
  const given = Buffer.from(match[2]!);
  return expected.length === given.length && timingSafeEqual(expected, given) ? id : null;
}

/** The one-click unsubscribe address of a saved search's alerts (RFC 8058). */
export function unsubscribeUrl(env: SecretEnv & { baseUrl: string }, savedSearchId: number): string {
  return `${env.baseUrl}/unsubscribe/saved-search?token=${unsubscribeToken(env, savedSearchId)}`;
}
