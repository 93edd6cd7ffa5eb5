import { isRouteErrorResponse, useRouteError } from "react-router";
import { Link } from "../../lib/i18n/link.tsx";
import { useI18n } from "../../lib/i18n/react.tsx";

/** A page's error state: not found, or something went wrong, with a way back. */
export function RouteError({ backTo, backLabel }: { backTo: string; backLabel: string }) {
  const error = useRouteError();
  const { t } = useI18n();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <main className="mx-auto max-w-3xl px-4 py-16 text-center">
      <h1 className="text-2xl font-bold">{t(notFound ? "pageNotFoundTitle" : "errorTitle")}</h1>
      <p className="mt-3 text-slate-700">{t(notFound ? "pageNotFoundText" : "errorText")}</p>
      <Link to={backTo} className="mt-6 inline-block rounded-lg bg-brand-700 px-4 py-2 font-medium text-white hover:bg-brand-800">
        {backLabel}
      </Link>
    </main>
  );
}

/** The list's empty state. */
export function EmptyState({ text, action }: { text: string; action?: { to: string; label: string } }) {
  return (
    <div className="rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center text-slate-700">
      <p>{text}</p>
      {action ? (
        <Link to={action.to} className="mt-3 inline-block font-medium text-brand-700 underline">
          {action.label}
        </Link>
      ) : null}
    </div>
  );
}
