import { inArray } from "drizzle-orm";
import { advertisements, projects, properties } from "../../../db/schema/index.ts";
import type { Db } from "../../lib/db.server.ts";
import { imageView } from "../../lib/storage/image-view.ts";
import type { Storage } from "../../lib/storage/storage.ts";

/** A feature request as the owner's "my advertisements" and the staff queue show it. */
export interface AdvertisementView {
  id: number;
  user_id: number;
  feature_for: "property" | "project";
  property_id: number | null;
  project_id: number | null;
  status: string;
  reject_reason: string | null;
  starts_at: string | null;
  ends_at: string | null;
  is_active: boolean;
  created_at: string;
  target: { id: number; title: string; slug_id: string; image: string | null } | null;
}

/** Shapes advertisement rows with their target's title, slug and image. */
export async function toAdvertisementViews(
  deps: { db: Db; storage: Pick<Storage, "url"> },
  rows: (typeof advertisements.$inferSelect)[],
): Promise<AdvertisementView[]> {
  const propertyIds = rows.map((r) => r.propertyId).filter((id): id is number => id !== null);
  const projectIds = rows.map((r) => r.projectId).filter((id): id is number => id !== null);
  const [propertyRows, projectRows] = await Promise.all([
    propertyIds.length
      ? deps.db
          .select({ id: properties.id, title: properties.title, slugId: properties.slugId, image: properties.titleImage })
          .from(properties)
          .where(inArray(properties.id, propertyIds))
      : Promise.resolve([]),
    projectIds.length
      ? deps.db
          .select({ id: projects.id, title: projects.title, slugId: projects.slugId, image: projects.image })
          .from(projects)
          .where(inArray(projects.id, projectIds))
      : Promise.resolve([]),
  ]);
  const urlFor = (key: string) => deps.storage.url(key);
  const now = Date.now();
  return rows.map((r) => {
    const target =
      r.featureFor === "property" ? propertyRows.find((p) => p.id === r.propertyId) : projectRows.find((p) => p.id === r.projectId);
    return {
      id: r.id,
      user_id: r.userId,
      feature_for: r.featureFor,
      property_id: r.propertyId,
      project_id: r.projectId,
      status: r.status,
      reject_reason: r.rejectReason,
      starts_at: r.startsAt?.toISOString() ?? null,
      ends_at: r.endsAt?.toISOString() ?? null,
      is_active: r.status === "approved" && r.endsAt !== null && r.endsAt.getTime() > now,
      created_at: r.createdAt.toISOString(),
      target: target
        ? { id: target.id, title: target.title, slug_id: target.slugId, image: imageView(target.image, urlFor)?.url ?? null }
        : null,
    };
  });
}
