import { Link } from "../../../lib/i18n/link.tsx";
import { formatDate } from "../../../lib/format/format-date.ts";
import type { Route } from "./+types/interested";
import { requestContext, servicesContext } from "../../../lib/app-context.server.ts";
import { attempt } from "../../../lib/errors.ts";
import { translate } from "../../../lib/i18n/index.ts";
import { useI18n } from "../../../lib/i18n/react.tsx";
import { listInterestedUsers } from "../../../modules/properties/list-interested-users.server.ts";
import { listMyProperties } from "../../../modules/properties/list-my-properties.server.ts";
import { requireUser } from "../../../lib/guards.server.ts";
import { MyListingsNav } from "./+shared/my-listings-nav.tsx";
import { titleWithSite } from "../../../lib/seo/page-title.ts";

/** Who marked the owner's listing as interesting, latest first; anyone else gets 404. */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const { lang } = context.get(requestContext);
  const actor = await requireUser(context, request);
  const id = Number(params.id);
  const notFound = () => new Response(translate(lang, "notFound"), { status: 404 });
  if (!Number.isInteger(id) || id <= 0) throw notFound();
  const found = await attempt(
    Promise.all([
      listInterestedUsers(services, { actor, propertyId: id, limit: 200, offset: 0 }),
      listMyProperties(services, { actor, id, limit: 1, offset: 0, lang }),
    ]),
    ["NOT_FOUND"],
  );
  if (found.error) throw notFound();
  const [users, mine] = found.value;
  const property = mine.items[0];
  if (!property) throw notFound();
  return {
    title: translate(lang, "interestedUsersOf", { title: property.title }),
    propertyTitle: property.title,
    slug: property.slug_id,
    total: users.total,
    users: users.items,
  };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return [{ title: titleWithSite(loaderData?.title, matches) }, { name: "robots", content: "noindex" }];
}

export default function InterestedUsers({ loaderData }: Route.ComponentProps) {
  const { t, lang } = useI18n();
  return (
    <main className="mx-auto max-w-5xl px-4 py-8">
      <p className="text-sm">
        <Link to="/user/properties" className="text-brand-700 underline">
          ← {t("myListings")}
        </Link>
      </p>
      <h1 className="mt-2 text-2xl font-bold break-words">{loaderData.title}</h1>
      <MyListingsNav />
      <p className="mt-4 text-slate-700">{t("interestedUsersCount", { count: loaderData.total })}</p>
      {loaderData.users.length === 0 ? (
        <p className="mt-4 text-slate-700">{t("noInterestedUsers")}</p>
      ) : (
        <div className="mt-4 overflow-x-auto rounded-xl border border-slate-200 bg-white">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{t("interestedUsers")}</caption>
            <thead className="bg-slate-50 text-slate-700">
              <tr>
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
                  {t("interestedSince")}
                </th>
              </tr>
            </thead>
            <tbody>
              {loaderData.users.map((u) => (
                <tr key={u.id} className="border-t border-slate-100">
                  <td className="px-3 py-2 font-medium">{u.name}</td>
                  <td className="px-3 py-2">
                    <a href={`mailto:${u.email}`} className="text-brand-700 underline">
                      {u.email}
                    </a>
                  </td>
                  <td className="px-3 py-2">
                    {u.mobile ? (
                      <a href={`tel:${u.mobile}`} className="text-brand-700 underline">
                        {u.mobile}
                      </a>
                    ) : (
                      "—"
                    )}
                  </td>
                  <td className="px-3 py-2">
                    <time dateTime={u.created_at}>{formatDate(u.created_at, lang)}</time>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </main>
  );
}
