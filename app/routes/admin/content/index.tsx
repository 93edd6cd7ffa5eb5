import type { Route } from "./+types/index";
import { requestContext } from "../../../lib/app-context.server.ts";
import { requireStaff } from "../../../lib/guards.server.ts";
import { translate } from "../../../lib/i18n/index.ts";
import { Link } from "../../../lib/i18n/link.tsx";
import { useI18n } from "../../../lib/i18n/react.tsx";
import { titleWithSite } from "../../../lib/seo/page-title.ts";
import { staffTables } from "../../../modules/staff-tables/staff-tables.server.ts";

/** The content staff keep: one link per staff table. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const { lang } = context.get(requestContext);
  await requireStaff(context, request);
  return {
    title: translate(lang, "staffContent"),
    tables: staffTables.map((table) => ({ key: table.view.key, title: table.view.title, intro: table.view.intro ?? null })),
  };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return [{ title: titleWithSite(loaderData?.title, matches) }, { name: "robots", content: "noindex" }];
}

export default function StaffContent({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  return (
    <main className="pb-10">
      <h1 className="text-2xl font-bold">{loaderData.title}</h1>
      <ul className="mt-6 grid gap-3 sm:grid-cols-2">
        {loaderData.tables.map((table) => (
          <li key={table.key}>
            <Link
              to={`/admin/content/${table.key}`}
              className="block h-full rounded-xl border border-slate-200 bg-white p-4 hover:border-brand-600 hover:shadow"
            >
              <span className="font-semibold text-brand-700 underline">{t(table.title)}</span>
              {table.intro ? <span className="mt-1 block text-sm text-slate-700">{t(table.intro)}</span> : null}
            </Link>
          </li>
        ))}
      </ul>
    </main>
  );
}
