import { useId } from "react";
import { useI18n } from "../../lib/i18n/react.tsx";

export interface BarChartProps {
  title: string;
  points: readonly { day: string; value: number }[];
  /** How a value reads in the table and the summary ("12", "1,5 triệu"). */
  format: (value: number) => string;
  /** How a YYYY-MM-DD day reads. */
  formatDay: (day: string) => string;
}

const width = 300;
const height = 100;

/**
 * Values per day as bars: an SVG image named by its title and summarised in words, with the
 * same numbers in a table underneath for anyone who does not read the picture.
 */
export function BarChart({ title, points, format, formatDay }: BarChartProps) {
  const { t } = useI18n();
  const id = useId();
  const max = Math.max(0, ...points.map((point) => point.value));
  const total = points.reduce((sum, point) => sum + point.value, 0);
  const slot = width / Math.max(1, points.length);
  const first = points[0];
  const last = points.at(-1);
  const summary = t("chartSummary", {
    total: format(total),
    max: format(max),
    from: first ? formatDay(first.day) : "",
    to: last ? formatDay(last.day) : "",
  });
  return (
    <figure aria-labelledby={`${id}-title`} className="rounded-xl border border-slate-200 bg-white p-4">
      <figcaption id={`${id}-title`} className="flex flex-wrap items-baseline justify-between gap-2">
        <span className="font-semibold">{title}</span>
        <span className="text-lg font-bold">{format(total)}</span>
      </figcaption>
      <svg
        viewBox={`0 0 ${width} ${height}`}
        preserveAspectRatio="none"
        role="img"
        aria-labelledby={`${id}-title ${id}-summary`}
        className="mt-3 block h-24 w-full"
      >
        <line x1="0" y1={height - 0.5} x2={width} y2={height - 0.5} className="stroke-slate-400" strokeWidth="1" />
        {points.map((point, i) => {
          const barHeight = max === 0 ? 0 : Math.max(point.value > 0 ? 2 : 0, (point.value / max) * (height - 4));
          return (
            <rect
              key={point.day}
              x={i * slot + slot * 0.15}
              y={height - barHeight}
              width={slot * 0.7}
              height={barHeight}
              className="fill-brand-700"
            />
          );
        })}
      </svg>
      <p id={`${id}-summary`} className="mt-2 text-sm text-slate-700">
        {summary}
      </p>
      <details className="mt-2 text-sm">
        <summary className="cursor-pointer text-brand-700 underline">{t("chartShowTable")}</summary>
        <div className="mt-2 max-h-64 overflow-y-auto">
          <table className="w-full text-left">
            <caption className="sr-only">{title}</caption>
            <thead>
              <tr>
                <th scope="col" className="py-1 pr-3">
                  {t("chartDay")}
                </th>
                <th scope="col" className="py-1 text-right">
                  {title}
                </th>
              </tr>
            </thead>
            <tbody>
              {points.map((point) => (
                <tr key={point.day} className="border-t border-slate-100">
                  <th scope="row" className="py-1 pr-3 font-normal">
                    {formatDay(point.day)}
                  </th>
                  <td className="py-1 text-right tabular-nums">{format(point.value)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
