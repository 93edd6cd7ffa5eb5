import { useEffect, useRef, useState, type MouseEvent } from "react";
import { secondaryButtonClass } from "../ui/field.tsx";
import { useI18n } from "../../lib/i18n/react.tsx";
import { useHydrated } from "../../lib/use-hydrated.tsx";

/** The message the popup's last page posts (app/routes/auth/google-done.ts). */
const popupMessageType = "nhadat:google-sign-in";

function GoogleMark() {
  return (
    <svg aria-hidden="true" focusable="false" viewBox="0 0 48 48" className="h-5 w-5">
      <path
        fill="#EA4335"
        d="M24 9.5c3.5 0 6.6 1.2 9 3.6l6.7-6.7C35.6 2.4 30.2 0 24 0 14.6 0 6.6 5.4 2.6 13.3l7.8 6c1.9-5.6 7.2-9.8 13.6-9.8z"
      />
      <path fill="#4285F4" d="M46.1 24.5c0-1.6-.1-3.1-.4-4.5H24v9h12.4c-.5 2.9-2.2 5.3-4.6 6.9l7.5 5.8c4.4-4 6.8-10 6.8-17.2z" />
      <path fill="#FBBC05" d="M10.4 28.7A14.6 14.6 0 0 1 9.5 24c0-1.6.3-3.2.9-4.7l-7.8-6A24 24 0 0 0 0 24c0 3.9.9 7.5 2.6 10.7l7.8-6z" />
      <path
        fill="#34A853"
        d="M24 48c6.5 0 11.9-2.1 15.9-5.8l-7.5-5.8c-2.1 1.4-4.9 2.3-8.4 2.3-6.4 0-11.7-4.2-13.6-9.9l-7.8 6C6.6 42.6 14.6 48 24 48z"
      />
    </svg>
  );
}

/**
 * "Sign in with Google": a plain link to the redirect flow; with JavaScript it opens the same
 * flow in a popup and reloads into the signed-in state when the popup reports success.
 */
export function GoogleSignInButton({ redirectTo }: { redirectTo: string }) {
  const { t } = useI18n();
  const [problem, setProblem] = useState<string | null>(null);
  const stop = useRef<(() => void) | null>(null);
  const hydrated = useHydrated();
  useEffect(() => () => stop.current?.(), []);
  const href = `/auth/google?${new URLSearchParams({ redirectTo })}`;

  function openPopup(event: MouseEvent<HTMLAnchorElement>) {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    stop.current?.();
    setProblem(null);
    const width = 500;
    const height = 640;
    const left = Math.max(0, window.screenX + (window.outerWidth - width) / 2);
    const top = Math.max(0, window.screenY + (window.outerHeight - height) / 2);
    const popup = window.open(
      `${href}&mode=popup`,
      "nhadat-google-sign-in",
      `popup,width=${width},height=${height},left=${left},top=${top}`,
    );
    if (!popup) {
      // Blocked: say so, then carry on with the redirect flow in this window.
      setProblem(t("authPopupBlocked"));
      const timer = window.setTimeout(() => window.location.assign(href), 1500);
      stop.current = () => window.clearTimeout(timer);
      return;
    }
    let settled = false;
    const onMessage = (message: MessageEvent) => {
      if (message.origin !== window.location.origin || message.source !== popup) return;
      const data = message.data as { type?: string; ok?: boolean; message?: string } | null;
      if (data?.type !== popupMessageType) return;
      settled = true;
      cleanup();
      if (data.ok) window.location.assign(redirectTo);
      else setProblem(data.message ?? t("googleSignInFailed"));
    };
    const poll = window.setInterval(() => {
      if (!popup.closed || settled) return;
      cleanup();
      // A message posted just before closing arrives first; wait one beat for it.
      window.setTimeout(() => {
        if (!settled) setProblem(t("authPopupClosedByUser"));
      }, 300);
    }, 400);
    function cleanup() {
      window.removeEventListener("message", onMessage);
      window.clearInterval(poll);
      stop.current = null;
    }
    window.addEventListener("message", onMessage);
    stop.current = cleanup;
  }

  return (
    <div>
      <a
        href={href}
        onClick={openPopup}
        data-popup={hydrated ? "ready" : undefined}
        className={`${secondaryButtonClass} w-full gap-3 bg-white`}
      >
        <GoogleMark />
        {t("signInWithGoogle")}
      </a>
      <div role="alert" className="mt-3 empty:hidden">
        {problem ? (
          <p className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
            {problem}{" "}
            <a href={href} className="font-medium underline">
              {t("googleContinueHere")}
            </a>
          </p>
        ) : null}
      </div>
    </div>
  );
}
