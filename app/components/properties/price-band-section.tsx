import { useI18n } from "../../lib/i18n/react.tsx";
import { formatDate } from "../../lib/format/format-date.ts";
import { percentFromMedian, type WardPriceBand } from "../../modules/properties/ward-price-band.ts";
import { useMoney } from "../shell/use-money.ts";

/**
 * Where the listing's price per m² sits in its ward's band for its category and sell/rent:
 * above or below the median in words, the middle half of the ward's prices as a bar with the
 * listing marked, and the estimate's date and sample size.
 */
export function PriceBandSection({ band, perM2, category, ward }: { band: WardPriceBand; perM2: number; category: string; ward: string }) {
  const { t, lang } = useI18n();
  const money = useMoney();
  const percent = percentFromMedian(perM2, band);
  const vars = { percent: Math.abs(percent), category: category.toLocaleLowerCase(lang === "vi" ? "vi-VN" : "en-GB"), ward };
  const headline = percent === 0 ? t("priceBandAtMedian", vars) : t(percent < 0 ? "priceBandBelow" : "priceBandAbove", vars);
  // The bar spans from half the 25th percentile to one and a half times the 75th; the listing's mark is clamped to it.
  const low = band.p25_per_m2 / 2;
  const high = band.p75_per_m2 * 1.5;
  const at = (value: number) => Math.min(100, Math.max(0, ((value - low) / (high - low)) * 100));
  return (
    <section
      aria-labelledby="price-band-heading"
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
      data-testid="section-price-band"
    >
      <h2 id="price-band-heading" className="text-lg font-bold">
        {t("priceBandTitle")}
      </h2>
      <p className="mt-2 font-semibold" data-testid="price-band-position">
        {headline}
      </p>
      <div className="relative mt-3 h-3 rounded-full bg-slate-100" aria-hidden="true">
        <div
          className="absolute inset-y-0 rounded-full bg-brand-100"
          style={{ left: `${at(band.p25_per_m2)}%`, right: `${100 - at(band.p75_per_m2)}%` }}
        />
        <div className="absolute inset-y-0 w-0.5 bg-slate-500" style={{ left: `${at(band.median_per_m2)}%` }} />
        <div
          className="absolute -top-1 size-5 -translate-x-1/2 rounded-full border-2 border-white bg-brand-700 shadow"
          style={{ left: `${at(perM2)}%` }}
        />
      </div>
      <p className="mt-3 text-sm text-slate-700">
        {t("priceBandRange", {
          median: money.price(band.median_per_m2),
          p25: money.price(band.p25_per_m2),
          p75: money.price(band.p75_per_m2),
        })}
      </p>
      <p className="mt-1 text-xs text-slate-600" data-testid="price-band-source">
        {t("priceBandSource", { date: formatDate(band.computed_at, lang), count: band.sample_size })}
      </p>
    </section>
  );
}
