import { useNavigation } from "react-router";
import type { Route } from "./+types/verify";
import { FormMessage, buttonClass } from "../../../components/ui/field.tsx";
import { ListingVerifiedBadge } from "../../../components/verification/listing-verified-badge.tsx";
import { requestContext, servicesContext } from "../../../lib/app-context.server.ts";
import { attempt } from "../../../lib/errors.ts";
import { formAction } from "../../../lib/form-errors.server.ts";
import { formatDate } from "../../../lib/format/format-date.ts";
import { requireUser } from "../../../lib/guards.server.ts";
import { Form, Link } from "../../../lib/i18n/link.tsx";
import { translate } from "../../../lib/i18n/index.ts";
import { useI18n } from "../../../lib/i18n/react.tsx";
import { titleWithSite } from "../../../lib/seo/page-title.ts";
import { assertDemoAllows } from "../../../modules/settings/demo-mode.server.ts";
import { getListingVerification } from "../../../modules/verification/listing-badge.server.ts";
import { requestListingVerification } from "../../../modules/verification/request-listing-verification.server.ts";

function propertyId(params: { id?: string }): number | null {
  const id = Number(params.id);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/** The owner asks for their listing to be verified, with private proof; anyone else gets 404. */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const { lang } = context.get(requestContext);
  const actor = await requireUser(context, request);
  const id = propertyId(params);
  const found = id ? await attempt(getListingVerification(services.db, { actor, propertyId: id }), ["NOT_FOUND"]) : null;
  if (!found?.value) throw new Response(translate(lang, "notFound"), { status: 404 });
  return { title: translate(lang, "verifyListingTitle", { title: found.value.title }), verification: found.value };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return [{ title: titleWithSite(loaderData?.title, matches) }, { name: "robots", content: "noindex" }];
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  const actor = await requireUser(context, request);
  return formAction({ request, context }, async ({ data, lang }) => {
    const file = (name: string) => {
      const value = data.get(name);
      return value instanceof File && value.size > 0 ? value : undefined;
    };
    await assertDemoAllows(services.db, actor, "POST request-listing-verification");
    await requestListingVerification(services, {
      actor,
      propertyId: propertyId(params) ?? 0,
      certificate: file("certificate"),
      photos: data.getAll("photos").filter((value): value is File => value instanceof File && value.size > 0),
      video: file("video"),
    });
    return { ok: true as const, message: translate(lang, "listingVerificationSent"), errors: {} as Record<string, string> };
  });
}

export default function VerifyListing({ loaderData, actionData }: Route.ComponentProps) {
  const { t, lang } = useI18n();
  const busy = useNavigation().state === "submitting";
  const { verification } = loaderData;
  const errors: Record<string, string> = actionData && !actionData.ok ? actionData.errors : {};
  const mayAsk = verification.status !== "pending";
  const fileField = (name: string, label: string, hint: string, props: { accept: string; multiple?: boolean }) => (
    <div>
      <label htmlFor={`proof-${name}`} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <input
        id={`proof-${name}`}
        name={name}
        type="file"
        {...props}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={`proof-${name}-hint${errors[name] ? ` proof-${name}-error` : ""}`}
        className={`mt-1 block w-full rounded-lg border px-3 py-2 ${errors[name] ? "border-red-600" : "border-slate-300"}`}
      />
      <p id={`proof-${name}-hint`} className="mt-1 text-xs text-slate-600">
        {hint}
      </p>
      {errors[name] ? (
        <p id={`proof-${name}-error`} className="mt-1 text-sm text-red-700">
          {errors[name]}
        </p>
      ) : null}
    </div>
  );
  return (
    <main className="mx-auto max-w-3xl px-4 py-8">
      <p className="text-sm">
        <Link to="/user/properties" className="text-brand-700 underline">
          ← {t("myListings")}
        </Link>
      </p>
      <h1 className="mt-2 text-2xl font-bold break-words">{loaderData.title}</h1>
      <p className="mt-2 text-slate-700">{t("verifyListingIntro")}</p>

      <section aria-labelledby="listing-verification-status" className="mt-4 rounded-xl border border-slate-200 bg-white p-4">
        <h2 id="listing-verification-status" className="font-semibold">
          {t(`listingVerificationStatus_${verification.status}`)}
        </h2>
        {verification.badge ? <ListingVerifiedBadge badge={verification.badge} /> : null}
        {verification.status === "failed" && verification.reason ? (
          <p className="mt-2 text-sm text-red-800">
            <span className="font-semibold">{t("reasonLabel")}:</span> {verification.reason}
          </p>
        ) : null}
        {verification.submitted_at ? (
          <p className="mt-2 text-xs text-slate-600">
            {t("submittedOn")}: {formatDate(verification.submitted_at, lang)}
          </p>
        ) : null}
        <p className="mt-2 text-xs text-slate-600">{t("proofIsPrivate")}</p>
      </section>

      {actionData?.ok ? (
        <div className="mt-4">
          <FormMessage tone="success" message={actionData.message} />
        </div>
      ) : null}

      {mayAsk ? (
        <Form
          method="post"
          encType="multipart/form-data"
          className="mt-6 space-y-4 rounded-xl border border-slate-200 bg-white p-4"
          noValidate
        >
          <h2 className="text-lg font-semibold">{verification.badge ? t("renewListingVerification") : t("askListingVerification")}</h2>
          {actionData && !actionData.ok ? <FormMessage tone="error" message={actionData.message} /> : null}
          {fileField("certificate", t("proofCertificate"), t("proofCertificateHint"), { accept: "image/jpeg,image/png,application/pdf" })}
          {fileField("photos", t("proofPhotos"), t("proofPhotosHint"), { accept: "image/jpeg,image/png", multiple: true })}
          {fileField("video", t("proofVideo"), t("proofVideoHint"), { accept: "video/mp4,video/webm" })}
          <button type="submit" disabled={busy} className={`${buttonClass} min-h-11 w-full sm:w-auto`}>
            {busy ? t("sending") : t("sendForVerification")}
          </button>
        </Form>
      ) : null}
    </main>
  );
}
