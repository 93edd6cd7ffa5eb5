import { z } from "zod";
import { StaffTime } from "../../components/admin/staff-time.tsx";
import type { Route } from "./+types/outbox";
import { secondaryButtonClass } from "../../components/ui/field.tsx";
import { requestContext, servicesContext } from "../../lib/app-context.server.ts";
import { requireStaff } from "../../lib/guards.server.ts";
import { translate } from "../../lib/i18n/index.ts";
import { Form, Link } from "../../lib/i18n/link.tsx";
import { useI18n } from "../../lib/i18n/react.tsx";
import { titleWithSite } from "../../lib/seo/page-title.ts";
import { outboxKinds } from "../../modules/outbox/outbox-kinds.ts";
import { listOutbox } from "../../modules/outbox/read-outbox.server.ts";
import { PageLinks } from "../../components/discovery/pagination.tsx";

const pageSize = 50;

/** The mails and SMS written to the outbox (no SMTP or SMS gateway set), newest first, searchable by recipient. Admin only. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const { lang } = context.get(requestContext);
  await requireStaff(context, request);
  const params = new URL(request.url).searchParams;
  const kind = z
    .enum(outboxKinds)
    .catch("mail")
    .parse(params.get("kind") ?? "mail");
  const recipient = (params.get("to") ?? "").slice(0, 200);
  const page = Math.max(1, Number(params.get("page")) || 1);
  const list = await listOutbox(services.env.DATA_DIR, { kind, recipient, limit: pageSize, offset: (page - 1) * pageSize });
  const isDelivered = kind === "mail" ? services.mailer.transport === "smtp" : services.env.SMS_PROVIDER === "http";
  return { title: translate(lang, "outbox"), now: new Date().toISOString(), kind, recipient, page, isDelivered, ...list };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return [{ title: titleWithSite(loaderData?.title, matches) }, { name: "robots", content: "noindex" }];
}

export default function Outbox({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const pages = Math.max(1, Math.ceil(loaderData.total / pageSize));
  const query = (page: number) =>
    `?${new URLSearchParams({ kind: loaderData.kind, ...(loaderData.recipient ? { to: loaderData.recipient } : {}), page: String(page) })}`;
  return (
    <main className="pb-10">
      <h1 className="text-2xl font-bold">
        {loaderData.title} <span className="text-base font-normal text-slate-600">({loaderData.total})</span>
      </h1>
      <p className="mt-1 text-sm text-slate-700">{t("outboxIntro")}</p>
      <nav aria-label={t("outboxKind")} className="mt-4">
        <ul className="flex gap-2">
          {outboxKinds.map((kind) => (
            <li key={kind}>
              <Link
                to={`/admin/outbox?kind=${kind}`}
                aria-current={loaderData.kind === kind ? "page" : undefined}
                className={`block rounded-full px-4 py-2 text-sm font-medium ${loaderData.kind === kind ? "bg-brand-700 text-white" : "bg-slate-100 text-slate-800 hover:bg-slate-200"}`}
              >
                {t(kind === "mail" ? "outboxMail" : "outboxSms")}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {loaderData.isDelivered ? (
        <p className="mt-3 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">{t("outboxDelivered")}</p>
      ) : null}
      <search>
        <Form method="get" className="mt-4 flex flex-wrap items-end gap-3">
          <input type="hidden" name="kind" value={loaderData.kind} />
          <div className="min-w-0 flex-1 sm:flex-none">
            <label htmlFor="outbox-to" className="block text-sm font-medium">
              {t("outboxRecipient")}
            </label>
            <input
              id="outbox-to"
              name="to"
              type="search"
              defaultValue={loaderData.recipient}
              className="mt-1 w-full rounded-lg border border-slate-300 px-3 py-2 sm:w-72"
            />
          </div>
          <button type="submit" className={secondaryButtonClass}>
            {t("search")}
          </button>
        </Form>
      </search>
      {loaderData.items.length === 0 ? (
        <p className="mt-6 text-slate-700">{loaderData.recipient ? t("outboxNoMatch") : t("outboxEmpty")}</p>
      ) : (
        <ul className="mt-4 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
          {loaderData.items.map((item) => (
            <li key={item.id}>
              <Link
                to={`/admin/outbox/${item.kind}/${item.id}`}
                className="flex flex-col gap-1 px-4 py-3 hover:bg-slate-50 sm:flex-row sm:items-center sm:gap-4"
              >
                <span className="min-w-0 flex-1">
                  <span className="block truncate font-medium text-brand-800 underline">{item.subject || t("outboxNoSubject")}</span>
                  <span className="block truncate text-sm text-slate-700">{item.to}</span>
                </span>
                {item.sentAt ? (
                  <span className="shrink-0 text-sm text-slate-600">
                    <StaffTime value={item.sentAt} now={loaderData.now} />
                  </span>
                ) : null}
              </Link>
            </li>
          ))}
        </ul>
      )}
      {pages > 1 ? <PageLinks page={loaderData.page} pages={pages} hrefFor={query} /> : null}
    </main>
  );
}
