import { redirect } from "react-router";
import type { Route } from "./+types/edit";
import { requestContext, servicesContext } from "../../../lib/app-context.server.ts";
import { AppError } from "../../../lib/errors.ts";
import { formAction } from "../../../lib/form-errors.server.ts";
import { translate } from "../../../lib/i18n/index.ts";
import { useI18n } from "../../../lib/i18n/react.tsx";
import { listMyProperties } from "../../../modules/properties/list-my-properties.server.ts";
import { updatePropertySchema } from "../../../modules/properties/property-schemas.ts";
import { updateProperty } from "../../../modules/properties/update-property.server.ts";
import { requireUser } from "../../../lib/guards.server.ts";
import { isAdmin } from "../../../lib/actor.server.ts";
import { initialFromProperty, payloadFromForm, propertyFormData } from "./+shared/property-form.server.ts";
import { parameterFieldName } from "./+shared/property-form-model.ts";
import { PropertyForm } from "./+shared/property-form.tsx";
import { titleWithSite } from "../../../lib/seo/page-title.ts";
import { checksQuery } from "../../../modules/properties/listing-check-keys.ts";

/**
 * Editing one's own listing with the same guided form; anyone else gets 404. An admin edits
 * anyone's listing here as staff (the staff listings page links with ?from=admin and is where it returns).
 */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const { lang } = context.get(requestContext);
  const actor = await requireUser(context, request);
  const id = Number(params.id);
  const page =
    Number.isInteger(id) && id > 0
      ? await listMyProperties(services, { actor, id, scope: isAdmin(actor) ? "all" : "own", limit: 1, offset: 0, lang })
      : { items: [] };
  const property = page.items[0];
  if (!property) throw new Response(translate(lang, "notFound"), { status: 404 });
  return {
    title: translate(lang, "editProperty"),
    id,
    propertyTitle: property.title,
    initial: initialFromProperty(property),
    ...(await propertyFormData(services, lang)),
  };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return [{ title: titleWithSite(loaderData?.title, matches) }, { name: "robots", content: "noindex" }];
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  const actor = await requireUser(context, request);
  return formAction(
    { request, context },
    async ({ data, lang }) => {
      const { categories } = await propertyFormData(services, lang);
      const { id, actionType, changes } = updatePropertySchema.parse({ ...payloadFromForm(data, categories), id: params.id });
      if (actionType !== "update") throw new AppError("VALIDATION", { fields: { action_type: "invalidValue" } });
      const result = await updateProperty(services, { actor, asStaff: isAdmin(actor), propertyId: id, changes });
      if (new URL(request.url).searchParams.get("from") === "admin") return redirect("/admin/listings?notice=propertyUpdated");
      return redirect(
        `/user/properties?notice=${result.requestStatus === "pending" ? "propertySubmittedForReview" : "propertyUpdated"}&draft=${id}${checksQuery(result.warnings)}`,
      );
    },
    { fieldName: (field, { values }) => parameterFieldName(field, values.category_id) },
  );
}

export default function EditProperty({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useI18n();
  return (
    <main className="mx-auto max-w-3xl px-4 py-8">
      <h1 className="text-2xl font-bold">{t("editProperty")}</h1>
      <p className="mt-1 text-slate-700">{loaderData.propertyTitle}</p>
      <PropertyForm
        propertyId={loaderData.id}
        categories={loaderData.categories}
        wards={loaderData.wards}
        tiles={loaderData.tiles}
        initial={loaderData.initial}
        result={actionData}
      />
    </main>
  );
}
