import { data, isRouteErrorResponse, type ShouldRevalidateFunctionArgs } from "react-router";
import { Link } from "../../lib/i18n/link.tsx";
import type { Route } from "./+types/my-property";
import { DetailError } from "../../components/properties/premium-gate.tsx";
import { PropertyDetailView } from "../../components/properties/property-detail-view.tsx";
import { requestContext, servicesContext } from "../../lib/app-context.server.ts";
import { requireUser } from "../../lib/guards.server.ts";
import { useI18n } from "../../lib/i18n/react.tsx";
import { listingStateKey } from "../../lib/properties/listing-state.ts";
import { loadPropertyDetail } from "./detail-data.server.ts";
import { detailMeta } from "./detail-meta.ts";

/** The owner's view (the upgrade prompt shows in the owner card while contact is hidden) of their own listing: sign-in required, 404 for anyone else. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { lang } = context.get(requestContext);
  const actor = await requireUser(context, request);
  const result = await loadPropertyDetail(context.get(servicesContext), {
    slug: params.slug,
    url: new URL(request.url),
    actor,
    lang,
    countView: false,
  });
  if (!result.isOwner) throw data(null, { status: 404 });
  return result;
}

export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname !== nextUrl.pathname ? defaultShouldRevalidate : false;
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return detailMeta(loaderData, matches[0]?.loaderData as { lang?: "vi" | "en"; dictionaryVersion?: string } | undefined, true);
}

const reviewKeys: Record<string, string> = { pending: "reviewPending", approved: "reviewApproved", rejected: "reviewRejected" };

function OwnerPanel({ status, review, slug }: { status: string; review: string; slug: string }) {
  const { t } = useI18n();
  return (
    <section
      aria-labelledby="owner-panel-heading"
      className="mt-3 grid gap-3 rounded-xl border border-brand-100 bg-brand-50 p-4"
      data-testid="owner-panel"
    >
      <h2 id="owner-panel-heading" className="font-bold text-brand-800">
        {t("ownerView")}
      </h2>
      <dl className="flex flex-wrap gap-x-8 gap-y-2">
        <div>
          <dt className="text-sm text-slate-600">{t("listingStatus")}</dt>
          <dd className="font-semibold">{t(listingStateKey({ status, request_status: review }))}</dd>
        </div>
        <div>
          <dt className="text-sm text-slate-600">{t("reviewStatus")}</dt>
          <dd className="font-semibold">{t(reviewKeys[review] ?? review)}</dd>
        </div>
      </dl>
      {status === "active" && review === "approved" ? (
        <Link to={`/properties-details/${slug}`} className="text-sm font-medium text-brand-700 underline">
          {t("viewPublicPage")}
        </Link>
      ) : null}
    </section>
  );
}

export default function MyProperty({ loaderData, params }: Route.ComponentProps) {
  const p = loaderData.property;
  return (
    <PropertyDetailView
      data={loaderData}
      path={`/my-property/${params.slug}`}
      ownerPanel={<OwnerPanel status={p.status} review={p.request_status} slug={p.slug_id} />}
    />
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const response = isRouteErrorResponse(error) ? error : null;
  return <DetailError status={response?.status ?? null} />;
}
