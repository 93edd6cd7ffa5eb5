import { redirect, useNavigation } from "react-router";
import { Form, Link } from "../../lib/i18n/link.tsx";
import { z } from "zod";
import type { Route } from "./+types/favourites";
import { PropertyCard } from "../../components/properties/property-card.tsx";
import { FormMessage } from "../../components/ui/field.tsx";
import { requestContext, servicesContext } from "../../lib/app-context.server.ts";
import { formAction } from "../../lib/form-errors.server.ts";
import { safeRedirect } from "../../lib/safe-redirect.ts";
import { translate } from "../../lib/i18n/index.ts";
import { useI18n } from "../../lib/i18n/react.tsx";
import { idInput } from "../../lib/input-schemas.ts";
import { listFavourites } from "../../modules/properties/list-favourites.server.ts";
import { setFavourite } from "../../modules/properties/set-favourite.server.ts";
import { requireUser } from "../../lib/guards.server.ts";
import { cardView } from "../../modules/properties/property-view.server.ts";
import { MyListingsNav } from "./properties/+shared/my-listings-nav.tsx";
import { titleWithSite } from "../../lib/seo/page-title.ts";

/** The signed-in user's favourite listings that are still public, each removable. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const { lang } = context.get(requestContext);
  const actor = await requireUser(context, request);
  const page = await listFavourites(services, { actor, limit: 100, offset: 0, lang });
  return { title: translate(lang, "myFavourites"), total: page.total, items: page.items.map(cardView) };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return [{ title: titleWithSite(loaderData?.title, matches) }, { name: "robots", content: "noindex" }];
}

export async function action({ request, context }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  const actor = await requireUser(context, request);
  return formAction({ request, context }, async ({ input: values, lang }) => {
    // type 1 adds and 0 removes, as add_favourite; the list's own buttons only remove.
    const input = z.object({ property_id: idInput(), type: z.enum(["0", "1"]).default("0") }).parse(values);
    const like = input.type === "1";
    const result = await setFavourite(services.db, { actor, propertyId: input.property_id, like });
    // A heart sent without JavaScript comes back to the page it was on.
    if (typeof values.redirectTo === "string") return redirect(safeRedirect(values.redirectTo));
    return { ok: true as const, message: translate(lang, like ? "favouriteAdded" : "favouriteRemoved"), ...result };
  });
}

export default function Favourites({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useI18n();
  const busy = useNavigation().state === "submitting";
  return (
    <main className="mx-auto max-w-6xl px-4 py-8">
      <h1 className="text-2xl font-bold">
        {t("myFavourites")} <span className="text-base font-normal text-slate-600">({loaderData.total})</span>
      </h1>
      <MyListingsNav />
      <div className="mt-4">
        <FormMessage tone={actionData?.ok ? "success" : "error"} message={actionData?.message} />
      </div>
      {loaderData.items.length === 0 ? (
        <p className="mt-6 text-slate-700">
          {t("noFavouritesYet")}{" "}
          <Link to="/properties" className="text-brand-700 underline">
            {t("browseListings")}
          </Link>
        </p>
      ) : (
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {loaderData.items.map((p) => (
            <li key={p.id} className="flex flex-col gap-2">
              <PropertyCard property={p} headingLevel={2} />
              <Form method="post">
                <input type="hidden" name="property_id" value={p.id} />
                <button
                  type="submit"
                  disabled={busy}
                  aria-label={`${t("removeFavourite")}: ${p.title}`}
                  className="w-full rounded-md border border-red-300 px-3 py-1.5 text-sm font-medium text-red-800 hover:bg-red-50"
                >
                  {t("removeFavourite")}
                </button>
              </Form>
            </li>
          ))}
        </ul>
      )}
    </main>
  );
}
