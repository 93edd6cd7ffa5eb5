import { redirect } from "react-router";
import type { Route } from "./+types/new";
import { GateDialog } from "../../../components/listings/gate-dialog.tsx";
import { requestContext, servicesContext } from "../../../lib/app-context.server.ts";
import { formAction } from "../../../lib/form-errors.server.ts";
import { translate } from "../../../lib/i18n/index.ts";
import { useI18n } from "../../../lib/i18n/react.tsx";
import { postProject } from "../../../modules/projects/post-project.server.ts";
import { postProjectSchema } from "../../../modules/projects/project-schemas.ts";
import { gateFailure, listingGate } from "../properties/+shared/gate.server.ts";
import { requireUser } from "../../../lib/guards.server.ts";
import { projectFormData, projectPayloadFromForm } from "./+shared/project-form.server.ts";
import { ProjectForm } from "./+shared/project-form.tsx";
import { titleWithSite } from "../../../lib/seo/page-title.ts";

/** Adding a project (docs/product.md, "Screens and addresses"): the verification gate and project_list limit first, then the form. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const { lang } = context.get(requestContext);
  const actor = await requireUser(context, request);
  const gate = await listingGate(services.db, actor, "project_list");
  return {
    title: translate(lang, "addProject"),
    gate,
    ...(gate ? { categories: [], wards: [], tiles: { tileUrl: "", attribution: "" } } : await projectFormData(services, lang)),
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
      const input = postProjectSchema.parse(projectPayloadFromForm(data));
      if (input.kind !== "create") throw new Response(translate(lang, "invalidRequest"), { status: 400 });
      const result = await postProject(services, { actor, draft: input.draft });
      return redirect(`/user/projects?notice=${result.requestStatus === "pending" ? "projectSubmittedForReview" : "projectPosted"}`);
    },
    { recover: gateFailure },
  );
}

export default function NewProject({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useI18n();
  return (
    <main className="mx-auto max-w-3xl px-4 py-8">
      <h1 className="text-2xl font-bold">{t("addProject")}</h1>
      {loaderData.gate ? (
        <GateDialog gate={loaderData.gate} cancelTo="/user/projects" />
      ) : (
        <ProjectForm
          editing={false}
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
