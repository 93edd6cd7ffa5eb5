import type { Route } from "./+types/verification-file";
import { servicesContext } from "../lib/app-context.server.ts";
import { requireUser } from "../lib/guards.server.ts";
import { findVerificationFile } from "../modules/verification/review-verification.server.ts";

/** A private file of a verification request (agent papers, listing proof), for its sender and staff only; never cached by shared caches. */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const actor = await requireUser(context, request);
  const requestId = Number(params.id);
  const index = Number(params.index);
  if (!Number.isInteger(requestId) || requestId <= 0 || !Number.isInteger(index) || index < 0)
    return new Response("Not found", { status: 404 });
  const file = await findVerificationFile(services.db, { actor, requestId, index });
  const object = file ? await services.storage.get(file.key) : null;
  if (!file || !object) return new Response("Not found", { status: 404 });
  return new Response(object.body as Uint8Array<ArrayBuffer>, {
    headers: {
      "Content-Type": file.contentType,
      "Content-Disposition": `inline; filename="${encodeURIComponent(file.name)}"`,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
