import type { Db } from "../../lib/db.server.ts";
import { dropShortCached } from "../../lib/short-cache.server.ts";

/**
 * Forgets the home page's kept sections (categories, agents, wards) in this process, so a
 * staff edit of what they show takes effect on the next visit. Other processes catch up
 * within the cache's window (a minute).
 */
export function dropHomeCaches(db: Db): void {
  dropShortCached(db, "home:");
}
