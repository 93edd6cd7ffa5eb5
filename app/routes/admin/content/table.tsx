import { z } from "zod";
import { useNavigation } from "react-router";
import type { Route } from "./+types/table";
import { Pagination, pageFromUrl } from "../../../components/discovery/pagination.tsx";
import { buttonClass, FormMessage, secondaryButtonClass } from "../../../components/ui/field.tsx";
import { requestContext, servicesContext } from "../../../lib/app-context.server.ts";
import { formAction } from "../../../lib/form-errors.server.ts";
import { requireStaff } from "../../../lib/guards.server.ts";
import { translate } from "../../../lib/i18n/index.ts";
import { Form, Link } from "../../../lib/i18n/link.tsx";
import { useI18n } from "../../../lib/i18n/react.tsx";
import { titleWithSite } from "../../../lib/seo/page-title.ts";
import { idFromParams, tableFromParams } from "./staff-table-route.server.ts";

const pageSize = 25;

/** Any staff table's rows: search, pages, reorder (up and down) and links to edit and delete. */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const { lang } = context.get(requestContext);
  const actor = await requireStaff(context, request);
  const table = tableFromParams(params);
  const url = new URL(request.url);
  const search = table.view.isSearchable ? url.searchParams.get("search")?.trim().slice(0, 100) || undefined : undefined;
  const page = pageFromUrl(url);
  const [result, options] = await Promise.all([
    table.list(services, { actor, search, limit: pageSize, offset: (page - 1) * pageSize }),
    table.options(services, { actor, lang }),
  ]);
  return {
    title: translate(lang, table.view.title),
    view: table.view,
    rows: result.rows,
    total: result.total,
    page,
    pageCount: Math.max(1, Math.ceil(result.total / pageSize)),
    search: search ?? "",
    options,
    // The reorder buttons move a row among all rows, so they show only on the unfiltered list.
    canMove: table.view.isOrderable && !search,
    done: url.searchParams.get("done") === "saved" ? "staffSaved" : url.searchParams.get("done") === "deleted" ? "staffDeleted" : null,
  };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return [{ title: titleWithSite(loaderData?.title, matches) }, { name: "robots", content: "noindex" }];
}

const moveSchema = z.object({ id: z.string().min(1).max(100), direction: z.enum(["up", "down"]) });

export async function action({ request, context, params }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  const actor = await requireStaff(context, request);
  const table = tableFromParams(params);
  return formAction({ request, context }, async ({ input, lang }) => {
    const parsed = moveSchema.parse(input);
    const id = idFromParams(table, { id: parsed.id });
    await table.move(services, { actor, id, direction: parsed.direction });
    return { ok: true as const, message: translate(lang, "staffOrderSaved"), moved: `${parsed.id}:${parsed.direction}` };
  });
}

export default function StaffTablePage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useI18n();
  const busy = useNavigation().state !== "idle";
  const { view, rows, options } = loaderData;
  const base = `/admin/content/${view.key}`;
  const show = (column: string, value: string | boolean | undefined) => {
    if (typeof value === "boolean") return value ? t("staffYes") : t("staffNo");
    if (!value) return "—";
    const option = options[column]?.find((o) => o.value === value);
    if (option) return t(option.label);
    return view.translatedColumns?.includes(column) ? t(value) : value.length > 80 ? `${value.slice(0, 80)}…` : value;
  };
  const label = (column: string) => {
    const field = view.fields.find((f) => f.name === column);
    if (!field) return t(`staffColumn_${column}`);
    return t(field.label);
  };
  const isIcon = (column: string) => view.fields.some((field) => field.name === column && field.kind === "icon");
  const rowLink = (to: string, id: string | number, values: Record<string, string | boolean>) =>
    to.replace(/:(\w+)/g, (whole, name: string) => (name === "id" ? String(id) : String(values[name] ?? "")));
  return (
    <main className="pb-10">
      <p>
        <Link to="/admin/content" className="text-sm text-brand-700 underline">
          ← {t("staffContent")}
        </Link>
      </p>
      <div className="mt-2 flex flex-wrap items-end justify-between gap-3">
        <h1 className="text-2xl font-bold">
          {loaderData.title} <span className="text-base font-normal text-slate-600">({loaderData.total})</span>
        </h1>
        {view.canCreate ? (
          <Link to={`${base}/new`} className={buttonClass}>
            {t("staffAdd")}
          </Link>
        ) : null}
      </div>
      {view.intro ? <p className="mt-2 max-w-3xl text-slate-700">{t(view.intro)}</p> : null}
      {view.isSearchable ? (
        <search className="mt-4 block">
          <Form method="get" className="flex max-w-md gap-2">
            <label htmlFor="staff-table-search" className="sr-only">
              {t("search")}
            </label>
            <input
              id="staff-table-search"
              name="search"
              type="search"
              defaultValue={loaderData.search}
              className="min-w-0 flex-1 rounded-lg border border-slate-300 px-3 py-2"
            />
            <button type="submit" className={secondaryButtonClass}>
              {t("search")}
            </button>
          </Form>
        </search>
      ) : null}
      <div className="mt-4" aria-live="polite">
        <FormMessage
          message={actionData?.message ?? (loaderData.done ? t(loaderData.done) : undefined)}
          tone={actionData && !actionData.ok ? "error" : "success"}
        />
      </div>
      {rows.length === 0 ? (
        <p className="mt-6 text-slate-600">{loaderData.search ? t("staffNoMatch") : t("staffEmpty")}</p>
      ) : (
        <ol className="mt-4 grid gap-3" data-testid="staff-rows">
          {rows.map((row, index) => {
            const name = show(view.columns[0]!, row.values[view.columns[0]!]);
            return (
              <li key={String(row.id)} className="rounded-xl border border-slate-200 bg-white p-4" data-testid="staff-row">
                <div className="flex flex-wrap items-start justify-between gap-3">
                  <div className="min-w-0">
                    <p className="font-semibold break-words">{name}</p>
                    <dl className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700">
                      {view.columns.slice(1).map((column) => (
                        <div key={column} className="flex gap-1">
                          <dt>{label(column)}:</dt>
                          <dd className="break-words">
                            {isIcon(column) && row.values[column] ? (
                              <img src={String(row.values[column])} alt="" width={24} height={24} className="size-6 object-contain" />
                            ) : (
                              show(column, row.values[column])
                            )}
                          </dd>
                        </div>
                      ))}
                    </dl>
                  </div>
                  <div className="flex flex-wrap items-center gap-2">
                    {loaderData.canMove ? (
                      <Form method="post" className="flex gap-1">
                        <input type="hidden" name="id" value={String(row.id)} />
                        <button
                          type="submit"
                          name="direction"
                          value="up"
                          className={secondaryButtonClass}
                          disabled={busy || (index === 0 && loaderData.page === 1)}
                          aria-label={t("moveUp", { name })}
                        >
                          ↑
                        </button>
                        <button
                          type="submit"
                          name="direction"
                          value="down"
                          className={secondaryButtonClass}
                          disabled={busy || (index === rows.length - 1 && loaderData.page === loaderData.pageCount)}
                          aria-label={t("moveDown", { name })}
                        >
                          ↓
                        </button>
                      </Form>
                    ) : null}
                    {view.rowLinks?.map((link) => (
                      <Link
                        key={link.to}
                        to={rowLink(link.to, row.id, row.values)}
                        aria-label={`${t(link.label)}: ${name}`}
                        className="text-sm text-brand-700 underline"
                      >
                        {t(link.label)}
                      </Link>
                    ))}
                    <Link
                      to={`${base}/${encodeURIComponent(String(row.id))}`}
                      className={secondaryButtonClass}
                      aria-label={`${t("edit")}: ${name}`}
                    >
                      {t("edit")}
                    </Link>
                    {view.canDelete ? (
                      <Link
                        to={`${base}/${encodeURIComponent(String(row.id))}/delete`}
                        aria-label={`${t("delete")}: ${name}`}
                        className="inline-flex rounded-lg border border-red-300 px-4 py-2 font-medium text-red-800 hover:bg-red-50"
                      >
                        {t("delete")}
                      </Link>
                    ) : null}
                  </div>
                </div>
              </li>
            );
          })}
        </ol>
      )}
      <Pagination page={loaderData.page} pageCount={loaderData.pageCount} />
    </main>
  );
}
