import { data, useNavigation } from "react-router";
import { Form, Link } from "../../lib/i18n/link.tsx";
import type { Route } from "./+types/inquiry";
import { getContactDefaults } from "../../modules/users/contact-defaults.server.ts";
import { InquiryFields, InquiryThanks, type InquiryResult } from "../../components/leads/inquiry-form.tsx";
import { requestContext, servicesContext } from "../../lib/app-context.server.ts";
import { formAction } from "../../lib/form-errors.server.ts";
import { translate } from "../../lib/i18n/index.ts";
import { useI18n } from "../../lib/i18n/react.tsx";
import { enforceRateLimit } from "../../lib/rate-limit.server.ts";
import { submitLeadSchema } from "../../modules/leads/lead-schemas.ts";
import { findPublicListing } from "../../modules/leads/find-public-listing.server.ts";
import { submitLead } from "../../modules/leads/submit-lead.server.ts";
import { leadRule } from "../../modules/leads/lead-rule.ts";
import { titleWithSite } from "../../lib/seo/page-title.ts";

/** /inquiry/{slug}: the inquiry form on its own page (the form's target without JavaScript) and its thank-you view. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { lang, getActor } = context.get(requestContext);
  const db = context.get(servicesContext).db;
  const listing = await findPublicListing(db, params.slug);
  if (!listing) throw data(null, { status: 404 });
  return { listing, title: translate(lang, "inquiryTitle"), contact: await getContactDefaults(db, await getActor()) };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  const { ip, getActor } = context.get(requestContext);
  const listing = await findPublicListing(services.db, params.slug);
  if (!listing) throw data(null, { status: 404 });
  return formAction(
    { request, context },
    async ({ input, lang }) => {
      const lead = submitLeadSchema.parse({ ...input, property_id: listing.id });
      await enforceRateLimit(services.db, `page:submit-lead:${ip}`, leadRule);
      await submitLead(services, { actor: await getActor(), lead, lang });
      return { sent: true, errors: {}, values: {}, message: null } satisfies InquiryResult;
    },
    { withStatus: true, extra: () => ({ sent: false as const }) },
  );
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return [{ title: titleWithSite(loaderData?.title, matches) }, { name: "robots", content: "noindex" }];
}

export default function Inquiry({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useI18n();
  const navigation = useNavigation();
  const { listing } = loaderData;
  return (
    <main className="mx-auto max-w-xl px-4 py-10">
      <h1 className="text-2xl font-bold">{loaderData.title}</h1>
      <p className="mt-2 text-slate-700">
        <Link to={`/properties-details/${listing.slugId}`} className="tap-target text-brand-700 underline">
          {listing.title}
        </Link>
      </p>
      <div className="mt-6">
        {actionData?.sent ? (
          <>
            <InquiryThanks />
            <Link to={`/properties-details/${listing.slugId}`} className="tap-target mt-4 text-brand-700 underline">
              {t("backToListing")}
            </Link>
          </>
        ) : (
          <Form method="post" className="grid gap-3" noValidate>
            <InquiryFields
              result={actionData}
              propertyId={listing.id}
              busy={navigation.state === "submitting"}
              contact={loaderData.contact}
            />
          </Form>
        )}
      </div>
    </main>
  );
}
