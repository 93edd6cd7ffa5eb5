import { useId } from "react";
import { useI18n } from "../../lib/i18n/react.tsx";
import { formatDate, formatDayMonth } from "../../lib/format/format-date.ts";
import { daysBetween, lastPriceChange, type PriceHistory } from "../../modules/properties/price-history.ts";
import { useMoney } from "../shell/use-money.ts";

const width = 300;
const height = 80;

/**
 * A listing's price history and its time on the site: the latest change in words ("Giảm 300
 * triệu so với 12/10"), the prices as a step line (an SVG named by its summary) and the same
 * prices in a table for anyone who does not read the picture. `now` is the render's time.
 */
export function PriceHistorySection({ history, now }: { history: PriceHistory; now: Date }) {
  const { t } = useI18n();
  const money = useMoney();
  const id = useId();
  const { points } = history;
  const change = lastPriceChange(history);
  const days = daysBetween(history.postedAt, now);
  const headline = change
    ? t(change.difference < 0 ? "priceDownSince" : "priceUpSince", {
        amount: money.price(Math.abs(change.difference)),
        date: formatDayMonth(change.since),
      })
    : t("priceUnchanged");
  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
      data-testid="section-price-history"
    >
      <h2 id={`${id}-heading`} className="text-lg font-bold">
        {t("priceHistory")}
      </h2>
      <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1">
        <span
          className={change ? (change.difference < 0 ? "font-semibold text-emerald-800" : "font-semibold text-red-800") : "text-slate-700"}
          data-testid="price-change"
        >
          {headline}
        </span>
        <span className="text-slate-600" data-testid="time-on-site">
          {days === 0 ? t("onSiteToday") : t("onSiteDays", { count: days })}
        </span>
      </p>
      {points.length > 1 ? <PriceChart points={points} now={now} /> : null}
    </section>
  );
}

function PriceChart({ points, now }: { points: PriceHistory["points"]; now: Date }) {
  const { t, lang } = useI18n();
  const money = useMoney();
  const prices = points.map((point) => point.price);
  const low = Math.min(...prices);
  const high = Math.max(...prices);
  const start = new Date(points[0]!.at).getTime();
  const end = Math.max(now.getTime(), new Date(points.at(-1)!.at).getTime());
  const x = (at: string) => (end === start ? 0 : ((new Date(at).getTime() - start) / (end - start)) * width);
  // The line keeps 8 units clear of the top and the bottom; equal prices sit in the middle.
  const y = (price: number) => (high === low ? height / 2 : 8 + ((high - price) / (high - low)) * (height - 16));
  // A step line: a price holds until the next change, the last one until now.
  let path = `M0 ${y(points[0]!.price)}`;
  for (const point of points.slice(1)) path += ` H${x(point.at).toFixed(1)} V${y(point.price).toFixed(1)}`;
  path += ` H${width}`;
  const summary = t("priceHistoryChart", { from: money.price(points[0]!.price), to: money.price(points.at(-1)!.price) });
  return (
    <figure className="mt-3">
      <svg viewBox={`0 0 ${width} ${height}`} preserveAspectRatio="none" role="img" aria-label={summary} className="block h-20 w-full">
        <line x1="0" y1={height - 0.5} x2={width} y2={height - 0.5} className="stroke-slate-300" strokeWidth="1" />
        <path d={path} fill="none" className="stroke-brand-700" strokeWidth="2" vectorEffect="non-scaling-stroke" />
      </svg>
      <figcaption className="sr-only">{summary}</figcaption>
      <details className="mt-2 text-sm">
        <summary className="cursor-pointer text-brand-700 underline">{t("chartShowTable")}</summary>
        <table className="mt-2 w-full text-left" data-testid="price-history-table">
          <caption className="sr-only">{t("priceHistory")}</caption>
          <thead>
            <tr>
              <th scope="col" className="py-1 pr-3">
                {t("chartDay")}
              </th>
              <th scope="col" className="py-1 text-right">
                {t("price")}
              </th>
            </tr>
          </thead>
          <tbody>
            {points.map((point) => (
              <tr key={point.at} className="border-t border-slate-100">
                <th scope="row" className="py-1 pr-3 font-normal">
                  {formatDate(point.at, lang)}
                </th>
                <td className="py-1 text-right tabular-nums">{money.price(point.price)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
