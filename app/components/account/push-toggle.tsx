import { useEffect, useState } from "react";
import { useI18n } from "../../lib/i18n/react.tsx";

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url
    .replace(/-/g, "+")
    .replace(/_/g, "/")
    .padEnd(Math.ceil(base64url.length / 4) * 4, "=");
  const raw = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

/**
 * Subscribes this browser to web push (the service worker shows the pushes) and
 * registers the subscription as the device's fcm_id. Rendered only where push exists.
 */
export function PushToggle() {
  const { t } = useI18n();
  const [state, setState] = useState<"unsupported" | "off" | "on" | "denied" | "busy">("unsupported");
  useEffect(() => {
    if (!("serviceWorker" in navigator) || !("PushManager" in window)) return;
    navigator.serviceWorker.ready
      .then((reg) => reg.pushManager.getSubscription())
      .then(
        (sub) => setState(sub ? "on" : Notification.permission === "denied" ? "denied" : "off"),
        () => setState("off"),
      );
  }, []);
  if (state === "unsupported") return null;
  if (state === "denied") return <p className="text-sm text-slate-600">{t("pushDenied")}</p>;
  if (state === "on") return <p className="text-sm text-emerald-800">{t("pushEnabled")}</p>;
  async function enable() {
    setState("busy");
    try {
      const keyRes = await fetch("/api/get-vapid-public-key");
      const { data } = (await keyRes.json()) as { data: { vapid_public_key: string } };
      const reg = await navigator.serviceWorker.ready;
      const sub = await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(data.vapid_public_key) });
      await fetch("/api/register-fcm-id", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ fcm_id: sub.toJSON() }),
      });
      setState("on");
    } catch {
      setState(Notification.permission === "denied" ? "denied" : "off");
    }
  }
  return (
    <button
      type="button"
      onClick={enable}
      disabled={state === "busy"}
      className="rounded-lg border border-slate-300 px-3 py-2 text-sm font-medium hover:bg-slate-100"
    >
      {t("enablePush")}
    </button>
  );
}
