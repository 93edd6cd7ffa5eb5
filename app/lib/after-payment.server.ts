import { safeRedirect } from "./safe-redirect.ts";

const cookieName = "nd_after_payment";

/** Where the person was going before the plans page (a local path), if anywhere but the plans page itself. */
export function returnTarget(value: unknown): string | null {
  const target = safeRedirect(value, "");
  return target && !target.startsWith("/subscription-plan") ? target : null;
}

/**
 * Remembers for an hour where the payer was going before the plans page, so that the page a
 * gateway sends them back to can lead on there once the payment succeeds. SameSite=Lax: the
 * gateway's redirect back is a top-level GET, which carries it.
 */
export function rememberAfterPayment(returnTo: string | null): HeadersInit | undefined {
  if (!returnTo) return undefined;
  return { "Set-Cookie": `${cookieName}=${encodeURIComponent(returnTo)}; Path=/; Max-Age=3600; HttpOnly; SameSite=Lax` };
}

/** The remembered destination, checked again as a local path, or null. */
export function afterPaymentTarget(request: Request): string | null {
  const pair = request.headers
    .get("cookie")
    ?.split(/;\s*/)
    .find((part) => part.startsWith(`${cookieName}=`));
  if (!pair) return null;
  try {
    return returnTarget(decodeURIComponent(pair.slice(cookieName.length + 1)));
  } catch {
    return null;
  }
}
