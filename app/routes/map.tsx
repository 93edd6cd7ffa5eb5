import { withFilterOptions } from "../components/properties/filter-options.ts";
import { startTransition, useCallback, useState, type FormEvent } from "react";
import { useFetcher, useLocation } from "react-router";
import { Form, Link, localizedHref } from "../lib/i18n/link.tsx";
import type { Route } from "./+types/map";
import { Breadcrumbs } from "../components/discovery/breadcrumbs.tsx";
import { RouteError } from "../components/discovery/route-error.tsx";
import { MapView, type MapBounds, type MapCentre } from "../components/map/map-view.tsx";
import { CompareBar } from "../components/properties/compare-toggle.tsx";
import { FilterPanel } from "../components/properties/filter-panel.tsx";
import { Pager } from "../components/properties/pager.tsx";
import { PropertyGrid } from "../components/properties/property-card.tsx";
import { geocoderFor } from "../lib/geocoder/create-geocoder.server.ts";
import { GeocoderUnavailableError, type GeocodedPlace } from "../lib/geocoder/geocoder.ts";
import { useI18n } from "../lib/i18n/react.tsx";
import { hasQueryBeyondLanguage } from "../lib/seo/alternates.ts";
import { breadcrumbJsonLd } from "../lib/seo/jsonld.ts";
import { discoveryContext, requestSettings, requestShellSettings } from "./+shared/discovery-context.server.ts";
import { seoMeta } from "../lib/seo/page-seo.ts";
import { mapSettingsOf } from "../modules/settings/get-web-settings.server.ts";
import { tileSettingsOf } from "../lib/location/tile-settings.ts";
import { loadListing } from "./properties/list-data.server.ts";
import { SaveSearchButton } from "../components/saved-searches/save-search-button.tsx";

function numberParam(url: URL, name: string, min: number, max: number): number | null {
  const raw = url.searchParams.get(name);
  const value = raw === null ? NaN : Number(raw);
  return Number.isFinite(value) && value >= min && value <= max ? value : null;
}

/** The viewport the URL names (min_/max_latitude, min_/max_longitude), when it names one. */
function boundsParam(url: URL): MapBounds | null {
  const minLatitude = numberParam(url, "min_latitude", -90, 90);
  const maxLatitude = numberParam(url, "max_latitude", -90, 90);
  const minLongitude = numberParam(url, "min_longitude", -180, 180);
  const maxLongitude = numberParam(url, "max_longitude", -180, 180);
  if (minLatitude === null || maxLatitude === null || minLongitude === null || maxLongitude === null) return null;
  return { minLatitude, maxLatitude, minLongitude, maxLongitude };
}

/** What a 960 x 480 px map shows around a centre at a zoom (Web Mercator), before the browser says what it shows. */
function viewAround(centre: MapCentre): MapBounds {
  const degreesPerPixel = 360 / (256 * 2 ** centre.zoom);
  const halfWidth = 480 * degreesPerPixel;
  const halfHeight = 240 * degreesPerPixel * Math.cos((centre.latitude * Math.PI) / 180);
  return {
    minLatitude: Math.max(-90, centre.latitude - halfHeight),
    maxLatitude: Math.min(90, centre.latitude + halfHeight),
    minLongitude: Math.max(-180, centre.longitude - halfWidth),
    maxLongitude: Math.min(180, centre.longitude + halfWidth),
  };
}

/**
 * The map page; ?q= searches places on the server too, so the search works without JavaScript.
 * Below the map, the listings in view with the list page's filters (server-rendered for the
 * URL's view, then refreshed after every move of the map).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { services, lang, t, siteName, cityName, baseUrl, getActor } = await discoveryContext(context);
  const url = new URL(request.url);
  const map = mapSettingsOf(await requestSettings(context), services.env);
  const centre: MapCentre = {
    latitude: numberParam(url, "lat", -90, 90) ?? Number(map.latitude),
    longitude: numberParam(url, "lng", -180, 180) ?? Number(map.longitude),
    zoom: numberParam(url, "zoom", 3, 19) ?? Number(map.zoom),
  };
  const q = url.searchParams.get("q")?.trim().slice(0, 200) ?? "";
  let places: GeocodedPlace[] | null = null;
  let searchFailed = false;
  if (q) {
    try {
      places = await geocoderFor(services).search(q, { lang, limit: 5 });
    } catch (error) {
      if (!(error instanceof GeocoderUnavailableError)) throw error;
      searchFailed = true;
    }
  }
  const crumbs = [{ name: t("home"), path: "/" }, { name: t("map") }];
  const listing = await loadListing(services, {
    url,
    landing: { kind: "all" },
    lang,
    actor: await getActor(),
    bbox: boundsParam(url) ?? viewAround(centre),
    shellSettings: requestShellSettings(context),
  });
  return {
    list: { query: listing.query, items: listing.items, total: listing.total, options: listing.options, omit: listing.omit },
    centre,
    tiles: tileSettingsOf(services.env),
    q,
    places,
    searchFailed,
    crumbs,
    seo: {
      title: t("mapTitle", { city: cityName }),
      description: t("mapDescription", { city: cityName }),
      path: "/map",
      lang,
      baseUrl,
      siteName,
      noindex: hasQueryBeyondLanguage(url),
      jsonLd: [breadcrumbJsonLd(baseUrl, crumbs)],
    },
  };
}

/** A navigation, or a new view's list, renders once the filter choices it names are in hand. */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return withFilterOptions(await serverLoader(), (data) => data.list.options);
}

export const meta = ({ loaderData }: Route.MetaArgs) => seoMeta(loaderData?.seo);

export default function MapPage({ loaderData }: Route.ComponentProps) {
  const { t, lang } = useI18n();
  const location = useLocation();
  const listFetcher = useFetcher<typeof loader>();
  // The view the map shows now, which "Save search" saves (the URL keeps only the view it opened with).
  const [viewUrl, setViewUrl] = useState<string | undefined>(undefined);
  const list = listFetcher.data?.list ?? loaderData.list;
  const { load } = listFetcher;
  // The list follows the map: the same filters (the URL's), the view the map shows now.
  const showListingsIn = useCallback(
    (bounds: MapBounds) => {
      const params = new URLSearchParams(window.location.search);
      params.set("min_latitude", bounds.minLatitude.toFixed(5));
      params.set("max_latitude", bounds.maxLatitude.toFixed(5));
      params.set("min_longitude", bounds.minLongitude.toFixed(5));
      params.set("max_longitude", bounds.maxLongitude.toFixed(5));
      params.delete("offset");
      // The page re-renders for the new view as a transition, in slices, not one long task.
      startTransition(() => setViewUrl(`/map?${params}`));
      void load(`/map?${params}`);
    },
    [load],
  );
  const [places, setPlaces] = useState<GeocodedPlace[] | null>(loaderData.places);
  const [searchState, setSearchState] = useState<"idle" | "busy" | "failed">(loaderData.searchFailed ? "failed" : "idle");
  const [focus, setFocus] = useState<MapCentre | null>(null);
  const placeLink = (p: GeocodedPlace) => localizedHref(`/map?lat=${p.latitude}&lng=${p.longitude}&zoom=16`, lang);

  async function search(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const q = String(new FormData(event.currentTarget).get("q") ?? "").trim();
    if (!q) return;
    setSearchState("busy");
    try {
      const res = await fetch(`/api/geocode?q=${encodeURIComponent(q)}`, { headers: { "x-language": lang } });
      if (!res.ok) throw new Error(String(res.status));
      const found = ((await res.json()) as { data: GeocodedPlace[] }).data;
      setPlaces(found);
      setSearchState("idle");
      if (found[0]) setFocus({ latitude: found[0].latitude, longitude: found[0].longitude, zoom: 16 });
    } catch {
      setSearchState("failed");
    }
  }

  return (
    <main className="mx-auto max-w-6xl px-4 py-6">
      <Breadcrumbs crumbs={loaderData.crumbs} />
      <h1 className="mt-3 text-2xl font-bold">{loaderData.seo.title}</h1>
      <Form method="get" role="search" onSubmit={search} className="mt-4 flex gap-2">
        <label htmlFor="place-search" className="sr-only">
          {t("placeSearch")}
        </label>
        <input
          id="place-search"
          name="q"
          type="search"
          defaultValue={loaderData.q}
          placeholder={t("placeSearchPlaceholder")}
          className="min-w-0 flex-1 rounded-lg border border-slate-300 px-3 py-2"
        />
        <button
          type="submit"
          disabled={searchState === "busy"}
          className="rounded-lg bg-brand-700 px-5 py-2 font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
        >
          {searchState === "busy" ? t("searching") : t("search")}
        </button>
      </Form>
      {searchState === "failed" ? (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {t("geocoderUnavailable")}
        </p>
      ) : null}
      {places ? (
        places.length === 0 ? (
          <p className="mt-2 text-sm text-slate-700" role="status">
            {t("placesEmpty")}
          </p>
        ) : (
          <ul className="mt-2 flex flex-col gap-1 text-sm" aria-label={t("placeResults")}>
            {places.map((place) => (
              <li key={`${place.latitude},${place.longitude}`}>
                <a
                  href={placeLink(place)}
                  onClick={(event) => {
                    event.preventDefault();
                    setFocus({ latitude: place.latitude, longitude: place.longitude, zoom: 16 });
                  }}
                  className="text-brand-700 underline"
                >
                  {place.formatted_address}
                </a>
              </li>
            ))}
          </ul>
        )
      ) : null}
      <div className="mt-4">
        <MapView centre={loaderData.centre} tiles={loaderData.tiles} focus={focus} onView={showListingsIn} />
      </div>
      <noscript>
        <p className="mt-3 rounded-lg border border-amber-300 bg-amber-50 p-3 text-amber-950">{t("mapNeedsJavaScript")}</p>
      </noscript>
      <p className="mt-3 text-sm">
        <Link to="/properties" className="text-brand-700 underline">
          {t("mapListInstead")}
        </Link>
      </p>
      <div className="mt-6 grid gap-6 lg:grid-cols-[18rem_1fr]">
        <aside>
          <FilterPanel key={location.search} action="/map" query={list.query} options={list.options} omit={list.omit} />
        </aside>
        <section aria-labelledby="in-view-heading" aria-busy={listFetcher.state === "loading" || undefined} data-testid="map-list">
          <div className="flex flex-wrap items-start justify-between gap-3">
            <h2 id="in-view-heading" className="text-lg font-semibold">
              {t("mapListingsInView")} <span className="font-normal text-slate-700">({t("resultsTotal", { count: list.total })})</span>
            </h2>
            <SaveSearchButton defaultName={t("mapListingsInView")} url={viewUrl} />
          </div>
          {list.items.length === 0 ? (
            <p
              className="mt-4 rounded-xl border border-dashed border-slate-300 bg-white p-6 text-center text-slate-700"
              data-testid="empty-state"
            >
              {t("noResultsText")}
            </p>
          ) : (
            <div className="mt-4">
              <PropertyGrid properties={list.items} eagerCount={0} />
            </div>
          )}
          <Pager path="/map" query={list.query} total={list.total} omit={list.omit} />
        </section>
      </div>
      <CompareBar />
    </main>
  );
}

export function ErrorBoundary() {
  const { t } = useI18n();
  return <RouteError backTo="/" backLabel={t("backToHome")} />;
}
