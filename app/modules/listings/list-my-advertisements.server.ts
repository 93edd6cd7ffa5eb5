import { and, count, desc, eq, type SQL } from "drizzle-orm";
import { advertisements } from "../../../db/schema/index.ts";
import type { Actor } from "../../lib/actor.server.ts";
import type { Db } from "../../lib/db.server.ts";
import type { Storage } from "../../lib/storage/storage.ts";
import type { Page } from "../../lib/page.ts";
import { toAdvertisementViews, type AdvertisementView } from "./advertisement-view.server.ts";

/** The owner's feature requests and their status, newest first (get-featured-data, "my advertisements"). */
export async function listMyAdvertisements(
  deps: { db: Db; storage: Pick<Storage, "url"> },
  input: { actor: Actor; featureFor?: "property" | "project"; status?: "pending" | "approved" | "rejected"; limit: number; offset: number },
): Promise<Page<AdvertisementView>> {
  const conditions: SQL[] = [eq(advertisements.userId, input.actor.id)];
  if (input.featureFor) conditions.push(eq(advertisements.featureFor, input.featureFor));
  if (input.status) conditions.push(eq(advertisements.status, input.status));
  const where = and(...conditions);
  const [rows, [totalRow]] = await Promise.all([
    deps.db
      .select()
      .from(advertisements)
      .where(where)
      .orderBy(desc(advertisements.createdAt), desc(advertisements.id))
      .limit(input.limit)
      .offset(input.offset),
    deps.db.select({ total: count() }).from(advertisements).where(where),
  ]);
  return { items: await toAdvertisementViews(deps, rows), total: totalRow?.total ?? 0 };
}
