import { Form, Link } from "../../lib/i18n/link.tsx";
import { z } from "zod";
import type { Route } from "./+types/users";
import { FormMessage } from "../../components/ui/field.tsx";
import { requestContext, servicesContext } from "../../lib/app-context.server.ts";
import { formAction } from "../../lib/form-errors.server.ts";
import { requireStaff } from "../../lib/guards.server.ts";
import { translate } from "../../lib/i18n/index.ts";
import { useI18n } from "../../lib/i18n/react.tsx";
import { idInput } from "../../lib/input-schemas.ts";
import { listUsers } from "../../modules/users/list-users.server.ts";
import { setUserActive } from "../../modules/users/set-user-active.server.ts";
import { toSpecUser } from "../../modules/users/spec-user.ts";
import { titleWithSite } from "../../lib/seo/page-title.ts";
import { PageLinks } from "../../components/discovery/pagination.tsx";

const pageSize = 50;

export async function loader({ context, request }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const { lang } = context.get(requestContext);
  const actor = await requireStaff(context, request);
  const params = new URL(request.url).searchParams;
  const search = params.get("search")?.trim().slice(0, 100) || undefined;
  const page = Math.max(1, Math.floor(Number(params.get("page"))) || 1);
  const result = await listUsers(services.db, { offset: (page - 1) * pageSize, limit: pageSize, search });
  return {
    title: translate(lang, "users"),
    actorId: actor.id,
    search: search ?? "",
    page,
    total: result.total,
    users: result.items.map((u) => toSpecUser(u, (key) => services.storage.url(key))),
  };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return [{ title: titleWithSite(loaderData?.title, matches) }, { name: "robots", content: "noindex" }];
}

const userActionSchema = z.object({ userid: idInput(), intent: z.enum(["deactivate", "reactivate"]) });

export async function action({ request, context }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  const actor = await requireStaff(context, request);
  return formAction({ request, context }, async ({ input, lang }) => {
    const { userid, intent } = userActionSchema.parse(input);
    await setUserActive(services, { actor, userId: userid, active: intent === "reactivate" });
    return { ok: true as const, message: translate(lang, intent === "reactivate" ? "userReactivated" : "userDeactivated") };
  });
}

export default function AdminUsers({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useI18n();
  const pages = Math.max(1, Math.ceil(loaderData.total / pageSize));
  const hrefFor = (page: number) =>
    `?${new URLSearchParams({ ...(loaderData.search ? { search: loaderData.search } : {}), page: String(page) })}`;
  return (
    <main className="pb-10">
      <section aria-labelledby="users-heading">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <h1 id="users-heading" className="text-2xl font-bold">
            {t("users")} <span className="text-base font-normal text-slate-600">({loaderData.total})</span>
          </h1>
          <search className="w-full sm:w-auto">
            <Form method="get" className="flex w-full gap-2">
              <label htmlFor="user-search" className="sr-only">
                {t("searchUsers")}
              </label>
              <input
                id="user-search"
                name="search"
                type="search"
                defaultValue={loaderData.search}
                placeholder={t("searchUsers")}
                className="min-w-0 flex-1 rounded-lg border border-slate-300 px-3 py-2"
              />
              <button type="submit" className="rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white">
                {t("search")}
              </button>
            </Form>
          </search>
        </div>
        <div className="mt-3">
          <FormMessage tone={actionData?.ok ? "success" : "error"} message={actionData?.message} />
        </div>
        <div className="relative mt-4 overflow-x-auto rounded-xl border border-slate-200 bg-white">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{t("users")}</caption>
            <thead className="bg-slate-50 text-slate-700">
              <tr>
                <th scope="col" className="px-3 py-2">
                  ID
                </th>
                <th scope="col" className="px-3 py-2">
                  {t("name")}
                </th>
                <th scope="col" className="px-3 py-2">
                  {t("email")}
                </th>
                <th scope="col" className="px-3 py-2">
                  {t("phone")}
                </th>
                <th scope="col" className="px-3 py-2">
                  {t("role")}
                </th>
                <th scope="col" className="px-3 py-2">
                  {t("status")}
                </th>
                <th scope="col" className="px-3 py-2">
                  <span className="sr-only">{t("actions")}</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {loaderData.users.map((u) => (
                <tr key={u.id}>
                  <td className="px-3 py-2">{u.id}</td>
                  <td className="px-3 py-2">
                    <Link to={`/admin/users/${u.id}`} className="inline-block min-h-6 text-brand-700 underline">
                      {u.name}
                    </Link>
                  </td>
                  <td className="px-3 py-2">{u.email}</td>
                  <td className="px-3 py-2">{u.mobile}</td>
                  <td className="px-3 py-2">
                    {t(u.role === "admin" ? "roleAdmin" : u.role === "moderator" ? "roleModerator" : "roleUser")}
                  </td>
                  <td className="px-3 py-2">{u.is_active ? t("active") : t("deactivated")}</td>
                  <td className="px-3 py-2 text-right">
                    {u.id === loaderData.actorId ? null : (
                      <Form method="post">
                        <input type="hidden" name="userid" value={u.id} />
                        <button
                          type="submit"
                          name="intent"
                          value={u.is_active ? "deactivate" : "reactivate"}
                          className={`rounded-md px-3 py-1 text-sm font-medium ${u.is_active ? "bg-red-700 text-white" : "bg-emerald-700 text-white"}`}
                          aria-label={`${u.is_active ? t("deactivate") : t("reactivate")}: ${u.name}`}
                        >
                          {u.is_active ? t("deactivate") : t("reactivate")}
                        </button>
                      </Form>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <PageLinks page={loaderData.page} pages={pages} hrefFor={hrefFor} />
      </section>
    </main>
  );
}
