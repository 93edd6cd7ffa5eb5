import { useMemo, useSyncExternalStore } from "react";
import { Link } from "../../lib/i18n/link.tsx";
import { showToast } from "../ui/toasts.tsx";
import { compareHref, comparePicks, readCompareIds, toggleCompareId } from "../../lib/properties/compare-store.ts";
import { useI18n } from "../../lib/i18n/react.tsx";
import { useHydrated } from "../../lib/use-hydrated.tsx";

const none: number[] = [];

/** The ids picked for comparison, kept in step across every toggle on the page (none on the server and in hydration). */
export function useCompareIds(): number[] {
  const raw = useSyncExternalStore(comparePicks.subscribe, comparePicks.snapshot, comparePicks.serverSnapshot);
  return useMemo(() => (raw === null ? none : readCompareIds({ getItem: () => raw })), [raw]);
}

/**
 * "Add to compare" for one listing (JavaScript only: the picks live in localStorage).
 * Once two are picked a toast links to the compare page.
 */
export function CompareToggle({ id, variant = "card" }: { id: number; variant?: "card" | "detail" }) {
  const { t } = useI18n();
  const hydrated = useHydrated();
  const ids = useCompareIds();
  if (!hydrated) return null;
  const picked = ids.includes(id);
  const onClick = () => {
    const { ids: next, result } = toggleCompareId(window.localStorage, id);
    if (result === "full") void showToast(t("compareFull"), { type: "error" });
    else if (result === "added" && next.length === 2)
      void showToast(t("compareCount", { count: 2 }), {
        type: "success",
        action: { label: t("compareTitle"), onClick: () => window.location.assign(compareHref(next)) },
      });
  };
  const base =
    variant === "card"
      ? "relative z-10 rounded-full border px-2.5 py-1 text-xs font-semibold shadow-sm"
      : "rounded-lg border px-3 py-2 text-sm font-semibold";
  return (
    <button
      type="button"
      onClick={onClick}
      aria-pressed={picked}
      className={`${base} ${picked ? "border-brand-700 bg-brand-700 text-white" : "border-slate-300 bg-white text-slate-800 hover:border-brand-600"}`}
    >
      {picked ? t("inCompare") : t("addToCompare")}
    </button>
  );
}

/** A floating link to the compare page while listings are picked; `raised` keeps it above a phone's contact bar. */
export function CompareBar({ raised = false }: { raised?: boolean }) {
  const { t } = useI18n();
  const ids = useCompareIds();
  if (ids.length === 0) return null;
  return (
    <div className={`fixed inset-x-0 z-40 flex justify-center px-4 ${raised ? "bottom-20 lg:bottom-4" : "bottom-4"}`}>
      <Link
        to={compareHref(ids)}
        className="rounded-full bg-brand-800 px-5 py-2.5 text-sm font-semibold text-white shadow-lg hover:bg-brand-700"
      >
        {t("compareCount", { count: ids.length })}
      </Link>
    </div>
  );
}
