import { and, eq } from "drizzle-orm";
import { z } from "zod";
import { fcmTokens, pushSubscriptions } from "../../../db/schema/index.ts";
import type { Actor } from "../../lib/actor.server.ts";
import type { Db } from "../../lib/db.server.ts";
import { AppError } from "../../lib/errors.ts";

/** A browser's PushSubscription as `subscription.toJSON()` gives it. */
export const pushSubscriptionSchema = z.object({
  endpoint: z.url({ error: "invalidValue" }).max(2000, { error: "textTooLong" }),
  keys: z.object({
    p256dh: z.string({ error: "invalidValue" }).min(1, { error: "invalidValue" }).max(200, { error: "textTooLong" }),
    auth: z.string({ error: "invalidValue" }).min(1, { error: "invalidValue" }).max(200, { error: "textTooLong" }),
  }),
});
export type PushSubscriptionJson = z.infer<typeof pushSubscriptionSchema>;

/** The API's "fcm_id" is, here, the subscription JSON (or, for removal, its endpoint). */
export function parseFcmId(fcmId: string | object): PushSubscriptionJson {
  let value: unknown = fcmId;
  if (typeof fcmId === "string") {
    try {
      value = JSON.parse(fcmId);
    } catch {
      throw new AppError("VALIDATION", { fields: { fcm_id: "invalidValue" } });
    }
  }
  const parsed = pushSubscriptionSchema.safeParse(value);
  if (!parsed.success) throw new AppError("VALIDATION", { fields: { fcm_id: "invalidValue" } });
  return parsed.data;
}

export function endpointOf(fcmId: string): string {
  if (fcmId.trim().startsWith("{")) return parseFcmId(fcmId).endpoint;
  return fcmId.trim();
}

/** Stores this device's subscription for the actor (a device moves to whoever signs in on it). */
export async function registerPushSubscription(db: Db, actor: Actor, subscription: PushSubscriptionJson): Promise<void> {
  await db
    .insert(pushSubscriptions)
    .values({ userId: actor.id, endpoint: subscription.endpoint, p256dh: subscription.keys.p256dh, auth: subscription.keys.auth })
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: { userId: actor.id, p256dh: subscription.keys.p256dh, auth: subscription.keys.auth },
    });
}

export async function removePushSubscription(db: Db, actor: Actor, endpoint: string): Promise<void> {
  await db.delete(pushSubscriptions).where(and(eq(pushSubscriptions.userId, actor.id), eq(pushSubscriptions.endpoint, endpoint)));
}

/** A phone's FCM registration token: Firebase's URL-safe characters, no spaces. */
const fcmTokenSchema = z
  .string()
  .trim()
  .min(20)
  .max(4096)
  .regex(/^[A-Za-z0-9:_\-.]+$/);

/**
 * A device's fcm_id, whatever the client: a browser sends its Web Push subscription JSON, a phone
 * its FCM registration token (eBroker's apps at sign-in). Each is stored where it belongs.
 */
export async function registerDevice(db: Db, actor: Actor, fcmId: string | object): Promise<void> {
  if (typeof fcmId === "string" && !fcmId.trim().startsWith("{")) {
    const token = fcmTokenSchema.safeParse(fcmId);
    if (!token.success) throw new AppError("VALIDATION", { fields: { fcm_id: "invalidValue" } });
    await db
      .insert(fcmTokens)
      .values({ userId: actor.id, token: token.data })
      .onConflictDoUpdate({ target: fcmTokens.token, set: { userId: actor.id } });
    return;
  }
  await registerPushSubscription(db, actor, parseFcmId(fcmId));
}

/** Removes this device (a subscription endpoint, its JSON, or a phone's FCM token) from the actor. */
export async function removeDevice(db: Db, actor: Actor, fcmId: string): Promise<void> {
  const endpoint = endpointOf(fcmId);
  await removePushSubscription(db, actor, endpoint);
  await db.delete(fcmTokens).where(and(eq(fcmTokens.userId, actor.id), eq(fcmTokens.token, endpoint)));
}
