import { sql } from "drizzle-orm";
import type { Db } from "../../lib/db.server.ts";

/**
 * Listing views, counted in memory and written in one statement every few seconds. A view
 * written at once would rewrite the listing's row and every index on it (total_views is
 * indexed for "most viewed"), on each detail page opened; batched, a popular listing is
 * written once per window and the page never waits for it. Reads add the views still held
 * here, so this process shows every view at once; other processes see them after the flush.
 * Views held when a process dies uncleanly are lost (at most one window). A signed-in
 * viewer's views are also kept per user (property_views, a recommendation signal), written in
 * the same flush.
 */
const flushEveryMs = 5_000;
const flushAtListings = 5_000;

interface Store {
  pending: Map<number, number>;
  /** "userId:propertyId" → views by that user. */
  pendingByUser: Map<string, number>;
  timer: NodeJS.Timeout | null;
  flushing: Promise<void> | null;
}

const stores = new WeakMap<Db, Store>();

function storeOf(db: Db): Store {
  let store = stores.get(db);
  if (!store) {
    store = { pending: new Map(), pendingByUser: new Map(), timer: null, flushing: null };
    stores.set(db, store);
  }
  return store;
}

/** Counts one view of a listing, and the viewer's own view when signed in. */
export function recordView(db: Db, propertyId: number, viewerId?: number): void {
  const store = storeOf(db);
  store.pending.set(propertyId, (store.pending.get(propertyId) ?? 0) + 1);
  if (viewerId !== undefined) {
    const key = `${viewerId}:${propertyId}`;
    store.pendingByUser.set(key, (store.pendingByUser.get(key) ?? 0) + 1);
  }
  if (store.pending.size >= flushAtListings) flushInBackground(db);
  else if (!store.timer) flushAfterWindow(store, db);
}

/**
 * A flush outside any request. One that fails keeps its counts for the next (flushViews), so
 * the error is only reported: left to reject, it would end the process.
 */
function flushInBackground(db: Db): void {
  flushViews(db).catch((error: unknown) => console.error("listing views not written yet, kept for the next try:", error));
}

function flushAfterWindow(store: Store, db: Db): void {
  store.timer = setTimeout(() => flushInBackground(db), flushEveryMs);
  store.timer.unref();
}

/** Views of a listing counted here and not yet written. */
export function pendingViews(db: Db, propertyId: number): number {
  return stores.get(db)?.pending.get(propertyId) ?? 0;
}

/** Writes the held views in one statement (also at shutdown); failed counts are kept for the next try. */
export async function flushViews(db: Db): Promise<void> {
  const store = stores.get(db);
  if (!store) return;
  if (store.timer) clearTimeout(store.timer);
  store.timer = null;
  await store.flushing;
  if (store.pending.size === 0 && store.pendingByUser.size === 0) return;
  const batch = store.pending;
  const byUser = store.pendingByUser;
  store.pending = new Map();
  store.pendingByUser = new Map();
  store.flushing = writeViews(db, batch, byUser)
    .then(
      () => undefined,
      (error: unknown) => {
        for (const [id, n] of batch) store.pending.set(id, (store.pending.get(id) ?? 0) + n);
        for (const [key, n] of byUser) store.pendingByUser.set(key, (store.pendingByUser.get(key) ?? 0) + n);
        if (!store.timer) flushAfterWindow(store, db);
        throw error;
      },
    )
    .finally(() => {
      store.flushing = null;
    });
  await store.flushing;
}

/**
 * One statement for the listings' totals, one for the viewers' own counts (users or listings
 * deleted since are skipped). Several processes flush at once, each its own views of the same
 * listings: each takes its rows' locks in the same order (by id, then user and listing), or two
 * flushes can each hold a row the other waits for, and PostgreSQL ends one as a deadlock.
 */
async function writeViews(db: Db, batch: Map<number, number>, byUser: Map<string, number>): Promise<void> {
  if (batch.size) {
    const ids = [...batch.keys()];
    const counts = ids.map((id) => batch.get(id)!);
    const idArray = `{${ids.join(",")}}`;
    // The rows are locked in id order first; the update's own join may visit them in any order.
    await db.execute(
      sql`update properties p set total_views = p.total_views + v.n
          from unnest(${idArray}::int[], ${`{${counts.join(",")}}`}::int[]) as v(id, n)
          where p.id = v.id
            and p.id in (select id from properties where id = any(${idArray}::int[]) order by id for no key update)`,
    );
  }
  if (byUser.size) {
    const keys = [...byUser.keys()].sort(byUserThenListing);
    const userIds = keys.map((k) => k.split(":")[0]);
    const propertyIds = keys.map((k) => k.split(":")[1]);
    const counts = keys.map((k) => byUser.get(k)!);
    await db.execute(
      sql`insert into property_views (user_id, property_id, views, last_viewed_at)
          select v.u, v.p, v.n, now()
          from unnest(${`{${userIds.join(",")}}`}::int[], ${`{${propertyIds.join(",")}}`}::int[], ${`{${counts.join(",")}}`}::int[]) as v(u, p, n)
          where exists (select 1 from users where users.id = v.u) and exists (select 1 from properties where properties.id = v.p)
          on conflict (user_id, property_id) do update
            set views = property_views.views + excluded.views, last_viewed_at = excluded.last_viewed_at`,
    );
  }
}

/** "userId:propertyId" keys in the order of the viewers' counts' primary key. */
function byUserThenListing(a: string, b: string): number {
  const [userA, listingA] = a.split(":").map(Number) as [number, number];
  const [userB, listingB] = b.split(":").map(Number) as [number, number];
  return userA - userB || listingA - listingB;
}
