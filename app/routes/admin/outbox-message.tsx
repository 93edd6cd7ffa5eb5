import { data } from "react-router";
import { StaffTime } from "../../components/admin/staff-time.tsx";
import { z } from "zod";
import type { Route } from "./+types/outbox-message";
import { requestContext, servicesContext } from "../../lib/app-context.server.ts";
import { attempt } from "../../lib/errors.ts";
import { requireStaff } from "../../lib/guards.server.ts";
import { translate } from "../../lib/i18n/index.ts";
import { Link } from "../../lib/i18n/link.tsx";
import { useI18n } from "../../lib/i18n/react.tsx";
import { titleWithSite } from "../../lib/seo/page-title.ts";
import { outboxKinds } from "../../modules/outbox/outbox-kinds.ts";
import { getOutboxMessage } from "../../modules/outbox/read-outbox.server.ts";

/** One outbox message as text. Admin only. */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const { lang } = context.get(requestContext);
  await requireStaff(context, request);
  const kind = z.enum(outboxKinds).safeParse(params.kind);
  if (!kind.success) throw data({ reason: "not-found" }, { status: 404 });
  const found = await attempt(getOutboxMessage(services.env.DATA_DIR, kind.data, params.id), ["NOT_FOUND"]);
  if (found.error) throw data({ reason: "not-found" }, { status: 404 });
  return { title: found.value.subject || translate(lang, "outboxNoSubject"), now: new Date().toISOString(), message: found.value };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return [{ title: titleWithSite(loaderData?.title, matches) }, { name: "robots", content: "noindex" }];
}

export default function OutboxMessage({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const { message } = loaderData;
  return (
    <main className="pb-10">
      <p className="text-sm">
        <Link to={`/admin/outbox?kind=${message.kind}`} className="text-brand-700 underline">
          ← {t("outbox")}
        </Link>
      </p>
      <h1 className="mt-2 text-2xl font-bold break-words">{loaderData.title}</h1>
      <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="font-medium text-slate-700">{t("outboxRecipient")}</dt>
        <dd className="break-all">{message.to}</dd>
        {message.from ? (
          <>
            <dt className="font-medium text-slate-700">{t("outboxFrom")}</dt>
            <dd className="break-all">{message.from}</dd>
          </>
        ) : null}
        {message.sentAt ? (
          <>
            <dt className="font-medium text-slate-700">{t("outboxSentAt")}</dt>
            <dd>
              <StaffTime value={message.sentAt} now={loaderData.now} />
            </dd>
          </>
        ) : null}
      </dl>
      <pre className="mt-4 overflow-x-auto rounded-xl border border-slate-200 bg-white p-4 font-sans text-sm whitespace-pre-wrap break-words text-slate-900">
        {message.text}
      </pre>
    </main>
  );
}
