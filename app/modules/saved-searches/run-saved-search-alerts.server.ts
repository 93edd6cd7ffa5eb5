import { and, eq, inArray, isNotNull, or } from "drizzle-orm";
import { properties, savedSearchAlerts, savedSearches, users } from "../../../db/schema/index.ts";
import { claimListingChanges } from "../listings/listing-change-feed.server.ts";
import { watchNotices } from "../notifications/tell-favourite-watchers.server.ts";
import type { PropertyFilters } from "../properties/property-filters.server.ts";
import type { AlertKind } from "./alert-mail.ts";
import { getMoneyDisplay } from "../settings/get-shell-settings.server.ts";
import {
  alertsBySearch,
  deliverSavedSearchAlerts,
  searchesPerDelivery,
  selectAlertTargets,
  type AlertDeps,
  type AlertTarget,
} from "./deliver-saved-search-alerts.server.ts";
import { matchSavedSearches } from "./match-saved-searches.server.ts";

type AlertRow = { savedSearchId: number; propertyId: number; kind: AlertKind; oldPrice: number | null };

/** Rows per insert statement (four parameters each, within PostgreSQL's 65,535). */
const rowsPerInsert = 10_000;

/** Records alerts, once per search, listing and kind: answers the rows that were not there yet. */
async function recordAlerts(db: AlertDeps["db"], rows: AlertRow[]): Promise<AlertRow[]> {
  const fresh: AlertRow[] = [];
  for (let start = 0; start < rows.length; start += rowsPerInsert) {
    const inserted = await db
      .insert(savedSearchAlerts)
      .values(rows.slice(start, start + rowsPerInsert))
      .onConflictDoNothing()
      .returning({
        savedSearchId: savedSearchAlerts.savedSearchId,
        propertyId: savedSearchAlerts.propertyId,
        kind: savedSearchAlerts.kind,
        oldPrice: savedSearchAlerts.oldPrice,
      });
    for (const row of inserted) fresh.push(row);
  }
  return fresh;
}

/**
 * The saved-search worker (run off the request path by server/background-jobs.ts): claims the
 * next listing changes from the change feed, so each change is handled once across restarts and
 * processes, and records what each live saved search (not paused, alerting somehow, its member
 * not banned) should hear: a listing that entered the public lists and matches it ("new"); a
 * price cut on a listing it told of already ("price_drop"); a listing it told of sold or rented.
 * The (search, listing, kind) key keeps each to one alert ever. Instant searches are sent at
 * once; daily and weekly ones wait for their digest (send-saved-search-digests.server.ts).
 * A member's own listings are not news to them.
 */
export async function runSavedSearchAlerts(
  deps: AlertDeps,
  options: { limit?: number } = {},
): Promise<{ changes: number; searches: number; alerts: number; mailed: number }> {
  const changes = await claimListingChanges(deps.db, "saved-search-alerts", options.limit ?? 1_000);
  const result = { changes: changes.length, searches: 0, alerts: 0, mailed: 0 };
  if (changes.length === 0) return result;
  const entered = new Set(changes.filter((c) => c.kind === "public" && c.isPublic).map((c) => c.propertyId));
  const notices = await watchNotices(deps.db, changes);
  const drops = new Map(notices.flatMap((n) => (n.kind === "drop" ? [[n.propertyId, n.from] as const] : [])));
  const gone = notices.filter((n): n is { propertyId: number; kind: "sold" | "rented" } => n.kind === "sold" || n.kind === "rented");
  if (entered.size === 0 && drops.size === 0 && gone.length === 0) return result;

  const live = await deps.db
    .select({ id: savedSearches.id, userId: savedSearches.userId, filters: savedSearches.filters })
    .from(savedSearches)
    .innerJoin(users, eq(users.id, savedSearches.userId))
    .where(
      and(eq(savedSearches.paused, false), or(eq(savedSearches.byEmail, true), eq(savedSearches.byPush, true)), eq(users.banned, false)),
    );
  result.searches = live.length;
  const candidates = [...new Set([...entered, ...drops.keys()])];
  const rows: AlertRow[] = [];
  if (candidates.length > 0 && live.length > 0) {
    const owners = await deps.db
      .select({ id: properties.id, userId: properties.userId })
      .from(properties)
      .where(inArray(properties.id, candidates));
    const ownerOf = new Map(owners.map((o) => [o.id, o.userId]));
    const userOf = new Map(live.map((s) => [s.id, s.userId]));
    const pairs = await matchSavedSearches(
      deps.db,
      live.map((s) => ({ id: s.id, filters: s.filters as PropertyFilters })),
      candidates,
    );
    const matched = pairs.filter((p) => ownerOf.get(p.propertyId) !== userOf.get(p.searchId));
    // A match is "new" the first time; a cheaper listing the search told of already is a price drop.
    const fresh = await recordAlerts(
      deps.db,
      matched.map((p) => ({ savedSearchId: p.searchId, propertyId: p.propertyId, kind: "new" as const, oldPrice: null })),
    );
    // Loops, not spread: a batch may bring hundreds of thousands of alerts.
    for (const row of fresh) rows.push(row);
    const told = new Set(fresh.map((r) => `${r.savedSearchId}:${r.propertyId}`));
    const cuts = matched.filter((p) => drops.has(p.propertyId) && !told.has(`${p.searchId}:${p.propertyId}`));
    const cutRows = await recordAlerts(
      deps.db,
      cuts.map((p) => ({
        savedSearchId: p.searchId,
        propertyId: p.propertyId,
        kind: "price_drop" as const,
        oldPrice: drops.get(p.propertyId)!,
      })),
    );
    for (const row of cutRows) rows.push(row);
  }
  if (gone.length > 0 && live.length > 0) {
    // Sold or rented: news only to the searches that told of the listing before.
    const toldOf = await deps.db
      .selectDistinct({ savedSearchId: savedSearchAlerts.savedSearchId, propertyId: savedSearchAlerts.propertyId })
      .from(savedSearchAlerts)
      .innerJoin(savedSearches, eq(savedSearches.id, savedSearchAlerts.savedSearchId))
      .where(
        and(
          inArray(
            savedSearchAlerts.propertyId,
            gone.map((g) => g.propertyId),
          ),
          inArray(savedSearchAlerts.kind, ["new", "price_drop"]),
          isNotNull(savedSearchAlerts.sentAt),
          eq(savedSearches.paused, false),
        ),
      );
    const kindOf = new Map(gone.map((g) => [g.propertyId, g.kind]));
    const goneRows = await recordAlerts(
      deps.db,
      toldOf.map((t) => ({ savedSearchId: t.savedSearchId, propertyId: t.propertyId, kind: kindOf.get(t.propertyId)!, oldPrice: null })),
    );
    for (const row of goneRows) rows.push(row);
  }
  result.alerts = rows.length;
  if (rows.length === 0) return result;

  const searchIds = [...new Set(rows.map((r) => r.savedSearchId))];
  const instant = await selectAlertTargets(deps.db, and(inArray(savedSearches.id, searchIds), eq(savedSearches.frequency, "instant")));
  const batch = `${changes[0]!.id}-${changes.at(-1)!.id}`;
  const money = await getMoneyDisplay(deps.db);
  const alertsOf = alertsBySearch(rows);
  const deliveries = (instant satisfies AlertTarget[]).map((target) => ({
    target,
    alerts: alertsOf.get(target.id) ?? [],
    batchKey: `instant:${batch}`,
  }));
  for (let start = 0; start < deliveries.length; start += searchesPerDelivery) {
    const chunk = deliveries.slice(start, start + searchesPerDelivery);
    try {
      result.mailed += await deliverSavedSearchAlerts(deps, chunk, money);
    } catch (error) {
      deps.logger.warn({ err: error, savedSearchIds: chunk.map((d) => d.target.id) }, "could not send saved searches' alerts");
    }
  }
  if (result.mailed > 0) deps.mailQueue.kick();
  return result;
}
