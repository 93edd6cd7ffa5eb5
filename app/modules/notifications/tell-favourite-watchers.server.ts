import { and, eq, inArray, lt, ne, or, isNull, desc } from "drizzle-orm";
import { favourites, properties, propertyChanges, users, type NotificationParams } from "../../../db/schema/index.ts";
import { formatPrice } from "../../lib/format/format-amount.ts";
import { isLanguageCode, translate } from "../../lib/i18n/index.ts";
import { enqueueMail } from "../../lib/mail/mail-queue.server.ts";
import type { Services } from "../../lib/services.server.ts";
import { claimListingChanges, type ListingChange } from "../listings/listing-change-feed.server.ts";
import { getMoneyDisplay } from "../settings/get-shell-settings.server.ts";
import { notificationVars } from "./notification-item.ts";
import { notify } from "./notify.server.ts";

export type WatchDeps = Pick<Services, "db" | "env" | "events" | "logger" | "mailQueue">;

/** What a favourite's follower is told about one listing. */
type WatchNotice =
  { propertyId: number; kind: "drop"; from: number; to: number } | { propertyId: number; kind: "sold" | "rented" | "inactive" };

const statusNotices = { sold: "Sold", rented: "Rented", inactive: "Inactive" } as const;

/**
 * The notices a batch of listing changes gives followers: a price cut while the listing is
 * public; a listing back in public at a lower price than when it left (an edit that cut the
 * price went to review, then was approved); an active listing marked sold, rented or
 * inactive. Several cuts of one listing in a batch are one notice, from the first price to the last.
 */
export async function watchNotices(db: WatchDeps["db"], changes: ListingChange[]): Promise<WatchNotice[]> {
  const notices = new Map<string, WatchNotice>();
  const drop = (propertyId: number, from: number, to: number) => {
    const key = `${propertyId}:drop`;
    const earlier = notices.get(key);
    const first = earlier?.kind === "drop" ? earlier.from : from;
    notices.delete(key);
    if (to < first) notices.set(key, { propertyId, kind: "drop", from: first, to });
  };
  // Every time the listings that came back had left the public lists, newest first: one statement for the batch.
  const back = changes.filter((c) => c.kind === "public" && c.isPublic);
  const leftAt = new Map<number, { id: number; price: number | null }[]>();
  if (back.length > 0) {
    const rows = await db
      .select({ id: propertyChanges.id, propertyId: propertyChanges.propertyId, price: propertyChanges.oldPrice })
      .from(propertyChanges)
      .where(
        and(
          inArray(propertyChanges.propertyId, [...new Set(back.map((c) => c.propertyId))]),
          eq(propertyChanges.kind, "public"),
          eq(propertyChanges.isPublic, false),
          lt(propertyChanges.id, back.at(-1)!.id),
        ),
      )
      .orderBy(desc(propertyChanges.id));
    for (const row of rows) {
      const list = leftAt.get(row.propertyId);
      if (list) list.push(row);
      else leftAt.set(row.propertyId, [row]);
    }
  }
  for (const change of changes) {
    if (change.kind === "price" && change.isPublic && change.newPrice! < change.oldPrice!)
      drop(change.propertyId, change.oldPrice!, change.newPrice!);
    if (change.kind === "public" && change.isPublic) {
      // The price it had when it last left the public lists (before this change).
      const left = (leftAt.get(change.propertyId) ?? []).find((l) => l.id < change.id);
      if (left && change.newPrice! < left.price!) drop(change.propertyId, left.price!, change.newPrice!);
    }
    if (change.kind === "status" && change.oldStatus === "active" && change.newStatus && change.newStatus !== "active") {
      notices.set(`${change.propertyId}:status`, { propertyId: change.propertyId, kind: change.newStatus });
    }
  }
  return [...notices.values()];
}

/**
 * Tells the people who saved a listing as a favourite that its price dropped or that it is
 * sold, rented or no longer listed: in their inbox (and by web push when they allow
 * notifications, through `notify`) and by e-mail when they chose alert e-mails. The owner is
 * not told of their own listing. Runs off the request path (the job runner in server/main.ts):
 * it claims the next changes from the listing change feed, so each change is told once.
 */
export async function tellFavouriteWatchers(deps: WatchDeps, options: { limit?: number } = {}): Promise<{ changes: number; told: number }> {
  const changes = await claimListingChanges(deps.db, "favourite-watch", options.limit ?? 500);
  if (changes.length === 0) return { changes: 0, told: 0 };
  const notices = await watchNotices(deps.db, changes);
  if (notices.length === 0) return { changes: changes.length, told: 0 };
  const ids = [...new Set(notices.map((n) => n.propertyId))];
  const listings = await deps.db
    .select({ id: properties.id, title: properties.title, slugId: properties.slugId, userId: properties.userId })
    .from(properties)
    .where(inArray(properties.id, ids));
  const followers = await deps.db
    .select({
      propertyId: favourites.propertyId,
      userId: users.id,
      email: users.email,
      language: users.language,
      alertEmail: users.alertEmail,
    })
    .from(favourites)
    .innerJoin(users, eq(users.id, favourites.userId))
    .innerJoin(properties, eq(properties.id, favourites.propertyId))
    .where(
      and(
        inArray(favourites.propertyId, ids),
        or(isNull(properties.userId), ne(properties.userId, favourites.userId)),
        eq(users.banned, false),
      ),
    );
  const money = await getMoneyDisplay(deps.db);
  const batch = `${changes[0]!.id}-${changes.at(-1)!.id}`;
  let told = 0;
  for (const notice of notices) {
    const listing = listings.find((l) => l.id === notice.propertyId);
    if (!listing) continue;
    const url = `/properties-details/${listing.slugId}`;
    const params: NotificationParams = { title: listing.title };
    if (notice.kind === "drop") {
      params.from = { vi: formatPrice(notice.from, money, "vi"), en: formatPrice(notice.from, money, "en") };
      params.to = { vi: formatPrice(notice.to, money, "vi"), en: formatPrice(notice.to, money, "en") };
    }
    const name = notice.kind === "drop" ? "favouritePriceDrop" : `favourite${statusNotices[notice.kind]}`;
    for (const follower of followers.filter((f) => f.propertyId === notice.propertyId)) {
      try {
        await notify(deps, follower.userId, { titleKey: `${name}Title`, bodyKey: `${name}Body`, params, url, type: "property" });
        if (follower.alertEmail) {
          const lang = isLanguageCode(follower.language) ? follower.language : "vi";
          const vars = notificationVars(params, lang);
          // Keyed by the claimed changes, the listing, the news and the follower: each is mailed once.
          await enqueueMail(
            deps.db,
            {
              to: follower.email,
              subject: translate(lang, `${name}Title`, vars),
              text: `${translate(lang, `${name}Body`, vars)}\n\n${deps.env.baseUrl}${url}${lang === "vi" ? "" : `?lang=${lang}`}\n\n${translate(lang, "alertEmailFooter", { url: `${deps.env.baseUrl}/user/profile` })}`,
            },
            { dedupeKey: `favourite:${batch}:${notice.propertyId}:${notice.kind}:${follower.userId}` },
          );
        }
        told++;
      } catch (error) {
        deps.logger.warn({ err: error, userId: follower.userId, propertyId: notice.propertyId }, "could not tell a favourite's follower");
      }
    }
  }
  deps.mailQueue.kick();
  return { changes: changes.length, told };
}
