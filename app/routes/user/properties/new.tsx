import { redirect } from "react-router";
import type { Route } from "./+types/new";
import { GateDialog } from "../../../components/listings/gate-dialog.tsx";
import { requestContext, servicesContext } from "../../../lib/app-context.server.ts";
import { formFailure } from "../../../lib/form-errors.server.ts";
import { translate } from "../../../lib/i18n/index.ts";
import { useI18n } from "../../../lib/i18n/react.tsx";
import { postProperty } from "../../../modules/listings/post-property.server.ts";
import { postPropertySchema } from "../../../modules/listings/property-schemas.ts";
import { gateForError, listingGate, requireActor } from "./+shared/gate.server.ts";
import { payloadFromForm, propertyFormData } from "./+shared/property-form.server.ts";
import { withParameterFieldNames } from "./+shared/property-form-model.ts";
import { PropertyForm } from "./+shared/property-form.tsx";
import { titleWithSite } from "../../../lib/seo/page-title.ts";

/** "Đăng tin": the verification gate and property_list limit first, then the guided form. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const { lang } = context.get(requestContext);
  const actor = await requireActor(context, request);
  const gate = await listingGate(services.db, actor, "property_list");
  return { title: translate(lang, "addProperty"), gate, ...(gate ? { categories: [], wards: [], tileUrl: "" } : await propertyFormData(services, lang)) };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return [{ title: titleWithSite(loaderData?.title, matches) }, { name: "robots", content: "noindex" }];
}

export async function action({ request, context }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  const { lang } = context.get(requestContext);
  const actor = await requireActor(context, request);
  const { categories } = await propertyFormData(services, lang);
  const payload = payloadFromForm(await request.formData(), categories);
  try {
    const draft = postPropertySchema.parse(payload);
    const result = await postProperty(services, { actor, draft });
    return redirect(`/user/properties?notice=${result.requestStatus === "pending" ? "propertySubmittedForReview" : "propertyPosted"}&draft=new`);
  } catch (error) {
    const gate = gateForError(error);
    if (gate) return { ok: false, message: translate(lang, gate.message), errors: {} as Record<string, string> };
    return withParameterFieldNames(formFailure(error, lang), payload.category_id);
  }
}

export default function NewProperty({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useI18n();
  return (
    <main className="mx-auto max-w-3xl px-4 py-8">
      <h1 className="text-2xl font-bold">{t("addProperty")}</h1>
      {loaderData.gate ? (
        <GateDialog gate={loaderData.gate} cancelTo="/user/properties" />
      ) : (
        <PropertyForm propertyId={null} categories={loaderData.categories} wards={loaderData.wards} tileUrl={loaderData.tileUrl} initial={null} result={actionData} />
      )}
    </main>
  );
}
