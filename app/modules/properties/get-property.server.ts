import type { Actor } from "../../lib/actor.server.ts";
import type { LanguageCode } from "../../lib/i18n/index.ts";
import { getPropertyPage } from "./get-property-detail.server.ts";
import { listSimilarProperties } from "./list-similar-properties.server.ts";
import type { PropertyFilters } from "./property-filters.server.ts";
import type { PropertySearch, PropertySort } from "./property-search-schema.ts";
import type { PropertyCard, ViewDeps } from "./property-view.server.ts";
import type { PropertyDetail } from "./property-detail-view.server.ts";
import { searchProperties, type Page } from "./search-properties.server.ts";

/** The parameters of get_property (docs/architecture.md, "The API contract"), in camelCase. */
export interface GetPropertyInput {
  id?: number;
  slugId?: string;
  /** With id or slugId: listings similar to that one instead of it. */
  getSimilar?: boolean;
  /** The list's filters (and order) from the shared search schema. */
  search: PropertySearch;
  /** Most viewed first. */
  topRated?: boolean;
  mostLiked?: boolean;
  /** Only promoted listings of the filter's user, else of the actor. */
  usersPromoted?: boolean;
  /** The user whose favourites are flagged; honoured only when it is the actor. */
  currentUser?: number;
  limit: number;
  offset: number;
  actor?: Actor | null;
  lang: LanguageCode;
}

/**
 * get_property: one listing's detail (id or slug_id; counts a view; a locked premium listing's
 * preview, flagged `is_premium_locked`), listings similar to
 * it (get_simiilar), or a filtered page of listings as cards.
 */
export async function getProperty(deps: ViewDeps, input: GetPropertyInput): Promise<Page<PropertyCard | PropertyDetail>> {
  const actor = input.currentUser !== undefined && input.actor?.id !== input.currentUser ? null : input.actor;
  if (input.id !== undefined || input.slugId) {
    if (input.getSimilar) {
      return listSimilarProperties(deps, {
        propertyId: input.id,
        slugId: input.slugId,
        limit: input.limit,
        offset: input.offset,
        actor,
        lang: input.lang,
      });
    }
    // A premium listing the viewer may not open answers its public preview, as the listing page shows it.
    const page = await getPropertyPage(deps, { id: input.id, slugId: input.slugId, actor, lang: input.lang, countView: true });
    return { items: [{ ...page.property, is_premium_locked: page.isLocked }], total: 1 };
  }
  const filters: PropertyFilters = { ...input.search.filters };
  if (input.usersPromoted) filters.promoted = true;
  if (input.usersPromoted && filters.userId === undefined && input.actor) filters.userId = input.actor.id;
  let sort: PropertySort | undefined = input.search.sort;
  if (input.topRated) sort = "most_viewed";
  if (input.mostLiked) sort = "most_liked";
  return searchProperties(deps, { filters, sort, limit: input.limit, offset: input.offset, actor, lang: input.lang });
}
