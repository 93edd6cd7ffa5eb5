import { Form, Link } from "../lib/i18n/link.tsx";
import { redirect } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/subscription-plan";
import { PaymentChoiceDialog } from "../components/payments/payment-choice-dialog.tsx";
import { FormMessage, buttonClass } from "../components/ui/field.tsx";
import { requestContext, servicesContext } from "../lib/app-context.server.ts";
import { formAction } from "../lib/form-errors.server.ts";
import { rememberAfterPayment, returnTarget } from "../lib/after-payment.server.ts";
import { signInPath, subscriptionPlanPath } from "../lib/return-to.ts";
import { useMoney } from "../components/shell/use-money.ts";
import { formatDate } from "../lib/format/format-date.ts";
import { translate } from "../lib/i18n/index.ts";
import { useI18n } from "../lib/i18n/react.tsx";
import { idInput } from "../lib/input-schemas.ts";
import { listPackages } from "../modules/packages/list-packages.server.ts";
import type { PackageFeature } from "../modules/packages/package-features.ts";
import { assignPackage } from "../modules/packages/assign-package.server.ts";
import { titleWithSite } from "../lib/seo/page-title.ts";
import { requireUser } from "../lib/guards.server.ts";
import { initiateBankTransfer } from "../modules/payments/initiate-bank-transfer.server.ts";
import { paymentMethods } from "../modules/payments/payment-vocabulary.ts";
import { createFlutterwavePayment } from "../modules/payments/flutterwave.server.ts";
import { chargePreviews, enabledMethods, getPaymentConfig } from "../modules/payments/payment-settings.server.ts";
import { createPaypalOrder } from "../modules/payments/paypal.server.ts";
import { initializePaystackPayment } from "../modules/payments/paystack.server.ts";
import { createStripeCheckoutSession } from "../modules/payments/stripe-checkout.server.ts";
import { createVnpayCheckout } from "../modules/payments/vnpay-checkout.server.ts";

const planLimits = [
  { key: "planPropertyList", type: "property_list" },
  { key: "planPropertyFeature", type: "property_feature" },
  { key: "planProjectList", type: "project_list" },
  { key: "planProjectFeature", type: "project_feature" },
] as const;

const planFlags = [
  { key: "planMortgageDetail", type: "mortgage_calculator_detail" },
  { key: "planPremiumProperties", type: "premium_properties" },
  { key: "planProjectAccess", type: "project_access" },
] as const;

/** The packages on offer (the target of the limit dialog's OK); the free one starts here. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const { lang, getActor } = context.get(requestContext);
  const actor = await getActor();
  const { packages: offered } = await listPackages(services.db, { actor, lang });
  // Every enabled method finishes on the gateway's own page (Stripe by Checkout): no gateway script loads here.
  const config = await getPaymentConfig(services.db);
  const methods = enabledMethods(config);
  const buyId = Number(new URL(request.url).searchParams.get("buy")) || null;
  const buying = actor && buyId ? offered.find((p) => p.id === buyId && p.price > 0) : undefined;
  const returnTo = returnTarget(new URL(request.url).searchParams.get("redirectTo"));
  return {
    choice: buying
      ? {
          packageId: buying.id,
          packageName: buying.name,
          price: buying.price,
          methods,
          charges: chargePreviews(config, buying.price),
        }
      : null,
    title: translate(lang, "subscriptionPlans"),
    signedIn: Boolean(actor),
    returnTo,
    loginTo: signInPath(subscriptionPlanPath(returnTo)),
    packages: offered.map((p) => {
      const feature = (type: PackageFeature) => p.features.find((f) => f.type === type);
      return {
        id: p.id,
        name: p.name,
        price: p.price,
        durationDays: p.duration,
        limits: planLimits
          .map(({ key, type }) => ({ key, value: feature(type)?.limit ?? null, unlimited: feature(type)?.unlimited ?? false }))
          .filter((l) => l.unlimited || l.value !== null),
        flags: planFlags.filter(({ type }) => feature(type)?.included).map(({ key }) => key),
        activeUntil: p.active_until,
      };
    }),
  };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return [{ title: titleWithSite(loaderData?.title, matches) }];
}

export async function action({ request, context }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  const actor = await requireUser(context, request);
  return formAction({ request, context }, async ({ input, lang }) => {
    if (input.intent === "buy") {
      const { package_id, method } = z
        .object({ package_id: idInput(), method: z.enum(paymentMethods, { error: "paymentMethodDisabled" }) })
        .parse(input);
      const packageId = package_id;
      // Any gateway's return page leads on to where the person was going.
      const next = rememberAfterPayment(returnTarget(input.redirectTo));
      switch (method) {
        case "bank_transfer": {
          const payment = await initiateBankTransfer(services, { actor, packageId });
          return redirect(`/user/bank-transfer/${payment.id}`, { headers: next });
        }
        case "vnpay": {
          const { ip } = context.get(requestContext);
          return redirect((await createVnpayCheckout(services, { actor, packageId, ip, lang })).paymentUrl, { headers: next });
        }
        case "stripe":
          return redirect((await createStripeCheckoutSession(services, { actor, packageId })).checkoutUrl, { headers: next });
        case "paypal":
          return redirect((await createPaypalOrder(services, { actor, packageId })).approveUrl, { headers: next });
        case "paystack":
          return redirect((await initializePaystackPayment(services, { actor, packageId })).authorizationUrl, { headers: next });
        case "flutterwave":
          return redirect((await createFlutterwavePayment(services, { actor, packageId })).link, { headers: next });
      }
    }
    const { package_id } = z.object({ package_id: idInput() }).parse(input);
    await assignPackage(services.db, { actor, packageId: package_id });
    const returnTo = returnTarget(input.redirectTo);
    if (returnTo) return redirect(returnTo);
    return { ok: true as const, message: translate(lang, "packageAssigned"), errors: {} as Record<string, string> };
  });
}

export default function SubscriptionPlan({ loaderData, actionData }: Route.ComponentProps) {
  const { t, lang } = useI18n();
  const money = useMoney();
  return (
    <main className="mx-auto max-w-5xl px-4 py-10">
      <h1 className="text-2xl font-bold">{t("subscriptionPlans")}</h1>
      <p className="mt-2 text-slate-700">{t("subscriptionPlansIntro")}</p>
      {loaderData.signedIn ? (
        <p className="mt-2">
          <Link to="/user/transaction-history" className="font-semibold text-brand-800 underline">
            {t("transactionHistory")}
          </Link>
        </p>
      ) : null}
      <div className="mt-4">
        <FormMessage tone={actionData?.ok ? "success" : "error"} message={actionData?.message} />
      </div>
      <ul className="mt-6 grid gap-4 md:grid-cols-3">
        {loaderData.packages.map((p) => (
          <li key={p.id} className="flex flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
            <h2 className="text-lg font-semibold">{p.name}</h2>
            <p className="mt-1 text-2xl font-bold text-brand-800">{p.price === 0 ? t("free") : money.amount(p.price)}</p>
            <p className="text-sm text-slate-600">{t("planDuration", { days: p.durationDays })}</p>
            <ul className="mt-3 flex-1 space-y-1 text-sm text-slate-800">
              {p.limits.map((l) => (
                <li key={l.key}>{l.unlimited ? t(`${l.key}Unlimited`) : t(l.key, { count: l.value ?? 0 })}</li>
              ))}
              {p.flags.map((f) => (
                <li key={f}>{t(f)}</li>
              ))}
            </ul>
            <div className="mt-4">
              {p.activeUntil ? (
                <p className="rounded-lg bg-emerald-50 px-3 py-2 text-sm text-emerald-800">
                  {t("planActiveUntil", { date: formatDate(p.activeUntil, lang) })}
                </p>
              ) : p.price > 0 && loaderData.signedIn ? (
                <Link
                  to={`?buy=${p.id}${loaderData.returnTo ? `&redirectTo=${encodeURIComponent(loaderData.returnTo)}` : ""}`}
                  preventScrollReset
                  className={buttonClass}
                  aria-label={`${t("buyPlan")}: ${p.name}`}
                >
                  {t("buyPlan")}
                </Link>
              ) : loaderData.signedIn ? (
                <Form method="post">
                  <input type="hidden" name="package_id" value={p.id} />
                  {loaderData.returnTo ? <input type="hidden" name="redirectTo" value={loaderData.returnTo} /> : null}
                  <button type="submit" className={buttonClass} aria-label={`${t("activatePlan")}: ${p.name}`}>
                    {t("activatePlan")}
                  </button>
                </Form>
              ) : (
                <Link to={loaderData.loginTo} className={buttonClass}>
                  {t("signIn")}
                </Link>
              )}
            </div>
          </li>
        ))}
      </ul>
      {loaderData.choice ? (
        <PaymentChoiceDialog
          choice={loaderData.choice}
          cancelTo={subscriptionPlanPath(loaderData.returnTo)}
          returnTo={loaderData.returnTo}
          error={actionData && !actionData.ok ? actionData.message : undefined}
        />
      ) : null}
    </main>
  );
}
