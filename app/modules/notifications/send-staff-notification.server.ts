import { and, asc, eq, gt, inArray, sql } from "drizzle-orm";
import { notifications, notificationSends, properties, pushSubscriptions, users } from "../../../db/schema/index.ts";
import type { Actor } from "../../lib/actor.server.ts";
import { AppError } from "../../lib/errors.ts";
import { deleteStoredImage, processImage } from "../../lib/images/process-image.server.ts";
import type { Services } from "../../lib/services.server.ts";
import { imageView } from "../../lib/storage/image-view.ts";
import type { StoredImage } from "../../lib/storage/stored-image.ts";
import { recordStaffAction } from "../audit/record-staff-action.server.ts";
import { publicPropertyCondition } from "../listings/public-property-condition.server.ts";
import { defaultLanguage } from "../../lib/i18n/index.ts";
import { toNotificationItem, type NotificationItem } from "./notification-item.ts";
import { pushPayload, pushToSubscriptions } from "./notify.server.ts";
import type { StaffNotificationInput } from "./staff-notification-schema.ts";

type SendServices = Pick<Services, "db" | "env" | "events" | "logger" | "storage">;

/** Devices pushed per round of the background delivery. */
const pushPage = 200;

/**
 * The live signal of a staff send: one broadcast for any audience, whose id is the send's;
 * each open page's stream reads back the notification the send gave its user, if any.
 */
export const staffSendEvent = "notification-send";

export interface StaffSend {
  id: number;
  recipients: number;
  /** Settles when the web pushes are done (never rejects; failures are logged). */
  delivered: Promise<void>;
}

/**
 * Staff notify everyone or chosen users, optionally about a public listing. The inbox rows
 * are written in one INSERT … SELECT with the send and its audit entry (one transaction); the
 * live signal (one broadcast) and web pushes run after the answer, in rounds of devices, so a send to every
 * account costs the request one statement, not one per user. Deactivated accounts are left out.
 */
export async function sendStaffNotification(services: SendServices, input: StaffNotificationInput & { actor: Actor }): Promise<StaffSend> {
  const { db } = services;
  if (input.actor.role !== "admin") throw new AppError("FORBIDDEN");
  if (input.audience === "users") {
    const found = await db.select({ id: users.id }).from(users).where(inArray(users.id, input.userIds));
    if (found.length !== input.userIds.length) throw new AppError("USER_NOT_FOUND");
  }
  let listing: { id: number; slugId: string; titleImage: StoredImage | null } | undefined;
  if (input.propertyId !== undefined) {
    [listing] = await db
      .select({ id: properties.id, slugId: properties.slugId, titleImage: properties.titleImage })
      .from(properties)
      .where(and(eq(properties.id, input.propertyId), publicPropertyCondition()));
    if (!listing) throw new AppError("VALIDATION", { fields: { property_id: "listingNotPublic" } });
  }
  const uploaded = input.image ? await processImage(services.storage, input.image, { keyPrefix: "notifications" }) : null;
  const image = uploaded ?? listing?.titleImage ?? null;
  const imageUrl = imageView(image, (key) => services.storage.url(key))?.url ?? null;
  const url = input.url ?? (listing ? `/properties-details/${listing.slugId}` : null);
  const type = listing ? "property" : "general";
  let sent: { id: number; recipients: number };
  try {
    sent = await db.transaction(async (tx) => {
      const [send] = await tx
        .insert(notificationSends)
        .values({
          staffId: input.actor.id,
          audience: input.audience,
          userIds: input.audience === "users" ? input.userIds : [],
          propertyId: listing?.id ?? null,
          title: input.title,
          body: input.body ?? "",
          url,
          image,
        })
        .returning({ id: notificationSends.id });
      const sendId = send!.id;
      const chosen = input.audience === "users" ? sql` and u.id = any(${`{${input.userIds.join(",")}}`}::int[])` : sql``;
      // Each member gets the text in their language: the English version for those who read in English.
      const inEnglish = input.titleEn !== undefined ? sql`u.language = 'en'` : sql`false`;
      await tx.execute(
        sql`insert into notifications (user_id, type, title, body, url, image, send_id)
            select u.id, ${type},
              case when ${inEnglish} then ${input.titleEn ?? ""} else ${input.title} end,
              case when ${inEnglish} then ${input.bodyEn ?? ""} else ${input.body ?? ""} end,
              ${url}, ${imageUrl}, ${sendId}
            from users u where not u.banned${chosen}`,
      );
      const [counted] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(notifications)
        .where(eq(notifications.sendId, sendId));
      const recipients = Number(counted?.n ?? 0);
      await tx.update(notificationSends).set({ recipients }).where(eq(notificationSends.id, sendId));
      await recordStaffAction(tx, {
        actor: input.actor,
        action: "notification.send",
        entityType: "notification_send",
        entityId: sendId,
        after: {
          audience: input.audience,
          recipients,
          user_ids: input.audience === "users" ? input.userIds : undefined,
          property_id: listing?.id,
          title: input.title,
          title_en: input.titleEn,
        },
      });
      return { id: sendId, recipients };
    });
  } catch (error) {
    if (uploaded) await deleteStoredImage(services.storage, uploaded);
    throw error;
  }
  const delivered = deliverStaffSend(services, sent.id).catch((error: unknown) => {
    services.logger.error({ err: error, sendId: sent.id }, "staff notification delivery failed");
  });
  return { ...sent, delivered };
}

/**
 * The send's live signal and web pushes. Claims the send first, so it is delivered once
 * even if asked twice; a send left "sending" by a process that stopped keeps that state.
 */
export async function deliverStaffSend(services: SendServices, sendId: number): Promise<void> {
  const { db } = services;
  const [claimed] = await db
    .update(notificationSends)
    .set({ pushState: "sending" })
    .where(and(eq(notificationSends.id, sendId), eq(notificationSends.pushState, "pending")))
    .returning({ id: notificationSends.id });
  if (!claimed) return;
  await services.events.broadcast({ type: staffSendEvent, id: sendId });
  let pushed = 0;
  {
    let after = 0;
    for (;;) {
      // Each device is pushed the text its member received (their language's version).
      const devices = await db
        .select({
          subscription: pushSubscriptions,
          title: notifications.title,
          body: notifications.body,
          url: notifications.url,
          image: notifications.image,
        })
        .from(pushSubscriptions)
        .innerJoin(notifications, and(eq(notifications.userId, pushSubscriptions.userId), eq(notifications.sendId, sendId)))
        .innerJoin(users, eq(users.id, pushSubscriptions.userId))
        .where(and(eq(users.notification, true), gt(pushSubscriptions.id, after)))
        .orderBy(asc(pushSubscriptions.id))
        .limit(pushPage);
      if (devices.length === 0) break;
      const byText = new Map<string, typeof devices>();
      for (const device of devices) {
        const text = `${device.title}\n${device.body}`;
        byText.set(text, [...(byText.get(text) ?? []), device]);
      }
      for (const group of byText.values()) {
        const first = group[0]!;
        pushed += await pushToSubscriptions(
          services,
          group.map((d) => d.subscription),
          pushPayload({ title: first.title, body: first.body, url: first.url ?? "", image: first.image }),
        );
      }
      after = devices[devices.length - 1]!.subscription.id;
      await db.update(notificationSends).set({ pushed }).where(eq(notificationSends.id, sendId));
    }
  }
  await db.update(notificationSends).set({ pushState: "done", pushed, pushedAt: new Date() }).where(eq(notificationSends.id, sendId));
}

/** The notification one user received from a send, as their inbox shows it. */
export async function notificationOfSend(db: SendServices["db"], sendId: number, userId: number): Promise<NotificationItem | null> {
  const [row] = await db
    .select()
    .from(notifications)
    .where(and(eq(notifications.sendId, sendId), eq(notifications.userId, userId)));
  // A staff send is written text: it reads the same in every language.
  return row ? toNotificationItem(row, defaultLanguage) : null;
}
