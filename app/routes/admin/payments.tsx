import { useNavigation } from "react-router";
import { Link } from "../../lib/i18n/link.tsx";
import { z } from "zod";
import type { Route } from "./+types/payments";
import { PaymentStatusBadge } from "../../components/payments/payment-status.tsx";
import { DecisionForm } from "../../components/admin/decision-form.tsx";
import { FilterInput, FilterSelect, StaffFilters } from "../../components/admin/staff-filters.tsx";
import { FormMessage } from "../../components/ui/field.tsx";
import { requestContext, servicesContext } from "../../lib/app-context.server.ts";
import { formAction } from "../../lib/form-errors.server.ts";
import { requireStaff } from "../../lib/guards.server.ts";
import { useMoney } from "../../components/shell/use-money.ts";
import { translate } from "../../lib/i18n/index.ts";
import { useI18n } from "../../lib/i18n/react.tsx";
import { idInput } from "../../lib/input-schemas.ts";
import { decideBankTransfer } from "../../modules/payments/decide-bank-transfer.server.ts";
import { listPaymentsForStaff } from "../../modules/payments/list-payments.server.ts";
import { paymentTypes } from "../../modules/payments/payment-view.ts";
import { titleWithSite } from "../../lib/seo/page-title.ts";

/** Staff: the bank-transfer receipts awaiting verification (default), or every payment, searchable. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const { lang } = context.get(requestContext);
  await requireStaff(context, request);
  const params = new URL(request.url).searchParams;
  const view = params.get("view") === "all" ? "all" : "queue";
  const type = z
    .enum(paymentTypes)
    .optional()
    .catch(undefined)
    .parse(params.get("payment_type") || undefined);
  const search = params.get("search")?.trim() || undefined;
  const { rows, total } = await listPaymentsForStaff(services.db, {
    offset: 0,
    limit: 50,
    queue: view === "queue",
    paymentType: type,
    search,
    lang,
  });
  return { title: translate(lang, "adminPayments"), view, type: type ?? "", search: search ?? "", rows, total };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return [{ title: titleWithSite(loaderData?.title, matches) }, { name: "robots", content: "noindex" }];
}

export async function action({ request, context }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  const actor = await requireStaff(context, request);
  return formAction({ request, context }, async ({ input: form, lang }) => {
    const input = z.object({ id: idInput(), decision: z.enum(["approve", "reject"]), reason: z.string().optional() }).parse(form);
    await decideBankTransfer(services, { actor, transactionId: input.id, decision: input.decision, reason: input.reason });
    return {
      ok: true as const,
      message: translate(lang, input.decision === "approve" ? "bankTransferApproved" : "bankTransferRejected"),
      errors: {} as Record<string, string>,
    };
  });
}

export default function AdminPayments({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useI18n();
  const money = useMoney();
  const busy = useNavigation().state === "submitting";
  return (
    <main className="pb-10">
      <p className="text-sm">
        <Link to="/admin" className="underline">
          {t("adminArea")}
        </Link>
      </p>
      <h1 className="text-2xl font-bold">{t("adminPayments")}</h1>
      <p className="mt-1 text-sm">
        <Link to="/admin/transactions" className="underline">
          {t("adminTransactions")}
        </Link>
      </p>
      <StaffFilters>
        <FilterSelect id="view" name="view" label={t("paymentsView")} defaultValue={loaderData.view}>
          <option value="queue">{t("receiptsQueue")}</option>
          <option value="all">{t("allPayments")}</option>
        </FilterSelect>
        <FilterSelect id="payment_type" name="payment_type" label={t("paymentTypeFilter")} defaultValue={loaderData.type}>
          <option value="">{t("allPayments")}</option>
          <option value="online">{t("paymentType_online")}</option>
          <option value="bank_transfer">{t("paymentType_bank_transfer")}</option>
        </FilterSelect>
        <FilterInput id="payments-search" name="search" label={t("search")} defaultValue={loaderData.search} />
      </StaffFilters>
      <div className="mt-3">
        <FormMessage tone={actionData?.ok ? "success" : "error"} message={actionData?.message} />
      </div>
      <h2 className="mt-6 text-lg font-semibold">
        {loaderData.view === "queue" ? t("receiptsQueue") : t("allPayments")} ({loaderData.total})
      </h2>
      {loaderData.rows.length === 0 ? <p className="mt-2 text-slate-700">{t("queueEmpty")}</p> : null}
      <ul className="mt-3 space-y-3">
        {loaderData.rows.map((row) => (
          <li key={row.id} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
            <article aria-labelledby={`payment-${row.id}`}>
              <h3 id={`payment-${row.id}`} className="font-semibold break-words">
                {row.reference} · {row.package_name} · {money.amount(row.amount)}
              </h3>
              <p className="text-sm break-words text-slate-600">
                {row.user_name} · {row.user_email} · {t(`paymentMethod_${row.payment_gateway}`)} ·{" "}
                <PaymentStatusBadge status={row.payment_status} bankStatus={row.bank_transfer_status} />
              </p>
              {row.has_receipt_file ? (
                <a
                  href={`/user/payments/${row.id}/receipt-file`}
                  target="_blank"
                  rel="noreferrer"
                  className="text-sm underline"
                  aria-label={`${t("openReceiptFile")}: ${row.reference}`}
                >
                  {t("openReceiptFile")}
                </a>
              ) : null}
              {row.bank_transfer_status === "pending_verification" && row.payment_status === "processing" ? (
                <DecisionForm id={row.id} subject={row.reference} fields={{ id: row.id }} busy={busy} />
              ) : null}
            </article>
          </li>
        ))}
      </ul>
    </main>
  );
}
