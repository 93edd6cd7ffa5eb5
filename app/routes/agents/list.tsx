import { Form } from "../../lib/i18n/link.tsx";
import type { Route } from "./+types/list";
import { Breadcrumbs } from "../../components/discovery/breadcrumbs.tsx";
import { AgentCard } from "../../components/discovery/cards.tsx";
import { Pagination, pageFromUrl } from "../../components/discovery/pagination.tsx";
import { CardResults } from "../../components/discovery/card-results.tsx";
import { RouteError } from "../../components/discovery/route-error.tsx";
import { useI18n } from "../../lib/i18n/react.tsx";
import { breadcrumbJsonLd } from "../../lib/seo/jsonld.ts";
import { discoveryContext } from "../+shared/discovery-context.server.ts";
import { seoMeta } from "../../lib/seo/page-seo.ts";
import { listAgents } from "../../modules/agents/list-agents.server.ts";

const perPage = 12;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { services, lang, t, siteName, cityName, baseUrl } = await discoveryContext(context);
  const url = new URL(request.url);
  const page = pageFromUrl(url);
  const search = url.searchParams.get("search")?.trim().slice(0, 100) ?? "";
  const verifiedOnly = url.searchParams.get("verified") === "1";
  const result = await listAgents(services, { search: search || undefined, verifiedOnly, limit: perPage, offset: (page - 1) * perPage });
  const crumbs = [{ name: t("home"), path: "/" }, { name: t("agents") }];
  return {
    agents: result.items,
    total: result.total,
    page,
    pageCount: Math.ceil(result.total / perPage),
    search,
    verifiedOnly,
    crumbs,
    seo: {
      title: t("agentsTitle", { city: cityName }),
      description: t("agentsDescription", { city: cityName }),
      path: page > 1 ? `/agents?page=${page}` : "/agents",
      lang,
      baseUrl,
      siteName,
      noindex: Boolean(search) || verifiedOnly,
      jsonLd: [breadcrumbJsonLd(baseUrl, crumbs)],
    },
  };
}

export const meta = ({ loaderData }: Route.MetaArgs) => seoMeta(loaderData?.seo);

export default function AgentsPage({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const { agents, total, page, pageCount, search, verifiedOnly } = loaderData;
  return (
    <main className="mx-auto max-w-6xl px-4 py-8">
      <Breadcrumbs crumbs={loaderData.crumbs} />
      <h1 className="mt-3 text-2xl font-bold">{loaderData.seo.title}</h1>
      <Form method="get" role="search" className="mt-5 flex flex-wrap items-end gap-3 rounded-xl border border-slate-200 bg-white p-4">
        <div className="min-w-0 flex-1 basis-60">
          <label htmlFor="agent-search" className="text-sm font-medium">
            {t("agentSearchLabel")}
          </label>
          <input
            id="agent-search"
            name="search"
            type="search"
            defaultValue={search}
            className="mt-1 w-full rounded-lg border border-slate-300 px-3 py-2"
          />
        </div>
        <label className="flex items-center gap-2 py-2 text-sm">
          <input type="checkbox" name="verified" value="1" defaultChecked={verifiedOnly} className="size-6 shrink-0" />
          {t("verifiedOnly")}
        </label>
        <button type="submit" className="rounded-lg bg-brand-700 px-5 py-2 font-semibold text-white hover:bg-brand-800">
          {t("search")}
        </button>
      </Form>
      {/* The count heads the cards (h3), keeping the heading order; it is announced as it changes. */}
      <h2 className="mt-4 text-sm font-normal text-slate-700" aria-live="polite">
        {t("resultsCount", { count: total })}
      </h2>
      <CardResults
        items={agents}
        empty={{ text: t("agentsEmpty"), action: search || verifiedOnly ? { to: "/agents", label: t("clearFilters") } : undefined }}
        renderCard={(agent) => <AgentCard agent={agent} />}
      />
      <Pagination page={page} pageCount={pageCount} />
    </main>
  );
}

export function ErrorBoundary() {
  const { t } = useI18n();
  return <RouteError backTo="/" backLabel={t("backToHome")} />;
}
