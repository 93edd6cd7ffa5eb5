import { useNavigation } from "react-router";
import type { ReactNode } from "react";
import type { Route } from "./+types/payment-settings";
import { Field, FormMessage, buttonClass } from "../../components/ui/field.tsx";
import { requestContext, servicesContext } from "../../lib/app-context.server.ts";
import { formAction } from "../../lib/form-errors.server.ts";
import { requireStaff } from "../../lib/guards.server.ts";
import { Form, Link } from "../../lib/i18n/link.tsx";
import { translate } from "../../lib/i18n/index.ts";
import { useI18n } from "../../lib/i18n/react.tsx";
import { titleWithSite } from "../../lib/seo/page-title.ts";
import { readPaymentSettingsForm } from "../../modules/payments/payment-settings-schema.ts";
import { gatewayModes } from "../../modules/payments/gateway-hosts.ts";
import { getStaffPaymentSettings, updatePaymentSettings } from "../../modules/payments/staff-payment-settings.server.ts";
import { vietnamBanks } from "../../modules/payments/vietnam-banks.ts";
import { gatewayCurrencies, type ConvertingGateway } from "../../modules/payments/gateway-currency.ts";

/** Admin: which payment methods are offered, the account bank transfers go to, the gateways' keys. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const { lang } = context.get(requestContext);
  await requireStaff(context, request);
  return {
    title: translate(lang, "adminPaymentSettings"),
    settings: await getStaffPaymentSettings(services.db),
    banks: vietnamBanks,
    webhookBase: `${services.env.baseUrl}/api/payments`,
  };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return [{ title: titleWithSite(loaderData?.title, matches) }, { name: "robots", content: "noindex" }];
}

export async function action({ request, context }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  const actor = await requireStaff(context, request);
  return formAction({ request, context }, async ({ input, lang }) => {
    await updatePaymentSettings(services.db, { actor, values: readPaymentSettingsForm(input) });
    return { ok: true as const, message: translate(lang, "paymentSettingsSaved"), savedAt: Date.now() };
  });
}

const selectClass = "mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2";

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <fieldset className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm" aria-labelledby={`${id}-legend`}>
      <legend id={`${id}-legend`} className="px-1 font-semibold">
        {title}
      </legend>
      <div className="mt-2 grid gap-4 sm:grid-cols-2">{children}</div>
    </fieldset>
  );
}

export default function AdminPaymentSettings({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useI18n();
  const busy = useNavigation().state === "submitting";
  const s = loaderData.settings;
  const failed = actionData && !actionData.ok ? actionData : null;
  // After a failed save the form shows what was typed (secrets are never sent back); otherwise what is stored.
  const value = (name: string, stored: string): string => (failed ? (failed.values[name] ?? "") : stored);
  const checked = (name: string, stored: boolean): boolean => (failed ? Boolean(failed.values[name]) : stored);
  const error = (name: string): string | undefined => failed?.errors[name];
  const secretHint = (secret: { is_set: boolean; masked: string }) =>
    secret.is_set ? t("secretStored", { masked: secret.masked }) : t("secretNotStored");
  const toggle = (name: string, stored: boolean) => (
    <div className="flex items-center gap-2 sm:col-span-2">
      <input id={name} name={name} type="checkbox" value="1" defaultChecked={checked(name, stored)} className="h-5 w-5" />
      <label htmlFor={name} className="text-sm font-medium text-slate-800">
        {t("paymentMethodOn")}
      </label>
    </div>
  );

  const secretField = (name: keyof typeof s, label: string) => (
    <Field
      label={t(label)}
      name={name}
      type="password"
      autoComplete="new-password"
      hint={secretHint(s[name] as { is_set: boolean; masked: string })}
      error={error(name)}
    />
  );
  const textField = (name: keyof typeof s, label: string) => (
    <Field label={t(label)} name={name} defaultValue={value(name, String(s[name] ?? ""))} error={error(name)} />
  );
  // Sandbox or live: the gateway's own host for each (the host itself is not a setting).
  const modeField = (name: "vnpay_mode" | "paypal_mode", stored: string) => (
    <div>
      <label htmlFor={name} className="block text-sm font-medium text-slate-800">
        {t("gatewayMode")}
      </label>
      <select id={name} name={name} defaultValue={value(name, stored)} className={selectClass}>
        {gatewayModes.map((mode) => (
          <option key={mode} value={mode}>
            {t(mode === "live" ? "gatewayModeLive" : "gatewayModeSandbox")}
          </option>
        ))}
      </select>
    </div>
  );
  // A gateway that cannot charge VND: the currency it charges and the rate, with where its webhook goes.
  const chargeFields = (gateway: ConvertingGateway) => {
    const currency = `${gateway}_currency` as const;
    const rate = `${gateway}_rate_vnd` as const;
    return (
      <>
        <p className="text-sm text-slate-700 sm:col-span-2">{t("gatewayChargeHint")}</p>
        <div>
          <label htmlFor={currency} className="block text-sm font-medium text-slate-800">
            {t("gatewayCurrency")}
          </label>
          <select
            id={currency}
            name={currency}
            defaultValue={value(currency, s[currency])}
            className={selectClass}
            aria-invalid={error(currency) ? true : undefined}
            aria-describedby={error(currency) ? `${currency}-error` : undefined}
          >
            {Object.keys(gatewayCurrencies[gateway]).map((code) => (
              <option key={code} value={code}>
                {code}
              </option>
            ))}
          </select>
          {error(currency) ? (
            <p id={`${currency}-error`} className="mt-1 text-sm text-red-700">
              {error(currency)}
            </p>
          ) : null}
        </div>
        <Field
          label={t("exchangeRateVnd")}
          name={rate}
          inputMode="numeric"
          defaultValue={value(rate, s[rate] === null ? "" : String(s[rate]))}
          error={error(rate)}
        />
        <p className="text-sm break-all text-slate-700 sm:col-span-2">
          {t("gatewayWebhookAt", { url: `${loaderData.webhookBase}/${gateway}-webhook` })}
        </p>
      </>
    );
  };

  return (
    <main className="pb-10">
      <h1 className="text-2xl font-bold">{t("adminPaymentSettings")}</h1>
      <p className="mt-2 text-sm text-slate-700">
        {s.enabled_methods.length > 0
          ? t("paymentMethodsOffered", { methods: s.enabled_methods.map((m) => t(`paymentMethod_${m}`)).join(", ") })
          : t("paymentMethodsNone")}{" "}
        ·{" "}
        <Link to="/admin/transactions" className="underline">
          {t("adminTransactions")}
        </Link>
      </p>
      <div className="mt-3">
        <FormMessage tone={actionData?.ok ? "success" : "error"} message={actionData?.message} />
      </div>
      <Form
        method="post"
        key={failed ? "failed" : `stored-${actionData?.ok ? actionData.savedAt : 0}`}
        className="mt-4 max-w-3xl space-y-6"
        noValidate
        autoComplete="off"
      >
        <Section id="bank" title={`${t("paymentMethod_bank_transfer")}: ${t("bankTransferAccount")}`}>
          {toggle("bank_transfer_status", s.bank_transfer_status)}
          <div>
            <label htmlFor="bank_bin" className="block text-sm font-medium text-slate-800">
              {t("bankName")}
            </label>
            <select
              id="bank_bin"
              name="bank_bin"
              defaultValue={value("bank_bin", s.bank_bin)}
              className={selectClass}
              aria-invalid={error("bank_bin") ? true : undefined}
              aria-describedby={error("bank_bin") ? "bank_bin-error" : undefined}
            >
              <option value="">{t("chooseBank")}</option>
              {loaderData.banks.map((bank) => (
                <option key={bank.bin} value={bank.bin}>
                  {bank.name} ({bank.bin})
                </option>
              ))}
            </select>
            {error("bank_bin") ? (
              <p id="bank_bin-error" className="mt-1 text-sm text-red-700">
                {error("bank_bin")}
              </p>
            ) : null}
          </div>
          <Field
            label={t("accountNumber")}
            name="account_number"
            inputMode="numeric"
            defaultValue={value("account_number", s.account_number)}
            error={error("account_number")}
          />
          <Field
            label={t("accountName")}
            name="account_name"
            defaultValue={value("account_name", s.account_name)}
            error={error("account_name")}
            className="sm:col-span-2"
          />
        </Section>

        <Section id="vnpay" title={t("paymentMethod_vnpay")}>
          {toggle("vnpay_status", s.vnpay_status)}
          <Field
            label={t("vnpayTmnCode")}
            name="vnpay_tmn_code"
            defaultValue={value("vnpay_tmn_code", s.vnpay_tmn_code)}
            error={error("vnpay_tmn_code")}
          />
          <Field
            label={t("vnpayHashSecret")}
            name="vnpay_hash_secret"
            type="password"
            autoComplete="new-password"
            hint={secretHint(s.vnpay_hash_secret)}
            error={error("vnpay_hash_secret")}
          />
          {modeField("vnpay_mode", s.vnpay_mode)}
        </Section>

        <Section id="stripe" title={t("paymentMethod_stripe")}>
          {toggle("stripe_status", s.stripe_status)}
          <Field
            label={t("stripePublishableKey")}
            name="stripe_publishable_key"
            defaultValue={value("stripe_publishable_key", s.stripe_publishable_key)}
            error={error("stripe_publishable_key")}
            className="sm:col-span-2"
          />
          <Field
            label={t("stripeSecretKey")}
            name="stripe_secret_key"
            type="password"
            autoComplete="new-password"
            hint={secretHint(s.stripe_secret_key)}
            error={error("stripe_secret_key")}
          />
          <Field
            label={t("stripeWebhookSecret")}
            name="stripe_webhook_secret"
            type="password"
            autoComplete="new-password"
            hint={secretHint(s.stripe_webhook_secret)}
            error={error("stripe_webhook_secret")}
          />
        </Section>

        <Section id="paypal" title={t("paymentMethod_paypal")}>
          {toggle("paypal_status", s.paypal_status)}
          {textField("paypal_client_id", "paypalClientId")}
          {secretField("paypal_client_secret", "paypalClientSecret")}
          {textField("paypal_webhook_id", "paypalWebhookId")}
          {modeField("paypal_mode", s.paypal_mode)}
          {chargeFields("paypal")}
        </Section>

        <Section id="paystack" title={t("paymentMethod_paystack")}>
          {toggle("paystack_status", s.paystack_status)}
          {textField("paystack_public_key", "paystackPublicKey")}
          {secretField("paystack_secret_key", "paystackSecretKey")}
          {chargeFields("paystack")}
        </Section>

        <Section id="flutterwave" title={t("paymentMethod_flutterwave")}>
          {toggle("flutterwave_status", s.flutterwave_status)}
          {secretField("flutterwave_secret_key", "flutterwaveSecretKey")}
          {secretField("flutterwave_secret_hash", "flutterwaveSecretHash")}
          {chargeFields("flutterwave")}
        </Section>

        <button type="submit" disabled={busy} className={buttonClass}>
          {t("saveSettings")}
        </button>
      </Form>
    </main>
  );
}
