import { z } from "zod";
import type { Services } from "../../../app/lib/services.server.ts";
import type { NotificationItem } from "../../../app/modules/notifications/notification-item.ts";
import { answerMediaUrl } from "./media.ts";

/** A notification as eBroker's app reads it (lib/data/model/notification_data.dart) beside our names. */
export const notificationAnswer = z
  .object({
    id: z.number().int(),
    title: z.string(),
    message: z.string(),
    body: z.string(),
    notification_image: z.string(),
    image: z.string().nullable(),
    type: z.string(),
    send_type: z.enum(["0", "1"]),
    customers_id: z.string(),
    propertys_id: z.string(),
    url: z.string(),
    is_read: z.boolean(),
    created_at: z.string(),
    created: z.string(),
  })
  .loose();

export function notificationAnswerOf(item: NotificationItem, services: Pick<Services, "storage" | "env">) {
  return {
    ...item,
    image: item.image ? answerMediaUrl(item.image, services) : null,
    notification_image: answerMediaUrl(item.image, services),
  };
}
