import { useNavigation } from "react-router";
import type { Route } from "./+types/agent-verification";
import { VerificationField } from "../../components/verification/verification-field.tsx";
import { FormMessage, buttonClass } from "../../components/ui/field.tsx";
import { requestContext, servicesContext } from "../../lib/app-context.server.ts";
import { formAction } from "../../lib/form-errors.server.ts";
import { formatDate } from "../../lib/format/format-date.ts";
import { requireUser } from "../../lib/guards.server.ts";
import { Form } from "../../lib/i18n/link.tsx";
import { translate } from "../../lib/i18n/index.ts";
import { useI18n } from "../../lib/i18n/react.tsx";
import { titleWithSite } from "../../lib/seo/page-title.ts";
import { assertDemoAllows } from "../../modules/settings/demo-mode.server.ts";
import { getSetting } from "../../modules/settings/get-settings.server.ts";
import { applyAgentVerification, type SubmittedAnswer } from "../../modules/verification/apply-agent-verification.server.ts";
import { getAgentVerification } from "../../modules/verification/get-agent-verification.server.ts";
import { listFormFields, toSpecFormField } from "../../modules/verification/manage-form-fields.server.ts";

export async function loader({ context, request }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const { lang } = context.get(requestContext);
  const actor = await requireUser(context, request);
  const [verification, fields, postingNeedsIt] = await Promise.all([
    getAgentVerification(services.db, { actor, lang }),
    listFormFields(services.db),
    getSetting(services.db, "verification_required_for_user"),
  ]);
  return {
    title: translate(lang, "agentVerification"),
    verification,
    fields: fields.map((field) => toSpecFormField(field, lang)),
    // Posting waits for the review only where the site asks for verification first (listing-policy.server.ts).
    postingWaits: postingNeedsIt === true,
  };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return [{ title: titleWithSite(loaderData?.title, matches) }, { name: "robots", content: "noindex" }];
}

export async function action({ request, context }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  const actor = await requireUser(context, request);
  return formAction({ request, context }, async ({ data, lang }) => {
    await assertDemoAllows(services.db, actor, "POST apply-agent-verification");
    const answers: SubmittedAnswer[] = [];
    for (const name of new Set(data.keys())) {
      const id = Number(/^field_(\d+)$/.exec(name)?.[1]);
      if (!id) continue;
      const values = data.getAll(name);
      answers.push({ id, value: values.length > 1 ? values.filter((v): v is string => typeof v === "string") : (values[0] ?? null) });
    }
    await applyAgentVerification(services, { actor, answers });
    return { ok: true as const, message: translate(lang, "agentVerificationSent"), errors: {} as Record<string, string> };
  });
}

const panel = {
  verified: "border-emerald-300 bg-emerald-50 text-emerald-900",
  pending: "border-amber-300 bg-amber-50 text-amber-900",
  failed: "border-red-300 bg-red-50 text-red-900",
  initial: "border-slate-200 bg-white text-slate-800",
} as const;

export default function AgentVerification({ loaderData, actionData }: Route.ComponentProps) {
  const { t, lang } = useI18n();
  const busy = useNavigation().state === "submitting";
  const { verification, fields } = loaderData;
  const errors: Record<string, string> = actionData && !actionData.ok ? actionData.errors : {};
  const typed: Record<string, string> = actionData && !actionData.ok && "values" in actionData ? actionData.values : {};
  const mayApply = verification.status === "initial" || verification.status === "failed";
  const statusTitle = {
    verified: t("agentVerifiedTitle"),
    pending: t("verifyPendingTitle"),
    failed: t("verifyFailTitle"),
    initial: t("agentVerificationIntro"),
  }[verification.status];
  const statusText = {
    verified: t("agentVerifiedStatus"),
    pending: t(loaderData.postingWaits ? "verifyPendingPostingDesc" : "verifyPendingDesc"),
    failed: t("verifyFailDesc"),
    initial: t("agentVerificationHow"),
  }[verification.status];
  return (
    <main className="mx-auto max-w-3xl px-4 py-8">
      <h1 className="text-2xl font-bold">{t("agentVerification")}</h1>
      <section aria-labelledby="verification-status" className={`mt-4 rounded-xl border p-4 ${panel[verification.status]}`}>
        <h2 id="verification-status" className="font-semibold">
          {statusTitle}
        </h2>
        <p className="mt-1 text-sm">{statusText}</p>
        {verification.status === "failed" && verification.reason ? (
          <p className="mt-2 text-sm">
            <span className="font-semibold">{t("reasonLabel")}:</span> {verification.reason}
          </p>
        ) : null}
        {verification.submitted_at ? (
          <p className="mt-2 text-xs">
            {t("submittedOn")}: {formatDate(verification.submitted_at, lang)}
          </p>
        ) : null}
      </section>

      {actionData?.ok ? (
        <div className="mt-4">
          <FormMessage tone="success" message={actionData.message} />
        </div>
      ) : null}

      {!mayApply && verification.values.length > 0 ? (
        <section aria-labelledby="answers-sent" className="mt-6">
          <h2 id="answers-sent" className="text-lg font-semibold">
            {t("answersSent")}
          </h2>
          <dl className="mt-2 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
            {verification.values.map((answer) => (
              <div key={answer.id} className="px-4 py-2 sm:flex sm:gap-4">
                <dt className="text-sm font-medium text-slate-700 sm:w-1/3">{answer.name}</dt>
                <dd className="text-sm break-words text-slate-900">
                  {answer.file_url ? (
                    <a href={answer.file_url} target="_blank" rel="noreferrer" className="underline">
                      {String(answer.value ?? t("openFile"))}
                    </a>
                  ) : Array.isArray(answer.value) ? (
                    answer.value.join(", ")
                  ) : (
                    answer.value
                  )}
                </dd>
              </div>
            ))}
          </dl>
        </section>
      ) : null}

      {mayApply ? (
        <Form
          method="post"
          encType="multipart/form-data"
          className="mt-6 space-y-4 rounded-xl border border-slate-200 bg-white p-4"
          noValidate
        >
          <h2 className="text-lg font-semibold">{verification.status === "failed" ? t("applyAgain") : t("applyForVerification")}</h2>
          {actionData && !actionData.ok ? <FormMessage tone="error" message={actionData.message} /> : null}
          {fields.length === 0 ? <p className="text-sm text-slate-700">{t("verificationNoFields")}</p> : null}
          {fields.map((field) => (
            <VerificationField key={field.id} field={field} error={errors[`form_fields.${field.id}`]} value={typed[`field_${field.id}`]} />
          ))}
          <button type="submit" disabled={busy} className={`${buttonClass} min-h-11 w-full sm:w-auto`}>
            {busy ? t("sending") : t("sendApplication")}
          </button>
        </Form>
      ) : null}
    </main>
  );
}
