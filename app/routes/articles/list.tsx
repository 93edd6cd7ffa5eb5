import { Link } from "../../lib/i18n/link.tsx";
import type { Route } from "./+types/list";
import { Breadcrumbs } from "../../components/discovery/breadcrumbs.tsx";
import { ArticleCard } from "../../components/discovery/cards.tsx";
import { Pagination, pageFromUrl } from "../../components/discovery/pagination.tsx";
import { CardResults } from "../../components/discovery/card-results.tsx";
import { RouteError } from "../../components/discovery/route-error.tsx";
import { useI18n } from "../../lib/i18n/react.tsx";
import { breadcrumbJsonLd } from "../../lib/seo/jsonld.ts";
import { discoveryContext } from "../+shared/discovery-context.server.ts";
import { seoMeta } from "../../lib/seo/page-seo.ts";
import { listArticleCategories, listArticles } from "../../modules/content/list-articles.server.ts";

const perPage = 9;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { services, lang, t, siteName, baseUrl } = await discoveryContext(context);
  const url = new URL(request.url);
  const page = pageFromUrl(url);
  const categories = await listArticleCategories(services.db, lang);
  const category = categories.find((c) => c.slug_id === url.searchParams.get("category")) ?? null;
  const result = await listArticles(services, { categoryId: category?.id, limit: perPage, offset: (page - 1) * perPage, lang });
  const crumbs = category
    ? [{ name: t("home"), path: "/" }, { name: t("articles"), path: "/articles" }, { name: category.category }]
    : [{ name: t("home"), path: "/" }, { name: t("articles") }];
  const query = new URLSearchParams();
  if (category) query.set("category", category.slug_id);
  if (page > 1) query.set("page", String(page));
  return {
    articles: result.items,
    total: result.total,
    categories: categories.filter((c) => c.articles_count > 0),
    category: category?.slug_id ?? "",
    page,
    pageCount: Math.ceil(result.total / perPage),
    crumbs,
    seo: {
      title: category ? t("articlesInCategory", { category: category.category }) : t("articlesTitle"),
      description: t("articlesDescription"),
      path: `/articles${query.size ? `?${query}` : ""}`,
      lang,
      baseUrl,
      siteName,
      jsonLd: [breadcrumbJsonLd(baseUrl, crumbs)],
    },
  };
}

export const meta = ({ loaderData }: Route.MetaArgs) => seoMeta(loaderData?.seo);

export default function ArticlesPage({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const { articles, categories, category, page, pageCount } = loaderData;
  const chip = (active: boolean) =>
    `inline-block rounded-full border px-3 py-1.5 text-sm font-medium ${active ? "border-brand-700 bg-brand-700 text-white" : "border-slate-300 bg-white text-slate-800 hover:bg-slate-100"}`;
  return (
    <main className="mx-auto max-w-6xl px-4 py-8">
      <Breadcrumbs crumbs={loaderData.crumbs} />
      <h1 className="mt-3 text-2xl font-bold">{loaderData.seo.title}</h1>
      {categories.length ? (
        <nav aria-label={t("articleCategories")} className="mt-4">
          <ul className="flex flex-wrap gap-2">
            <li>
              <Link to="/articles" className={chip(!category)} aria-current={!category ? "page" : undefined}>
                {t("filterAll")}
              </Link>
            </li>
            {categories.map((c) => (
              <li key={c.id}>
                <Link
                  to={`/articles?category=${encodeURIComponent(c.slug_id)}`}
                  className={chip(c.slug_id === category)}
                  aria-current={c.slug_id === category ? "page" : undefined}
                >
                  {c.category} ({c.articles_count})
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <CardResults
        items={articles}
        empty={{ text: t("articlesEmpty"), action: category ? { to: "/articles", label: t("filterAll") } : undefined }}
        renderCard={(article) => <ArticleCard article={article} />}
        spacing="mt-6"
      />
      <Pagination page={page} pageCount={pageCount} />
    </main>
  );
}

export function ErrorBoundary() {
  const { t } = useI18n();
  return <RouteError backTo="/" backLabel={t("backToHome")} />;
}
