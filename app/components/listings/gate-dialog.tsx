import { useEffect, useRef } from "react";
import { Link } from "../../lib/i18n/link.tsx";
import { useI18n } from "../../lib/i18n/react.tsx";
import { subscriptionPlanPath, useHere } from "../../lib/return-to.ts";

/** Why a listing action cannot go on: a package or limit is missing, or the owner is not verified. */
export interface Gate {
  tone: "warning" | "error";
  /** Dictionary keys. */
  title: string;
  message: string;
  /** Where OK leads. */
  okTo: string;
}

/**
 * The limit-check and verification dialog (docs/product.md, "Packages" and "States"). It is rendered open, so it
 * shows without JavaScript; with JavaScript it becomes modal (focus kept inside, Escape
 * closes it) and closing it follows OK's link as well.
 */
export function GateDialog({ gate, cancelTo }: { gate: Gate; cancelTo: string }) {
  const { t } = useI18n();
  const here = useHere();
  // The plans page brings the owner back to the form that asked for a package.
  const okTo = gate.okTo === subscriptionPlanPath() ? subscriptionPlanPath(here) : gate.okTo;
  const ref = useRef<HTMLDialogElement>(null);
  const ok = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || typeof dialog.showModal !== "function") return;
    dialog.close();
    dialog.showModal();
    ok.current?.focus();
  }, []);
  const warning = gate.tone === "warning";
  return (
    <dialog
      ref={ref}
      open
      role={warning ? "dialog" : "alertdialog"}
      aria-labelledby="gate-title"
      aria-describedby="gate-message"
      className="fixed inset-0 z-[60] m-auto w-[min(28rem,calc(100%-2rem))] rounded-xl border border-slate-200 bg-white p-6 text-slate-900 shadow-xl backdrop:bg-slate-900/50"
    >
      <h2 id="gate-title" className={`text-lg font-bold ${warning ? "text-amber-800" : "text-red-800"}`}>
        {t(gate.title)}
      </h2>
      <p id="gate-message" className="mt-2 text-sm text-slate-700">
        {t(gate.message)}
      </p>
      <div className="mt-5 flex flex-wrap justify-end gap-2">
        <Link to={cancelTo} className="rounded-lg border border-slate-300 px-4 py-2 font-medium text-slate-800 hover:bg-slate-100">
          {t("cancel")}
        </Link>
        <Link ref={ok} to={okTo} className="rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800">
          {t("ok")}
        </Link>
      </div>
    </dialog>
  );
}
