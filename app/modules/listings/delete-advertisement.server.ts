import { and, eq } from "drizzle-orm";
import { advertisements, projects, properties } from "../../../db/schema/index.ts";
import type { Actor } from "../../lib/actor.server.ts";
import type { Db } from "../../lib/db.server.ts";
import { AppError } from "../../lib/errors.ts";
import { refundPackageUnit } from "../packages/check-package-limit.server.ts";
import { dropHomeCaches } from "../../lib/home-cache.server.ts";

/**
 * delete_advertisement: the owner removes one of their own feature requests (the delete's
 * condition names the owner, so another account's request is NOT_FOUND). A pending request is
 * withdrawn and its unit given back, as a rejected one's is; a running feature ends now (the
 * unit was used); a rejected or ended request just leaves the list.
 */
export async function deleteAdvertisement(db: Db, input: { actor: Pick<Actor, "id">; id: number }): Promise<void> {
  await db.transaction(async (tx) => {
    const [ad] = await tx
      .delete(advertisements)
      .where(and(eq(advertisements.id, input.id), eq(advertisements.userId, input.actor.id)))
      .returning();
    if (!ad) throw new AppError("NOT_FOUND");
    const feature = ad.featureFor === "property" ? "property_feature" : "project_feature";
    if (ad.status === "pending" && ad.userPackageId) await refundPackageUnit(tx, ad.userPackageId, feature);
    const running = ad.status === "approved" && (ad.endsAt === null || ad.endsAt.getTime() > Date.now());
    if (running) {
      const table = ad.featureFor === "property" ? properties : projects;
      const targetId = (ad.featureFor === "property" ? ad.propertyId : ad.projectId)!;
      await tx.update(table).set({ featuredUntil: null }).where(eq(table.id, targetId));
    }
  });
  dropHomeCaches(db);
}
