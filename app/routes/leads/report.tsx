import { data, useNavigation } from "react-router";
import { Form, Link } from "../../lib/i18n/link.tsx";
import type { Route } from "./+types/report";
import { ReportFields, type ReportResult } from "../../components/leads/report-listing.tsx";
import { requestContext, servicesContext } from "../../lib/app-context.server.ts";
import { formAction } from "../../lib/form-errors.server.ts";
import { requireUser } from "../../lib/guards.server.ts";
import { translate } from "../../lib/i18n/index.ts";
import { useI18n } from "../../lib/i18n/react.tsx";
import { findPublicListing } from "../../modules/leads/find-public-listing.server.ts";
import { addReport } from "../../modules/reports/add-report.server.ts";
import { listReportReasons } from "../../modules/reports/list-report-reasons.server.ts";
import { addReportSchema } from "../../modules/reports/report-schemas.ts";
import { titleWithSite } from "../../lib/seo/page-title.ts";

/** /report/{slug}: the report form (the dialog's content, and its page without JavaScript). */
export async function loader({ params, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const { lang, getActor } = context.get(requestContext);
  const listing = await findPublicListing(services.db, params.slug);
  if (!listing) throw data(null, { status: 404 });
  const [reasons, actor] = await Promise.all([listReportReasons(services.db, lang), getActor()]);
  return { title: translate(lang, "reportListing"), listing, reasons, signedIn: Boolean(actor) };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  const actor = await requireUser(context, request);
  const listing = await findPublicListing(services.db, params.slug);
  if (!listing) throw data(null, { status: 404 });
  return formAction(
    { request, context },
    async ({ input, lang }) => {
      await addReport(services.db, actor, addReportSchema.parse({ ...input, property_id: listing.id }));
      return { sent: true, errors: {}, values: {}, message: translate(lang, "reportSent") } satisfies ReportResult;
    },
    { withStatus: true, extra: () => ({ sent: false as const }) },
  );
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return [{ title: titleWithSite(loaderData?.title, matches) }, { name: "robots", content: "noindex" }];
}

export default function Report({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useI18n();
  const busy = useNavigation().state === "submitting";
  const { listing } = loaderData;
  return (
    <main className="mx-auto max-w-xl px-4 py-10">
      <h1 className="text-2xl font-bold">{loaderData.title}</h1>
      <p className="mt-2">
        <Link to={`/properties-details/${listing.slugId}`} className="tap-target text-brand-700 underline">
          {listing.title}
        </Link>
      </p>
      <div className="mt-6">
        {actionData?.sent ? (
          <p role="status" className="rounded-lg border border-green-200 bg-green-50 p-4 text-green-950">
            {actionData.message}
          </p>
        ) : loaderData.signedIn ? (
          <Form method="post" className="grid gap-3" noValidate>
            <ReportFields reasons={loaderData.reasons} result={actionData} busy={busy} />
          </Form>
        ) : (
          <Link to={`/login?redirectTo=${encodeURIComponent(`/report/${listing.slugId}`)}`} className="tap-target text-brand-700 underline">
            {t("reportSignIn")}
          </Link>
        )}
      </div>
    </main>
  );
}
