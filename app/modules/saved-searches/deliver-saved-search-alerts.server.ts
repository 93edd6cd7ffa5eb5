import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import { properties, savedSearchAlerts } from "../../../db/schema/index.ts";
import { formatPrice, type MoneyDisplay } from "../../lib/format/format-amount.ts";
import { isLanguageCode, type LanguageCode } from "../../lib/i18n/index.ts";
import { enqueueMail } from "../../lib/mail/mail-queue.server.ts";
import type { Services } from "../../lib/services.server.ts";
import { imageUrl } from "../../lib/storage/stored-image.ts";
import { notify } from "../notifications/notify.server.ts";
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
 * Sends a saved search's waiting alerts: one e-mail (when the member chose e-mail) queued in
 * the same transaction that marks the alerts sent, keyed by `batchKey` so asking twice queues
 * one mail; then one in-site notification, pushed to their devices (when they chose it).
 * Answers whether a mail was queued.
 */
export async function deliverSavedSearchAlerts(
  deps: AlertDeps,
  target: AlertTarget,
  alerts: PendingAlert[],
  batchKey: string,
  /** The site's money display, when the caller read it once for many searches. */
  money?: MoneyDisplay,
): Promise<boolean> {
  if (alerts.length === 0) return false;
  const lang: LanguageCode = isLanguageCode(target.language) ? target.language : "vi";
  const ids = [...new Set(alerts.map((a) => a.propertyId))];
  const rows = await deps.db
    .select({
      id: properties.id,
      title: properties.title,
      slugId: properties.slugId,
      price: properties.price,
      wardName: properties.wardName,
      titleImage: properties.titleImage,
    })
    .from(properties)
    .where(inArray(properties.id, ids));
  money ??= await getMoneyDisplay(deps.db);
  const absolute = (url: string) => (url.startsWith("/") ? `${deps.env.baseUrl}${url}` : url);
  const langQuery = lang === "vi" ? "" : `lang=${lang}`;
  const withLang = (url: string) => (langQuery ? `${url}${url.includes("?") ? "&" : "?"}${langQuery}` : url);
  const listings: AlertListing[] = [];
  for (const alert of alerts) {
    const row = rows.find((r) => r.id === alert.propertyId);
    if (!row) continue;
    listings.push({
      kind: alert.kind,
      title: row.title,
      price: formatPrice(row.price, money, lang),
      ...(alert.oldPrice !== null ? { oldPrice: formatPrice(alert.oldPrice, money!, lang) } : {}),
      ward: row.wardName,
      photo: row.titleImage ? absolute(imageUrl(row.titleImage, 320, (key) => deps.storage.url(key))) : null,
      link: withLang(`${deps.env.baseUrl}/properties-details/${row.slugId}`),
    });
  }
  let mailed = false;
  await deps.db.transaction(async (tx) => {
    if (target.byEmail && listings.length > 0) {
      mailed = await enqueueMail(
        tx,
        alertMail({
          to: target.email,
          lang,
          searchName: target.name,
          resultsUrl: withLang(`${deps.env.baseUrl}${target.url}`),
          manageUrl: withLang(`${deps.env.baseUrl}/user/saved-searches`),
          unsubscribeUrl: unsubscribeUrl(deps.env, target.id),
          listings,
        }),
        { dedupeKey: `saved-search:${target.id}:${batchKey}` },
      );
    }
    await tx
      .update(savedSearchAlerts)
      .set({ sentAt: sql`now()` })
      .where(
        and(eq(savedSearchAlerts.savedSearchId, target.id), isNull(savedSearchAlerts.sentAt), inArray(savedSearchAlerts.propertyId, ids)),
      );
  });
  if (target.byPush && listings.length > 0) {
    try {
      await notify(deps, target.userId, {
        titleKey: "savedSearchNotificationTitle",
        bodyKey: "savedSearchNotificationBody",
        params: { name: target.name, count: listings.length },
        url: "/user/saved-searches",
        type: "property",
      });
    } catch (error) {
      deps.logger.warn({ err: error, savedSearchId: target.id }, "could not notify a saved search's member");
    }
  }
  return mailed;
}
