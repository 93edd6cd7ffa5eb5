import { useNavigation } from "react-router";
import { Form } from "../../lib/i18n/link.tsx";
import type { Route } from "./+types/list";
import { Breadcrumbs } from "../../components/discovery/breadcrumbs.tsx";
import { ProjectCard } from "../../components/discovery/cards.tsx";
import { Pagination, pageFromUrl } from "../../components/discovery/pagination.tsx";
import { CardResults } from "../../components/discovery/card-results.tsx";
import { RouteError } from "../../components/discovery/route-error.tsx";
import { useI18n } from "../../lib/i18n/react.tsx";
import { breadcrumbJsonLd } from "../../lib/seo/jsonld.ts";
import { discoveryContext } from "../+shared/discovery-context.server.ts";
import { seoMeta } from "../../lib/seo/page-seo.ts";
import { listProjects } from "../../modules/projects/list-projects.server.ts";

const perPage = 12;
const types = ["upcoming", "under_construction"] as const;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { services, lang, t, siteName, cityName, baseUrl } = await discoveryContext(context);
  const url = new URL(request.url);
  const page = pageFromUrl(url);
  const search = url.searchParams.get("search")?.trim().slice(0, 100) ?? "";
  const typeParam = url.searchParams.get("type");
  const type = types.find((value) => value === typeParam);
  const result = await listProjects(services, { search: search || undefined, type, limit: perPage, offset: (page - 1) * perPage, lang });
  const crumbs = [{ name: t("home"), path: "/" }, { name: t("projects") }];
  const canonical = new URLSearchParams();
  if (type) canonical.set("type", type);
  if (page > 1) canonical.set("page", String(page));
  const query = canonical.toString();
  return {
    projects: result.items,
    total: result.total,
    page,
    pageCount: Math.ceil(result.total / perPage),
    search,
    type: type ?? "",
    crumbs,
    seo: {
      title: t("projectsTitle", { city: cityName }),
      description: t("projectsDescription", { city: cityName }),
      path: `/projects${query ? `?${query}` : ""}`,
      lang,
      baseUrl,
      siteName,
      noindex: Boolean(search),
      jsonLd: [breadcrumbJsonLd(baseUrl, crumbs)],
    },
  };
}

export const meta = ({ loaderData }: Route.MetaArgs) => seoMeta(loaderData?.seo);

export default function ProjectsPage({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const navigation = useNavigation();
  const { projects, total, page, pageCount, search, type } = loaderData;
  return (
    <main className="mx-auto max-w-6xl px-4 py-8">
      <Breadcrumbs crumbs={loaderData.crumbs} />
      <h1 className="mt-3 text-2xl font-bold">{loaderData.seo.title}</h1>
      <Form
        method="get"
        role="search"
        className="mt-5 grid gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-[1fr_14rem_auto]"
      >
        <div>
          <label htmlFor="project-search" className="text-sm font-medium">
            {t("search")}
          </label>
          <input
            id="project-search"
            name="search"
            type="search"
            defaultValue={search}
            placeholder={t("projectSearchPlaceholder")}
            className="mt-1 w-full rounded-lg border border-slate-300 px-3 py-2"
          />
        </div>
        <div>
          <label htmlFor="project-type" className="text-sm font-medium">
            {t("projectType")}
          </label>
          <select
            id="project-type"
            name="type"
            defaultValue={type}
            className="mt-1 w-full rounded-lg border border-slate-300 bg-white px-3 py-2"
          >
            <option value="">{t("allTypes")}</option>
            <option value="upcoming">{t("projectTypeUpcoming")}</option>
            <option value="under_construction">{t("projectTypeUnderConstruction")}</option>
          </select>
        </div>
        <button
          type="submit"
          disabled={navigation.state !== "idle"}
          className="self-end rounded-lg bg-brand-700 px-5 py-2 font-semibold text-white hover:bg-brand-800"
        >
          {t("search")}
        </button>
      </Form>
      {/* The count heads the cards (h3), keeping the heading order; it is announced as it changes. */}
      <h2 className="mt-4 text-sm font-normal text-slate-700" aria-live="polite">
        {t("resultsCount", { count: total })}
      </h2>
      <CardResults
        items={projects}
        empty={{ text: t("projectsEmpty"), action: search || type ? { to: "/projects", label: t("clearFilters") } : undefined }}
        renderCard={(project) => <ProjectCard project={project} />}
      />
      <Pagination page={page} pageCount={pageCount} />
    </main>
  );
}

export function ErrorBoundary() {
  const { t } = useI18n();
  return <RouteError backTo="/" backLabel={t("backToHome")} />;
}
