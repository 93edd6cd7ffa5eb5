import { Link } from "../../lib/i18n/link.tsx";
import type { Route } from "./+types/compare";
import { clearCompareIds } from "../../lib/properties/compare-store.ts";
import { requestContext, servicesContext } from "../../lib/app-context.server.ts";
import { attempt } from "../../lib/errors.ts";
import { translate } from "../../lib/i18n/index.ts";
import { useI18n } from "../../lib/i18n/react.tsx";
import { priceLabel, pricePerSquareMetre } from "../../lib/properties/price-label.ts";
import { formatArea } from "../../lib/format/format-area.ts";
import { useMoney } from "../../components/shell/use-money.ts";
import { useHydrated } from "../../lib/use-hydrated.tsx";
import { pageMeta } from "../../lib/seo/meta.ts";
import { PackageGate } from "../../components/discovery/package-gate.tsx";
import { SafeImage } from "../../components/ui/safe-image.tsx";
import { usePlaceholderLogo } from "../../components/shell/use-shell-settings.ts";
import { propertyHref } from "../../components/properties/property-card.tsx";
import { compareProperties } from "../../modules/properties/compare-properties.server.ts";
import type { PropertyDetail } from "../../modules/properties/property-detail-view.server.ts";
import { getShellSettings } from "../../modules/settings/get-shell-settings.server.ts";

function idParam(value: string | null): number | null {
  const n = Number(value);
  return value && Number.isInteger(n) && n > 0 ? n : null;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const { lang, getActor } = context.get(requestContext);
  const url = new URL(request.url);
  const source = idParam(url.searchParams.get("source"));
  const target = idParam(url.searchParams.get("target"));
  const settings = await getShellSettings(services.db);
  const base = {
    title: translate(lang, "compareTitle"),
    description: translate(lang, "compareDescription"),
    canonical: `${services.env.baseUrl}/compare`,
    siteName: settings.companyName,
  };
  const actor = await getActor();
  const empty = { ...base, pair: null, gateMessage: null, notAvailable: false, signedIn: actor !== null };
  if (source === null || target === null || source === target) return empty;
  const found = await attempt(compareProperties(services, { sourceId: source, targetId: target, actor, lang }));
  if (found.error?.code === "PACKAGE_REQUIRED" || found.error?.code === "PACKAGE_LIMIT_OVER")
    return { ...empty, gateMessage: translate(lang, found.error.key) };
  if (found.error) return { ...empty, notAvailable: true };
  return { ...empty, pair: [found.value.source_property, found.value.target_property] as const };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const root = matches[0]?.loaderData as { lang?: "vi" | "en" } | undefined;
  return pageMeta({
    title: `${loaderData.title} · ${loaderData.siteName}`,
    description: loaderData.description,
    canonical: loaderData.canonical,
    siteName: loaderData.siteName,
    lang: root?.lang,
    noindex: true,
  });
}

function ClearCompare() {
  const { t } = useI18n();
  const hydrated = useHydrated();
  if (!hydrated) return null;
  return (
    <button
      type="button"
      onClick={() => clearCompareIds(window.localStorage)}
      className="rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm font-semibold hover:bg-slate-100"
    >
      {t("clearCompare")}
    </button>
  );
}

function optionLabel(property: PropertyDetail, code: string): string | null {
  return property.parameters.find((p) => p.code === code)?.value_label ?? null;
}

function CompareTable({ pair }: { pair: readonly [PropertyDetail, PropertyDetail] }) {
  const { t, lang } = useI18n();
  const placeholder = usePlaceholderLogo();
  const money = useMoney();
  const number = new Intl.NumberFormat(lang === "vi" ? "vi-VN" : "en-US", { maximumFractionDigits: 1 });
  const rows: { label: string; value: (p: PropertyDetail) => string | null }[] = [
    { label: t("price"), value: (p) => priceLabel(p, money.price, t) },
    { label: t("pricePerM2"), value: (p) => pricePerSquareMetre(p.price_per_m2, money.price) },
    { label: t("areaLabel"), value: (p) => formatArea(p.area, lang) },
    { label: t("bedroomsLabel"), value: (p) => (p.bedrooms === null ? null : String(p.bedrooms)) },
    { label: t("bathroomsLabel"), value: (p) => (p.bathrooms === null ? null : String(p.bathrooms)) },
    { label: t("category"), value: (p) => p.category.category },
    { label: t("transactionType"), value: (p) => (p.property_type === "rent" ? t("forRent") : t("forSale")) },
    { label: t("ward"), value: (p) => p.ward?.name ?? null },
    { label: t("address"), value: (p) => p.address },
    { label: t("direction"), value: (p) => optionLabel(p, "house_direction") },
    { label: t("legalStatus"), value: (p) => optionLabel(p, "legal_status") },
    { label: t("furnishing"), value: (p) => optionLabel(p, "furnishing") },
    {
      label: t("facilities"),
      value: (p) => p.facilities.map((f) => `${f.name} (${t("withinKm", { count: number.format(f.distance) })})`).join(", ") || null,
    },
    { label: t("viewsCount", { count: "" }).trim(), value: (p) => number.format(p.total_views) },
  ];
  return (
    <div className="mt-6 overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm">
      <table className="w-full min-w-[36rem] border-collapse text-left text-sm" data-testid="compare-table">
        <caption className="sr-only">{t("compareTitle")}</caption>
        <thead>
          <tr>
            <th scope="col" className="w-40 p-3">
              <span className="sr-only">{t("feature")}</span>
            </th>
            {pair.map((p) => (
              <th key={p.id} scope="col" className="p-3 align-top font-normal">
                <SafeImage
                  src={p.title_image ?? placeholder}
                  srcSet={p.title_image_srcset ?? undefined}
                  sizes="(min-width: 768px) 400px, 45vw"
                  width={p.title_image_width ?? 400}
                  height={p.title_image_height ?? 300}
                  placeholder={placeholder}
                  alt=""
                  className="aspect-[4/3] w-full rounded-lg object-cover"
                />
                <Link to={propertyHref(p.slug_id)} className="mt-2 block font-semibold text-brand-700 underline">
                  {p.title}
                </Link>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.label} className="border-t border-slate-100">
              <th scope="row" className="bg-slate-50 p-3 font-medium text-slate-700">
                {row.label}
              </th>
              {pair.map((p) => (
                <td key={p.id} className="p-3">
                  {row.value(p) ?? t("notSpecified")}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export default function Compare({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  return (
    <main className="mx-auto max-w-5xl px-4 py-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">{loaderData.title}</h1>
        <ClearCompare />
      </div>
      {loaderData.pair ? (
        <CompareTable pair={loaderData.pair} />
      ) : loaderData.gateMessage ? (
        <div className="mt-6" data-testid="compare-gate">
          <PackageGate
            title={t("compareGateTitle")}
            message={loaderData.gateMessage}
            benefits={[t("compareNeedsPackage"), t("compareGateTable"), t("compareGatePremium")]}
            signedIn={loaderData.signedIn}
          />
        </div>
      ) : (
        <div className="mt-6 rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center" data-testid="compare-empty">
          <p className="text-slate-700">{loaderData.notAvailable ? t("propertyNotAvailable") : t("compareEmpty")}</p>
          <Link to="/properties" className="mt-4 inline-block rounded-lg bg-brand-700 px-4 py-2 font-medium text-white hover:bg-brand-800">
            {t("properties")}
          </Link>
        </div>
      )}
    </main>
  );
}
