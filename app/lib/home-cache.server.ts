import type { Db } from "./db.server.ts";
import { dropShortCached } from "./short-cache.server.ts";

/**
 * Forgets the home page's kept sections (categories, agents, wards) in this process, so a
 * staff edit of what they show takes effect on the next visit. Other processes catch up
 * within the cache's window (a minute).
 */
export function dropHomeCaches(db: Db): void {
  dropShortCached(db, "home:");
}

/** The key prefix of a visitor's kept home sections (under the home caches' "home:"). */
export const visitorSectionsKey = "home:visitor:";

/**
 * Forgets the visitors' kept home sections in this process: any write it handles empties
 * them, as it empties the page cache (other processes' writes show within the window).
 */
export function dropVisitorHomeSections(db: Db): void {
  dropShortCached(db, visitorSectionsKey);
}
