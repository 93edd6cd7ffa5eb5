import { asc, eq, inArray } from "drizzle-orm";
import { categories, homeSlides, properties } from "../../../db/schema/index.ts";
import type { Actor } from "../../lib/actor.server.ts";
import type { LanguageCode } from "../../lib/i18n/index.ts";
import { localized } from "../../lib/i18n/localize.ts";
import { imageView } from "../../lib/storage/image-view.ts";
import { listCardSections } from "../properties/list-card-sections.server.ts";
import type { PropertyCard, ViewDeps } from "../properties/property-view.server.ts";

/** A slide staff put on the home slider (admin /admin/slider), with what it opens. */
export interface HomeSlide {
  id: number;
  /** The photo's address, about 1200 px wide. */
  image: string;
  link: string | null;
  property_id: number | null;
  /** The listing it opens while that listing is public; null otherwise. */
  property: PropertyCard | null;
  category: { id: number; category: string; slug_id: string; image: string } | null;
}

/**
 * get_slider and homepage-data's slider: the shown slides in staff order. A slide's listing is
 * the public card (a listing taken down leaves the slide without one); its category is named in `lang`.
 */
export async function listHomeSlides(deps: ViewDeps, input: { actor?: Actor | null; lang: LanguageCode }): Promise<HomeSlide[]> {
  const rows = await deps.db
    .select({ slide: homeSlides, category: categories })
    .from(homeSlides)
    .leftJoin(categories, eq(categories.id, homeSlides.categoryId))
    .where(eq(homeSlides.isActive, true))
    .orderBy(asc(homeSlides.sequence), asc(homeSlides.id));
  const ids = [...new Set(rows.flatMap((row) => (row.slide.propertyId === null ? [] : [row.slide.propertyId])))];
  const [cards = []] =
    ids.length > 0
      ? await listCardSections(deps, [{ filters: {}, sort: "newest", where: inArray(properties.id, ids), limit: ids.length }], input)
      : [];
  const byId = new Map(cards.map((card) => [card.id, card]));
  const urlFor = (key: string) => deps.storage.url(key);
  return rows.map(({ slide, category }) => ({
    id: slide.id,
    image: imageView(slide.image, urlFor, 1200)?.url ?? "",
    link: slide.link,
    property_id: slide.propertyId,
    property: slide.propertyId === null ? null : (byId.get(slide.propertyId) ?? null),
    category: category
      ? {
          id: category.id,
          category: localized(category.name, category.translations, input.lang),
          slug_id: category.slugId,
          image: category.image,
        }
      : null,
  }));
}
