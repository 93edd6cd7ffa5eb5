import type { ReactNode } from "react";
import { useLocation, useNavigation } from "react-router";
import { Spinner } from "../ui/spinner.tsx";

/** The loading state of a list while its next page or filter loads (the old results dim). */
export function PendingRegion({ children, label }: { children: ReactNode; label: string }) {
  const navigation = useNavigation();
  const location = useLocation();
  const pending = navigation.state === "loading" && navigation.location.pathname === location.pathname;
  return (
    <div aria-busy={pending} className="relative">
      {pending ? (
        <div className="absolute inset-x-0 top-0 z-10">
          <Spinner label={label} />
        </div>
      ) : null}
      <div className={pending ? "opacity-50 transition-opacity" : undefined}>{children}</div>
    </div>
  );
}
