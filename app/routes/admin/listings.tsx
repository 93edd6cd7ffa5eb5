import type { Route } from "./+types/listings";
import { StaffListings } from "../../components/admin/staff-listings.tsx";
import { isAdmin } from "../../lib/actor.server.ts";
import { requestContext, servicesContext } from "../../lib/app-context.server.ts";
import { formAction } from "../../lib/form-errors.server.ts";
import { requireStaff } from "../../lib/guards.server.ts";
import { translate } from "../../lib/i18n/index.ts";
import { useI18n } from "../../lib/i18n/react.tsx";
import { titleWithSite } from "../../lib/seo/page-title.ts";
import { listMyProperties } from "../../modules/properties/list-my-properties.server.ts";
import { readStaffListingQuery, staffListingAction, staffListingPageSize } from "./+shared/staff-listings.server.ts";

const statuses = ["active", "inactive", "sold", "rented"] as const;

/** Every listing in any state for staff: search by text, status, review state and owner. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const { lang } = context.get(requestContext);
  const actor = await requireStaff(context, request, ["moderator"]);
  const url = new URL(request.url);
  const query = readStaffListingQuery(url, statuses);
  const page = await listMyProperties(services, {
    actor,
    scope: "all",
    search: query.search,
    owner: query.owner,
    status: query.status,
    requestStatus: query.requestStatus,
    limit: staffListingPageSize,
    offset: (query.page - 1) * staffListingPageSize,
    lang,
  });
  return {
    title: translate(lang, "allListings"),
    isAdmin: isAdmin(actor),
    pageSize: staffListingPageSize,
    // The edit page returns here with this notice.
    notice: url.searchParams.get("notice") === "propertyUpdated" ? "propertyUpdated" : null,
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
      openUrl: `/properties-details/${p.slug_id}`,
      editUrl: `/user/properties/${p.id}/edit?from=admin`,
    })),
  };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return [{ title: titleWithSite(loaderData?.title, matches) }, { name: "robots", content: "noindex" }];
}

export async function action({ request, context }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  const actor = await requireStaff(context, request, ["moderator"]);
  return formAction({ request, context }, ({ input, lang }) => staffListingAction(services, actor, "property", input, lang));
}

export default function AdminListings({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useI18n();
  return (
    <StaffListings
      heading="allListings"
      rows={loaderData.rows}
      total={loaderData.total}
      pageSize={loaderData.pageSize}
      filters={loaderData.filters}
      statuses={statuses}
      isAdmin={loaderData.isAdmin}
      result={actionData ?? (loaderData.notice ? { ok: true, message: t(loaderData.notice) } : undefined)}
    />
  );
}
