import type { Route } from "./+types/advertisement";
import { FormMessage } from "../../components/ui/field.tsx";
import { requestContext, servicesContext } from "../../lib/app-context.server.ts";
import { translate } from "../../lib/i18n/index.ts";
import { useI18n } from "../../lib/i18n/react.tsx";
import { formatDate } from "../../lib/format/format-date.ts";
import { listMyAdvertisements } from "../../modules/listings/list-my-advertisements.server.ts";
import { requireUser } from "../../lib/guards.server.ts";
import { MyListingsNav } from "./properties/+shared/my-listings-nav.tsx";
import { titleWithSite } from "../../lib/seo/page-title.ts";

/** The owner's feature requests (after a successful request, docs/product.md, "Screens and addresses") and their status. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const { lang } = context.get(requestContext);
  const actor = await requireUser(context, request);
  const page = await listMyAdvertisements(services, { actor, limit: 50, offset: 0 });
  return {
    title: translate(lang, "myAdvertisements"),
    notice: new URL(request.url).searchParams.get("notice"),
    total: page.total,
    items: page.items,
  };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return [{ title: titleWithSite(loaderData?.title, matches) }, { name: "robots", content: "noindex" }];
}

const tone: Record<string, string> = {
  pending: "bg-amber-100 text-amber-900",
  approved: "bg-emerald-100 text-emerald-800",
  rejected: "bg-red-100 text-red-800",
};
const label: Record<string, string> = { pending: "reviewPending", approved: "reviewApproved", rejected: "reviewRejected" };

export default function MyAdvertisements({ loaderData }: Route.ComponentProps) {
  const { t, lang } = useI18n();
  return (
    <main className="mx-auto max-w-5xl px-4 py-8">
      <h1 className="text-2xl font-bold">
        {t("myAdvertisements")} <span className="text-base font-normal text-slate-600">({loaderData.total})</span>
      </h1>
      <MyListingsNav />
      <div className="mt-4">
        <FormMessage tone="success" message={loaderData.notice ? t(loaderData.notice) : undefined} />
      </div>
      {loaderData.items.length === 0 ? <p className="mt-6 text-slate-700">{t("noAdvertisementsYet")}</p> : null}
      <ul className="mt-6 space-y-3">
        {loaderData.items.map((ad) => (
          <li
            key={ad.id}
            className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:flex-row sm:items-center"
          >
            {ad.target?.image ? (
              <img src={ad.target.image} alt="" width={96} height={72} className="h-18 w-24 rounded object-cover" />
            ) : null}
            <div className="min-w-0 flex-1">
              <p className="font-semibold break-words">{ad.target?.title ?? "—"}</p>
              <p className="text-sm text-slate-600">
                {t(ad.feature_for === "property" ? "featureForProperty" : "featureForProject")} · {formatDate(ad.created_at, lang)}
              </p>
              {ad.status === "rejected" && ad.reject_reason ? (
                <p className="text-sm text-red-800">
                  {t("rejectReason")}: {ad.reject_reason}
                </p>
              ) : null}
              {ad.ends_at ? <p className="text-sm text-slate-700">{t("featuredUntil", { date: formatDate(ad.ends_at, lang) })}</p> : null}
            </div>
            <span className={`self-start rounded-full px-2 py-0.5 text-xs font-medium ${tone[ad.status] ?? "bg-slate-100"}`}>
              {t(label[ad.status] ?? ad.status)}
            </span>
          </li>
        ))}
      </ul>
    </main>
  );
}
