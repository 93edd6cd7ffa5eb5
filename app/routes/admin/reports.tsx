import { useNavigation } from "react-router";
import { Form, Link } from "../../lib/i18n/link.tsx";
import { z } from "zod";
import type { Route } from "./+types/reports";
import { FormMessage, secondaryButtonClass } from "../../components/ui/field.tsx";
import { requestContext, servicesContext } from "../../lib/app-context.server.ts";
import { formAction } from "../../lib/form-errors.server.ts";
import { requireStaff } from "../../lib/guards.server.ts";
import { translate } from "../../lib/i18n/index.ts";
import { useI18n } from "../../lib/i18n/react.tsx";
import { idInput } from "../../lib/input-schemas.ts";
import { decideReport } from "../../modules/reports/decide-report.server.ts";
import { listReports } from "../../modules/reports/list-reports.server.ts";
import { titleWithSite } from "../../lib/seo/page-title.ts";
import { formatDate } from "../../lib/format/format-date.ts";

/** The staff's queue of open reports, oldest first. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const { lang } = context.get(requestContext);
  await requireStaff(context, request, ["moderator"]);
  const page = await listReports(services.db, { limit: 50, offset: 0, lang });
  return { title: translate(lang, "reportsQueue"), ...page };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return [{ title: titleWithSite(loaderData?.title, matches) }, { name: "robots", content: "noindex" }];
}

export async function action({ request, context }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  const actor = await requireStaff(context, request, ["moderator"]);
  return formAction({ request, context }, async ({ input: form, lang }) => {
    const input = z
      .object({ id: idInput(), decision: z.enum(["dismiss", "unpublish", "deactivate"]), reason: z.string().optional() })
      .parse(form);
    await decideReport(services, { actor, id: input.id, decision: input.decision, reason: input.reason });
    return { ok: true as const, message: translate(lang, "decisionSaved"), errors: {} as Record<string, string> };
  });
}

export default function Reports({ loaderData, actionData }: Route.ComponentProps) {
  const { t, lang } = useI18n();
  const busy = useNavigation().state === "submitting";
  return (
    <main className="pb-10">
      <p>
        <Link to="/admin" className="text-sm text-brand-700 underline">
          ← {t("adminArea")}
        </Link>
      </p>
      <h1 className="mt-2 text-2xl font-bold">{loaderData.title}</h1>
      <div className="mt-4">
        <FormMessage message={actionData?.message} tone={actionData?.ok ? "success" : "error"} />
      </div>
      {loaderData.items.length === 0 ? (
        <p className="mt-6 text-slate-600">{t("reportsEmpty")}</p>
      ) : (
        <ul className="mt-6 grid gap-4" data-testid="reports-queue">
          {loaderData.items.map((report) => (
            <li key={report.id} className="rounded-xl border border-slate-200 bg-white p-4">
              <h2 className="font-semibold">
                <Link to={`/properties-details/${report.property.slug_id}`} className="text-brand-700 underline">
                  {report.property.title}
                </Link>
              </h2>
              <p className="mt-1 text-sm text-slate-700">
                {t("owner")}: {report.property.owner_name ?? "—"} · {t("reportedBy")}: {report.reporter.name} ({report.reporter.email}) ·{" "}
                {formatDate(report.created_at, lang, "dateTime")}
              </p>
              <p className="mt-2">{report.reason ?? report.other_message}</p>
              {report.reason && report.other_message ? <p className="text-sm text-slate-700">{report.other_message}</p> : null}
              <div className="mt-3 flex flex-wrap items-end gap-3">
                <Form method="post">
                  <input type="hidden" name="id" value={report.id} />
                  <button type="submit" name="decision" value="dismiss" className={secondaryButtonClass} disabled={busy}>
                    {t("reportDismiss")}
                  </button>
                </Form>
                <Form method="post" className="flex flex-wrap items-end gap-2">
                  <input type="hidden" name="id" value={report.id} />
                  <label className="text-sm">
                    {t("reportUnpublishReason")}
                    <input name="reason" className="mt-1 block rounded-lg border border-slate-300 px-2 py-1.5" />
                  </label>
                  <button type="submit" name="decision" value="unpublish" className={secondaryButtonClass} disabled={busy}>
                    {t("reportUnpublish")}
                  </button>
                </Form>
                {report.property.owner_id ? (
                  <Form method="post">
                    <input type="hidden" name="id" value={report.id} />
                    <button
                      type="submit"
                      name="decision"
                      value="deactivate"
                      className="inline-flex rounded-lg border border-red-300 px-4 py-2 font-medium text-red-800 hover:bg-red-50"
                      disabled={busy}
                    >
                      {t("reportDeactivateOwner")}
                    </button>
                  </Form>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      )}
    </main>
  );
}
