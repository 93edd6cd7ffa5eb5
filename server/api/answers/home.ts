/**
 * homepage-data as both of eBroker's clients read it, from the one use case: the web client's
 * section keys (`slider_section`, `featured_section`, …) and the app's `sections` list
 * (`[{type, title, translated_title, data}]`), beside our own keys. The keys do not collide.
 */
import { randomUUID } from "node:crypto";
import { z } from "zod";
import { JsonBytes } from "../define-call.ts";
import { cutAtMarks, fillMarks } from "../json-marks.ts";
import type { HomepageData } from "../../../app/modules/home/get-homepage-data.server.ts";
import type { HomeSlide } from "../../../app/modules/home/list-home-slides.server.ts";
import type { Translate } from "../../../app/lib/i18n/index.ts";
import { agentAnswer, toAgentAnswer } from "./agent.ts";
import { articleAnswer, faqAnswer, toArticleAnswer } from "./article.ts";
import { categoryAnswer, toCategoryAnswer } from "./category.ts";
import { absoluteMedia } from "./media.ts";
import { cityAnswer, toCityAnswer } from "./place.ts";
import { projectAnswer, toProjectAnswer } from "./project.ts";
import { loadCardExtras, type CardExtras } from "../../../app/modules/properties/card-extras.server.ts";
import { propertyAnswer, propertyAnswers, type AnswerContext, type PropertyAnswer } from "./property.ts";

/**
 * eBroker's slider item. slider_type as the app acts on it: "1" a photo only, "2" opens a
 * category, "3" a listing, "4" an address (`link`, absolute). Staff's slides when any are
 * shown (admin /admin/slider), else the promoted listings (type "3").
 */
export const sliderAnswer = z
  .object({
    id: z.number().int(),
    slider_type: z.string(),
    image: z.string(),
    web_image: z.string(),
    link: z.string(),
    show_property_details: z.boolean(),
    propertys_id: z.number().int().nullable(),
    category_id: z.number().int().nullable(),
    promoted: z.boolean(),
    property: propertyAnswer.nullable(),
    category: z.object({ id: z.number().int(), category: z.string() }).loose().nullable(),
    parameters: z.array(z.object({ name: z.string(), value: z.string() }).loose()),
  })
  .loose();

const section = z.object({ type: z.string(), title: z.string(), translated_title: z.string(), data: z.array(z.unknown()) });

export const homeAnswer = z
  .object({
    slider_section: z.array(sliderAnswer),
    featured_section: z.array(propertyAnswer),
    most_liked_properties: z.array(propertyAnswer),
    most_viewed_properties: z.array(propertyAnswer),
    nearby_properties: z.array(propertyAnswer),
    user_recommendation: z.array(propertyAnswer),
    project_section: z.array(projectAnswer),
    categories_section: z.array(categoryAnswer),
    article_section: z.array(articleAnswer),
    agents_list: z.array(agentAnswer),
    faq_section: z.array(faqAnswer),
    properties_by_cities: z.array(cityAnswer),
    sections: z.array(section),
    homepage_location_data_available: z.boolean(),
  })
  .loose();

function slider(card: PropertyAnswer) {
  return {
    id: card.id,
    slider_type: "3",
    image: card.title_image,
    web_image: card.title_image,
    link: "",
    show_property_details: true,
    propertys_id: card.id,
    category_id: card.category.id,
    promoted: true,
    property: card,
    category: card.category,
    parameters: card.parameters,
  };
}

/** Staff's slides as eBroker's slider items, their listings as eBroker's cards (`extras`: already read for them). */
export async function toSliderAnswers(slides: HomeSlide[], context: AnswerContext, extras?: Map<number, CardExtras>) {
  const withProperty = slides.filter((slide) => slide.property !== null);
  const cards = await propertyAnswers(
    withProperty.map((slide) => slide.property!),
    context,
    extras,
  );
  const cardOf = new Map(withProperty.map((slide, i) => [slide.id, cards[i]!]));
  return slides.map((slide) => {
    const card = cardOf.get(slide.id) ?? null;
    const link = slide.link === null ? "" : new URL(slide.link, context.baseUrl).toString();
    const type = card ? "3" : slide.category ? "2" : link ? "4" : "1";
    return {
      id: slide.id,
      slider_type: type,
      image: slide.image,
      web_image: slide.image,
      link,
      show_property_details: card !== null,
      propertys_id: card ? card.id : null,
      category_id: slide.category?.id ?? card?.category.id ?? null,
      promoted: card?.promoted ?? false,
      property: card,
      // A listing slide names the listing's category, as the promoted listings' slides do.
      category: slide.category ?? card?.category ?? null,
      parameters: card?.parameters ?? [],
    };
  });
}

export async function toHomeAnswer(homeData: HomepageData, context: AnswerContext, t: Translate, hasPoint: boolean) {
  const { slides: staffSlides, ...home } = homeData;
  // The extras of every card on the page (six sections and the slides), read in one statement.
  const listed = [
    home.featured_properties,
    home.most_liked_properties,
    home.most_viewed_properties,
    home.nearby_properties,
    home.premium_properties,
    home.recommended_properties,
    staffSlides.flatMap((slide) => (slide.property ? [slide.property] : [])),
  ];
  const extras = await loadCardExtras(context.db, [...new Set(listed.flat().map((card) => card.id))], {
    actor: context.actor,
    lang: context.lang,
  });
  const cards = async (list: typeof home.featured_properties) => propertyAnswers(list, context, extras);
  const [featured, mostLiked, mostViewed, nearby, premium, recommended, slides] = await Promise.all([
    cards(home.featured_properties),
    cards(home.most_liked_properties),
    cards(home.most_viewed_properties),
    cards(home.nearby_properties),
    cards(home.premium_properties),
    cards(home.recommended_properties),
    toSliderAnswers(staffSlides, context, extras),
  ]);
  const projects = home.projects.map(toProjectAnswer);
  const categories = home.categories.map(toCategoryAnswer);
  const articles = home.articles.map(toArticleAnswer);
  const agents = home.agents_list.map(toAgentAnswer);
  const cities = home.properties_by_cities.map(toCityAnswer);
  const appSection = (type: string, titleKey: string, data: unknown[]) => ({
    type,
    title: t(titleKey),
    translated_title: t(titleKey),
    data,
  });
  return absoluteMedia(
    {
      ...home,
      featured_properties: featured,
      most_liked_properties: mostLiked,
      most_viewed_properties: mostViewed,
      nearby_properties: nearby,
      premium_properties: premium,
      recommended_properties: recommended,
      properties_by_cities: cities,
      slider_section: slides.length > 0 ? slides : featured.filter((card) => card.title_image !== "").map(slider),
      featured_section: featured,
      user_recommendation: recommended,
      project_section: projects,
      categories_section: categories,
      article_section: articles,
      agents_list: agents,
      faq_section: home.faqs,
      sections: [
        appSection("featured_properties_section", "featuredProperties", featured),
        appSection("categories_section", "categories", categories),
        appSection("most_liked_properties_section", "mostLikedProperties", mostLiked),
        appSection("most_viewed_properties_section", "mostViewedProperties", mostViewed),
        appSection("nearby_properties_section", "nearbyProperties", nearby),
        appSection("premium_properties_section", "premiumProperties", premium),
        appSection("user_recommendations_section", "recommendedForYou", recommended),
        appSection("agents_list_section", "agentsList", agents),
        appSection("properties_by_cities_section", "propertiesByWard", cities),
        appSection("projects_section", "projects", projects),
        appSection("articles_section", "articles", articles),
      ],
      homepage_location_data_available: hasPoint && nearby.length > 0,
    },
    context.baseUrl,
  );
}

/** Where a visitor's nearby cards and whether there are any go in the kept text (`visitorHomeJson`): strings no answer holds. */
const nearbyMark = `nearby:${randomUUID()}`;
const availableMark = `available:${randomUUID()}`;

/**
 * The kept JSON of a visitor's homepage-data, by the kept sections (their featured list stands
 * for them: getHomepageData's `visitorSeconds` keeps them all together), then language and site
 * address: the answer's JSON in UTF-8, cut where nearby goes, the marks between the pieces.
 */
const visitorPieces = new WeakMap<object, Map<string, (Buffer | string)[]>>();

/**
 * homepage-data's data for a visitor, as JSON. Every section but nearby is the same for every
 * visitor while the kept sections stand, so their answer (cards with their extras, media made
 * absolute) is made and written as JSON once, with marks where nearby goes; each call answers
 * its own nearby cards and splices them in. Before, each call wrote the whole 265 KB answer
 * (eBroker's keys carry every section twice) for its eight nearby cards, and encoded it to
 * UTF-8. A signed-in member's sections are their own: answered whole, as `toHomeAnswer` makes
 * them.
 */
export async function homeAnswerData(homeData: HomepageData, context: AnswerContext, t: Translate, hasPoint: boolean) {
  if (context.actor) return toHomeAnswer(homeData, context, t, hasPoint);
  const key = `${context.lang} ${context.baseUrl}`;
  let kept = visitorPieces.get(homeData.featured_properties);
  let pieces = kept?.get(key);
  if (!pieces) {
    const answer = await toHomeAnswer({ ...homeData, nearby_properties: [] }, context, t, false);
    const marked = {
      ...answer,
      nearby_properties: nearbyMark,
      sections: answer.sections.map((appSection) =>
        appSection.type === "nearby_properties_section" ? { ...appSection, data: nearbyMark } : appSection,
      ),
      homepage_location_data_available: availableMark,
    };
    pieces = cutAtMarks(JSON.stringify(marked), [nearbyMark, availableMark]);
    if (!kept) visitorPieces.set(homeData.featured_properties, (kept = new Map()));
    kept.set(key, pieces);
  }
  const nearby = homeData.nearby_properties;
  const cards = Buffer.from(JSON.stringify(absoluteMedia(await propertyAnswers(nearby, context), context.baseUrl)));
  const available = Buffer.from(String(hasPoint && nearby.length > 0));
  return new JsonBytes(
    fillMarks(
      pieces,
      new Map([
        [nearbyMark, cards],
        [availableMark, available],
      ]),
    ),
  );
}
