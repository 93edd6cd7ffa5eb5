import { asc, eq, inArray, type SQL } from "drizzle-orm";
import { categories, projectDocuments, projectImages, projectPlans, projects, users } from "../../../db/schema/index.ts";
import type { Db } from "../../lib/db.server.ts";
import type { LanguageCode } from "../../lib/i18n/index.ts";
import { localized } from "../../lib/i18n/localize.ts";
import { imageView, type ImageView } from "../../lib/storage/image-view.ts";
import { mediaUrl } from "../../lib/storage/media-url.ts";
import type { Storage } from "../../lib/storage/storage.ts";

export interface ProjectDeps {
  db: Db;
  storage: Pick<Storage, "url">;
}

/** A project as lists show it (the API's field names). */
export interface ProjectCard {
  id: number;
  slug_id: string;
  title: string;
  description: string;
  type: "upcoming" | "under_construction";
  category_id: number;
  category: { id: number; category: string; slug_id: string; image: string };
  location: string;
  ward: { code: string; name: string } | null;
  city: string;
  state: string;
  country: string;
  latitude: number | null;
  longitude: number | null;
  image: string | null;
  image_width: number | null;
  image_height: number | null;
  image_srcset: string | null;
  is_promoted: boolean;
  total_views: number;
  /** Kilometres from the asked point, when the query had one. */
  distance: number | null;
  created_at: string;
}

export interface ProjectDetail extends ProjectCard {
  video_link: string | null;
  meta_title: string | null;
  meta_description: string | null;
  meta_keywords: string | null;
  meta_image: string | null;
  plans: { id: number; title: string; document: string; image: ImageView | null }[];
  documents: { id: number; name: string; url: string; size: number }[];
  gallery_images: (ImageView & { id: number; image: string })[];
  customer: { id: number; name: string; profile: string | null; is_verified_agent: boolean } | null;
}

export const projectCardColumns = {
  project: projects,
  category: {
    id: categories.id,
    name: categories.name,
    translations: categories.translations,
    slugId: categories.slugId,
    image: categories.image,
  },
};

export type ProjectRow = {
  project: typeof projects.$inferSelect;
  category: { id: number; name: string; translations: Partial<Record<string, string>>; slugId: string; image: string };
  distance?: number | null;
};

/** A select of project rows with the category joined; add where/order/limit. */
export function selectProjects(db: Db, extra: Record<string, SQL<number>> = {}) {
  return db
    .select({ ...projectCardColumns, ...extra })
    .from(projects)
    .innerJoin(categories, eq(categories.id, projects.categoryId));
}

/** Shapes project rows for the API and pages. */
export function toProjectCards(deps: ProjectDeps, rows: ProjectRow[], lang: LanguageCode): ProjectCard[] {
  const urlFor = (key: string) => deps.storage.url(key);
  const now = Date.now();
  return rows.map(({ project: p, category, distance }) => {
    const image = imageView(p.image, urlFor);
    return {
      id: p.id,
      slug_id: p.slugId,
      title: p.title,
      description: p.description,
      type: p.type,
      category_id: p.categoryId,
      category: {
        id: category.id,
        category: localized(category.name, category.translations, lang),
        slug_id: category.slugId,
        image: category.image,
      },
      location: p.location,
      ward: p.wardCode ? { code: p.wardCode, name: p.wardName } : null,
      city: p.city,
      state: p.state,
      country: p.country,
      latitude: p.latitude,
      longitude: p.longitude,
      image: image?.url ?? null,
      image_width: image?.width ?? null,
      image_height: image?.height ?? null,
      image_srcset: image?.srcset ?? null,
      is_promoted: p.featuredUntil !== null && p.featuredUntil.getTime() > now,
      total_views: p.totalViews,
      distance: distance === undefined || distance === null ? null : Math.round(Number(distance) * 100) / 100,
      created_at: p.createdAt.toISOString(),
    };
  });
}

/** Cards plus plans, documents, gallery and owner. */
export async function toProjectDetails(deps: ProjectDeps, rows: ProjectRow[], lang: LanguageCode): Promise<ProjectDetail[]> {
  if (rows.length === 0) return [];
  const { db } = deps;
  const ids = rows.map((r) => r.project.id);
  const ownerIds = [...new Set(rows.map((r) => r.project.userId).filter((id): id is number => id !== null))];
  const urlFor = (key: string) => deps.storage.url(key);
  const [plans, documents, images, owners] = await Promise.all([
    db.select().from(projectPlans).where(inArray(projectPlans.projectId, ids)).orderBy(asc(projectPlans.sequence), asc(projectPlans.id)),
    db.select().from(projectDocuments).where(inArray(projectDocuments.projectId, ids)).orderBy(asc(projectDocuments.id)),
    db
      .select()
      .from(projectImages)
      .where(inArray(projectImages.projectId, ids))
      .orderBy(asc(projectImages.sequence), asc(projectImages.id)),
    ownerIds.length
      ? db
          .select({ id: users.id, name: users.name, image: users.image, isVerifiedAgent: users.isVerifiedAgent })
          .from(users)
          .where(inArray(users.id, ownerIds))
      : Promise.resolve([]),
  ]);
  const cards = toProjectCards(deps, rows, lang);
  return rows.map(({ project: p }, index) => {
    const owner = owners.find((o) => o.id === p.userId);
    return {
      ...cards[index]!,
      video_link: p.videoLink,
      meta_title: p.metaTitle,
      meta_description: p.metaDescription,
      meta_keywords: p.metaKeywords,
      meta_image: imageView(p.metaImage, urlFor, 1200)?.url ?? null,
      plans: plans
        .filter((plan) => plan.projectId === p.id)
        .map((plan) => ({ id: plan.id, title: plan.title, document: urlFor(plan.document), image: imageView(plan.image, urlFor) })),
      documents: documents.filter((d) => d.projectId === p.id).map((d) => ({ id: d.id, name: d.name, url: urlFor(d.key), size: d.size })),
      gallery_images: images
        .filter((img) => img.projectId === p.id)
        .map((img) => {
          const view = imageView(img.image, urlFor)!;
          return { id: img.id, image: view.url, ...view };
        }),
      customer: owner
        ? { id: owner.id, name: owner.name, profile: mediaUrl(owner.image, urlFor), is_verified_agent: owner.isVerifiedAgent }
        : null,
    };
  });
}
