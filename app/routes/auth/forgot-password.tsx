import { useNavigation } from "react-router";
import { Form } from "../../lib/i18n/link.tsx";
import { z } from "zod";
import type { Route } from "./+types/forgot-password";
import { Field, FormMessage, buttonClass } from "../../components/ui/field.tsx";
import { requestContext, servicesContext } from "../../lib/app-context.server.ts";
import { formAction } from "../../lib/form-errors.server.ts";
import { translate } from "../../lib/i18n/index.ts";
import { useI18n } from "../../lib/i18n/react.tsx";
import { emailInput } from "../../lib/input-schemas.ts";
import { enforceAuthRateLimit } from "../../modules/auth/auth-rate-limit.server.ts";
import { requestPasswordReset } from "../../modules/auth/password-reset.server.ts";
import { titleWithSite } from "../../lib/seo/page-title.ts";

export function loader({ context }: Route.LoaderArgs) {
  return { title: translate(context.get(requestContext).lang, "forgotPassword") };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return [{ title: titleWithSite(loaderData?.title, matches) }, { name: "robots", content: "noindex" }];
}

export async function action({ request, context }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  const { ip } = context.get(requestContext);
  return formAction(
    { request, context },
    async ({ input, lang }) => {
      await enforceAuthRateLimit(services, "forgot-password", ip);
      const { email } = z.object({ email: emailInput }).parse(input);
      await requestPasswordReset(services, email);
      return { ok: true as const, message: translate(lang, "resetLinkSent"), errors: {} as Record<string, string>, email };
    },
    { extra: ({ values }) => ({ email: values.email ?? "" }) },
  );
}

export default function ForgotPassword({ actionData }: Route.ComponentProps) {
  const { t } = useI18n();
  const busy = useNavigation().state === "submitting";
  return (
    <main className="mx-auto max-w-md px-4 py-10">
      <h1 className="text-2xl font-bold">{t("forgotPassword")}</h1>
      <p className="mt-2 text-slate-700">{t("forgotPasswordText")}</p>
      <Form method="post" className="mt-6 space-y-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm" noValidate>
        <FormMessage tone={actionData?.ok ? "success" : "error"} message={actionData?.message} />
        <Field
          label={t("email")}
          name="email"
          type="email"
          autoComplete="email"
          required
          defaultValue={actionData?.email}
          error={actionData?.errors.email}
        />
        <button type="submit" className={buttonClass} disabled={busy}>
          {t("sendResetLink")}
        </button>
      </Form>
    </main>
  );
}
