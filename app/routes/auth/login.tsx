import { redirect, useNavigation } from "react-router";
import { Form, Link } from "../../lib/i18n/link.tsx";
import type { Route } from "./+types/login";
import { Field, FormMessage, buttonClass, secondaryButtonClass } from "../../components/ui/field.tsx";
import { requestContext, servicesContext } from "../../lib/app-context.server.ts";
import { formAction } from "../../lib/form-errors.server.ts";
import { cookieHeaders } from "../../lib/cookie-headers.ts";
import { safeRedirect } from "../../lib/safe-redirect.ts";
import { translate } from "../../lib/i18n/index.ts";
import { useI18n } from "../../lib/i18n/react.tsx";
import { enforceAuthRateLimit } from "../../modules/auth/auth-rate-limit.server.ts";
import { requestOtp } from "../../modules/auth/request-otp.server.ts";
import { signInWithEmail } from "../../modules/auth/session.server.ts";
import { signInWithPhone } from "../../modules/auth/sign-in-phone.server.ts";
import { googleErrorKey, isGoogleSignInEnabled } from "../../modules/auth/sign-in-google.server.ts";
import { GoogleSignInButton } from "../../components/auth/google-sign-in-button.tsx";
import { emailSignInSchema, otpInput } from "../../modules/users/account-schemas.ts";
import { phoneInput } from "../../lib/input-schemas.ts";
import { z } from "zod";
import { titleWithSite } from "../../lib/seo/page-title.ts";
import { isAppError } from "../../lib/errors.ts";
import { verifyEmailPath } from "./verify-email-path.ts";

/** Messages other pages may ask the sign-in page to show after redirecting here. */
const notices = new Set(["emailVerifiedSignIn", "passwordChanged", "accountDeleted", "signedOut"]);

export async function loader({ context, request }: Route.LoaderArgs) {
  const { lang, getActor } = context.get(requestContext);
  const url = new URL(request.url);
  const redirectTo = safeRedirect(url.searchParams.get("redirectTo"));
  if (await getActor()) throw redirect(redirectTo);
  const notice = url.searchParams.get("notice");
  const googleError = url.searchParams.get("googleError");
  return {
    redirectTo,
    title: translate(lang, "signIn"),
    notice: notice && notices.has(notice) ? notice : null,
    googleSignIn: isGoogleSignInEnabled(context.get(servicesContext)),
    googleError: googleError ? translate(lang, googleErrorKey(googleError)) : null,
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
      const redirectTo = safeRedirect(values.redirectTo);
      await enforceAuthRateLimit(services, intent === "send-otp" ? "otp-send" : "sign-in", ip);
      if (intent === "send-otp") {
        const { mobile } = z.object({ mobile: phoneInput }).parse(values);
        await requestOtp(services, { number: mobile, lang });
        return { ok: true as const, step: "code" as const, mobile, message: translate(lang, "otpSent") };
      }
      if (intent === "phone") {
        const input = z.object({ mobile: phoneInput, otp: otpInput }).parse(values);
        const session = await signInWithPhone(services, { mobile: input.mobile, otp: input.otp, lang });
        return redirect(session.created ? "/user/profile" : redirectTo, { headers: cookieHeaders(session.setCookies) });
      }
      const input = emailSignInSchema.parse(values);
      const session = await signInWithEmail(services, { ...input, headers: request.headers }).catch(async (error: unknown) => {
        if (!isAppError(error) || error.code !== "EMAIL_NOT_VERIFIED") throw error;
        // The password was right: the way on is the code screen, with a fresh code when the send budget allows.
        await enforceAuthRateLimit(services, "otp-send", ip)
          .then(() => requestOtp(services, { email: input.email, lang }))
          .catch((sendError: unknown) => {
            if (!isAppError(sendError) || sendError.code !== "RATE_LIMITED") throw sendError;
          });
        throw redirect(verifyEmailPath(input.email, redirectTo, "emailNotVerifiedCodeSent"));
      });
      return redirect(redirectTo, { headers: cookieHeaders(session.setCookies) });
    },
    {
      extra: ({ values }) => ({
        intent: values.intent ?? "email",
        step: values.intent === "phone" ? ("code" as const) : undefined,
        mobile: values.mobile ?? "",
        email: values.email ?? "",
      }),
    },
  );
}

export default function Login({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useI18n();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const phoneStep = actionData && "step" in actionData && actionData.step === "code";
  const emailFailed = actionData && !actionData.ok && actionData.intent === "email";
  const phoneFailed = actionData && !actionData.ok && actionData.intent !== "email";
  const errors = actionData && !actionData.ok ? actionData.errors : {};
  return (
    <main className="mx-auto max-w-md px-4 py-10">
      <h1 className="text-2xl font-bold">{t("signIn")}</h1>
      {loaderData.notice ? (
        <div className="mt-4">
          <FormMessage tone="success" message={t(loaderData.notice)} />
        </div>
      ) : null}

      {loaderData.googleSignIn ? (
        <section aria-label={t("signInWithGoogle")} className="mt-6">
          {loaderData.googleError ? (
            <div className="mb-3">
              <FormMessage tone="error" message={loaderData.googleError} />
            </div>
          ) : null}
          <GoogleSignInButton redirectTo={loaderData.redirectTo} />
          <p className="mt-6 text-center text-sm text-slate-600" aria-hidden="true">
            — {t("orSignInWith")} —
          </p>
        </section>
      ) : null}

      <section aria-labelledby="email-signin" className="mt-6 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
        <h2 id="email-signin" className="text-lg font-semibold">
          {t("signInWithEmail")}
        </h2>
        <Form method="post" className="mt-4 space-y-4" noValidate>
          <input type="hidden" name="intent" value="email" />
          <input type="hidden" name="redirectTo" value={loaderData.redirectTo} />
          {emailFailed ? <FormMessage tone="error" message={actionData.message} /> : null}
          <Field
            label={t("email")}
            name="email"
            type="email"
            autoComplete="email"
            required
            defaultValue={emailFailed ? actionData.email : undefined}
            error={emailFailed ? errors.email : undefined}
          />
          <Field
            label={t("password")}
            name="password"
            type="password"
            autoComplete="current-password"
            required
            error={emailFailed ? errors.password : undefined}
          />
          <div className="flex items-center justify-between gap-3">
            <button type="submit" className={buttonClass} disabled={busy}>
              {t("signIn")}
            </button>
            <Link to="/forgot-password" className="inline-block py-1 text-sm font-medium text-brand-700 underline">
              {t("forgotPassword")}
            </Link>
          </div>
        </Form>
      </section>

      <section aria-labelledby="phone-signin" className="mt-6 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
        <h2 id="phone-signin" className="text-lg font-semibold">
          {t("signInWithPhone")}
        </h2>
        <Form method="post" className="mt-4 space-y-4" noValidate>
          <input type="hidden" name="redirectTo" value={loaderData.redirectTo} />
          {phoneFailed ? <FormMessage tone="error" message={actionData.message} /> : null}
          {actionData?.ok ? <FormMessage tone="success" message={actionData.message} /> : null}
          <Field
            label={t("phone")}
            name="mobile"
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            required
            defaultValue={actionData && "mobile" in actionData ? actionData.mobile : undefined}
            readOnly={Boolean(phoneStep)}
            error={phoneFailed ? errors.mobile : undefined}
          />
          {phoneStep ? (
            <Field
              label={t("otpCode")}
              name="otp"
              inputMode="numeric"
              autoComplete="one-time-code"
              pattern="[0-9]{6}"
              maxLength={6}
              required
              hint={t("otpHint")}
              error={phoneFailed ? errors.otp : undefined}
            />
          ) : null}
          <div className="flex flex-wrap gap-3">
            {phoneStep ? (
              <>
                <button type="submit" name="intent" value="phone" className={buttonClass} disabled={busy}>
                  {t("verifyAndSignIn")}
                </button>
                <button type="submit" name="intent" value="send-otp" className={secondaryButtonClass} disabled={busy}>
                  {t("resendCode")}
                </button>
              </>
            ) : (
              <button type="submit" name="intent" value="send-otp" className={buttonClass} disabled={busy}>
                {t("sendCode")}
              </button>
            )}
          </div>
        </Form>
      </section>

      <p className="mt-6 text-center text-sm text-slate-700">
        {t("noAccountYet")}{" "}
        <Link
          to={loaderData.redirectTo === "/" ? "/register" : `/register?redirectTo=${encodeURIComponent(loaderData.redirectTo)}`}
          className="font-medium text-brand-700 underline"
        >
          {t("register")}
        </Link>
      </p>
    </main>
  );
}
