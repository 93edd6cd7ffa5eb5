import type { Actor } from "../../lib/actor.server.ts";
import type { LanguageCode } from "../../lib/i18n/index.ts";
import { shortCached } from "../../lib/short-cache.server.ts";
import { listAgents, type AgentView } from "../agents/list-agents.server.ts";
import { getUserRecommendation } from "../feed/get-user-recommendation.server.ts";
import { listCategories, type CategoryItem } from "../categories/list-categories.server.ts";
import { listArticles, type ArticleView } from "../content/list-articles.server.ts";
import { listFaqs, type FaqView } from "../content/list-faqs.server.ts";
import type { CityWard } from "../places/list-city-wards.server.ts";
import { listHomeCities } from "./list-home-cities.server.ts";
import { listProjects } from "../projects/list-projects.server.ts";
import type { ProjectCard } from "../projects/project-view.server.ts";
import { defaultNearbyRadiusKm, listNearbyProperties } from "../properties/list-nearby-properties.server.ts";
import type { PropertyCard, ViewDeps } from "../properties/property-view.server.ts";
import { searchProperties } from "../properties/search-properties.server.ts";

/** Every home section of SPEC section 2, plus the promoted listings for the slider. */
export interface HomepageData {
  featured_properties: PropertyCard[];
  categories: CategoryItem[];
  agents_list: AgentView[];
  most_liked_properties: PropertyCard[];
  properties_by_cities: CityWard[];
  nearby_properties: PropertyCard[];
  premium_properties: PropertyCard[];
  recommended_properties: PropertyCard[];
  projects: ProjectCard[];
  articles: ArticleView[];
  faqs: FaqView[];
}

export interface HomepageInput {
  latitude?: number;
  longitude?: number;
  radiusKm?: number;
  actor?: Actor | null;
  lang: LanguageCode;
  /** Items per section (8 by default). */
  sectionSize?: number;
}

/** The agents section (listings counted per agent over every public listing) is kept this long per process. */
const aggregateSeconds = 60;

/**
 * homepage-data. Agents (listings counted per agent) may lag the data by a minute; the
 * category and ward counts are kept current by triggers. Nearby needs a point (empty
 * without one). Recommended is the signed-in actor's get_user_recommendation, the most
 * viewed listings for a visitor.
 */
export async function getHomepageData(deps: ViewDeps, input: HomepageInput): Promise<HomepageData> {
  const { db } = deps;
  const size = input.sectionSize ?? 8;
  const common = { limit: size, offset: 0, actor: input.actor, lang: input.lang, countTotal: false };
  const recommended = async (): Promise<PropertyCard[]> =>
    input.actor
      ? (await getUserRecommendation(deps, { actor: input.actor, offset: 0, limit: size, lang: input.lang })).items
      : (await searchProperties(deps, { ...common, filters: {}, sort: "most_viewed" })).items;
  const hasPoint = input.latitude !== undefined && input.longitude !== undefined;
  const [featured, categories, agents, mostLiked, wards, nearby, premium, recommendedItems, projects, articles, faqs] = await Promise.all([
    searchProperties(deps, { ...common, filters: { promoted: true } }),
    listCategories(db, { limit: 20, offset: 0, hasProperty: true, lang: input.lang }),
    shortCached(db, `home:agents:${size}`, aggregateSeconds, () => listAgents(deps, { limit: size, offset: 0 })),
    searchProperties(deps, { ...common, filters: {}, sort: "most_liked" }),
    listHomeCities(db, size),
    hasPoint
      ? listNearbyProperties(deps, {
          ...common,
          latitude: input.latitude,
          longitude: input.longitude,
          radiusKm: input.radiusKm ?? defaultNearbyRadiusKm,
        })
      : Promise.resolve({ items: [], total: 0 }),
    searchProperties(deps, { ...common, filters: { premium: true } }),
    recommended(),
    listProjects(deps, { limit: size, offset: 0, lang: input.lang }),
    listArticles(deps, { limit: 6, offset: 0, lang: input.lang }),
    listFaqs(db, { limit: 6, offset: 0, lang: input.lang }),
  ]);
  return {
    featured_properties: featured.items,
    categories: categories.items,
    agents_list: agents.items,
    most_liked_properties: mostLiked.items,
    properties_by_cities: wards.items,
    nearby_properties: nearby.items,
    premium_properties: premium.items,
    recommended_properties: recommendedItems,
    projects: projects.items,
    articles: articles.items,
    faqs: faqs.items,
  };
}
