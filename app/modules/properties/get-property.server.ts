import type { Actor } from "../../lib/actor.server.ts";
import type { LanguageCode } from "../../lib/i18n/index.ts";
import { getPropertyDetail } from "./get-property-detail.server.ts";
import { listSimilarProperties } from "./list-similar-properties.server.ts";
import type { PostedSince, PropertyFilters, PropertySort } from "./property-filters.server.ts";
import type { PropertyCard, PropertyDetail, ViewDeps } from "./property-view.server.ts";
import { searchProperties, type Page } from "./search-properties.server.ts";

/** The parameters of get_property (SPEC section 7), in camelCase. */
export interface GetPropertyInput {
  id?: number;
  slugId?: string;
  /** With id or slugId: listings similar to that one instead of it. */
  getSimilar?: boolean;
  promoted?: boolean;
  /** Most viewed first. */
  topRated?: boolean;
  mostLiked?: boolean;
  categoryId?: number;
  categorySlugId?: string;
  propertyType?: "sell" | "rent";
  minPrice?: number;
  maxPrice?: number;
  postedSince?: PostedSince;
  city?: string;
  state?: string;
  country?: string;
  search?: string;
  userId?: number;
  /** With userId: only that user's promoted listings. */
  usersPromoted?: boolean;
  /** The user whose favourites are flagged; honoured only when it is the actor. */
  currentUser?: number;
  limit: number;
  offset: number;
  actor?: Actor | null;
  lang: LanguageCode;
}

/**
 * get_property: one listing's detail (id or slug_id; counts a view), listings similar to
 * it (get_simiilar), or a filtered page of listings as cards.
 */
export async function getProperty(deps: ViewDeps, input: GetPropertyInput): Promise<Page<PropertyCard | PropertyDetail>> {
  const actor = input.currentUser !== undefined && input.actor?.id !== input.currentUser ? null : input.actor;
  if (input.id !== undefined || input.slugId) {
    if (input.getSimilar) {
      return listSimilarProperties(deps, { propertyId: input.id, slugId: input.slugId, limit: input.limit, offset: input.offset, actor, lang: input.lang });
    }
    const detail = await getPropertyDetail(deps, { id: input.id, slugId: input.slugId, actor, lang: input.lang, countView: true });
    return { items: [detail], total: 1 };
  }
  const filters: PropertyFilters = {
    categoryId: input.categoryId,
    categorySlugId: input.categorySlugId,
    propertyType: input.propertyType,
    minPrice: input.minPrice,
    maxPrice: input.maxPrice,
    postedSince: input.postedSince,
    city: input.city,
    state: input.state,
    country: input.country,
    search: input.search,
    userId: input.userId,
    promoted: input.promoted || input.usersPromoted,
  };
  if (input.usersPromoted && filters.userId === undefined && input.actor) filters.userId = input.actor.id;
  let sort: PropertySort | undefined;
  if (input.topRated) sort = "most_viewed";
  if (input.mostLiked) sort = "most_liked";
  return searchProperties(deps, { filters, sort, limit: input.limit, offset: input.offset, actor, lang: input.lang });
}
