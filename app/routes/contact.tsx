import { useNavigation } from "react-router";
import { Form, Link } from "../lib/i18n/link.tsx";
import type { Route } from "./+types/contact";
import { TextAreaField, TextField } from "../components/ui/form-field.tsx";
import { requestContext, servicesContext } from "../lib/app-context.server.ts";
import { formAction } from "../lib/form-errors.server.ts";
import { withoutEmpty } from "../lib/form-errors.ts";
import { translate } from "../lib/i18n/index.ts";
import { useI18n } from "../lib/i18n/react.tsx";
import { pageMeta } from "../lib/seo/meta.ts";
import { enforceRateLimit } from "../lib/rate-limit.server.ts";
import { contactMessageSchema } from "../modules/contact/contact-schemas.ts";
import { sendContactMessage } from "../modules/contact/send-contact-message.server.ts";
import { findInquiryListing } from "../modules/contact/inquiry-listing.server.ts";
import { getShellSettings } from "../modules/settings/get-shell-settings.server.ts";
import { companyAddress } from "../modules/settings/company-address.ts";

export async function loader({ context, request }: Route.LoaderArgs) {
  const { lang } = context.get(requestContext);
  const services = context.get(servicesContext);
  const settings = await getShellSettings(services.db);
  // "Gửi yêu cầu tư vấn" on a listing opens this form about that listing.
  const listing = await findInquiryListing(services.db, new URL(request.url).searchParams.get("property"));
  return {
    title: translate(lang, "contactTitle"),
    intro: translate(lang, "contactIntro"),
    settings,
    canonical: `${services.env.baseUrl}/contact`,
    lang,
    listing,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  const { ip } = context.get(requestContext);
  return formAction(
    { request, context },
    async ({ values, lang }) => {
      const message = contactMessageSchema.parse(withoutEmpty(values));
      await enforceRateLimit(services.db, `page:contact:${ip}`, { window: 600, max: 5 });
      await sendContactMessage(services, message, lang);
      return {
        ok: true as const,
        errors: {} as Record<string, string>,
        values: {} as Record<string, string>,
        message: translate(lang, "contactSent"),
      };
    },
    { withStatus: true },
  );
}

export function meta({ loaderData }: Route.MetaArgs) {
  return pageMeta({
    title: `${loaderData.title} · ${loaderData.settings.companyName}`,
    description: loaderData.intro,
    canonical: loaderData.canonical,
    siteName: loaderData.settings.companyName,
    lang: loaderData.lang,
  });
}

const givenField = { name: "first_name", label: "firstName", autoComplete: "given-name", required: true } as const;
const familyField = { name: "last_name", label: "lastName", autoComplete: "family-name", required: false } as const;

export default function Contact({ loaderData, actionData }: Route.ComponentProps) {
  const { t, lang } = useI18n();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const errors: Record<string, string> = actionData?.errors ?? {};
  const values: Record<string, string> = actionData?.values ?? {};
  const { settings, listing } = loaderData;
  return (
    <main className="mx-auto grid max-w-5xl gap-10 px-4 py-10 md:grid-cols-[1fr_18rem]">
      <section>
        <h1 className="text-2xl font-bold">{loaderData.title}</h1>
        <p className="mt-2 text-slate-700">{loaderData.intro}</p>
        {actionData?.ok ? (
          <p role="status" className="mt-6 rounded-lg border border-green-200 bg-green-50 p-4 text-green-900">
            {actionData.message}
          </p>
        ) : (
          <Form method="post" className="mt-6 grid gap-4 sm:grid-cols-2" noValidate>
            {actionData ? (
              <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800 sm:col-span-2">
                {Object.keys(errors).length ? t("formHasErrors") : actionData.message}
              </p>
            ) : null}
            {listing ? (
              <p
                className="rounded-lg border border-brand-100 bg-brand-50 p-3 text-sm text-slate-800 sm:col-span-2"
                data-testid="inquiry-listing"
              >
                {t("inquiryAbout")}:{" "}
                <Link to={`/properties-details/${listing.slug}`} className="font-semibold text-brand-700 underline">
                  {listing.title}
                </Link>
                <input type="hidden" name="property" value={listing.slug} />
              </p>
            ) : null}
            {/* Vietnamese names start with the family name: the fields follow the page's language. */}
            {(loaderData.lang === "vi" ? [familyField, givenField] : [givenField, familyField]).map((field) => (
              <TextField
                key={field.name}
                label={t(field.label)}
                name={field.name}
                autoComplete={field.autoComplete}
                required={field.required}
                optional={!field.required}
                defaultValue={values[field.name]}
                error={errors[field.name]}
              />
            ))}
            <div className="sm:col-span-2">
              <TextField
                label={t("email")}
                name="email"
                type="email"
                autoComplete="email"
                required
                defaultValue={values.email}
                error={errors.email}
              />
            </div>
            <div className="sm:col-span-2">
              <TextField
                label={t("subject")}
                name="subject"
                required
                defaultValue={values.subject ?? (listing ? t("inquirySubject", { title: listing.title }) : undefined)}
                error={errors.subject}
              />
            </div>
            <div className="sm:col-span-2">
              <TextAreaField label={t("message")} name="message" rows={6} required defaultValue={values.message} error={errors.message} />
            </div>
            <div className="sm:col-span-2">
              <button
                type="submit"
                disabled={busy}
                className="rounded-lg bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
              >
                {busy ? t("sending") : t("sendMessage")}
              </button>
            </div>
          </Form>
        )}
      </section>
      <aside className="rounded-xl border border-slate-200 bg-white p-5 text-sm">
        <h2 className="font-semibold">{settings.companyName}</h2>
        <p className="mt-2 text-slate-700">{companyAddress(settings, lang)}</p>
        <p className="mt-3">
          {t("phone")}:{" "}
          <a className="text-brand-700 underline" href={`tel:${settings.phone.replace(/\s/g, "")}`}>
            {settings.phone}
          </a>
        </p>
        <p className="mt-1">
          {t("email")}:{" "}
          <a className="text-brand-700 underline" href={`mailto:${settings.email}`}>
            {settings.email}
          </a>
        </p>
      </aside>
    </main>
  );
}
