import { z } from "zod";
import { idInput, optionalText, pagingInput, requiredText } from "../../app/lib/input-schemas.ts";
import { listNotifications, markNotificationsRead } from "../../app/modules/notifications/list-notifications.server.ts";
import { sendStaffNotification } from "../../app/modules/notifications/send-staff-notification.server.ts";
import { getVapidKeys } from "../../app/modules/notifications/vapid.server.ts";
import { defineCall } from "./define-call.ts";

export const notificationCalls = [
  defineCall({
    method: "GET",
    path: "get_notification_list",
    auth: "user",
    tag: "Notifications",
    summary: "The signed-in user's notifications, newest first, with total and unread counts",
    input: z.object(pagingInput),
    handler: async ({ input, actor, services }) => {
      const result = await listNotifications(services.db, { actor: actor!, offset: input.offset, limit: input.limit });
      return { data: result.items, total: result.total };
    },
  }),
  defineCall({
    method: "POST",
    path: "mark-notifications-read",
    auth: "user",
    tag: "Notifications",
    summary: "Marks the given notifications (ids[]) or all of them read",
    input: z.object({ ids: z.array(idInput()).max(500).optional() }),
    handler: async ({ input, actor, services }) => {
      await markNotificationsRead(services.db, { actor: actor!, ids: input.ids });
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
    handler: async ({ services }) => ({ data: { vapid_public_key: (await getVapidKeys(services.db)).publicKey } }),
  }),
  defineCall({
    method: "POST",
    path: "admin/send-notification",
    auth: "staff",
    tag: "Admin",
    summary: "Sends one user a notification (inbox, open pages, web push); url is a site path",
    input: z.object({
      user_id: idInput(),
      title: requiredText("titleRequired", 200),
      body: optionalText(2000),
      url: z
        .string({ error: "invalidValue" })
        .trim()
        .max(500, { error: "textTooLong" })
        .regex(/^\/(?!\/)/, { error: "invalidValue" })
        .optional(),
    }),
    handler: async ({ input, actor, services }) => {
      const item = await sendStaffNotification(services, {
        actor: actor!,
        userId: input.user_id,
        title: input.title,
        body: input.body,
        url: input.url,
      });
      return { data: item, status: 201, message: "success" };
    },
  }),
];
