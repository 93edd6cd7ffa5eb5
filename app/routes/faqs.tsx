import type { Route } from "./+types/faqs";
import { Link } from "../lib/i18n/link.tsx";
import { Breadcrumbs } from "../components/discovery/breadcrumbs.tsx";
import { EmptyState, RouteError } from "../components/discovery/route-error.tsx";
import { useI18n } from "../lib/i18n/react.tsx";
import { breadcrumbJsonLd, faqJsonLd } from "../lib/seo/jsonld.ts";
import { discoveryContext } from "./+shared/discovery-context.server.ts";
import { seoMeta } from "../lib/seo/page-seo.ts";
import { listFaqs } from "../modules/content/list-faqs.server.ts";

export async function loader({ context }: Route.LoaderArgs) {
  const { services, lang, t, siteName, baseUrl } = await discoveryContext(context);
  const faqs = (await listFaqs(services.db, { limit: 200, offset: 0, lang })).items;
  const crumbs = [{ name: t("home"), path: "/" }, { name: t("faqs") }];
  return {
    faqs,
    crumbs,
    seo: {
      title: t("faqsTitle"),
      description: t("faqsDescription"),
      path: "/faqs",
      lang,
      baseUrl,
      siteName,
      jsonLd: [breadcrumbJsonLd(baseUrl, crumbs), ...(faqs.length ? [faqJsonLd(faqs)] : [])],
    },
  };
}

export const meta = ({ loaderData }: Route.MetaArgs) => seoMeta(loaderData?.seo);

/** Questions as native disclosure widgets: keyboard- and screen-reader-friendly with no script. */
export default function FaqsPage({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  return (
    <main className="mx-auto max-w-3xl px-4 py-8">
      <Breadcrumbs crumbs={loaderData.crumbs} />
      <h1 className="mt-3 text-2xl font-bold">{loaderData.seo.title}</h1>
      {loaderData.faqs.length === 0 ? (
        <div className="mt-6">
          <EmptyState text={t("faqsEmpty")} action={{ to: "/contact", label: t("contact") }} />
        </div>
      ) : (
        <div className="mt-6 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
          {loaderData.faqs.map((faq) => (
            <details key={faq.id} className="group p-4">
              <summary className="flex cursor-pointer list-none items-start justify-between gap-4 font-medium text-slate-900 [&::-webkit-details-marker]:hidden">
                <h2 className="text-base">{faq.question}</h2>
                <span aria-hidden="true" className="mt-0.5 text-brand-700 transition-transform group-open:rotate-45">
                  +
                </span>
              </summary>
              <p className="mt-3 whitespace-pre-line leading-relaxed text-slate-800">{faq.answer}</p>
            </details>
          ))}
        </div>
      )}
      <p className="mt-6 text-slate-700">
        {t("faqsMoreQuestions")}{" "}
        <Link to="/contact" className="text-brand-700 underline">
          {t("contact")}
        </Link>
      </p>
    </main>
  );
}

export function ErrorBoundary() {
  const { t } = useI18n();
  return <RouteError backTo="/" backLabel={t("backToHome")} />;
}
