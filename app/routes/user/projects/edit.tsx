import { redirect } from "react-router";
import type { Route } from "./+types/edit";
import { requestContext, servicesContext } from "../../../lib/app-context.server.ts";
import { formAction } from "../../../lib/form-errors.server.ts";
import { translate } from "../../../lib/i18n/index.ts";
import { useI18n } from "../../../lib/i18n/react.tsx";
import { listMyProjects } from "../../../modules/projects/list-my-projects.server.ts";
import { postProjectSchema } from "../../../modules/projects/project-schemas.ts";
import { updateProject } from "../../../modules/projects/update-project.server.ts";
import { requireUser } from "../../../lib/guards.server.ts";
import { isAdmin } from "../../../lib/actor.server.ts";
import { initialFromProject, projectFormData, projectPayloadFromForm } from "./+shared/project-form.server.ts";
import { ProjectForm } from "./+shared/project-form.tsx";
import { titleWithSite } from "../../../lib/seo/page-title.ts";

/**
 * Editing one's own project with the shared form; anyone else gets 404. An admin edits
 * anyone's project here as staff (the staff projects page links with ?from=admin and is where it returns).
 */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const { lang } = context.get(requestContext);
  const actor = await requireUser(context, request);
  const id = Number(params.id);
  const page =
    Number.isInteger(id) && id > 0
      ? await listMyProjects(services, { actor, id, scope: isAdmin(actor) ? "all" : "own", limit: 1, offset: 0, lang })
      : { items: [] };
  const project = page.items[0];
  if (!project) throw new Response(translate(lang, "notFound"), { status: 404 });
  return {
    title: translate(lang, "editProject"),
    projectTitle: project.title,
    initial: initialFromProject(project),
    ...(await projectFormData(services, lang)),
  };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return [{ title: titleWithSite(loaderData?.title, matches) }, { name: "robots", content: "noindex" }];
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  const actor = await requireUser(context, request);
  return formAction({ request, context }, async ({ data, lang }) => {
    const input = postProjectSchema.parse({ ...projectPayloadFromForm(data), id: params.id });
    if (input.kind !== "update") throw new Response(translate(lang, "invalidRequest"), { status: 400 });
    const result = await updateProject(services, { actor, asStaff: isAdmin(actor), projectId: input.id, changes: input.changes });
    if (new URL(request.url).searchParams.get("from") === "admin") return redirect("/admin/projects?notice=projectUpdated");
    return redirect(`/user/projects?notice=${result.requestStatus === "pending" ? "projectSubmittedForReview" : "projectUpdated"}`);
  });
}

export default function EditProject({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useI18n();
  return (
    <main className="mx-auto max-w-3xl px-4 py-8">
      <h1 className="text-2xl font-bold break-words">
        {t("editProject")}: {loaderData.projectTitle}
      </h1>
      <ProjectForm
        editing
        categories={loaderData.categories}
        wards={loaderData.wards}
        tiles={loaderData.tiles}
        initial={loaderData.initial}
        result={actionData}
      />
    </main>
  );
}
