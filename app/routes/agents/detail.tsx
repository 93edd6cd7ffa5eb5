import { data } from "react-router";
import type { Route } from "./+types/detail";
import { Breadcrumbs } from "../../components/discovery/breadcrumbs.tsx";
import { AgentAvatar, ProjectCard, VerifiedBadge } from "../../components/discovery/cards.tsx";
import { PropertyCard } from "../../components/properties/property-card.tsx";
import { Pagination, pageFromUrl } from "../../components/discovery/pagination.tsx";
import { PendingRegion } from "../../components/discovery/pending-region.tsx";
import { EmptyState, RouteError } from "../../components/discovery/route-error.tsx";
import { isAppError } from "../../lib/errors.ts";
import { useCityName, useI18n } from "../../lib/i18n/react.tsx";
import { absoluteUrl, agentJsonLd, breadcrumbJsonLd } from "../../lib/seo/jsonld.ts";
import { discoveryContext } from "../+shared/discovery-context.server.ts";
import { metaDescription, seoMeta } from "../../lib/seo/page-seo.ts";
import { sitePaths } from "../../lib/seo/site-paths.ts";
import { Link } from "../../lib/i18n/link.tsx";
import { listAgentProperties } from "../../modules/agents/list-agent-properties.server.ts";
import { cardView } from "../../modules/properties/property-view.server.ts";
import { revealAgentPhone } from "../../modules/properties/reveal-owner-phone.server.ts";
import { PhoneReveal } from "../../components/properties/owner-card.tsx";
import { requestContext, servicesContext } from "../../lib/app-context.server.ts";
import { formAction } from "../../lib/form-errors.server.ts";
import { idInput } from "../../lib/input-schemas.ts";
import { z } from "zod";

const perPage = 9;

const secondaryAction = "rounded-lg border border-slate-300 px-4 py-2 font-semibold text-slate-800 hover:bg-slate-100";

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { services, lang, t, getActor, siteName, baseUrl } = await discoveryContext(context);
  if (!/^\d{1,9}$/.test(params.id)) throw data(null, { status: 404 });
  const agentId = Number(params.id);
  const page = pageFromUrl(new URL(request.url));
  const actor = await getActor();
  const [listings, projects] = await Promise.all([
    listAgentProperties(services, { agentId, limit: perPage, offset: (page - 1) * perPage, actor, lang }),
    listAgentProperties(services, { agentId, isProjects: true, limit: 6, offset: 0, actor, lang }),
  ]).catch((error: unknown) => {
    if (isAppError(error)) throw data(null, { status: error.status });
    throw error;
  });
  const agent = listings.data.customer_data;
  const path = sitePaths.agent(agent.id);
  const crumbs = [{ name: t("home"), path: "/" }, { name: t("agents"), path: "/agents" }, { name: agent.name }];
  return {
    agent,
    isSelf: actor?.id === agent.id,
    properties: listings.data.properties_data.map(cardView),
    propertyTotal: listings.total,
    projects: projects.data.projects_data,
    projectTotal: projects.total,
    page,
    pageCount: Math.ceil(listings.total / perPage),
    crumbs,
    seo: {
      title: t("agentTitle", { name: agent.name }),
      description: metaDescription(agent.about_me || t("agentDescription", { name: agent.name, count: agent.property_count })),
      image: agent.profile,
      path: page > 1 ? `${path}?page=${page}` : path,
      lang,
      baseUrl,
      siteName,
      jsonLd: [
        breadcrumbJsonLd(baseUrl, crumbs),
        agentJsonLd({
          baseUrl,
          url: absoluteUrl(baseUrl, path),
          name: agent.name,
          description: agent.about_me,
          image: agent.profile,
          city: agent.city,
        }),
      ],
    },
  };
}

/** "Show number": the agent's phone for this viewer, limited per hour by the module as on a listing. */
export async function action({ request, context }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  const { getActor, ip } = context.get(requestContext);
  const actor = await getActor();
  return formAction({ request, context }, async ({ input }) => {
    const { agent_id } = z.object({ agent_id: idInput() }).parse(input);
    const revealed = await revealAgentPhone(services, { actor, agentId: agent_id, ip });
    return { ok: true as const, revealed };
  });
}

export const meta = ({ loaderData }: Route.MetaArgs) => seoMeta(loaderData?.seo);

export default function AgentPage({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const cityName = useCityName();
  const { agent, properties, projects } = loaderData;
  const since = new Date(agent.member_since).getFullYear();
  return (
    <main className="mx-auto max-w-6xl px-4 py-8">
      <Breadcrumbs crumbs={loaderData.crumbs} />
      <section className="mt-4 flex flex-col gap-5 rounded-xl border border-slate-200 bg-white p-5 sm:flex-row sm:items-start">
        <AgentAvatar name={agent.name} profile={agent.profile} size={96} />
        <div className="min-w-0 flex-1">
          <h1 className="text-2xl font-bold">{agent.name}</h1>
          <div className="mt-1 flex flex-wrap items-center gap-2 text-sm text-slate-700">
            {agent.is_verified ? <VerifiedBadge /> : null}
            <span>{t("memberSince", { year: since })}</span>
            {agent.city ? <span>· {cityName(agent.city)}</span> : null}
          </div>
          {agent.about_me ? <p className="mt-3 whitespace-pre-line text-slate-800">{agent.about_me}</p> : null}
          <p className="mt-3 text-sm text-slate-700">
            {t("agentCounts", { properties: agent.property_count, projects: agent.projects_count })}
          </p>
          {agent.mobile || agent.email ? (
            <div className="mt-3 flex flex-wrap items-start gap-3">
              {agent.mobile ? (
                <PhoneReveal
                  masked={agent.mobile}
                  target={{ name: "agent_id", id: agent.id }}
                  isOwn={loaderData.isSelf}
                  className="flex flex-wrap gap-3"
                />
              ) : null}
              <Link to={`/user/chat?user=${agent.id}`} className={secondaryAction}>
                {t("messageAgent")}
              </Link>
              {agent.email ? (
                <a href={`mailto:${agent.email}`} className={secondaryAction}>
                  {t("emailAgent")}
                </a>
              ) : null}
            </div>
          ) : (
            <div className="mt-3 text-sm text-slate-700">
              <p>{t("agentContactHidden")}</p>
              <Link to="/user/chat?to_admin=1" className={`mt-3 inline-block text-base ${secondaryAction}`}>
                {t("askTeamAboutAgent")}
              </Link>
            </div>
          )}
        </div>
      </section>
      <section aria-labelledby="agent-listings" className="mt-8">
        <h2 id="agent-listings" className="text-xl font-semibold">
          {t("agentListings", { count: loaderData.propertyTotal })}
        </h2>
        <PendingRegion label={t("loading")}>
          {properties.length === 0 ? (
            <div className="mt-4">
              <EmptyState text={t("agentListingsEmpty")} />
            </div>
          ) : (
            <ul className="mt-4 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
              {properties.map((listing) => (
                <li key={listing.id}>
                  <PropertyCard property={listing} />
                </li>
              ))}
            </ul>
          )}
        </PendingRegion>
        <Pagination page={loaderData.page} pageCount={loaderData.pageCount} />
      </section>
      {projects.length ? (
        <section aria-labelledby="agent-projects" className="mt-10">
          <h2 id="agent-projects" className="text-xl font-semibold">
            {t("agentProjects", { count: loaderData.projectTotal })}
          </h2>
          <ul className="mt-4 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
            {projects.map((project) => (
              <li key={project.id}>
                <ProjectCard project={project} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </main>
  );
}

export function ErrorBoundary() {
  const { t } = useI18n();
  return <RouteError backTo="/agents" backLabel={t("backToAgents")} />;
}
