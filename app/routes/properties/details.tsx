import { isRouteErrorResponse, type ShouldRevalidateFunctionArgs } from "react-router";
import type { Route } from "./+types/details";
import { DetailError } from "../../components/properties/premium-gate.tsx";
import { PropertyDetailView } from "../../components/properties/property-detail-view.tsx";
import { requestContext, servicesContext } from "../../lib/app-context.server.ts";
import { loadPropertyDetail } from "./detail-data.server.ts";
import { detailMeta } from "./detail-meta.ts";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { lang, getActor } = context.get(requestContext);
  return loadPropertyDetail(context.get(servicesContext), {
    slug: params.slug,
    url: new URL(request.url),
    actor: await getActor(),
    lang,
    countView: true,
  });
}

/** The loader counts a view: run it again only for another listing, not on revalidation. */
export function shouldRevalidate({ currentUrl, nextUrl, formMethod, formAction, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (currentUrl.pathname !== nextUrl.pathname) return defaultShouldRevalidate;
  // The heart's answer carries the new state and count itself.
  if (formAction === "/user/favourites") return false;
  return formMethod !== undefined && formMethod !== "GET" ? defaultShouldRevalidate : false;
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return detailMeta(loaderData, matches[0]?.loaderData as { lang?: "vi" | "en"; dictionary?: Record<string, string> } | undefined);
}

export default function PropertyDetails({ loaderData, params }: Route.ComponentProps) {
  return <PropertyDetailView data={loaderData} path={`/properties-details/${params.slug}`} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const response = isRouteErrorResponse(error) ? error : null;
  return <DetailError status={response?.status ?? null} />;
}
