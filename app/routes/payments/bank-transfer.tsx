import { redirect, useNavigation } from "react-router";
import { Form, Link } from "../../lib/i18n/link.tsx";
import { z } from "zod";
import type { Route } from "./+types/bank-transfer";
import { PaymentStatusBadge } from "../../components/payments/payment-status.tsx";
import { FormMessage, buttonClass, secondaryButtonClass } from "../../components/ui/field.tsx";
import { requestContext, servicesContext } from "../../lib/app-context.server.ts";
import { attempt } from "../../lib/errors.ts";
import { formAction } from "../../lib/form-errors.server.ts";
import { useMoney } from "../../components/shell/use-money.ts";
import { translate } from "../../lib/i18n/index.ts";
import { useI18n } from "../../lib/i18n/react.tsx";
import { packageName } from "../../modules/packages/list-packages.server.ts";
import { bankTransferInstructions } from "../../modules/payments/bank-transfer-instructions.server.ts";
import { failPayment } from "../../modules/payments/fail-payment.server.ts";
import { getPayment } from "../../modules/payments/list-payments.server.ts";
import { getPaymentConfig } from "../../modules/payments/payment-settings.server.ts";
import { uploadBankReceipt } from "../../modules/payments/upload-bank-receipt.server.ts";
import { requireUser } from "../../lib/guards.server.ts";
import { titleWithSite } from "../../lib/seo/page-title.ts";

async function ownTransfer(context: Route.LoaderArgs["context"], request: Request, id: string | undefined) {
  const services = context.get(servicesContext);
  const { lang } = context.get(requestContext);
  const actor = await requireUser(context, request);
  const transactionId = Number(id);
  const notFound = () => new Response(translate(lang, "notFound"), { status: 404 });
  if (!Number.isInteger(transactionId) || transactionId <= 0) throw notFound();
  // Staff see any transfer through the admin queue; this page is the payer's own.
  const { value: found } = await attempt(getPayment(services.db, { actor: { ...actor, role: "user" }, transactionId }), ["NOT_FOUND"]);
  if (!found || found.payment.method !== "bank_transfer") throw notFound();
  return { services, lang, actor, ...found };
}

/** The bank-transfer page: account, amount, note and VietQR code; the receipt upload and its state. */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  const { services, lang, payment, pkg } = await ownTransfer(context, request, params.id);
  const config = await getPaymentConfig(services.db);
  const instructions = bankTransferInstructions(config, payment, translate(lang, "vietQrLabel"));
  return {
    title: translate(lang, "bankTransferTitle"),
    id: payment.id,
    packageName: packageName(pkg, lang),
    status: payment.status,
    bankStatus: payment.bankStatus,
    rejectReason: payment.rejectReason,
    hasReceipt: Boolean(payment.receiptFile),
    isOpen: payment.status === "processing" && payment.bankStatus !== "pending_verification",
    canReplace: payment.status === "processing" && payment.bankStatus === "pending_verification",
    instructions,
  };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return [{ title: titleWithSite(loaderData?.title, matches) }, { name: "robots", content: "noindex" }];
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const { services, actor, payment } = await ownTransfer(context, request, params.id);
  return formAction({ request, context }, async ({ input, lang }) => {
    if (input.intent === "cancel") {
      await failPayment(services.db, { actor, transactionId: payment.id });
      return redirect("/user/transaction-history");
    }
    const { file } = z.object({ file: z.instanceof(File, { error: "fileRequired" }) }).parse(input);
    await uploadBankReceipt(services, { actor, transactionId: payment.id, file });
    return { ok: true as const, message: translate(lang, "receiptUploaded"), errors: {} as Record<string, string> };
  });
}

export default function BankTransfer({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useI18n();
  const money = useMoney();
  const busy = useNavigation().state === "submitting";
  const d = loaderData.instructions;
  const rows: [string, string][] = [
    [t("bankName"), d.bank_name],
    [t("accountNumber"), d.account_number],
    [t("accountName"), d.account_name],
    [t("amount"), money.amount(d.amount)],
    [t("transferNote"), d.transfer_note],
  ];
  const fileError = actionData && !actionData.ok ? actionData.errors.file : undefined;
  return (
    <main className="mx-auto max-w-4xl px-4 py-8">
      <p className="text-sm">
        <Link to="/user/transaction-history" className="underline">
          {t("transactionHistory")}
        </Link>
      </p>
      <h1 className="mt-2 text-2xl font-bold">{t("bankTransferTitle")}</h1>
      <p className="mt-1 text-slate-700">
        {loaderData.packageName} · <PaymentStatusBadge status={loaderData.status} bankStatus={loaderData.bankStatus} />
      </p>
      <div className="mt-4">
        <FormMessage tone={actionData?.ok ? "success" : "error"} message={actionData?.message} />
      </div>
      {loaderData.bankStatus === "rejected" && loaderData.rejectReason ? (
        <p role="alert" className="mt-4 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
          {t("receiptRejectedReason", { reason: loaderData.rejectReason })}
        </p>
      ) : null}
      <div className="mt-6 grid gap-6 md:grid-cols-[16rem_1fr]">
        <figure className="mx-auto w-64 max-w-full">
          {/* The SVG is drawn on the server from the VietQR payload; it holds no user text. */}
          <div className="rounded-lg border border-slate-200 bg-white p-2" dangerouslySetInnerHTML={{ __html: d.vietqr_svg }} />
          <figcaption className="mt-2 text-center text-sm text-slate-700">{t("scanVietQr")}</figcaption>
        </figure>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 self-start text-sm">
          {rows.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="font-medium text-slate-700">{label}</dt>
              <dd className="font-semibold break-all text-slate-900">{value}</dd>
            </div>
          ))}
        </dl>
      </div>
      <p className="mt-4 text-sm text-slate-700">{t("bankTransferHelp")}</p>

      {loaderData.isOpen || loaderData.canReplace ? (
        <section aria-labelledby="receipt-heading" className="mt-8 rounded-xl border border-slate-200 bg-white p-5">
          <h2 id="receipt-heading" className="text-lg font-semibold">
            {loaderData.canReplace ? t("replaceReceipt") : t("uploadReceipt")}
          </h2>
          <Form method="post" encType="multipart/form-data" className="mt-3 flex flex-col gap-3 sm:flex-row sm:items-end">
            <div className="min-w-0 flex-1">
              <label htmlFor="receipt-file" className="block text-sm font-medium">
                {t("receiptFile")}
              </label>
              <input
                id="receipt-file"
                name="file"
                type="file"
                required
                accept="image/jpeg,image/png,application/pdf"
                aria-invalid={fileError ? true : undefined}
                aria-describedby={fileError ? "receipt-file-error receipt-file-hint" : "receipt-file-hint"}
                className="mt-1 block w-full text-sm"
              />
              <p id="receipt-file-hint" className="mt-1 text-xs text-slate-600">
                {t("receiptFileHint")}
              </p>
              {fileError ? (
                <p id="receipt-file-error" className="mt-1 text-sm text-red-700">
                  {fileError}
                </p>
              ) : null}
            </div>
            <button type="submit" className={buttonClass} disabled={busy}>
              {t("upload")}
            </button>
          </Form>
          {loaderData.isOpen ? (
            <Form method="post" className="mt-4">
              <input type="hidden" name="intent" value="cancel" />
              <button type="submit" className={secondaryButtonClass} disabled={busy}>
                {t("cancelPayment")}
              </button>
            </Form>
          ) : null}
        </section>
      ) : null}
    </main>
  );
}
