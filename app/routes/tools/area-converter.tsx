import { useState } from "react";
import { Form } from "../../lib/i18n/link.tsx";
import type { Route } from "./+types/area-converter";
import { Breadcrumbs } from "../../components/discovery/breadcrumbs.tsx";
import { RouteError } from "../../components/discovery/route-error.tsx";
import { areaUnitLabelKey, areaUnits, convertArea, isAreaUnit, type AreaUnit } from "../../lib/format/convert-area.ts";
import { useI18n } from "../../lib/i18n/react.tsx";
import { breadcrumbJsonLd } from "../../lib/seo/jsonld.ts";
import { discoveryContext } from "../+shared/discovery-context.server.ts";
import { seoMeta } from "../../lib/seo/page-seo.ts";

const internationalUnits: AreaUnit[] = ["sqm", "hectare", "sqkm", "sqyd", "sqmi"];
const vietnameseUnits: AreaUnit[] = ["saoBacBo", "saoTrungBo", "saoNamBo", "congTamNho", "congTamLon"];

/** "1.000,5" or "1,000.5" or "1000,5" → 1000.5; null for anything else. */
function parseAreaValue(text: string): number | null {
  let value = text.trim().replace(/\s/g, "");
  if (!value) return null;
  if (/^\d{1,3}(\.\d{3})+(,\d+)?$/.test(value)) value = value.replace(/\./g, "").replace(",", ".");
  else if (/^\d{1,3}(,\d{3})+(\.\d+)?$/.test(value)) value = value.replace(/,/g, "");
  else value = value.replace(",", ".");
  const number = Number(value);
  return Number.isFinite(number) && number >= 0 ? number : null;
}

/** A GET form that converts on the server; with JavaScript the results follow each keystroke. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { lang, t, siteName, baseUrl } = await discoveryContext(context);
  const url = new URL(request.url);
  const from = url.searchParams.get("from");
  const crumbs = [{ name: t("home"), path: "/" }, { name: t("areaConverter") }];
  return {
    value: url.searchParams.get("value") ?? "1",
    from: isAreaUnit(from) ? from : ("saoNamBo" as AreaUnit),
    crumbs,
    seo: {
      title: t("areaConverterTitle"),
      description: t("areaConverterDescription"),
      path: "/area-converter",
      lang,
      baseUrl,
      siteName,
      noindex: url.searchParams.has("value"),
      jsonLd: [breadcrumbJsonLd(baseUrl, crumbs)],
    },
  };
}

export const meta = ({ loaderData }: Route.MetaArgs) => seoMeta(loaderData?.seo);

export default function AreaConverterPage({ loaderData }: Route.ComponentProps) {
  const { t, lang } = useI18n();
  const [value, setValue] = useState(loaderData.value);
  const [from, setFrom] = useState<AreaUnit>(loaderData.from);
  const amount = parseAreaValue(value);
  const number = new Intl.NumberFormat(lang === "vi" ? "vi-VN" : "en-US", { maximumFractionDigits: 6 });
  const rows = (units: AreaUnit[]) =>
    units.map((unit) => (
      <tr key={unit} className={`border-t border-slate-100 ${unit === from ? "bg-brand-50" : ""}`}>
        <th scope="row" className="p-2 text-left font-normal">
          {t(areaUnitLabelKey(unit))}
        </th>
        <td className="p-2 text-right font-semibold tabular-nums">
          {amount === null ? "—" : number.format(convertArea(amount, from, unit))}
        </td>
      </tr>
    ));
  return (
    <main className="mx-auto max-w-3xl px-4 py-8">
      <Breadcrumbs crumbs={loaderData.crumbs} />
      <h1 className="mt-3 text-2xl font-bold">{loaderData.seo.title}</h1>
      <p className="mt-2 text-slate-700">{loaderData.seo.description}</p>
      <Form method="get" className="mt-6 grid gap-4 rounded-xl border border-slate-200 bg-white p-5 sm:grid-cols-[1fr_1fr_auto]">
        <div>
          <label htmlFor="area-value" className="block text-sm font-medium">
            {t("areaValue")}
          </label>
          <input
            id="area-value"
            name="value"
            inputMode="decimal"
            value={value}
            onChange={(event) => setValue(event.target.value)}
            aria-invalid={amount === null ? true : undefined}
            aria-describedby={amount === null ? "area-value-error" : undefined}
            className="mt-1 w-full rounded-lg border border-slate-300 px-3 py-2"
          />
          {amount === null ? (
            <p id="area-value-error" className="mt-1 text-sm text-red-700">
              {t("invalidNumber")}
            </p>
          ) : null}
        </div>
        <div>
          <label htmlFor="area-from" className="block text-sm font-medium">
            {t("areaFromUnit")}
          </label>
          <select
            id="area-from"
            name="from"
            value={from}
            onChange={(event) => isAreaUnit(event.target.value) && setFrom(event.target.value)}
            className="mt-1 w-full rounded-lg border border-slate-300 bg-white px-3 py-2"
          >
            {areaUnits.map((unit) => (
              <option key={unit} value={unit}>
                {t(areaUnitLabelKey(unit))}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="self-end rounded-lg bg-brand-700 px-5 py-2 font-semibold text-white hover:bg-brand-800">
          {t("convert")}
        </button>
      </Form>
      <div aria-live="polite" className="mt-6 grid gap-6 sm:grid-cols-2">
        <table className="w-full rounded-xl border border-slate-200 bg-white text-sm">
          <caption className="p-2 text-left font-semibold">{t("internationalUnits")}</caption>
          <tbody>{rows(internationalUnits)}</tbody>
        </table>
        <table className="w-full rounded-xl border border-slate-200 bg-white text-sm">
          <caption className="p-2 text-left font-semibold">{t("vietnameseUnits")}</caption>
          <tbody>{rows(vietnameseUnits)}</tbody>
        </table>
      </div>
      <p className="mt-4 text-sm text-slate-700">{t("vietnameseUnitsNote")}</p>
    </main>
  );
}

export function ErrorBoundary() {
  const { t } = useI18n();
  return <RouteError backTo="/" backLabel={t("backToHome")} />;
}
