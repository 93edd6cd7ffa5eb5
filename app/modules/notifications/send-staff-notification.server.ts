import { eq } from "drizzle-orm";
import { users } from "../../../db/schema/index.ts";
import type { Actor } from "../../lib/actor.server.ts";
import { AppError } from "../../lib/errors.ts";
import type { Services } from "../../lib/services.server.ts";
import type { NotificationItem } from "./notification-item.ts";
import { notify } from "./notify.server.ts";

/** Staff send one user a notification (inbox, open pages, web push) through notify(). */
export async function sendStaffNotification(
  services: Pick<Services, "db" | "env" | "events" | "logger">,
  input: { actor: Actor; userId: number; title: string; body?: string; url?: string },
): Promise<NotificationItem> {
  if (input.actor.role !== "admin") throw new AppError("FORBIDDEN");
  const [user] = await services.db.select({ id: users.id }).from(users).where(eq(users.id, input.userId));
  if (!user) throw new AppError("USER_NOT_FOUND");
  return notify(services, user.id, { title: input.title, body: input.body, url: input.url, type: "general" });
}
