import { useNavigation } from "react-router";
import { StaffTime } from "../../components/admin/staff-time.tsx";
import { z } from "zod";
import type { Route } from "./+types/verifications";
import { FormMessage } from "../../components/ui/field.tsx";
import { requestContext, servicesContext } from "../../lib/app-context.server.ts";
import { formAction } from "../../lib/form-errors.server.ts";
import { requireStaff } from "../../lib/guards.server.ts";
import { Form, Link } from "../../lib/i18n/link.tsx";
import { translate } from "../../lib/i18n/index.ts";
import { useI18n } from "../../lib/i18n/react.tsx";
import { idInput } from "../../lib/input-schemas.ts";
import { listingChecks, verificationKinds, verificationRequestStatuses } from "../../modules/verification/verification-vocabulary.ts";
import { decideVerification, listVerificationQueue } from "../../modules/verification/review-verification.server.ts";
import { titleWithSite } from "../../lib/seo/page-title.ts";

/** Staff (moderators too): agent applications and listing verification requests, with answers, files and the decision. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const { lang } = context.get(requestContext);
  await requireStaff(context, request, ["moderator"]);
  const params = new URL(request.url).searchParams;
  const kind = z
    .enum(verificationKinds)
    .catch("agent")
    .parse(params.get("kind") ?? "agent");
  const status = z
    .enum(verificationRequestStatuses)
    .catch("pending")
    .parse(params.get("status") ?? "pending");
  const page = await listVerificationQueue(services.db, { kind, status, limit: 50, offset: 0 });
  return { title: translate(lang, "verificationQueue"), now: new Date().toISOString(), kind, status, ...page };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return [{ title: titleWithSite(loaderData?.title, matches) }, { name: "robots", content: "noindex" }];
}

export async function action({ request, context }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  const actor = await requireStaff(context, request, ["moderator"]);
  return formAction({ request, context }, async ({ data, lang }) => {
    const input = z
      .object({ id: idInput(), decision: z.enum(["verify", "fail"]), reason: z.string().max(1000, { error: "textTooLong" }).optional() })
      .parse(Object.fromEntries([...data.entries()].filter(([key]) => key !== "checks")));
    const checks = z.array(z.enum(listingChecks)).catch([]).parse(data.getAll("checks"));
    await decideVerification(services, { actor, ...input, checks });
    return {
      ok: true as const,
      message: translate(lang, input.decision === "verify" ? "verificationApproved" : "verificationFailedSaved"),
      errors: {} as Record<string, string>,
    };
  });
}

export default function AdminVerifications({ loaderData, actionData }: Route.ComponentProps) {
  const { t, lang } = useI18n();
  const busy = useNavigation().state === "submitting";
  const { kind, status, items, total } = loaderData;
  const label = (vi: string, en: string) => (lang === "en" ? en : vi);
  return (
    <main className="pb-10">
      <h1 className="text-2xl font-bold">{t("verificationQueue")}</h1>
      <search>
        <Form method="get" className="mt-4 flex flex-wrap items-end gap-3">
          <div>
            <label htmlFor="kind" className="block text-sm font-medium">
              {t("verificationKind")}
            </label>
            <select id="kind" name="kind" defaultValue={kind} className="mt-1 min-h-11 rounded-lg border border-slate-300 px-3 py-2">
              <option value="agent">{t("verificationKind_agent")}</option>
              <option value="listing">{t("verificationKind_listing")}</option>
            </select>
          </div>
          <div>
            <label htmlFor="status" className="block text-sm font-medium">
              {t("status")}
            </label>
            <select id="status" name="status" defaultValue={status} className="mt-1 min-h-11 rounded-lg border border-slate-300 px-3 py-2">
              {verificationRequestStatuses.map((value) => (
                <option key={value} value={value}>
                  {t(`verificationRequestStatus_${value}`)}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className="min-h-11 rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white">
            {t("filter")}
          </button>
        </Form>
      </search>
      <div className="mt-3">
        <FormMessage tone={actionData?.ok ? "success" : "error"} message={actionData?.message} />
      </div>
      <h2 className="mt-6 text-lg font-semibold">
        {t(`verificationKind_${kind}`)} · {t(`verificationRequestStatus_${status}`)} ({total})
      </h2>
      {items.length === 0 ? <p className="mt-2 text-slate-700">{t("queueEmpty")}</p> : null}
      <ul className="mt-3 space-y-3">
        {items.map((item) => {
          const heading = item.property ? `${item.property.title} · ${item.user.name}` : item.user.name;
          const failedReason =
            actionData && !actionData.ok && actionData.values?.id === String(item.id) ? actionData.errors.reason : undefined;
          return (
            <li key={item.id} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
              <article aria-labelledby={`verification-${item.id}`}>
                <h3 id={`verification-${item.id}`} className="font-semibold break-words">
                  {heading}
                </h3>
                <p className="text-sm break-words text-slate-600">
                  {item.user.email} · {t("submittedOn")} <StaffTime value={item.created_at} now={loaderData.now} />
                </p>
                {item.property ? (
                  <p className="text-sm break-words text-slate-700">
                    {item.property.address} ·{" "}
                    <Link to={`/properties-details/${item.property.slug}`} className="underline">
                      {t("viewListing")}
                    </Link>
                  </p>
                ) : null}
                {item.answers.length > 0 ? (
                  <dl className="mt-2 space-y-1 text-sm">
                    {item.answers.map((answer, index) => (
                      <div key={index} className="sm:flex sm:gap-3">
                        <dt className="font-medium text-slate-700 sm:w-1/3">{label(answer.label_vi, answer.label_en)}</dt>
                        <dd className="break-words">
                          {answer.file_url ? (
                            <a href={answer.file_url} target="_blank" rel="noreferrer" className="underline">
                              {t("openFile")}: {String(answer.value ?? "")}
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
                ) : null}
                {item.kind === "listing" && item.files.length > 0 ? (
                  <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm">
                    {item.files.map((file, index) => (
                      <li key={index}>
                        <a href={file.url} target="_blank" rel="noreferrer" className="underline">
                          {t(`proofRole_${file.role ?? "photo"}`)} {index + 1}
                        </a>
                      </li>
                    ))}
                  </ul>
                ) : null}
                {item.status !== "pending" ? (
                  <p className="mt-2 text-sm">
                    {t(`verificationRequestStatus_${item.status}`)}
                    {item.decided_at ? (
                      <>
                        {" · "}
                        <StaffTime value={item.decided_at} now={loaderData.now} />
                      </>
                    ) : null}
                    {item.checks.length ? ` · ${item.checks.map((check) => t(`listingCheck_${check}`)).join(", ")}` : ""}
                    {item.reason ? ` · ${t("reasonLabel")}: ${item.reason}` : ""}
                  </p>
                ) : (
                  <Form method="post" className="mt-3 space-y-3">
                    <input type="hidden" name="id" value={item.id} />
                    {item.kind === "listing" ? (
                      <fieldset>
                        <legend className="text-sm font-medium">{t("listingChecksLegend")}</legend>
                        <div className="mt-1 grid gap-1 sm:grid-cols-2">
                          {listingChecks.map((check) => (
                            <label key={check} className="flex min-h-11 items-center gap-3 text-sm">
                              <input type="checkbox" name="checks" value={check} className="size-5 shrink-0" />
                              {t(`listingCheckTask_${check}`)}
                            </label>
                          ))}
                        </div>
                      </fieldset>
                    ) : null}
                    <div>
                      <label htmlFor={`reason-${item.id}`} className="block text-sm font-medium">
                        {t("verificationReasonLabel")}
                      </label>
                      <input
                        id={`reason-${item.id}`}
                        name="reason"
                        maxLength={1000}
                        aria-invalid={failedReason ? true : undefined}
                        aria-describedby={failedReason ? `reason-${item.id}-error` : undefined}
                        className="mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2 text-sm"
                      />
                      {failedReason ? (
                        <p id={`reason-${item.id}-error`} className="mt-1 text-sm text-red-700">
                          {failedReason}
                        </p>
                      ) : null}
                    </div>
                    <div className="flex flex-wrap gap-2">
                      <button
                        type="submit"
                        name="decision"
                        value="verify"
                        disabled={busy}
                        className="min-h-11 rounded-md bg-emerald-700 px-4 py-2 text-sm font-semibold text-white"
                        aria-label={`${t("verifyAction")}: ${heading}`}
                      >
                        {t("verifyAction")}
                      </button>
                      <button
                        type="submit"
                        name="decision"
                        value="fail"
                        disabled={busy}
                        className="min-h-11 rounded-md bg-red-700 px-4 py-2 text-sm font-semibold text-white"
                        aria-label={`${t("failAction")}: ${heading}`}
                      >
                        {t("failAction")}
                      </button>
                    </div>
                  </Form>
                )}
              </article>
            </li>
          );
        })}
      </ul>
    </main>
  );
}
