import { Form, Link } from "../lib/i18n/link.tsx";
import { SearchCombobox } from "../components/search/search-combobox.tsx";
import type { Route } from "./+types/home";
import {
  AgentsSection,
  ArticlesSection,
  FaqSection,
  ProjectsSection,
  PropertySection,
  WardsSection,
} from "../components/home/home-sections.tsx";
import { CompareBar } from "../components/properties/compare-toggle.tsx";
import { NearbySection } from "../components/properties/nearby-section.tsx";
import { SafeImage } from "../components/ui/safe-image.tsx";
import { usePlaceholderLogo } from "../components/shell/use-shell-settings.ts";
import { requestContext, servicesContext } from "../lib/app-context.server.ts";
import { cityNameIn, translate } from "../lib/i18n/index.ts";
import { useI18n } from "../lib/i18n/react.tsx";
import { pageMeta } from "../lib/seo/meta.ts";
import { listCategories } from "../modules/categories/list-categories.server.ts";
import { getHomepageData } from "../modules/home/get-homepage-data.server.ts";
import { listHomeSections } from "../modules/home/list-home-sections.server.ts";
import { absoluteUrl } from "../lib/seo/jsonld.ts";
import { keptForPages, pageSeo, requestShellSettings } from "./+shared/discovery-context.server.ts";
import { cardView } from "../modules/properties/property-view.server.ts";

export async function loader({ context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const { lang, getActor } = context.get(requestContext);
  const actor = await getActor();
  // A visitor's sections are kept as homepage-data keeps them (PAGE_CACHE_SECONDS); the categories
  // and section titles as every page's alike reads (`keptForPages`).
  const [categories, settings, home, sections, seo] = await Promise.all([
    keptForPages(services, `home-categories:${lang}`, () => listCategories(services.db, { limit: 50, offset: 0, lang })),
    requestShellSettings(context),
    getHomepageData(services, { actor, lang, sectionSize: 4, visitorSeconds: services.env.PAGE_CACHE_SECONDS }),
    keptForPages(services, `home-sections:${lang}`, () => listHomeSections(services.db, lang)),
    // Staff's meta for the home page where set (admin /admin/seo, page homepage) over the defaults.
    pageSeo(services, "homepage", lang),
  ]);
  return {
    categories: categories.items.map((c) => ({ id: c.id, name: c.category, slug: c.slug_id, image: c.image, count: c.properties_count })),
    title: translate(lang, "homeTitle", { city: cityNameIn(lang, settings.cityName) }),
    metaTitle: seo?.title ?? translate(lang, "homeMetaTitle", { city: cityNameIn(lang, settings.cityName) }),
    description: seo?.description ?? translate(lang, "metaDescriptionDefault", { city: cityNameIn(lang, settings.cityName) }),
    keywords: seo?.keywords ?? null,
    shareImage: seo?.image ? absoluteUrl(services.env.baseUrl, seo.image) : null,
    subtitle: translate(lang, "homeSubtitle", { city: cityNameIn(lang, settings.cityName) }),
    canonical: `${services.env.baseUrl}/`,
    siteName: settings.companyName,
    home: {
      featured: home.featured_properties.map(cardView),
      agents: home.agents_list,
      mostLiked: home.most_liked_properties.map(cardView),
      wards: home.properties_by_cities,
      premium: home.premium_properties.map(cardView),
      recommended: home.recommended_properties.map(cardView),
      isRecommendationPersonal: actor !== null,
      projects: home.projects,
      articles: home.articles,
      faqs: home.faqs,
      sections,
    },
  };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const root = matches[0]?.loaderData as { lang?: "vi" | "en" } | undefined;
  return pageMeta({
    title: loaderData.siteName ? `${loaderData.metaTitle} · ${loaderData.siteName}` : loaderData.metaTitle,
    description: loaderData.description,
    keywords: loaderData.keywords,
    image: loaderData.shareImage,
    canonical: loaderData.canonical,
    siteName: loaderData.siteName,
    lang: root?.lang,
    jsonLd: [
      {
        "@context": "https://schema.org",
        "@type": "WebSite",
        name: loaderData.siteName,
        url: loaderData.canonical,
        potentialAction: {
          "@type": "SearchAction",
          target: `${loaderData.canonical}properties?search={search}`,
          "query-input": "required name=search",
        },
      },
    ],
  });
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const placeholder = usePlaceholderLogo();
  const { home } = loaderData;
  return (
    <main>
      <section className="bg-gradient-to-br from-brand-800 to-brand-600 text-white">
        <div className="mx-auto max-w-6xl px-4 py-14 sm:py-20">
          <h1 className="max-w-2xl text-3xl font-bold sm:text-4xl">{loaderData.title}</h1>
          <p className="mt-3 max-w-2xl text-brand-50">{loaderData.subtitle}</p>
          <Form method="get" action="/properties" role="search" className="mt-8 flex max-w-2xl gap-2">
            <label htmlFor="home-search" className="sr-only">
              {t("search")}
            </label>
            <SearchCombobox
              id="home-search"
              name="search"
              placeholder={t("searchPlaceholder")}
              className="w-full rounded-lg border-0 bg-white px-4 py-3 text-slate-900 shadow"
            />
            <button type="submit" className="rounded-lg bg-accent-500 px-5 py-3 font-semibold text-white hover:brightness-110">
              {t("search")}
            </button>
          </Form>
        </div>
      </section>
      {home.sections.map(({ key, title }) => {
        switch (key) {
          case "categories":
            return (
              <section key={key} aria-labelledby="categories-heading" className="below-fold mx-auto max-w-6xl px-4 py-10">
                <h2 id="categories-heading" className="text-xl font-bold">
                  {title}
                </h2>
                {loaderData.categories.length === 0 ? (
                  <p className="mt-4 text-slate-600">{t("categoriesEmpty")}</p>
                ) : (
                  <ul className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5" data-testid="category-list">
                    {loaderData.categories.map((category) => (
                      <li key={category.id}>
                        <Link
                          to={`/properties/category/${category.slug}`}
                          className="flex h-full flex-col items-center gap-2 rounded-xl border border-slate-200 bg-white p-4 text-center shadow-sm hover:border-brand-600 hover:shadow"
                        >
                          <SafeImage
                            src={category.image}
                            placeholder={placeholder}
                            alt=""
                            width={40}
                            height={40}
                            className="size-10"
                            loading="lazy"
                          />
                          <span className="font-medium">{category.name}</span>
                          <span className="text-xs text-slate-600">{t("propertiesCount", { count: category.count })}</span>
                        </Link>
                      </li>
                    ))}
                  </ul>
                )}
              </section>
            );
          case "featured":
            return home.featured.length ? (
              <PropertySection key={key} id="featured" title={title} more="/properties" items={home.featured} />
            ) : null;
          case "nearby":
            return <NearbySection key={key} title={title} />;
          case "most-liked":
            return <PropertySection key={key} id="most-liked" title={title} more="/properties?sort=most_liked" items={home.mostLiked} />;
          case "wards":
            return <WardsSection key={key} title={title} wards={home.wards} />;
          case "premium":
            return <PropertySection key={key} id="premium" title={title} items={home.premium} />;
          case "recommended":
            return (
              <PropertySection
                key={key}
                id="recommended"
                title={title}
                more={home.isRecommendationPersonal ? undefined : "/properties?sort=most_viewed"}
                items={home.recommended}
              />
            );
          case "agents":
            return <AgentsSection key={key} title={title} agents={home.agents} />;
          case "projects":
            return <ProjectsSection key={key} title={title} projects={home.projects} />;
          case "articles":
            return <ArticlesSection key={key} title={title} articles={home.articles} />;
          case "faqs":
            return <FaqSection key={key} title={title} faqs={home.faqs} />;
        }
      })}
      <CompareBar />
    </main>
  );
}
