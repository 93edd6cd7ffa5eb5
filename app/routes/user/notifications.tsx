import { Form, Link } from "../../lib/i18n/link.tsx";
import type { Route } from "./+types/notifications";
import { PushToggle } from "../../components/account/push-toggle.tsx";
import { useLiveNotifications } from "../../components/account/live-notifications.tsx";
import { secondaryButtonClass } from "../../components/ui/field.tsx";
import { requestContext, servicesContext } from "../../lib/app-context.server.ts";
import { requireUser } from "../../lib/guards.server.ts";
import { translate } from "../../lib/i18n/index.ts";
import { useI18n } from "../../lib/i18n/react.tsx";
import { listNotifications, markNotificationsRead } from "../../modules/notifications/list-notifications.server.ts";
import { titleWithSite } from "../../lib/seo/page-title.ts";
import { PageLinks } from "../../components/discovery/pagination.tsx";
import { formatDate } from "../../lib/format/format-date.ts";

const pageSize = 20;

export async function loader({ context, request }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const { lang } = context.get(requestContext);
  const actor = await requireUser(context, request);
  const page = Math.max(1, Number(new URL(request.url).searchParams.get("page")) || 1);
  const result = await listNotifications(services.db, { actor, offset: (page - 1) * pageSize, limit: pageSize, lang });
  return { title: translate(lang, "notifications"), ...result, page, pages: Math.max(1, Math.ceil(result.total / pageSize)) };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return [{ title: titleWithSite(loaderData?.title, matches) }, { name: "robots", content: "noindex" }];
}

/** Marks every notification read. */
export async function action({ context, request }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  const actor = await requireUser(context, request);
  await markNotificationsRead(services.db, { actor });
  return { ok: true };
}

export default function Notifications({ loaderData }: Route.ComponentProps) {
  const { t, lang } = useI18n();
  const { items: live } = useLiveNotifications(true, null);
  const known = new Set(loaderData.items.map((n) => n.id));
  const items = [...live.filter((n) => !known.has(n.id)), ...loaderData.items];
  return (
    <main className="mx-auto max-w-3xl px-4 py-10">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">{t("notifications")}</h1>
        <PushToggle />
        {loaderData.unread > 0 ? (
          <Form method="post">
            <button type="submit" className={secondaryButtonClass}>
              {t("markAllRead")}
            </button>
          </Form>
        ) : null}
      </div>
      <div role="status" className="sr-only">
        {live.length > 0 ? t("newNotification", { title: live[0]!.title }) : ""}
      </div>
      {items.length === 0 ? (
        <p className="mt-6 text-slate-600">{t("noNotifications")}</p>
      ) : (
        <ul className="mt-6 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white" data-testid="notification-list">
          {items.map((n) => (
            <li key={n.id} className={`flex gap-3 p-4 ${n.is_read ? "" : "bg-brand-50"}`}>
              <span aria-hidden="true" className={`mt-2 size-2.5 shrink-0 rounded-full ${n.is_read ? "bg-transparent" : "bg-brand-700"}`} />
              <div className="min-w-0 flex-1">
                <p className="font-semibold">
                  {n.url ? (
                    <Link to={n.url} className="hover:underline">
                      {n.title}
                    </Link>
                  ) : (
                    n.title
                  )}
                  {n.is_read ? null : (
                    <span className="ml-2 rounded bg-brand-700 px-1.5 py-0.5 text-xs font-medium text-white">{t("unread")}</span>
                  )}
                </p>
                {n.body ? <p className="mt-1 text-sm text-slate-700">{n.body}</p> : null}
                {n.image ? (
                  <img
                    src={n.image}
                    alt=""
                    loading="lazy"
                    width={320}
                    height={200}
                    className="mt-2 aspect-[8/5] w-full max-w-xs rounded-lg object-cover"
                    data-testid="notification-image"
                  />
                ) : null}
                <p className="mt-1 text-xs text-slate-600">
                  <time dateTime={n.created_at}>{formatDate(n.created_at, lang, "dateTime")}</time>
                </p>
              </div>
            </li>
          ))}
        </ul>
      )}
      {loaderData.pages > 1 ? <PageLinks page={loaderData.page} pages={loaderData.pages} hrefFor={(n: number) => `?page=${n}`} /> : null}
    </main>
  );
}
