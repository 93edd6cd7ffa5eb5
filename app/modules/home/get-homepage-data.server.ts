import { desc, sql } from "drizzle-orm";
import { properties } from "../../../db/schema/index.ts";
import type { Actor } from "../../lib/actor.server.ts";
import type { LanguageCode } from "../../lib/i18n/index.ts";
import { shortCached } from "../../lib/short-cache.server.ts";
import { visitorSectionsKey } from "../../lib/home-cache.server.ts";
import { listAgents, type AgentView } from "../agents/list-agents.server.ts";
import { getUserRecommendation } from "../feed/get-user-recommendation.server.ts";
import { listCategories, type CategoryItem } from "../categories/list-categories.server.ts";
import { listArticles, type ArticleView } from "../content/list-articles.server.ts";
import { listFaqs, type FaqView } from "../content/list-faqs.server.ts";
import type { CityWard } from "../places/list-city-wards.server.ts";
import { listHomeCities } from "./list-home-cities.server.ts";
import { listHomeSlides, type HomeSlide } from "./list-home-slides.server.ts";
import { listProjects } from "../projects/list-projects.server.ts";
import type { ProjectCard } from "../projects/project-view.server.ts";
import { listCardSections, type CardSection } from "../properties/list-card-sections.server.ts";
import { defaultNearbyRadiusKm, listNearbyProperties } from "../properties/list-nearby-properties.server.ts";
import { favouriteIds, type PropertyCard, type ViewDeps } from "../properties/property-view.server.ts";

/** Every home section of docs/product.md, "Screens and addresses", plus the slider's slides (the promoted listings stand in while there are none). */
export interface HomepageData {
  slides: HomeSlide[];
  featured_properties: PropertyCard[];
  categories: CategoryItem[];
  agents_list: AgentView[];
  most_liked_properties: PropertyCard[];
  most_viewed_properties: PropertyCard[];
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
  /** Seconds the sections every reader shares (all but nearby and a member's recommendations) are kept in this process (0 or none: read each call). */
  visitorSeconds?: number;
}

/** The agents section (listings counted per agent over every public listing) is kept this long per process. */
const aggregateSeconds = 60;

type PointFree = Omit<HomepageData, "nearby_properties">;

/**
 * homepage-data. Agents (listings counted per agent) may lag the data by a minute; the
 * category and ward counts are kept current by triggers. Nearby needs a point (empty
 * without one). Recommended is the signed-in actor's get_user_recommendation, the most
 * viewed listings for a visitor. The other sections but nearby are the same for every point
 * and every reader (a member's copy flags their favourites, `forMember`): with
 * `visitorSeconds`, they are kept that long per language and size in this process
 * (`dropVisitorHomeSections` empties them on any write, as the page cache is).
 */
export async function getHomepageData(deps: ViewDeps, input: HomepageInput): Promise<HomepageData> {
  const size = input.sectionSize ?? 8;
  const hasPoint = input.latitude !== undefined && input.longitude !== undefined;
  const nearby = hasPoint
    ? listNearbyProperties(deps, {
        latitude: input.latitude,
        longitude: input.longitude,
        radiusKm: input.radiusKm ?? defaultNearbyRadiusKm,
        limit: size,
        offset: 0,
        actor: input.actor,
        lang: input.lang,
        countTotal: false,
      })
    : null;
  const seconds = input.visitorSeconds ?? 0;
  const visitor = { ...input, actor: null };
  const shared =
    seconds > 0
      ? shortCached(deps.db, `${visitorSectionsKey}${input.lang}:${size}`, seconds, () => pointFreeSections(deps, visitor, size))
      : pointFreeSections(deps, visitor, size);
  const pointFree = input.actor ? shared.then((sections) => forMember(deps, sections, input.actor!, input.lang, size)) : shared;
  const [sections, near] = await Promise.all([pointFree, nearby]);
  return {
    slides: sections.slides,
    featured_properties: sections.featured_properties,
    categories: sections.categories,
    agents_list: sections.agents_list,
    most_liked_properties: sections.most_liked_properties,
    most_viewed_properties: sections.most_viewed_properties,
    properties_by_cities: sections.properties_by_cities,
    nearby_properties: near?.items ?? [],
    premium_properties: sections.premium_properties,
    recommended_properties: sections.recommended_properties,
    projects: sections.projects,
    articles: sections.articles,
    faqs: sections.faqs,
  };
}

/**
 * A member's copy of the shared sections: their own recommendations, and their favourites
 * flagged on the cards (the only part of a card that depends on who reads it, `toCards`).
 * The shared sections were read once for every reader; before, each member's home read and
 * built them again (at 10k listings ~10 ms of PostgreSQL and as much of Node per request).
 */
async function forMember(deps: ViewDeps, shared: PointFree, actor: Actor, lang: LanguageCode, size: number): Promise<PointFree> {
  const lists = [shared.featured_properties, shared.most_liked_properties, shared.most_viewed_properties, shared.premium_properties];
  const ids = [
    ...new Set([...lists.flat(), ...shared.slides.flatMap((slide) => (slide.property ? [slide.property] : []))].map((card) => card.id)),
  ];
  const [recommended, favourites] = await Promise.all([
    getUserRecommendation(deps, { actor, offset: 0, limit: size, lang }).then((page) => page.items),
    favouriteIds(deps.db, actor, ids),
  ]);
  const flag = (card: PropertyCard) => (favourites.has(card.id) ? { ...card, is_favourite: true } : card);
  return {
    ...shared,
    slides: shared.slides.map((slide) => (slide.property ? { ...slide, property: flag(slide.property) } : slide)),
    featured_properties: shared.featured_properties.map(flag),
    most_liked_properties: shared.most_liked_properties.map(flag),
    most_viewed_properties: shared.most_viewed_properties.map(flag),
    premium_properties: shared.premium_properties.map(flag),
    recommended_properties: recommended,
  };
}

/** Every section but nearby, as a visitor reads them (the most viewed stand for the recommendations). */
async function pointFreeSections(deps: ViewDeps, input: HomepageInput, size: number): Promise<PointFree> {
  const { db } = deps;
  // The card sections in one statement, each as `searchProperties` lists it: promoted newest
  // first; most liked; premium with its running features first (by their end, then newest),
  // then the other premium listings newest first; most viewed. Premium is a
  // literal condition (not `filters.premium`'s parameter), so the partial index of premium
  // listings matches it in the statement's generic plan too.
  const premium = sql`${properties.isPremium}`;
  const running = sql`${properties.featuredUntil} > now()`;
  const sections: CardSection[] = [
    { filters: { promoted: true }, sort: "newest", limit: size },
    { filters: {}, sort: "most_liked", limit: size },
    { filters: { promoted: true }, sort: "newest", where: premium, before: [desc(properties.featuredUntil)], limit: size },
    { filters: {}, sort: "newest", where: sql`${premium} and not coalesce(${running}, false)`, limit: size },
    { filters: {}, sort: "most_viewed", limit: size },
  ];
  const [lists, categories, agents, wards, projects, articles, faqs, slides] = await Promise.all([
    listCardSections(deps, sections, { lang: input.lang }),
    listCategories(db, { limit: 20, offset: 0, hasProperty: true, lang: input.lang }),
    shortCached(db, `home:agents:${size}`, aggregateSeconds, () => listAgents(deps, { limit: size, offset: 0 })),
    listHomeCities(db, size),
    listProjects(deps, { limit: size, offset: 0, lang: input.lang, countTotal: false }),
    listArticles(deps, { limit: 6, offset: 0, lang: input.lang }),
    listFaqs(db, { limit: 6, offset: 0, lang: input.lang }),
    listHomeSlides(deps, { lang: input.lang }),
  ]);
  const [featured, mostLiked, premiumRunning, premiumOthers, mostViewed] = lists as [
    PropertyCard[],
    PropertyCard[],
    PropertyCard[],
    PropertyCard[],
    PropertyCard[],
  ];
  return {
    slides,
    featured_properties: featured,
    categories: categories.items,
    agents_list: agents.items,
    most_liked_properties: mostLiked,
    most_viewed_properties: mostViewed,
    properties_by_cities: wards.items,
    premium_properties: [...premiumRunning, ...premiumOthers].slice(0, size),
    recommended_properties: mostViewed,
    projects: projects.items,
    articles: articles.items,
    faqs: faqs.items,
  };
}
