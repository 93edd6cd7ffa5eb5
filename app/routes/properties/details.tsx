import { isRouteErrorResponse, type ShouldRevalidateFunctionArgs } from "react-router";
import type { Route } from "./+types/details";
import { DetailError } from "../../components/properties/premium-gate.tsx";
import { GoneListingView } from "../../components/properties/gone-listing.tsx";
import type { GoneListing } from "../../modules/properties/gone-listing.server.ts";
import { PropertyDetailView } from "../../components/properties/property-detail-view.tsx";
import { requestContext, servicesContext } from "../../lib/app-context.server.ts";
import { formAction } from "../../lib/form-errors.server.ts";
import { idInput } from "../../lib/input-schemas.ts";
import { revealOwnerPhone } from "../../modules/properties/reveal-owner-phone.server.ts";
import { loadPropertyDetail } from "./detail-data.server.ts";
import { z } from "zod";
import { detailMeta, goneMeta } from "./detail-meta.ts";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { lang, getActor, onCacheHit } = context.get(requestContext);
  return loadPropertyDetail(context.get(servicesContext), {
    slug: params.slug,
    url: new URL(request.url),
    actor: await getActor(),
    lang,
    countView: true,
    onCacheHit,
  });
}

/** "Show number": the owner's phone for this viewer, counted and rate-limited by the module. */
export async function action({ request, context }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  const { getActor, ip } = context.get(requestContext);
  const actor = await getActor();
  return formAction({ request, context }, async ({ input, lang }) => {
    const { property_id } = z.object({ property_id: idInput() }).parse(input);
    const revealed = await revealOwnerPhone(services, { actor, propertyId: property_id, ip, lang });
    return { ok: true as const, revealed };
  });
}

/** The loader counts a view: run it again only for another listing, not on revalidation. */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
  formAction: target,
  formData,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (currentUrl.pathname !== nextUrl.pathname) return defaultShouldRevalidate;
  // The heart's answer carries the new state and count itself.
  if (target === "/user/favourites") return false;
  // Revealing the phone answers the number itself; the page stays as it is.
  if (formData?.get("intent") === "reveal-phone") return false;
  return formMethod !== undefined && formMethod !== "GET" ? defaultShouldRevalidate : false;
}

export function meta({ loaderData, matches, error }: Route.MetaArgs) {
  const root = matches[0]?.loaderData as { lang?: "vi" | "en"; dictionaryVersion?: string } | undefined;
  if (goneOf(error)) return goneMeta(root);
  return detailMeta(loaderData, root);
}

export default function PropertyDetails({ loaderData, params }: Route.ComponentProps) {
  return <PropertyDetailView data={loaderData} path={`/properties-details/${params.slug}`} />;
}

/** A listing that was public and is no longer answers 410 with why and the listings like it (detail-data.server.ts). */
function goneOf(error: unknown): GoneListing | null {
  return isRouteErrorResponse(error) && error.status === 410 ? ((error.data as { gone?: GoneListing } | null)?.gone ?? null) : null;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const gone = goneOf(error);
  if (gone) return <GoneListingView gone={gone} />;
  const response = isRouteErrorResponse(error) ? error : null;
  return <DetailError status={response?.status ?? null} />;
}
