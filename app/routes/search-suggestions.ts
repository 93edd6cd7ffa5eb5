import type { Route } from "./+types/search-suggestions";
import { requestContext, servicesContext } from "../lib/app-context.server.ts";
import { searchInput } from "../lib/input-schemas.ts";
import { suggestSearch } from "../modules/search/suggest-search.server.ts";

/** Suggestions for the search box as JSON (search-combobox.tsx); a short public cache, as the answers change only with the catalogue. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { lang } = context.get(requestContext);
  const q = searchInput.safeParse(new URL(request.url).searchParams.get("q") ?? "");
  const suggestions = q.success ? await suggestSearch(context.get(servicesContext).db, { q: q.data, lang }) : [];
  return Response.json({ suggestions }, { headers: { "Cache-Control": "public, max-age=300" } });
}
