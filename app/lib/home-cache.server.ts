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
 * The key prefix of what every page reads the same whatever its URL and reader (the filter
 * panel's categories, wards and facilities, the shell's settings), kept PAGE_DATA_SECONDS
 * (`keptForPages` in app/routes/+shared/discovery-context.server.ts). It lies under the
 * visitors' prefix, so the same drops forget it.
 */
export const pageDataKey = `${visitorSectionsKey}pages:`;

/**
 * Forgets the visitors' kept home sections and the pages' kept data in this process: any write
 * it handles empties them, as it empties the page cache (other processes' writes show within
 * the window).
 */
export function dropVisitorHomeSections(db: Db): void {
  dropShortCached(db, visitorSectionsKey);
}
