import type { Route } from "./+types/index";
import { BarChart } from "../../components/admin/bar-chart.tsx";
import { requestContext, servicesContext } from "../../lib/app-context.server.ts";
import { useMoney } from "../../components/shell/use-money.ts";
import { formatDate } from "../../lib/format/format-date.ts";
import { numberFormat } from "../../lib/format/formatters.ts";
import { relativeTime } from "../../lib/format/relative-time.ts";
import { requireStaff } from "../../lib/guards.server.ts";
import { translate } from "../../lib/i18n/index.ts";
import { Link } from "../../lib/i18n/link.tsx";
import { useI18n } from "../../lib/i18n/react.tsx";
import { titleWithSite } from "../../lib/seo/page-title.ts";
import { getDashboard } from "../../modules/dashboard/get-dashboard.server.ts";

const periodDays = 30;

/** The staff dashboard: activity per day over the last thirty days and the queues waiting; revenue for admins only. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const { lang } = context.get(requestContext);
  const actor = await requireStaff(context, request, ["moderator"]);
  const now = new Date();
  const dashboard = await getDashboard(services.db, { actor, days: periodDays, now });
  return { title: translate(lang, "dashboard"), now: now.toISOString(), ...dashboard };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return [{ title: titleWithSite(loaderData?.title, matches) }, { name: "robots", content: "noindex" }];
}

const seriesLabels = {
  listings: "seriesListings",
  approvals: "seriesApprovals",
  users: "seriesUsers",
  leads: "seriesLeads",
  revenue: "seriesRevenue",
} as const;

export default function AdminDashboard({ loaderData }: Route.ComponentProps) {
  const { t, lang } = useI18n();
  const money = useMoney();
  const count = numberFormat(lang === "vi" ? "vi-VN" : "en-GB");
  const formatDay = (day: string) => formatDate(`${day}T12:00:00+07:00`, lang);
  return (
    <main className="pb-10">
      <h1 className="text-2xl font-bold">{t("dashboard")}</h1>
      <section aria-labelledby="queues-heading" className="mt-6">
        <h2 id="queues-heading" className="text-xl font-semibold">
          {t("queuesWaiting")}
        </h2>
        <ul className="mt-3 grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
          {loaderData.queues.map((queue) => (
            <li key={queue.key} className="rounded-xl border border-slate-200 bg-white p-4">
              <Link to={queue.to} className="font-semibold text-brand-700 underline">
                {t(queue.key)}
              </Link>
              <p className="mt-1 text-2xl font-bold tabular-nums">{count.format(queue.count)}</p>
              <p className="text-sm text-slate-700">
                {queue.oldestAt ? (
                  <>
                    {t("queueOldest")}{" "}
                    <time dateTime={queue.oldestAt} title={formatDate(queue.oldestAt, lang, "dateTime")}>
                      {relativeTime(queue.oldestAt, new Date(loaderData.now), t)}
                    </time>
                  </>
                ) : (
                  t("queueNothingWaiting")
                )}
              </p>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="activity-heading" className="mt-8">
        <h2 id="activity-heading" className="text-xl font-semibold">
          {t("activityPeriod", { days: periodDays })}
        </h2>
        <div className="mt-3 grid gap-4 md:grid-cols-2">
          {loaderData.series.map((series) => (
            <BarChart
              key={series.key}
              title={t(seriesLabels[series.key])}
              points={series.points}
              format={series.key === "revenue" ? money.amount : (value) => count.format(value)}
              formatDay={formatDay}
            />
          ))}
        </div>
      </section>
    </main>
  );
}
