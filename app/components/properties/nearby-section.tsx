import { useEffect, useState } from "react";
import type { PropertyCard } from "../../modules/properties/property-view.server.ts";
import { useI18n } from "../../lib/i18n/react.tsx";
import { readStoredLocation } from "../../lib/location/geolocation.ts";
import { Spinner } from "../ui/spinner.tsx";
import { PropertyGrid } from "./property-card.tsx";

type ApiCard = Omit<PropertyCard, "is_favourite"> & { is_favourite: number | boolean };
type State = { kind: "idle" } | { kind: "loading" } | { kind: "done"; items: PropertyCard[] };

/**
 * Listings near the location the browser stored (localStorage "location"), fetched after
 * hydration from get_nearby_properties. Without JavaScript or a stored location the
 * section stays out of the page.
 */
export function NearbySection({ limit = 4, title }: { limit?: number; title?: string }) {
  const { t } = useI18n();
  const [state, setState] = useState<State>({ kind: "idle" });
  useEffect(() => {
    const coordinates = readStoredLocation(window.localStorage).current?.coordinates;
    if (!coordinates) return;
    const controller = new AbortController();
    // oxlint-disable-next-line react/set-state-in-effect
    setState({ kind: "loading" });
    const params = new URLSearchParams({
      latitude: String(coordinates.latitude),
      longitude: String(coordinates.longitude),
      limit: String(limit),
    });
    fetch(`/api/get_nearby_properties?${params}`, { signal: controller.signal, headers: { accept: "application/json" } })
      .then((res) => (res.ok ? (res.json() as Promise<{ data: ApiCard[] }>) : Promise.reject(new Error(String(res.status)))))
      // The API answers is_favourite as eBroker's 0/1 (docs/architecture.md, "The API contract"); the cards take a boolean.
      .then((body) => setState({ kind: "done", items: body.data.map((card) => ({ ...card, is_favourite: Boolean(card.is_favourite) })) }))
      .catch((error: unknown) => {
        if (!(error instanceof DOMException && error.name === "AbortError")) setState({ kind: "idle" });
      });
    return () => controller.abort();
  }, [limit]);
  if (state.kind === "idle") return null;
  return (
    <section aria-labelledby="nearby-heading" className="mx-auto max-w-6xl px-4 py-8" data-testid="nearby-section">
      <h2 id="nearby-heading" className="text-xl font-bold">
        {title ?? t("nearbyProperties")}
      </h2>
      <div className="mt-4">
        {state.kind === "loading" ? (
          <Spinner />
        ) : state.items.length === 0 ? (
          <p className="text-slate-600">{t("nearbyEmpty")}</p>
        ) : (
          <PropertyGrid properties={state.items} />
        )}
      </div>
    </section>
  );
}
