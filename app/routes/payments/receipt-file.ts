import type { Route } from "./+types/receipt-file";
import { servicesContext } from "../../lib/app-context.server.ts";
import { attempt } from "../../lib/errors.ts";
import { getPayment } from "../../modules/payments/list-payments.server.ts";
import { requireUser } from "../../lib/guards.server.ts";

/** The uploaded bank-transfer receipt, for its payer and for staff only (never cached by shared caches). */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const actor = await requireUser(context, request);
  const transactionId = Number(params.id);
  if (!Number.isInteger(transactionId) || transactionId <= 0) return new Response("Not found", { status: 404 });
  const { value: found } = await attempt(getPayment(services.db, { actor, transactionId }), ["NOT_FOUND"]);
  if (!found) return new Response("Not found", { status: 404 });
  const { payment } = found;
  const object = payment.receiptFile ? await services.storage.get(payment.receiptFile) : null;
  if (!object) return new Response("Not found", { status: 404 });
  return new Response(object.body as Uint8Array<ArrayBuffer>, {
    headers: {
      "Content-Type": object.contentType,
      "Content-Disposition": `inline; filename="receipt-${payment.reference}.${payment.receiptFile!.split(".").pop()}"`,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
