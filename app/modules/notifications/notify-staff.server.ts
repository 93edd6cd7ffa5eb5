import { inArray } from "drizzle-orm";
import { users } from "../../../db/schema/index.ts";
import { staffRoles } from "../../lib/roles.ts";
import type { Services } from "../../lib/services.server.ts";
import { notify } from "./notify.server.ts";

/**
 * Tells every staff account (admins and moderators) about something waiting for them: an
 * in-app notification through `notify`, kept as its dictionary key so each reads it in their
 * own language. A failure is logged; what the caller stored stands.
 */
export async function notifyStaff(
  services: Pick<Services, "db" | "env" | "events" | "logger">,
  message: { titleKey: string; vars: Record<string, string | number>; url: string; type: string },
): Promise<void> {
  try {
    const staff = await services.db
      .select({ id: users.id })
      .from(users)
      .where(inArray(users.role, [...staffRoles]));
    for (const member of staff)
      await notify(services, member.id, { titleKey: message.titleKey, params: message.vars, url: message.url, type: message.type });
  } catch (error) {
    services.logger.warn({ err: error, url: message.url }, "could not notify the staff");
  }
}
