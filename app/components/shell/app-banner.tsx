import { useEffect, useState } from "react";
import { useI18n } from "../../lib/i18n/react.tsx";

const storageKey = "app-banner-dismissed";

/** The dismissible bottom banner about chat and notifications, shown when an app-store id is set. */
export function AppBanner({ appstoreId }: { appstoreId: string }) {
  const { t } = useI18n();
  const [visible, setVisible] = useState(false);
  // The dismissal lives in the browser's storage, so the banner appears only after hydration.
  useEffect(() => {
    // oxlint-disable-next-line react/set-state-in-effect
    setVisible(Boolean(appstoreId) && window.localStorage.getItem(storageKey) !== appstoreId);
  }, [appstoreId]);
  if (!visible) return null;
  const href = /^\d+$/.test(appstoreId) ? `https://apps.apple.com/app/id${appstoreId}` : `https://apps.apple.com/app/${appstoreId}`;
  return (
    <aside
      aria-label={t("appBannerCta")}
      className="fixed inset-x-0 bottom-0 z-[99999] border-t border-slate-200 bg-white/95 shadow-lg backdrop-blur"
      data-testid="app-banner"
    >
      <div className="mx-auto flex max-w-6xl items-center gap-3 px-4 py-3">
        <p className="flex-1 text-sm text-slate-700">{t("appBannerText")}</p>
        <a
          href={href}
          className="rounded-lg bg-brand-700 px-3 py-2 text-sm font-semibold text-white hover:bg-brand-800"
          rel="noopener"
          target="_blank"
        >
          {t("appBannerCta")}
        </a>
        <button
          type="button"
          onClick={() => {
            window.localStorage.setItem(storageKey, appstoreId);
            setVisible(false);
          }}
          className="rounded-lg p-2 text-slate-600 hover:bg-slate-100"
          aria-label={t("dismiss")}
        >
          <svg viewBox="0 0 20 20" className="size-5" aria-hidden="true" fill="currentColor">
            <path d="M5.3 5.3a1 1 0 0 1 1.4 0L10 8.6l3.3-3.3a1 1 0 1 1 1.4 1.4L11.4 10l3.3 3.3a1 1 0 0 1-1.4 1.4L10 11.4l-3.3 3.3a1 1 0 0 1-1.4-1.4L8.6 10 5.3 6.7a1 1 0 0 1 0-1.4Z" />
          </svg>
        </button>
      </div>
    </aside>
  );
}
