import { redirect } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/interests";
import { servicesContext } from "../../lib/app-context.server.ts";
import { formAction } from "../../lib/form-errors.server.ts";
import { safeRedirect } from "../../lib/safe-redirect.ts";
import { requireUser } from "../../lib/guards.server.ts";
import { translate } from "../../lib/i18n/index.ts";
import { idInput } from "../../lib/input-schemas.ts";
import { setInterest } from "../../modules/properties/set-interest.server.ts";

/** Nothing to show: the button lives on the listing's page. */
export function loader() {
  return redirect("/user/favourites");
}

/**
 * The detail page's "Quan tâm" button: type 1 marks and 0 unmarks the listing, as
 * interested_users does, through the same use case (a listing the member may not see is refused).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  const actor = await requireUser(context, request);
  return formAction({ request, context }, async ({ input: values, lang }) => {
    const input = z.object({ property_id: idInput(), type: z.enum(["0", "1"]).default("1") }).parse(values);
    const interested = input.type === "1";
    const result = await setInterest(services.db, { actor, propertyId: input.property_id, interested });
    // A button sent without JavaScript comes back to the page it was on.
    if (typeof values.redirectTo === "string") return redirect(safeRedirect(values.redirectTo));
    return { ok: true as const, message: translate(lang, interested ? "interestAdded" : "interestRemoved"), ...result };
  });
}
