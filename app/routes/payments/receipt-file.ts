import type { Route } from "./+types/receipt-file";
import { servicesContext } from "../../lib/app-context.server.ts";
import { isAppError } from "../../lib/errors.ts";
import { getPayment } from "../../modules/payments/list-payments.server.ts";
import { requireActor } from "../user/properties/+shared/gate.server.ts";

/** The uploaded bank-transfer receipt, for its payer and for staff only (never cached by shared caches). */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const actor = await requireActor(context, request);
  const transactionId = Number(params.id);
  if (!Number.isInteger(transactionId) || transactionId <= 0) return new Response("Not found", { status: 404 });
  try {
    const { payment } = await getPayment(services.db, { actor, transactionId });
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
  } catch (error) {
    if (isAppError(error) && error.code !== "NOT_FOUND") throw error;
    return new Response("Not found", { status: 404 });
  }
}
