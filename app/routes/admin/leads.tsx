import { useNavigation } from "react-router";
import { StaffTime } from "../../components/admin/staff-time.tsx";
import { Form, Link } from "../../lib/i18n/link.tsx";
import { z } from "zod";
import type { Route } from "./+types/leads";
import { FormMessage, secondaryButtonClass } from "../../components/ui/field.tsx";
import { requestContext, servicesContext } from "../../lib/app-context.server.ts";
import { formAction } from "../../lib/form-errors.server.ts";
import { requireStaff } from "../../lib/guards.server.ts";
import { translate } from "../../lib/i18n/index.ts";
import { useMoney } from "../../components/shell/use-money.ts";
import { useI18n } from "../../lib/i18n/react.tsx";
import { idInput } from "../../lib/input-schemas.ts";
import { leadKinds, leadStates } from "../../modules/leads/lead-vocabulary.ts";
import { listLeads, updateLead } from "../../modules/leads/list-leads.server.ts";
import { replyToLead } from "../../modules/leads/reply-to-lead.server.ts";
import { titleWithSite } from "../../lib/seo/page-title.ts";

/** The team's inbox of forwarded inquiries and find-my-property requests, with state, handler and age. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const { lang } = context.get(requestContext);
  const actor = await requireStaff(context, request, ["moderator"]);
  const params = new URL(request.url).searchParams;
  const kind = z
    .enum(leadKinds)
    .optional()
    .catch(undefined)
    .parse(params.get("kind") ?? undefined);
  const state = z
    .enum(leadStates)
    .optional()
    .catch(undefined)
    .parse(params.get("state") ?? undefined);
  const page = await listLeads(services.db, { actor, box: "staff", kind, state, limit: 50, offset: 0 });
  return {
    title: translate(lang, "leadsInbox"),
    kind: kind ?? null,
    state: state ?? null,
    me: actor.id,
    now: new Date().toISOString(),
    ...page,
  };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return [{ title: titleWithSite(loaderData?.title, matches) }, { name: "robots", content: "noindex" }];
}

const replySchema = z.object({
  id: idInput(),
  message: z.string({ error: "replyRequired" }).trim().min(1, { error: "replyRequired" }).max(5000, { error: "textTooLong" }),
});

export async function action({ request, context }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  const actor = await requireStaff(context, request, ["moderator"]);
  return formAction({ request, context }, async ({ input: form, lang }) => {
    if (form.intent === "reply") {
      const reply = replySchema.parse(form);
      await replyToLead(services, { actor, id: reply.id, message: reply.message });
      return { ok: true as const, message: translate(lang, "leadReplySent"), errors: {} as Record<string, string> };
    }
    const input = z.object({ id: idInput(), state: z.enum(leadStates), take: z.literal("1").optional() }).parse(form);
    await updateLead(services.db, { actor, id: input.id, state: input.state, assigneeId: input.take ? actor.id : undefined });
    return { ok: true as const, message: translate(lang, "decisionSaved"), errors: {} as Record<string, string> };
  });
}

const kindLabel = { inquiry: "leadKindInquiry", requirement: "leadKindRequirement", contact: "leadKindContact" } as const;

export default function Leads({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useI18n();
  const money = useMoney();
  const busy = useNavigation().state === "submitting";
  const filter = (kind: string | null, label: string) => (
    <li>
      <Link
        to={kind ? `/admin/leads?kind=${kind}` : "/admin/leads"}
        aria-current={loaderData.kind === kind ? "page" : undefined}
        className={`block rounded-full px-3 py-1.5 text-sm font-medium ${loaderData.kind === kind ? "bg-brand-700 text-white" : "bg-slate-100 text-slate-800 hover:bg-slate-200"}`}
      >
        {label}
      </Link>
    </li>
  );
  return (
    <main className="pb-10">
      <p>
        <Link to="/admin" className="text-sm text-brand-700 underline">
          ← {t("adminArea")}
        </Link>
      </p>
      <h1 className="mt-2 text-2xl font-bold">{loaderData.title}</h1>
      <nav aria-label={t("leadsFilter")} className="mt-4">
        <ul className="flex flex-wrap gap-2">
          {filter(null, t("leadsAll"))}
          {filter("inquiry", t("leadsInquiries"))}
          {filter("requirement", t("leadsRequirements"))}
          {filter("contact", t("leadsContact"))}
        </ul>
      </nav>
      <div className="mt-4">
        <FormMessage message={actionData?.message} tone={actionData?.ok ? "success" : "error"} />
      </div>
      {loaderData.items.length === 0 ? (
        <p className="mt-6 text-slate-600">{t("leadsEmpty")}</p>
      ) : (
        <ul className="mt-6 grid gap-4" data-testid="leads-inbox">
          {loaderData.items.map((lead) => (
            <li key={lead.id} className="rounded-xl border border-slate-200 bg-white p-4">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <h2 className="font-semibold">
                  {t(kindLabel[lead.kind])}: {lead.name}
                </h2>
                <p className={`text-sm font-semibold ${lead.state !== "done" && lead.age_hours >= 24 ? "text-red-700" : "text-slate-700"}`}>
                  {t(`leadState_${lead.state}`)} · <StaffTime value={lead.created_at} now={loaderData.now} />
                </p>
              </div>
              <p className="mt-1 text-sm">
                <a href={`mailto:${lead.email}`} className="text-brand-700 underline">
                  {lead.email}
                </a>
                {lead.phone ? ` · ${lead.phone}` : ""}
                {lead.assignee ? ` · ${t("leadAssignee")}: ${lead.assignee.name}` : ""}
              </p>
              {lead.property ? (
                <p className="mt-1 text-sm">
                  <Link to={`/properties-details/${lead.property.slug_id}`} className="text-brand-700 underline">
                    {lead.property.title}
                  </Link>
                </p>
              ) : null}
              {lead.requirement ? (
                <p className="mt-1 text-sm text-slate-700">
                  {t(lead.requirement.purpose === "rent" ? "findRent" : "findBuy")}
                  {lead.requirement.budget_max !== null ? ` · ≤ ${money.amount(lead.requirement.budget_max)}` : ""}
                  {lead.requirement.bedrooms !== null ? ` · ${t("findBedrooms")}: ${lead.requirement.bedrooms}` : ""}
                  {lead.requirement.timeline ? ` · ${t(`timeline_${lead.requirement.timeline}`)}` : ""}
                </p>
              ) : null}
              {lead.message ? <p className="mt-2 whitespace-pre-wrap">{lead.message}</p> : null}
              <Form method="post" className="mt-3 flex flex-wrap gap-2">
                <input type="hidden" name="id" value={lead.id} />
                {lead.state === "new" ? (
                  <>
                    <input type="hidden" name="take" value="1" />
                    <button type="submit" name="state" value="in_progress" className={secondaryButtonClass} disabled={busy}>
                      {t("leadTake")}
                    </button>
                  </>
                ) : null}
                {lead.state !== "done" ? (
                  <button type="submit" name="state" value="done" className={secondaryButtonClass} disabled={busy}>
                    {t("leadMarkDone")}
                  </button>
                ) : null}
              </Form>
              <details className="mt-3">
                <summary className="cursor-pointer text-sm font-semibold text-brand-700">{t("leadReply")}</summary>
                <Form method="post" className="mt-2 grid gap-2">
                  <input type="hidden" name="intent" value="reply" />
                  <input type="hidden" name="id" value={lead.id} />
                  <label htmlFor={`reply-${lead.id}`} className="text-sm font-medium">
                    {t("leadReplyLabel")}
                  </label>
                  <textarea
                    id={`reply-${lead.id}`}
                    name="message"
                    rows={4}
                    required
                    maxLength={5000}
                    className="w-full rounded-lg border border-slate-300 px-3 py-2"
                  />
                  <div>
                    <button type="submit" className={secondaryButtonClass} disabled={busy}>
                      {t("leadReplySend")}
                    </button>
                  </div>
                </Form>
              </details>
            </li>
          ))}
        </ul>
      )}
    </main>
  );
}
