import type { Route } from "./+types/listings";
import { StaffListings } from "../../components/admin/staff-listings.tsx";
import { isAdmin } from "../../lib/actor.server.ts";
import { requestContext, servicesContext } from "../../lib/app-context.server.ts";
import { formAction } from "../../lib/form-errors.server.ts";
import { requireStaff } from "../../lib/guards.server.ts";
import { translate } from "../../lib/i18n/index.ts";
import { useI18n } from "../../lib/i18n/react.tsx";
import { titleWithSite } from "../../lib/seo/page-title.ts";
import { listMyProjects } from "../../modules/projects/list-my-projects.server.ts";
import { listMyProperties } from "../../modules/properties/list-my-properties.server.ts";
import { readStaffListingQuery, staffListingAction, staffListingPageSize } from "./+shared/staff-listings.server.ts";

/** What differs between the staff pages of properties (/admin/listings) and projects (/admin/projects). */
const kinds = {
  property: {
    statuses: ["active", "inactive", "sold", "rented"],
    heading: "allListings",
    notice: "propertyUpdated",
    openUrl: (p: { id: number; slug_id?: string }) => `/properties-details/${p.slug_id}`,
    editUrl: (id: number) => `/user/properties/${id}/edit?from=admin`,
    addLink: null,
  },
  project: {
    statuses: ["active", "inactive"],
    heading: "allProjects",
    notice: "projectUpdated",
    openUrl: (p: { id: number; slug_id?: string }) => `/project-details/${p.id}`,
    editUrl: (id: number) => `/user/projects/${id}/edit?from=admin`,
    addLink: { to: "/user/add-project", label: "addProject" },
  },
} as const;

function kindOf(request: Request): keyof typeof kinds {
  return new URL(request.url).pathname.startsWith("/admin/projects") ? "project" : "property";
}

/** Every listing or project in any state for staff: search by text, status, review state and owner. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const { lang } = context.get(requestContext);
  const actor = await requireStaff(context, request, ["moderator"]);
  const url = new URL(request.url);
  const kind = kindOf(request);
  const config = kinds[kind];
  const query = readStaffListingQuery(url, config.statuses);
  const search = {
    actor,
    scope: "all" as const,
    search: query.search,
    owner: query.owner,
    status: query.status,
    requestStatus: query.requestStatus,
    limit: staffListingPageSize,
    offset: (query.page - 1) * staffListingPageSize,
    lang,
  };
  const page =
    kind === "property"
      ? await listMyProperties(services, search)
      : await listMyProjects(services, {
          ...search,
          status: query.status === "active" || query.status === "inactive" ? query.status : undefined,
        });
  const admin = isAdmin(actor);
  return {
    title: translate(lang, config.heading),
    heading: config.heading,
    statuses: config.statuses,
    isAdmin: admin,
    addLink: admin ? config.addLink : null,
    pageSize: staffListingPageSize,
    // The edit page returns here with this notice.
    notice: url.searchParams.get("notice") === config.notice ? config.notice : null,
    filters: {
      search: query.search ?? "",
      owner: query.owner ?? "",
      status: query.status ?? "",
      requestStatus: query.requestStatus ?? "",
      page: query.page,
    },
    total: page.total,
    rows: page.items.map((p) => ({
      id: p.id,
      title: p.title,
      status: p.status,
      requestStatus: p.request_status,
      rejectReason: p.reject_reason,
      ownerName: p.customer?.name ?? null,
      expiresAt: p.expires_at,
      isExpired: p.is_expired,
      featuredUntil: p.featured_until,
      openUrl: config.openUrl(p),
      editUrl: config.editUrl(p.id),
    })),
  };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return [{ title: titleWithSite(loaderData?.title, matches) }, { name: "robots", content: "noindex" }];
}

export async function action({ request, context }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  const actor = await requireStaff(context, request, ["moderator"]);
  return formAction({ request, context }, ({ input, lang }) => staffListingAction(services, actor, kindOf(request), input, lang));
}

export default function AdminListings({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useI18n();
  return (
    <StaffListings
      heading={loaderData.heading}
      rows={loaderData.rows}
      total={loaderData.total}
      pageSize={loaderData.pageSize}
      filters={loaderData.filters}
      statuses={loaderData.statuses}
      isAdmin={loaderData.isAdmin}
      result={actionData ?? (loaderData.notice ? { ok: true, message: t(loaderData.notice) } : undefined)}
      addLink={loaderData.addLink ? { to: loaderData.addLink.to, label: t(loaderData.addLink.label) } : undefined}
    />
  );
}
