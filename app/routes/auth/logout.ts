import { redirect } from "react-router";
import type { Route } from "./+types/logout";
import { requestContext, servicesContext } from "../../lib/app-context.server.ts";
import { cookieHeaders } from "../../lib/cookie-headers.ts";
import { endpointOf, removePushSubscription } from "../../modules/notifications/push-subscriptions.server.ts";
import { endSession } from "../../modules/auth/session.server.ts";

/** Sign-out: removes this device's push subscription when given, ends the session, clears the cookie. */
export async function action({ request, context }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  const actor = await context.get(requestContext).getActor();
  const form = await request.formData().catch(() => new FormData());
  const fcmId = form.get("fcm_id");
  if (actor && typeof fcmId === "string" && fcmId)
    await removePushSubscription(services.db, actor, endpointOf(fcmId)).catch(() => undefined);
  const { setCookies } = await endSession(services, request.headers);
  return redirect("/", { headers: cookieHeaders(setCookies) });
}

export function loader() {
  return redirect("/");
}
