import { useNavigation } from "react-router";
import { listingStateKey } from "../../../lib/properties/listing-state.ts";
import { DeleteWithConfirm, OwnListingRow, ownRowButtonClass } from "../../../components/listings/own-row-actions.tsx";
import { Form, Link } from "../../../lib/i18n/link.tsx";
import { z } from "zod";
import type { Route } from "./+types/index";
import { FormMessage, buttonClass } from "../../../components/ui/field.tsx";
import { requestContext, servicesContext } from "../../../lib/app-context.server.ts";
import { formAction } from "../../../lib/form-errors.server.ts";
import { translate } from "../../../lib/i18n/index.ts";
import { useI18n } from "../../../lib/i18n/react.tsx";
import { idInput } from "../../../lib/input-schemas.ts";
import { changeProjectStatus } from "../../../modules/projects/change-project-status.server.ts";
import { deleteProject } from "../../../modules/projects/delete-project.server.ts";
import { listMyProjects } from "../../../modules/projects/list-my-projects.server.ts";
import { ownerProjectStatuses } from "../../../modules/projects/project-schemas.ts";
import { requireUser } from "../../../lib/guards.server.ts";
import { MyListingsNav } from "../properties/+shared/my-listings-nav.tsx";
import { titleWithSite } from "../../../lib/seo/page-title.ts";

/** The owner's projects in every state, each with show/hide, edit and delete. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const { lang } = context.get(requestContext);
  const actor = await requireUser(context, request);
  const page = await listMyProjects(services, { actor, limit: 50, offset: 0, lang });
  return {
    title: translate(lang, "myProjects"),
    notice: new URL(request.url).searchParams.get("notice"),
    total: page.total,
    items: page.items.map((p) => ({
      id: p.id,
      title: p.title,
      category: p.category.category,
      type: p.type,
      image: p.image,
      status: p.status,
      request_status: p.request_status,
      reject_reason: p.reject_reason,
      is_expired: p.is_expired,
    })),
  };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return [{ title: titleWithSite(loaderData?.title, matches) }, { name: "robots", content: "noindex" }];
}

const actionInput = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("status"), project_id: idInput(), status: z.enum(ownerProjectStatuses, { error: "invalidValue" }) }),
  z.object({ intent: z.literal("delete"), project_id: idInput() }),
]);

export async function action({ request, context }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  const actor = await requireUser(context, request);
  return formAction({ request, context }, async ({ input: form, lang }) => {
    const input = actionInput.parse(form);
    if (input.intent === "status") {
      await changeProjectStatus(services.db, { actor, projectId: input.project_id, status: input.status });
      return { ok: true as const, message: translate(lang, "statusUpdated") };
    }
    await deleteProject(services, { actor, projectId: input.project_id });
    return { ok: true as const, message: translate(lang, "projectDeleted") };
  });
}

const smallButton = ownRowButtonClass;

export default function MyProjects({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useI18n();
  const busy = useNavigation().state === "submitting";
  return (
    <main className="mx-auto max-w-5xl px-4 py-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">
          {t("myProjects")} <span className="text-base font-normal text-slate-600">({loaderData.total})</span>
        </h1>
        <Link to="/user/add-project" className={buttonClass}>
          {t("addProject")}
        </Link>
      </div>
      <MyListingsNav />
      <div className="mt-4 space-y-2">
        <FormMessage tone="success" message={loaderData.notice ? t(loaderData.notice) : undefined} />
        <FormMessage tone={actionData?.ok ? "success" : "error"} message={actionData?.message} />
      </div>
      {loaderData.items.length === 0 ? <p className="mt-8 text-slate-700">{t("noProjectsYet")}</p> : null}
      <ul className="mt-6 space-y-4">
        {loaderData.items.map((p) => (
          <OwnListingRow
            key={p.id}
            kind="project"
            row={p}
            image={p.image}
            subtitle={`${p.category} · ${t(p.type === "upcoming" ? "projectTypeUpcoming" : "projectTypeUnderConstruction")}`}
            badges={<span className="rounded-full bg-slate-100 px-2 py-0.5 text-slate-800">{t(listingStateKey(p))}</span>}
            actions={
              <>
                <Link to={`/user/projects/${p.id}/edit`} className={smallButton} aria-label={`${t("edit")}: ${p.title}`}>
                  {t("edit")}
                </Link>
                <Form method="post">
                  <input type="hidden" name="project_id" value={p.id} />
                  <input type="hidden" name="intent" value="status" />
                  <button
                    type="submit"
                    name="status"
                    value={p.status === "active" ? "inactive" : "active"}
                    className={smallButton}
                    disabled={busy}
                    aria-label={`${t(p.status === "active" ? "makeInactive" : "makeActive")}: ${p.title}`}
                  >
                    {t(p.status === "active" ? "makeInactive" : "makeActive")}
                  </button>
                </Form>
                <DeleteWithConfirm idField="project_id" id={p.id} question={t("deleteProjectConfirm")} busy={busy} />
              </>
            }
          />
        ))}
      </ul>
    </main>
  );
}
