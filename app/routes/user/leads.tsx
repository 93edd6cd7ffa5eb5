import { useNavigation } from "react-router";
import { relativeTime } from "../../lib/format/relative-time.ts";
import { Form, Link } from "../../lib/i18n/link.tsx";
import { z } from "zod";
import type { Route } from "./+types/leads";
import { FormMessage, secondaryButtonClass } from "../../components/ui/field.tsx";
import { requestContext, servicesContext } from "../../lib/app-context.server.ts";
import { formAction } from "../../lib/form-errors.server.ts";
import { requireUser } from "../../lib/guards.server.ts";
import { translate } from "../../lib/i18n/index.ts";
import { useI18n } from "../../lib/i18n/react.tsx";
import { idInput } from "../../lib/input-schemas.ts";
import { leadStates } from "../../modules/leads/lead-vocabulary.ts";
import { listLeads, updateLead } from "../../modules/leads/list-leads.server.ts";
import { titleWithSite } from "../../lib/seo/page-title.ts";

/** The owner's leads inbox: inquiries that reached them directly (paid package), with their state. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const { lang } = context.get(requestContext);
  const actor = await requireUser(context, request);
  const page = await listLeads(services.db, { actor, box: "owner", limit: 50, offset: 0 });
  return { title: translate(lang, "myLeads"), now: new Date().toISOString(), ...page };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return [{ title: titleWithSite(loaderData?.title, matches) }, { name: "robots", content: "noindex" }];
}

export async function action({ request, context }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  const actor = await requireUser(context, request);
  return formAction({ request, context }, async ({ input: form, lang }) => {
    const input = z.object({ id: idInput(), state: z.enum(leadStates) }).parse(form);
    await updateLead(services.db, { actor: { ...actor, role: "user" }, id: input.id, state: input.state });
    return { ok: true as const, message: translate(lang, "decisionSaved"), errors: {} as Record<string, string> };
  });
}

export default function MyLeads({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useI18n();
  const busy = useNavigation().state === "submitting";
  return (
    <main className="mx-auto max-w-3xl px-4 py-8">
      <h1 className="text-2xl font-bold">{loaderData.title}</h1>
      <div className="mt-4">
        <FormMessage message={actionData?.message} tone={actionData?.ok ? "success" : "error"} />
      </div>
      {loaderData.items.length === 0 ? (
        <p className="mt-6 text-slate-600">{t("leadsEmpty")}</p>
      ) : (
        <ul className="mt-6 grid gap-4" data-testid="my-leads">
          {loaderData.items.map((lead) => (
            <li key={lead.id} className="rounded-xl border border-slate-200 bg-white p-4">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <h2 className="font-semibold">{lead.name}</h2>
                <p className="text-sm text-slate-700">
                  {t(`leadState_${lead.state}`)} · {relativeTime(lead.created_at, new Date(loaderData.now), t, 60)}
                </p>
              </div>
              <p className="mt-1 text-sm">
                <a href={`mailto:${lead.email}`} className="text-brand-700 underline">
                  {lead.email}
                </a>
                {lead.phone ? (
                  <>
                    {" · "}
                    <a href={`tel:${lead.phone}`} className="text-brand-700 underline">
                      {lead.phone}
                    </a>
                  </>
                ) : null}
              </p>
              {lead.property ? (
                <p className="mt-1 text-sm">
                  <Link to={`/properties-details/${lead.property.slug_id}`} className="text-brand-700 underline">
                    {lead.property.title}
                  </Link>
                </p>
              ) : null}
              <p className="mt-2 whitespace-pre-wrap">{lead.message}</p>
              {lead.state !== "done" ? (
                <Form method="post" className="mt-3 flex gap-2">
                  <input type="hidden" name="id" value={lead.id} />
                  {lead.state === "new" ? (
                    <button type="submit" name="state" value="in_progress" className={secondaryButtonClass} disabled={busy}>
                      {t("leadState_in_progress")}
                    </button>
                  ) : null}
                  <button type="submit" name="state" value="done" className={secondaryButtonClass} disabled={busy}>
                    {t("leadMarkDone")}
                  </button>
                </Form>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </main>
  );
}
