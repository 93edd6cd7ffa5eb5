import { redirect, useNavigation } from "react-router";
import { Form, Link } from "../../lib/i18n/link.tsx";
import { z } from "zod";
import type { Route } from "./+types/register";
import { Field, FormMessage, buttonClass, secondaryButtonClass } from "../../components/ui/field.tsx";
import { requestContext, servicesContext } from "../../lib/app-context.server.ts";
import { formAction } from "../../lib/form-errors.server.ts";
import { cookieHeaders } from "../../lib/cookie-headers.ts";
import { safeRedirect } from "../../lib/safe-redirect.ts";
import { translate } from "../../lib/i18n/index.ts";
import { useI18n } from "../../lib/i18n/react.tsx";
import { emailInput } from "../../lib/input-schemas.ts";
import { enforceAuthRateLimit } from "../../modules/auth/auth-rate-limit.server.ts";
import { confirmOtp, requestOtp } from "../../modules/auth/request-otp.server.ts";
import { otpInput, registerSchema } from "../../modules/users/account-schemas.ts";
import { registerUser } from "../../modules/users/register-user.server.ts";
import { signInPath } from "../../lib/return-to.ts";
import { startSession } from "../../modules/auth/session.server.ts";
import { isGoogleSignInEnabled } from "../../modules/auth/sign-in-google.server.ts";
import { GoogleSignInButton } from "../../components/auth/google-sign-in-button.tsx";
import { titleWithSite } from "../../lib/seo/page-title.ts";

export async function loader({ context, request }: Route.LoaderArgs) {
  const { lang, getActor } = context.get(requestContext);
  if (await getActor()) throw redirect("/user/profile");
  const url = new URL(request.url);
  const email = url.searchParams.get("verify");
  return {
    title: translate(lang, "register"),
    redirectTo: safeRedirect(url.searchParams.get("redirectTo")),
    notice: url.searchParams.get("notice") === "emailNotVerifiedCodeSent" ? ("emailNotVerifiedCodeSent" as const) : null,
    verifyEmail: email && emailInput.safeParse(email).success ? email : null,
    googleSignIn: isGoogleSignInEnabled(context.get(servicesContext)),
  };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return [{ title: titleWithSite(loaderData?.title, matches) }, { name: "robots", content: "noindex" }];
}

export async function action({ request, context }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  const { ip } = context.get(requestContext);
  return formAction(
    { request, context },
    async ({ input: values, lang }) => {
      const intent = values.intent;
      await enforceAuthRateLimit(services, intent === "verify" ? "otp-verify" : intent === "resend" ? "otp-send" : "register", ip);
      if (intent === "verify") {
        const input = z.object({ email: emailInput, otp: otpInput }).parse(values);
        const { userId } = await confirmOtp(services, input);
        if (userId === null) return redirect("/login?notice=emailVerifiedSignIn");
        // The code proves the mailbox, so the person is signed in and goes where they were going.
        const session = await startSession(services, userId);
        return redirect(safeRedirect(values.redirectTo), { headers: cookieHeaders(session.setCookies) });
      }
      if (intent === "resend") {
        const { email } = z.object({ email: emailInput }).parse(values);
        await requestOtp(services, { email, lang });
        return { ok: true as const, step: "verify" as const, email, message: translate(lang, "otpSent") };
      }
      const input = registerSchema.parse(values);
      const user = await registerUser(services, { ...input, lang });
      return { ok: true as const, step: "verify" as const, email: user.email, message: translate(lang, "registeredCheckEmail") };
    },
    {
      extra: ({ values }) => ({
        step: values.intent === "verify" || values.intent === "resend" ? ("verify" as const) : ("form" as const),
        email: values.email ?? "",
        // What was typed comes back (never the passwords), so a form sent without JavaScript keeps it.
        typed: { name: values.name ?? "", mobile: values.mobile ?? "" },
      }),
    },
  );
}

export default function Register({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useI18n();
  const busy = useNavigation().state === "submitting";
  const errors = actionData && !actionData.ok ? actionData.errors : {};
  const typed = actionData && !actionData.ok && actionData.step === "form" ? { ...actionData.typed, email: actionData.email } : undefined;
  const verifyEmail = actionData?.step === "verify" ? actionData.email : loaderData.verifyEmail;
  if (verifyEmail) {
    return (
      <main className="mx-auto max-w-md px-4 py-10">
        <h1 className="text-2xl font-bold">{t("verifyEmailTitle")}</h1>
        <p className="mt-2 text-slate-700">{t("verifyEmailText", { email: verifyEmail })}</p>
        <Form method="post" className="mt-6 space-y-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm" noValidate>
          <FormMessage
            tone={actionData?.ok || !actionData ? "success" : "error"}
            message={actionData?.message ?? (loaderData.notice ? t(loaderData.notice, { email: verifyEmail }) : undefined)}
          />
          <input type="hidden" name="email" value={verifyEmail} />
          <input type="hidden" name="redirectTo" value={loaderData.redirectTo} />
          <Field
            label={t("otpCode")}
            name="otp"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]{6}"
            maxLength={6}
            required
            hint={t("otpHint")}
            error={errors.otp}
          />
          <div className="flex flex-wrap gap-3">
            <button type="submit" name="intent" value="verify" className={buttonClass} disabled={busy}>
              {t("verify")}
            </button>
            <button type="submit" name="intent" value="resend" className={secondaryButtonClass} disabled={busy}>
              {t("resendCode")}
            </button>
          </div>
        </Form>
      </main>
    );
  }
  return (
    <main className="mx-auto max-w-md px-4 py-10">
      <h1 className="text-2xl font-bold">{t("register")}</h1>
      {loaderData.googleSignIn ? (
        <section aria-label={t("signInWithGoogle")} className="mt-6">
          <GoogleSignInButton redirectTo="/user/profile" />
          <p className="mt-6 text-center text-sm text-slate-600" aria-hidden="true">
            — {t("orSignInWith")} —
          </p>
        </section>
      ) : null}
      <Form method="post" className="mt-6 space-y-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm" noValidate>
        <input type="hidden" name="intent" value="register" />
        <input type="hidden" name="redirectTo" value={loaderData.redirectTo} />
        {actionData && !actionData.ok ? <FormMessage tone="error" message={actionData.message} /> : null}
        <Field label={t("name")} name="name" autoComplete="name" required defaultValue={typed?.name} error={errors.name} />
        <Field
          label={t("email")}
          name="email"
          type="email"
          autoComplete="email"
          required
          defaultValue={typed?.email}
          error={errors.email}
        />
        <Field label={t("phoneOptional")} name="mobile" type="tel" autoComplete="tel" defaultValue={typed?.mobile} error={errors.mobile} />
        <Field
          label={t("password")}
          name="password"
          type="password"
          autoComplete="new-password"
          required
          minLength={6}
          hint={t("passwordHint")}
          error={errors.password}
        />
        <Field
          label={t("confirmPassword")}
          name="re_password"
          type="password"
          autoComplete="new-password"
          required
          error={errors.re_password}
        />
        <button type="submit" className={buttonClass} disabled={busy}>
          {t("register")}
        </button>
      </Form>
      <p className="mt-6 text-center text-sm text-slate-700">
        {t("haveAccount")}{" "}
        <Link to={signInPath(loaderData.redirectTo)} className="font-medium text-brand-700 underline">
          {t("signIn")}
        </Link>
      </p>
    </main>
  );
}
