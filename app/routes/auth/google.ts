import { redirect } from "react-router";
import type { Route } from "./+types/google";
import { requestContext, servicesContext } from "../../lib/app-context.server.ts";
import { clientIpHeader } from "../../lib/auth.server.ts";
import { googleDonePath, popupOpenerPolicy } from "../../lib/auth/google-provider.server.ts";
import { attempt } from "../../lib/errors.ts";
import { cookieHeaders } from "../../lib/cookie-headers.ts";
import { safeRedirect } from "../../lib/safe-redirect.ts";
import { isGoogleSignInEnabled, startGoogleSignIn } from "../../modules/auth/sign-in-google.server.ts";

/**
 * `/auth/google?redirectTo=/x[&mode=popup]`: a plain link (no JavaScript needed) that starts
 * Google sign-in and sends the browser to Google's authorization endpoint.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const { ip } = context.get(requestContext);
  const url = new URL(request.url);
  const redirectTo = safeRedirect(url.searchParams.get("redirectTo"));
  const mode = url.searchParams.get("mode") === "popup" ? "popup" : "redirect";
  if (!isGoogleSignInEnabled(services)) throw redirect(`/login?${new URLSearchParams({ redirectTo })}`);
  const headers = new Headers({ [clientIpHeader]: ip, "user-agent": request.headers.get("user-agent") ?? "" });
  const started = await attempt(startGoogleSignIn(services, { redirectTo, mode, headers, donePath: googleDonePath }));
  if (started.error) {
    services.logger.warn({ err: started.error.cause ?? started.error }, "Google sign-in could not start");
    return redirect(`${googleDonePath}?${new URLSearchParams({ mode, redirectTo, error: "google_unavailable" })}`);
  }
  const response = cookieHeaders(started.value.setCookies);
  for (const [name, value] of Object.entries(popupOpenerPolicy)) response.set(name, value);
  response.set("Cache-Control", "no-store");
  return redirect(started.value.url, { headers: response });
}
