import { redirect, useNavigation } from "react-router";
import { Form } from "../../lib/i18n/link.tsx";
import type { Route } from "./+types/reset-password";
import { Field, FormMessage, buttonClass } from "../../components/ui/field.tsx";
import { requestContext, servicesContext } from "../../lib/app-context.server.ts";
import { formAction } from "../../lib/form-errors.server.ts";
import { translate } from "../../lib/i18n/index.ts";
import { useI18n } from "../../lib/i18n/react.tsx";
import { resetPassword } from "../../modules/auth/password-reset.server.ts";
import { resetPasswordSchema } from "../../modules/users/account-schemas.ts";
import { titleWithSite } from "../../lib/seo/page-title.ts";

export function loader({ context, request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  return { title: translate(context.get(requestContext).lang, "resetPassword"), token };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return [
    { title: titleWithSite(loaderData?.title, matches) },
    { name: "robots", content: "noindex" },
    // The token stays off other sites; same-origin still sends the form's Origin (no-referrer makes a form
    // posted before or without JavaScript say `Origin: null`, which the action's CSRF check refuses).
    { name: "referrer", content: "same-origin" },
  ];
}

export async function action({ request, context }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  return formAction({ request, context }, async ({ input }) => {
    await resetPassword(services, resetPasswordSchema.parse(input));
    return redirect("/login?notice=passwordChanged");
  });
}

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useI18n();
  const busy = useNavigation().state === "submitting";
  return (
    <main className="mx-auto max-w-md px-4 py-10">
      <h1 className="text-2xl font-bold">{t("resetPassword")}</h1>
      <Form method="post" className="mt-6 space-y-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm" noValidate>
        <FormMessage tone="error" message={actionData?.message} />
        <input type="hidden" name="token" value={loaderData.token} />
        <Field
          label={t("newPassword")}
          name="password"
          type="password"
          autoComplete="new-password"
          required
          minLength={6}
          hint={t("passwordHint")}
          error={actionData?.errors.password}
        />
        <Field
          label={t("confirmPassword")}
          name="re_password"
          type="password"
          autoComplete="new-password"
          required
          error={actionData?.errors.re_password}
        />
        <button type="submit" className={buttonClass} disabled={busy}>
          {t("saveNewPassword")}
        </button>
      </Form>
    </main>
  );
}
