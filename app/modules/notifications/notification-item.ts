import type { notifications } from "../../../db/schema/index.ts";

/** A notification as the API and the pages show it. */
export interface NotificationItem {
  id: number;
  title: string;
  body: string;
  message: string;
  url: string;
  type: string;
  /** A picture to show with it (a media URL), or null. */
  image: string | null;
  is_read: boolean;
  created_at: string;
}

export function toNotificationItem(row: typeof notifications.$inferSelect): NotificationItem {
  return {
    id: row.id,
    title: row.title,
    body: row.body,
    message: row.body,
    url: row.url ?? "",
    type: row.type,
    image: row.image,
    is_read: row.readAt !== null,
    created_at: row.createdAt.toISOString(),
  };
}
