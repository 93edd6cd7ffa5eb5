import { redirect } from "react-router";
import type { Route } from "./+types/saved-search-open";
import { requestContext, servicesContext } from "../../lib/app-context.server.ts";
import { requireUser } from "../../lib/guards.server.ts";
import { localizedHref } from "../../lib/i18n/link.tsx";
import { attempt } from "../../lib/errors.ts";
import { idInput } from "../../lib/input-schemas.ts";
import { visitSavedSearch } from "../../modules/saved-searches/visit-saved-search.server.ts";

/** Opens a saved search's results page; its "new since your last visit" starts again from now. */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  const actor = await requireUser(context, request);
  const { lang } = context.get(requestContext);
  const id = idInput().safeParse(params.id);
  if (!id.success) throw new Response(null, { status: 404 });
  const found = await attempt(visitSavedSearch(context.get(servicesContext).db, { actor, id: id.data }), ["NOT_FOUND"]);
  if (found.error) throw new Response(null, { status: 404 });
  return redirect(localizedHref(found.value, lang));
}
