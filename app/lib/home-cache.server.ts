import type { Db } from "./db.server.ts";
import type { Services } from "./services.server.ts";
import { dropShortCached, shortCached } from "./short-cache.server.ts";

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
 * (`keptForPages` below). It lies under the
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

/**
 * A read every page makes alike whatever its URL and reader (the stored settings, the filter
 * panel's choices), kept in this process PAGE_DATA_SECONDS (0 reads it every time), for
 * visitors and members alike. Any write this process handles forgets it (server/app.ts,
 * `dropVisitorHomeSections`); other processes' writes show within the window. A page rendered
 * on a miss of the page cache, or for a member, then reads only what its own URL asks for.
 */
export function keptForPages<T>(services: Pick<Services, "db" | "env">, key: string, read: () => Promise<T>): Promise<T> {
  const seconds = services.env.PAGE_DATA_SECONDS;
  return seconds > 0 ? shortCached(services.db, `${pageDataKey}${key}`, seconds, read) : read();
}
