import { redirect } from "react-router";
import type { Route } from "./+types/delete";
import { FormMessage, secondaryButtonClass } from "../../../components/ui/field.tsx";
import { requestContext, servicesContext } from "../../../lib/app-context.server.ts";
import { formAction } from "../../../lib/form-errors.server.ts";
import { requireStaff } from "../../../lib/guards.server.ts";
import { translate } from "../../../lib/i18n/index.ts";
import { Form, Link } from "../../../lib/i18n/link.tsx";
import { useI18n } from "../../../lib/i18n/react.tsx";
import { titleWithSite } from "../../../lib/seo/page-title.ts";
import { idFromParams, tableFromParams } from "./staff-table-route.server.ts";

/** Asks before deleting a row of a staff table, saying what the delete does to what uses it. */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const { lang } = context.get(requestContext);
  const actor = await requireStaff(context, request);
  const table = tableFromParams(params);
  if (!table.view.canDelete) throw new Response(null, { status: 404 });
  const id = idFromParams(table, params);
  const values = await table.get(services, { actor, id });
  const first = values[table.view.columns[0]!];
  return {
    title: translate(lang, "staffDeleteTitle"),
    name: typeof first === "string" ? first : String(id),
    tableTitle: translate(lang, table.view.title),
    tableKey: table.view.key,
    warning: table.view.deleteWarning ? translate(lang, table.view.deleteWarning) : null,
  };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return [{ title: titleWithSite(loaderData?.title, matches) }, { name: "robots", content: "noindex" }];
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  const actor = await requireStaff(context, request);
  const table = tableFromParams(params);
  const id = idFromParams(table, params);
  return formAction({ request, context }, async () => {
    await table.remove(services, { actor, id });
    throw redirect(`/admin/content/${table.view.key}?done=deleted`);
  });
}

export default function StaffTableDelete({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useI18n();
  return (
    <main className="max-w-2xl pb-10">
      <p>
        <Link to={`/admin/content/${loaderData.tableKey}`} className="text-sm text-brand-700 underline">
          ← {loaderData.tableTitle}
        </Link>
      </p>
      <h1 className="mt-2 text-2xl font-bold">{loaderData.title}</h1>
      <p className="mt-4 break-words">{t("staffDeleteQuestion", { name: loaderData.name })}</p>
      {loaderData.warning ? <p className="mt-2 text-slate-700">{loaderData.warning}</p> : null}
      <div className="mt-4">
        <FormMessage message={actionData?.message} tone="error" />
      </div>
      <Form method="post" className="mt-4 flex flex-wrap gap-3">
        <button type="submit" className="inline-flex rounded-lg bg-red-700 px-4 py-2 font-semibold text-white hover:bg-red-800">
          {t("staffDeleteConfirm")}
        </button>
        <Link to={`/admin/content/${loaderData.tableKey}`} className={secondaryButtonClass}>
          {t("cancel")}
        </Link>
      </Form>
    </main>
  );
}
