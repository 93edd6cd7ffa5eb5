import { redirect } from "react-router";
import type { Route } from "./+types/google-done";
import { requestContext } from "../../lib/app-context.server.ts";
import { safeRedirect } from "../../lib/safe-redirect.ts";
import { translate, type LanguageCode } from "../../lib/i18n/index.ts";
import { googleErrorKey } from "../../modules/auth/sign-in-google.server.ts";
import { popupOpenerPolicy } from "../../lib/auth/google-provider.server.ts";

/** The message a popup posts to the page that opened it. */
export const googlePopupMessageType = "nhadat:google-sign-in";

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

// Posts the outcome to the opener (same origin only) and closes; with no opener left, a
// signed-in popup carries on to the target itself and a failed one shows its message.
const popupScript = `(function () {
  var result = JSON.parse(document.getElementById("google-result").textContent);
  var opener = window.opener;
  if (opener && !opener.closed) {
    try {
      opener.postMessage({ type: result.type, ok: result.ok, message: result.message }, window.location.origin);
      window.close();
      return;
    } catch (e) {}
  }
  if (result.ok) window.location.replace(result.redirectTo);
})();`;

function popupPage(lang: LanguageCode, nonce: string, result: { ok: boolean; message: string; redirectTo: string }): Response {
  const data = JSON.stringify({ type: googlePopupMessageType, ...result }).replace(/</g, "\\u003c");
  const link = result.ok ? result.redirectTo : `/login?${new URLSearchParams({ redirectTo: result.redirectTo })}`;
  const html = `<!doctype html>
<html lang="${lang}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">
<title>${escapeHtml(translate(lang, "googleSignInWindowTitle"))}</title></head>
<body style="font-family: system-ui, sans-serif; margin: 2rem; color: #0f172a">
<main><p role="${result.ok ? "status" : "alert"}">${escapeHtml(result.message)}</p>
<p><a href="${escapeHtml(link)}" style="color: #1d4ed8">${escapeHtml(translate(lang, result.ok ? "continue" : "backToSignIn"))}</a></p></main>
<script type="application/json" id="google-result">${data}</script>
<script nonce="${nonce}">${popupScript}</script>
</body>
</html>`;
  return new Response(html, {
    headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store", ...popupOpenerPolicy },
  });
}

/**
 * Where better-auth's callback sends the browser after Google (`?mode&redirectTo[&error]`).
 * Redirect mode: on to the page the user came from, or back to sign-in with the reason.
 * Popup mode: a small page that reports to the opener.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { lang, nonce } = context.get(requestContext);
  const url = new URL(request.url);
  const redirectTo = safeRedirect(url.searchParams.get("redirectTo"));
  const error = url.searchParams.get("error");
  if (url.searchParams.get("mode") !== "popup") {
    if (error) throw redirect(`/login?${new URLSearchParams({ redirectTo, googleError: error })}`);
    throw redirect(redirectTo);
  }
  const message = translate(lang, error ? googleErrorKey(error) : "googleSignInDone");
  return popupPage(lang, nonce, { ok: !error, message, redirectTo });
}
