import { and, eq, inArray, sql, type SQL } from "drizzle-orm";
import { properties, savedSearchAlerts, savedSearches, users } from "../../../db/schema/index.ts";
import { formatPrice, type MoneyDisplay } from "../../lib/format/format-amount.ts";
import { isLanguageCode, type LanguageCode } from "../../lib/i18n/index.ts";
import { enqueueMails, type QueuedMail } from "../../lib/mail/mail-queue.server.ts";
import type { Services } from "../../lib/services.server.ts";
import { imageUrl, type StoredImage } from "../../lib/storage/stored-image.ts";
import { notifyMany } from "../notifications/notify.server.ts";
import { getMoneyDisplay } from "../settings/get-shell-settings.server.ts";
import { alertMail, type AlertKind, type AlertListing } from "./alert-mail.ts";
import { unsubscribeUrl } from "./unsubscribe-token.server.ts";

export type AlertDeps = Pick<Services, "db" | "env" | "events" | "logger" | "mailQueue" | "storage">;

/** A saved search with what its alerts need of its member. */
export interface AlertTarget {
  id: number;
  userId: number;
  name: string;
  url: string;
  byEmail: boolean;
  byPush: boolean;
  email: string;
  language: string | null;
}

export interface PendingAlert {
  propertyId: number;
  kind: AlertKind;
  oldPrice: number | null;
}

/**
 * The saved searches `where` names, with what their alerts need of their member (and when each
 * last had a digest); a banned member's searches are left out, whatever sends.
 */
export function selectAlertTargets(db: AlertDeps["db"], where: SQL | undefined) {
  return db
    .select({
      id: savedSearches.id,
      userId: savedSearches.userId,
      name: savedSearches.name,
      url: savedSearches.url,
      byEmail: savedSearches.byEmail,
      byPush: savedSearches.byPush,
      email: users.email,
      language: users.language,
      lastDigestAt: savedSearches.lastDigestAt,
    })
    .from(savedSearches)
    .innerJoin(users, eq(users.id, savedSearches.userId))
    .where(and(eq(users.banned, false), where));
}

/** Alerts grouped by their saved search, in the order given. */
export function alertsBySearch<T extends PendingAlert & { savedSearchId: number }>(rows: T[]): Map<number, T[]> {
  const grouped = new Map<number, T[]>();
  for (const row of rows) {
    const list = grouped.get(row.savedSearchId);
    if (list) list.push(row);
    else grouped.set(row.savedSearchId, [row]);
  }
  return grouped;
}

/** One saved search's alerts to send, under the key that keeps its mail to one. */
export interface AlertDelivery {
  target: AlertTarget;
  alerts: PendingAlert[];
  /** Names the run (`instant:<changes>`, `daily:<last digest>`): asking twice with it queues one mail. */
  batchKey: string;
}

/** Searches whose alerts callers send together: one transaction of a few statements. */
export const searchesPerDelivery = 500;

/** Listings read per statement. */
const listingsPerRead = 5_000;

/**
 * Sends saved searches' waiting alerts, all at once: the listings they name read in one
 * statement (per `listingsPerRead`), every e-mail (for members who chose e-mail) queued with
 * multi-row inserts in the same transaction that marks all those alerts sent in one statement,
 * each mail keyed by its search and `batchKey` so asking twice queues it once; then one in-site
 * notification per search, pushed to devices (for members who chose it), written together.
 * Statements grow with the listings and the mails' size, not one per search. Callers send a
 * few hundred searches per call, so one failure holds back only those. Answers how many mails
 * were queued.
 */
export async function deliverSavedSearchAlerts(
  deps: AlertDeps,
  deliveries: AlertDelivery[],
  /** The site's money display, when the caller read it once for many calls. */
  money?: MoneyDisplay,
): Promise<number> {
  const waiting = deliveries.filter((d) => d.alerts.length > 0);
  if (waiting.length === 0) return 0;
  const ids = [...new Set(waiting.flatMap((d) => d.alerts.map((a) => a.propertyId)))];
  const rows = new Map<number, { title: string; slugId: string; price: number; wardName: string; titleImage: StoredImage | null }>();
  for (let start = 0; start < ids.length; start += listingsPerRead) {
    const read = await deps.db
      .select({
        id: properties.id,
        title: properties.title,
        slugId: properties.slugId,
        price: properties.price,
        wardName: properties.wardName,
        titleImage: properties.titleImage,
      })
      .from(properties)
      .where(inArray(properties.id, ids.slice(start, start + listingsPerRead)));
    for (const row of read) rows.set(row.id, row);
  }
  const display = money ?? (await getMoneyDisplay(deps.db));
  const absolute = (url: string) => (url.startsWith("/") ? `${deps.env.baseUrl}${url}` : url);
  const mails: QueuedMail[] = [];
  const told: { target: AlertTarget; count: number }[] = [];
  // The (search, listing) pairs to mark sent, as two parallel integer arrays.
  const searchIds: number[] = [];
  const propertyIds: number[] = [];
  for (const { target, alerts, batchKey } of waiting) {
    const lang: LanguageCode = isLanguageCode(target.language) ? target.language : "vi";
    const langQuery = lang === "vi" ? "" : `lang=${lang}`;
    const withLang = (url: string) => (langQuery ? `${url}${url.includes("?") ? "&" : "?"}${langQuery}` : url);
    const listings: AlertListing[] = [];
    for (const alert of alerts) {
      searchIds.push(target.id);
      propertyIds.push(alert.propertyId);
      const row = rows.get(alert.propertyId);
      if (!row) continue;
      listings.push({
        kind: alert.kind,
        title: row.title,
        price: formatPrice(row.price, display, lang),
        ...(alert.oldPrice !== null ? { oldPrice: formatPrice(alert.oldPrice, display, lang) } : {}),
        ward: row.wardName,
        photo: row.titleImage ? absolute(imageUrl(row.titleImage, 320, (key) => deps.storage.url(key))) : null,
        link: withLang(`${deps.env.baseUrl}/properties-details/${row.slugId}`),
      });
    }
    if (listings.length === 0) continue;
    if (target.byEmail) {
      mails.push({
        message: alertMail({
          to: target.email,
          lang,
          searchName: target.name,
          resultsUrl: withLang(`${deps.env.baseUrl}${target.url}`),
          manageUrl: withLang(`${deps.env.baseUrl}/user/saved-searches`),
          unsubscribeUrl: unsubscribeUrl(deps.env, target.id),
          listings,
        }),
        dedupeKey: `saved-search:${target.id}:${batchKey}`,
      });
    }
    if (target.byPush) told.push({ target, count: listings.length });
  }
  let mailed = 0;
  await deps.db.transaction(async (tx) => {
    mailed = (await enqueueMails(tx, mails)).filter(Boolean).length;
    await tx.execute(
      sql`update ${savedSearchAlerts} set sent_at = now()
          from unnest(${`{${searchIds.join(",")}}`}::int[], ${`{${propertyIds.join(",")}}`}::int[]) as sent(search_id, property_id)
          where ${savedSearchAlerts.savedSearchId} = sent.search_id and ${savedSearchAlerts.propertyId} = sent.property_id
            and ${savedSearchAlerts.sentAt} is null`,
    );
  });
  if (told.length > 0) {
    try {
      await notifyMany(
        deps,
        told.map(({ target, count }) => ({
          userId: target.userId,
          input: {
            titleKey: "savedSearchNotificationTitle",
            bodyKey: "savedSearchNotificationBody",
            params: { name: target.name, count },
            url: "/user/saved-searches",
            type: "property",
          },
        })),
      );
    } catch (error) {
      deps.logger.warn({ err: error, savedSearchIds: told.map((t) => t.target.id) }, "could not notify saved searches' members");
    }
  }
  return mailed;
}
