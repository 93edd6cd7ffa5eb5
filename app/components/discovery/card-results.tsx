import type { ReactNode } from "react";
import { useI18n } from "../../lib/i18n/react.tsx";
import { PendingRegion } from "./pending-region.tsx";
import { EmptyState } from "./route-error.tsx";

/** A discovery list's results: dimmed while the next page loads, a grid of cards, or its empty state. */
export function CardResults<T extends { id: number }>({
  items,
  empty,
  renderCard,
  spacing = "mt-4",
}: {
  items: T[];
  empty: { text: string; action?: { to: string; label: string } };
  renderCard: (item: T) => ReactNode;
  spacing?: "mt-4" | "mt-6";
}) {
  const { t } = useI18n();
  return (
    <PendingRegion label={t("loading")}>
      {items.length === 0 ? (
        <div className={spacing}>
          <EmptyState text={empty.text} action={empty.action} />
        </div>
      ) : (
        <ul className={`${spacing} grid gap-5 sm:grid-cols-2 lg:grid-cols-3`}>
          {items.map((item) => (
            <li key={item.id}>{renderCard(item)}</li>
          ))}
        </ul>
      )}
    </PendingRegion>
  );
}
