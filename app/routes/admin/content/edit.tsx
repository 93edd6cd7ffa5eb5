import { redirect } from "react-router";
import type { Route } from "./+types/edit";
import { StaffTableForm } from "../../../components/admin/staff-table-form.tsx";
import { requestContext, servicesContext } from "../../../lib/app-context.server.ts";
import { formAction } from "../../../lib/form-errors.server.ts";
import { requireStaff } from "../../../lib/guards.server.ts";
import { translate } from "../../../lib/i18n/index.ts";
import { Link } from "../../../lib/i18n/link.tsx";
import { titleWithSite } from "../../../lib/seo/page-title.ts";
import type { StaffValues } from "../../../modules/staff-tables/staff-table.ts";
import { idFromParams, tableFromParams } from "./staff-table-route.server.ts";

/** Creates (/admin/content/:table/new) or edits (/admin/content/:table/:id) a row of any staff table. */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const { lang } = context.get(requestContext);
  const actor = await requireStaff(context, request);
  const table = tableFromParams(params);
  const isNew = params.id === undefined;
  if (isNew && !table.view.canCreate) throw new Response(null, { status: 404 });
  const id = isNew ? null : idFromParams(table, params);
  const defaults: StaffValues = Object.fromEntries(
    table.view.fields.filter((field) => field.kind === "checkbox").map((field) => [field.name, field.isCheckedWhenNew === true]),
  );
  const [values, options] = await Promise.all([
    id === null ? Promise.resolve(defaults) : table.get(services, { actor, id }),
    table.options(services, { actor, lang }),
  ]);
  return {
    title: translate(lang, isNew ? "staffAddTo" : "staffEditIn", { table: translate(lang, table.view.title) }),
    tableTitle: translate(lang, table.view.title),
    view: table.view,
    values,
    options,
  };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return [{ title: titleWithSite(loaderData?.title, matches) }, { name: "robots", content: "noindex" }];
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  const actor = await requireStaff(context, request);
  const table = tableFromParams(params);
  const id = params.id === undefined ? null : idFromParams(table, params);
  return formAction({ request, context }, async ({ input }) => {
    await table.save(services, { actor, id, form: input });
    throw redirect(`/admin/content/${table.view.key}?done=saved`);
  });
}

export default function StaffTableEdit({ loaderData, actionData }: Route.ComponentProps) {
  const { view } = loaderData;
  const failed = actionData && "errors" in actionData ? actionData : undefined;
  // After a failed save the form shows what was typed; a file input cannot be refilled, so it keeps the stored state.
  const typed = (name: string, kind: string): string | boolean => {
    if (!failed || kind === "image" || kind === "icon") return loaderData.values[name] ?? "";
    return kind === "checkbox" ? failed.values[name] === "on" : (failed.values[name] ?? "");
  };
  const values: StaffValues = failed
    ? Object.fromEntries(view.fields.map((field) => [field.name, typed(field.name, field.kind)]))
    : loaderData.values;
  return (
    <main className="pb-10">
      <p>
        <Link to={`/admin/content/${view.key}`} className="text-sm text-brand-700 underline">
          ← {loaderData.tableTitle}
        </Link>
      </p>
      <h1 className="mt-2 text-2xl font-bold">{loaderData.title}</h1>
      <StaffTableForm
        key={failed ? "failed" : "loaded"}
        view={view}
        values={values}
        options={loaderData.options}
        errors={failed?.errors ?? {}}
        message={failed?.message}
        uploadUrl="/admin/content/upload-image"
      />
    </main>
  );
}
