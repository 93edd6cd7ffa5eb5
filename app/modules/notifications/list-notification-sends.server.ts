import { count, desc, eq } from "drizzle-orm";
import { notificationSends, properties, users } from "../../../db/schema/index.ts";
import type { Db } from "../../lib/db.server.ts";

export interface NotificationSendView {
  id: number;
  audience: "all" | "users";
  title: string;
  body: string;
  url: string | null;
  staff_name: string | null;
  property_id: number | null;
  property_title: string | null;
  recipients: number;
  push_state: string;
  pushed: number;
  created_at: string;
}

/** Staff sends, newest first. */
export async function listNotificationSends(
  db: Db,
  input: { offset: number; limit: number },
): Promise<{ items: NotificationSendView[]; total: number }> {
  const [rows, [totals]] = await Promise.all([
    db
      .select({ send: notificationSends, staffName: users.name, propertyTitle: properties.title })
      .from(notificationSends)
      .leftJoin(users, eq(users.id, notificationSends.staffId))
      .leftJoin(properties, eq(properties.id, notificationSends.propertyId))
      .orderBy(desc(notificationSends.id))
      .offset(input.offset)
      .limit(input.limit),
    db.select({ n: count() }).from(notificationSends),
  ]);
  return {
    total: totals?.n ?? 0,
    items: rows.map(({ send, staffName, propertyTitle }) => ({
      id: send.id,
      audience: send.audience,
      title: send.title,
      body: send.body,
      url: send.url,
      staff_name: staffName,
      property_id: send.propertyId,
      property_title: propertyTitle,
      recipients: send.recipients,
      push_state: send.pushState,
      pushed: send.pushed,
      created_at: send.createdAt.toISOString(),
    })),
  };
}
