import { WardPriceBandsTable } from "../../components/properties/ward-price-bands.tsx";
import { isRouteErrorResponse, useLocation, useNavigation } from "react-router";
import { Link } from "../../lib/i18n/link.tsx";
import type { Route } from "./+types/list";
import { SaveSearchButton } from "../../components/saved-searches/save-search-button.tsx";
import { FilterPanel } from "../../components/properties/filter-panel.tsx";
import { FilterChips } from "../../components/properties/filter-chips.tsx";
import { withFilterOptions } from "../../components/properties/filter-options.ts";
import { Pager } from "../../components/properties/pager.tsx";
import { CompareBar } from "../../components/properties/compare-toggle.tsx";
import { PropertyGrid } from "../../components/properties/property-card.tsx";
import { Spinner } from "../../components/ui/spinner.tsx";
import { requestContext, servicesContext } from "../../lib/app-context.server.ts";
import { rootDictionary } from "../../lib/i18n/dictionary-store.ts";
import { useI18n } from "../../lib/i18n/react.tsx";
import { Breadcrumbs } from "../../components/discovery/breadcrumbs.tsx";
import { absoluteUrl, breadcrumbJsonLd } from "../../lib/seo/jsonld.ts";
import { pageMeta } from "../../lib/seo/meta.ts";
import { pageSeo, requestShellSettings } from "../+shared/discovery-context.server.ts";
import { loadListing, type Landing } from "./list-data.server.ts";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { lang, getActor } = context.get(requestContext);
  const url = new URL(request.url);
  const slug = "slug" in params ? params.slug : undefined;
  const landing: Landing = !slug
    ? { kind: "all" }
    : url.pathname.startsWith("/properties/ward/")
      ? { kind: "ward", slug }
      : { kind: "category", slug };
  const services = context.get(servicesContext);
  const [listing, seo] = await Promise.all([
    loadListing(services, { url, landing, lang, actor: await getActor(), shellSettings: requestShellSettings(context) }),
    // The whole list's meta is staff's where set (admin /admin/seo, page all-properties); landings keep their own.
    landing.kind === "all" ? pageSeo(services, "all-properties", lang) : null,
  ]);
  return { ...listing, seo };
}

/** A navigation renders once the filter choices its data names are in hand (components/properties/filter-options.ts). */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return withFilterOptions(await serverLoader(), (data) => data.options);
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const root = matches[0]?.loaderData as { lang?: "vi" | "en"; dictionaryVersion?: string } | undefined;
  if (!loaderData) return [{ title: rootDictionary(root).errorTitle ?? "" }, { name: "robots", content: "noindex" }];
  const base = loaderData.canonical.slice(0, loaderData.canonical.length - loaderData.path.length);
  const { seo } = loaderData;
  const title = seo?.title ?? loaderData.title;
  return pageMeta({
    title: loaderData.siteName ? `${title} · ${loaderData.siteName}` : title,
    description: seo?.description ?? loaderData.description,
    keywords: seo?.keywords,
    image: seo?.image ? absoluteUrl(base, seo.image) : undefined,
    canonical: loaderData.canonical,
    siteName: loaderData.siteName,
    lang: root?.lang,
    // Filtered and paged views point to the unfiltered page and stay out of the index.
    noindex: loaderData.isFiltered,
    jsonLd: [breadcrumbJsonLd(base, loaderData.crumbs)],
  });
}

export default function PropertyList({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const navigation = useNavigation();
  const location = useLocation();
  const { query, total, items, path, omit, typed } = loaderData;
  const loading = navigation.state === "loading" && navigation.location.pathname === location.pathname;
  const from = total === 0 ? 0 : query.offset + 1;
  const to = Math.min(total, query.offset + items.length);
  const heading = typed || query.search ? t("searchResultsFor", { search: typed?.search ?? query.search ?? "" }) : loaderData.heading;
  return (
    <main className="mx-auto max-w-7xl px-4 py-6">
      <Breadcrumbs crumbs={loaderData.crumbs} />
      <div className="mt-2 flex flex-wrap items-start justify-between gap-3">
        <h1 className="text-2xl font-bold sm:text-3xl">{heading}</h1>
        <SaveSearchButton defaultName={heading} />
      </div>
      {loaderData.priceBands ? <WardPriceBandsTable ward={loaderData.priceBands.ward} rows={loaderData.priceBands.rows} /> : null}
      <FilterChips path={path} query={query} options={loaderData.options} omit={omit} typed={typed} />
      <div className="mt-6 grid gap-6 lg:grid-cols-[18rem_1fr]">
        <aside>
          <FilterPanel key={location.search} action={path} query={query} options={loaderData.options} omit={omit} />
        </aside>
        <section aria-labelledby="results-heading" aria-busy={loading || undefined} className="relative">
          <h2 id="results-heading" className="text-base font-semibold text-slate-800" data-testid="results-total">
            {t("resultsTotal", { count: total })}
            {total > 0 ? <span className="ml-2 font-normal text-slate-600">{t("resultsRange", { from, to, total })}</span> : null}
          </h2>
          {loading ? (
            <div className="absolute inset-0 z-10 bg-slate-50/70">
              <Spinner label={t("loadingResults")} />
            </div>
          ) : null}
          {items.length === 0 ? (
            <div className="mt-6 rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center" data-testid="empty-state">
              <p className="text-lg font-semibold">{t("noResultsTitle")}</p>
              <p className="mt-2 text-slate-600">{t("noResultsText")}</p>
              <Link to={path} className="mt-4 inline-block rounded-lg bg-brand-700 px-4 py-2 font-medium text-white hover:bg-brand-800">
                {t("clearFilters")}
              </Link>
            </div>
          ) : (
            <div className="mt-4">
              <PropertyGrid properties={items} eagerCount={2} />
            </div>
          )}
          <Pager path={path} query={query} total={total} omit={omit} />
        </section>
      </div>
      <CompareBar />
    </main>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { t } = useI18n();
  const location = useLocation();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <main className="mx-auto max-w-3xl px-4 py-16 text-center">
      <h1 className="text-2xl font-bold">{notFound ? t("pageNotFoundTitle") : t("errorTitle")}</h1>
      <p className="mt-3 text-slate-600">{notFound ? t("pageNotFoundText") : t("listError")}</p>
      <div className="mt-6 flex justify-center gap-3">
        {notFound ? null : (
          <a
            href={location.pathname + location.search}
            className="rounded-lg bg-brand-700 px-4 py-2 font-medium text-white hover:bg-brand-800"
          >
            {t("tryAgain")}
          </a>
        )}
        <Link to="/properties" className="rounded-lg border border-slate-300 px-4 py-2 font-medium hover:bg-slate-100">
          {t("properties")}
        </Link>
      </div>
    </main>
  );
}
