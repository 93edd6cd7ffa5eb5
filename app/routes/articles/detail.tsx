import { data } from "react-router";
import { Link } from "../../lib/i18n/link.tsx";
import { RichText } from "../../components/ui/rich-text.tsx";
import { richTextToPlain } from "../../lib/rich-text/rich-text.ts";
import type { Route } from "./+types/detail";
import { Breadcrumbs } from "../../components/discovery/breadcrumbs.tsx";
import { ArticleCard } from "../../components/discovery/cards.tsx";
import { RouteError } from "../../components/discovery/route-error.tsx";
import { usePlaceholderLogo } from "../../components/shell/use-shell-settings.ts";
import { SafeImage } from "../../components/ui/safe-image.tsx";
import { useI18n } from "../../lib/i18n/react.tsx";
import { localizedUrl } from "../../lib/seo/alternates.ts";
import { absoluteUrl, articleJsonLd, breadcrumbJsonLd } from "../../lib/seo/jsonld.ts";
import { discoveryContext } from "../+shared/discovery-context.server.ts";
import { metaDescription, seoMeta } from "../../lib/seo/page-seo.ts";
import { sitePaths } from "../../lib/seo/site-paths.ts";
import { listArticles } from "../../modules/content/list-articles.server.ts";
import { formatDate } from "../../lib/format/format-date.ts";

/** One article in the page's language (Vietnamese, or its English translation with ?lang=en). */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { services, lang, t, siteName, baseUrl } = await discoveryContext(context);
  const [article] = (await listArticles(services, { slugId: params.slug, limit: 1, offset: 0, lang })).items;
  if (!article) throw data(null, { status: 404 });
  const related = article.category
    ? (await listArticles(services, { categoryId: article.category.id, limit: 4, offset: 0, lang })).items
        .filter((a) => a.id !== article.id)
        .slice(0, 3)
    : [];
  const path = sitePaths.article(article.slug_id);
  const crumbs = [
    { name: t("home"), path: "/" },
    { name: t("articles"), path: "/articles" },
    ...(article.category ? [{ name: article.category.category, path: `/articles?category=${article.category.slug_id}` }] : []),
    { name: article.title },
  ];
  const description = metaDescription(article.meta_description || article.summary || richTextToPlain(article.description));
  return {
    article,
    related,
    crumbs,
    otherLanguage: {
      lang: lang === "vi" ? "en" : "vi",
      href: localizedUrl(baseUrl, path, lang === "vi" ? "en" : "vi").replace(baseUrl, ""),
    },
    seo: {
      title: article.meta_title || article.title,
      description,
      keywords: article.meta_keywords,
      image: article.image,
      type: "article" as const,
      path,
      lang,
      baseUrl,
      siteName,
      jsonLd: [
        breadcrumbJsonLd(baseUrl, crumbs),
        articleJsonLd({
          baseUrl,
          url: absoluteUrl(baseUrl, localizedUrl(baseUrl, path, lang)),
          title: article.title,
          description,
          image: article.image,
          datePublished: article.created_at,
          lang,
          publisher: siteName,
          section: article.category?.category,
        }),
      ],
    },
  };
}

export const meta = ({ loaderData }: Route.MetaArgs) => seoMeta(loaderData?.seo);

export default function ArticlePage({ loaderData }: Route.ComponentProps) {
  const { t, lang } = useI18n();
  const placeholder = usePlaceholderLogo();
  const { article, related, otherLanguage } = loaderData;
  const date = formatDate(article.created_at, lang, "long");
  return (
    <main className="mx-auto max-w-3xl px-4 py-8">
      <Breadcrumbs crumbs={loaderData.crumbs} />
      <article className="mt-4">
        <header>
          {article.category ? (
            <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">{article.category.category}</p>
          ) : null}
          <h1 className="mt-1 text-2xl font-bold sm:text-3xl">{article.title}</h1>
          <p className="mt-2 flex flex-wrap items-center gap-3 text-sm text-slate-700">
            <time dateTime={article.created_at}>{date}</time>
            <a
              href={otherLanguage.href}
              hrefLang={otherLanguage.lang}
              lang={otherLanguage.lang}
              className="tap-target text-brand-700 underline"
            >
              {otherLanguage.lang === "en" ? "Read in English" : "Đọc bằng tiếng Việt"}
            </a>
          </p>
        </header>
        {article.image ? (
          <SafeImage
            src={article.image}
            srcSet={article.image_srcset ?? undefined}
            sizes="(min-width: 768px) 48rem, 100vw"
            width={article.image_width ?? 1200}
            height={article.image_height ?? 800}
            alt=""
            fetchPriority="high"
            placeholder={placeholder}
            className="mt-5 w-full rounded-xl bg-slate-100 object-cover"
          />
        ) : null}
        {article.summary ? <p className="mt-5 text-lg font-medium text-slate-800">{article.summary}</p> : null}
        <RichText source={article.description} className="mt-4" />
      </article>
      {related.length ? (
        <section aria-labelledby="related-articles" className="mt-10">
          <h2 id="related-articles" className="text-xl font-semibold">
            {t("relatedArticles")}
          </h2>
          <ul className="mt-4 grid gap-5 sm:grid-cols-3">
            {related.map((a) => (
              <li key={a.id}>
                <ArticleCard article={a} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <p className="mt-8">
        <Link to="/articles" className="tap-target text-brand-700 underline">
          {t("backToArticles")}
        </Link>
      </p>
    </main>
  );
}

export function ErrorBoundary() {
  const { t } = useI18n();
  return <RouteError backTo="/articles" backLabel={t("backToArticles")} />;
}
