import { eq } from "drizzle-orm";
import { savedSearches } from "../../../db/schema/index.ts";
import type { Services } from "../../lib/services.server.ts";
import { readUnsubscribeToken } from "./unsubscribe-token.server.ts";

/** The saved search an unsubscribe link names, for its confirm page; null when the token is not the site's or the search is gone. */
export async function findUnsubscribeTarget(
  services: Pick<Services, "db" | "env">,
  token: string | null | undefined,
): Promise<{ id: number; name: string; byEmail: boolean } | null> {
  const id = readUnsubscribeToken(services.env, token);
  if (id === null) return null;
  const [row] = await services.db
    .select({ id: savedSearches.id, name: savedSearches.name, byEmail: savedSearches.byEmail })
    .from(savedSearches)
    .where(eq(savedSearches.id, id));
  return row ?? null;
}

/**
 * One-click unsubscribe (RFC 8058) from a saved search's alert e-mails, without signing in: the
 * signed token is the proof. The search stays saved (its in-site alerts too, when chosen);
 * only its e-mails stop. Doing it twice changes nothing. False when the token is not the site's or the search is gone.
 */
export async function unsubscribeSavedSearch(services: Pick<Services, "db" | "env">, token: string | null | undefined): Promise<boolean> {
  const id = readUnsubscribeToken(services.env, token);
  if (id === null) return false;
  const updated = await services.db
    .update(savedSearches)
    .set({ byEmail: false })
    .where(eq(savedSearches.id, id))
    .returning({ id: savedSearches.id });
  return updated.length > 0;
}
