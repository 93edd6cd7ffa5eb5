import { z } from "zod";
import { idInput, pagingInput } from "../../app/lib/input-schemas.ts";
import { listNotifications, markNotificationsRead } from "../../app/modules/notifications/list-notifications.server.ts";
import { notificationOfSend, sendStaffNotification } from "../../app/modules/notifications/send-staff-notification.server.ts";
import { staffNotificationSchema } from "../../app/modules/notifications/staff-notification-schema.ts";
import { getVapidKeys } from "../../app/modules/notifications/vapid.server.ts";
import { defineCall, type CallResult } from "./define-call.ts";
import { notificationAnswer, notificationAnswerOf } from "./answers/notification.ts";

export const notificationCalls = [
  defineCall({
    method: "GET",
    path: "get_notification_list",
    auth: "user",
    tag: "Notifications",
    summary:
      "The signed-in user's notifications, newest first, with total and unread counts; the site's own notifications read in the request's language, staff-written ones as written",
    input: z.object(pagingInput),
    output: z.array(notificationAnswer),
    handler: async ({ input, actor, services, lang }) => {
      const result = await listNotifications(services.db, { actor, offset: input.offset, limit: input.limit, lang });
      return { data: result.items.map((item) => notificationAnswerOf(item, services)), total: result.total };
    },
  }),
  defineCall({
    method: "POST",
    path: "mark-notifications-read",
    auth: "user",
    tag: "Notifications",
    summary: "Marks the given notifications (ids[]) or all of them read",
    input: z.object({ ids: z.array(idInput()).max(500).optional() }),
    output: z.null(),
    handler: async ({ input, actor, services }) => {
      await markNotificationsRead(services.db, { actor, ids: input.ids });
      return { data: null, message: "success" };
    },
  }),
  defineCall({
    method: "GET",
    path: "get-vapid-public-key",
    auth: "public",
    tag: "Notifications",
    summary: "The VAPID public key browsers subscribe to web push with",
    input: z.object({}),
    output: z.object({ vapid_public_key: z.string() }),
    handler: async ({ services }) => ({ data: { vapid_public_key: (await getVapidKeys(services.db)).publicKey } }),
  }),
  defineCall({
    method: "POST",
    path: "admin/send-notification",
    auth: "staff",
    tag: "Admin",
    summary:
      "Notifies (inbox, open pages, web push): one user (user_id; answers the notification), or audience all / users (user_ids[]; answers the send). property_id makes it about a public listing (its link and photo, unless an image is uploaded); url is a site path",
    input: staffNotificationSchema,
    output: z.union([notificationAnswer.nullable(), z.object({ id: z.number().int(), recipients: z.number().int() })]),
    handler: async ({ input, actor, services }): Promise<CallResult<unknown>> => {
      const send = await sendStaffNotification(services, { ...input, actor });
      if (input.isSingle) {
        await send.delivered;
        const item = await notificationOfSend(services.db, send.id, input.userIds[0]!);
        return { data: item && notificationAnswerOf(item, services), status: 201, message: "success" };
      }
      return { data: { id: send.id, recipients: send.recipients }, status: 201, message: "notificationSent" };
    },
  }),
];
