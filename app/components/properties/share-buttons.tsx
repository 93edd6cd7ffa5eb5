import { showToast } from "../ui/toasts.tsx";
import { useI18n } from "../../lib/i18n/react.tsx";
import { useHydrated } from "../../lib/use-hydrated.tsx";

/**
 * Sharing: the system share sheet (Web Share API) where the browser has one, else copying
 * the link. The Facebook link works without JavaScript.
 */
export function ShareButtons({ url, title }: { url: string; title: string }) {
  const { t } = useI18n();
  const hydrated = useHydrated();
  const onShare = async () => {
    if (typeof navigator.share === "function") {
      try {
        await navigator.share({ title, url });
        return;
      } catch (error) {
        if (error instanceof DOMException && error.name === "AbortError") return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      void showToast(t("linkCopied"), { type: "success" });
    } catch {
      window.prompt(t("copyLink"), url);
    }
  };
  const button = "rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-100";
  return (
    <div className="flex flex-wrap gap-2">
      {hydrated ? (
        <button type="button" onClick={() => void onShare()} className={button} data-testid="share-button">
          {t("share")}
        </button>
      ) : null}
      <a
        href={`https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`}
        target="_blank"
        rel="noopener noreferrer"
        className={button}
      >
        {t("shareOnFacebook")}
      </a>
    </div>
  );
}
