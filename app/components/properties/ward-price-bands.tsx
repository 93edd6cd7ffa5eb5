import { useI18n } from "../../lib/i18n/react.tsx";
import { formatDate } from "../../lib/format/format-date.ts";
import type { WardPriceBand } from "../../modules/properties/ward-price-band.ts";
import { useMoney } from "../shell/use-money.ts";

/** A ward landing page's price bands: per category and sell/rent, the median and middle half per m², dated and sized. */
export function WardPriceBandsTable({
  ward,
  rows,
}: {
  ward: string;
  rows: (WardPriceBand & { category: string; property_type: "sell" | "rent" })[];
}) {
  const { t, lang } = useI18n();
  const money = useMoney();
  const newest = rows.reduce((at, row) => (row.computed_at > at ? row.computed_at : at), rows[0]!.computed_at);
  return (
    <section
      aria-labelledby="ward-bands-heading"
      className="mt-4 rounded-xl border border-slate-200 bg-white p-4"
      data-testid="ward-price-bands"
    >
      <h2 id="ward-bands-heading" className="font-semibold">
        {t("wardPriceBandsTitle", { ward })}
      </h2>
      <div className="mt-2 overflow-x-auto">
        <table className="w-full min-w-[28rem] text-left text-sm">
          <thead>
            <tr className="text-slate-600">
              <th scope="col" className="py-1 pr-3 font-medium">
                {t("wardPriceBandsCategory")}
              </th>
              <th scope="col" className="py-1 pr-3 text-right font-medium">
                {t("wardPriceBandsMedian")}
              </th>
              <th scope="col" className="py-1 pr-3 text-right font-medium">
                {t("wardPriceBandsRange")}
              </th>
              <th scope="col" className="py-1 text-right font-medium">
                {t("wardPriceBandsSample")}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={`${row.category}-${row.property_type}`} className="border-t border-slate-100">
                <th scope="row" className="py-1 pr-3 font-normal">
                  {row.category} · {row.property_type === "rent" ? t("forRent") : t("forSale")}
                </th>
                <td className="py-1 pr-3 text-right font-semibold tabular-nums">{money.price(row.median_per_m2)}</td>
                <td className="py-1 pr-3 text-right tabular-nums">
                  {money.price(row.p25_per_m2)} – {money.price(row.p75_per_m2)}
                </td>
                <td className="py-1 text-right tabular-nums">{row.sample_size}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="mt-2 text-xs text-slate-600">
        {t("priceBandSource", { date: formatDate(newest, lang), count: rows.reduce((sum, row) => sum + row.sample_size, 0) })}
      </p>
    </section>
  );
}
