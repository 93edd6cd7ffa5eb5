import { useI18n } from "../../lib/i18n/react.tsx";

/** The loading spinner (docs/product.md, "Who uses it"), announced to screen readers. */
export function Spinner({ label }: { label?: string }) {
  const { t } = useI18n();
  return (
    <div role="status" className="flex items-center justify-center py-16">
      <span className="size-10 animate-spin rounded-full border-4 border-brand-100 border-t-brand-700" aria-hidden="true" />
      <span className="sr-only">{label ?? t("loading")}</span>
    </div>
  );
}
