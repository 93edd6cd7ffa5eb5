import { redirect } from "react-router";
import type { Route } from "./+types/new";
import { GateDialog } from "../../../components/listings/gate-dialog.tsx";
import { requestContext, servicesContext } from "../../../lib/app-context.server.ts";
import { formAction } from "../../../lib/form-errors.server.ts";
import { translate } from "../../../lib/i18n/index.ts";
import { useI18n } from "../../../lib/i18n/react.tsx";
import { postProperty } from "../../../modules/properties/post-property.server.ts";
import { postPropertySchema } from "../../../modules/properties/property-schemas.ts";
import { gateFailure, listingGate } from "./+shared/gate.server.ts";
import { requireUser } from "../../../lib/guards.server.ts";
import { payloadFromForm, propertyFormData } from "./+shared/property-form.server.ts";
import { parameterFieldName } from "./+shared/property-form-model.ts";
import { PropertyForm } from "./+shared/property-form.tsx";
import { titleWithSite } from "../../../lib/seo/page-title.ts";
import { checksQuery } from "../../../modules/properties/listing-check-keys.ts";

/** "Đăng tin": the verification gate and property_list limit first, then the guided form. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const { lang } = context.get(requestContext);
  const actor = await requireUser(context, request);
  const gate = await listingGate(services.db, actor, "property_list");
  return {
    title: translate(lang, "addProperty"),
    gate,
    ...(gate ? { categories: [], wards: [], tiles: { tileUrl: "", attribution: "" } } : await propertyFormData(services, lang)),
  };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return [{ title: titleWithSite(loaderData?.title, matches) }, { name: "robots", content: "noindex" }];
}

export async function action({ request, context }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  const actor = await requireUser(context, request);
  return formAction(
    { request, context },
    async ({ data, lang }) => {
      const { categories } = await propertyFormData(services, lang);
      const draft = postPropertySchema.parse(payloadFromForm(data, categories));
      const result = await postProperty(services, { actor, draft });
      return redirect(
        `/user/properties?notice=${result.requestStatus === "pending" ? "propertySubmittedForReview" : "propertyPosted"}&draft=new${checksQuery(result.warnings)}`,
      );
    },
    { recover: gateFailure, fieldName: (field, { values }) => parameterFieldName(field, values.category_id) },
  );
}

export default function NewProperty({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useI18n();
  return (
    <main className="mx-auto max-w-3xl px-4 py-8">
      <h1 className="text-2xl font-bold">{t("addProperty")}</h1>
      {loaderData.gate ? (
        <GateDialog gate={loaderData.gate} cancelTo="/user/properties" />
      ) : (
        <PropertyForm
          propertyId={null}
          categories={loaderData.categories}
          wards={loaderData.wards}
          tiles={loaderData.tiles}
          initial={null}
          result={actionData}
        />
      )}
    </main>
  );
}
