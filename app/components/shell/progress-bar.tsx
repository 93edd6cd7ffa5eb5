import { useNavigation } from "react-router";

/** A top bar shown while a navigation is under way; it hides on completion or error (navigation returns to idle). */
export function ProgressBar() {
  const navigation = useNavigation();
  if (navigation.state === "idle") return null;
  return (
    <div
      className="fixed inset-x-0 top-0 z-[100000] h-1 bg-brand-100"
      data-testid="progress-bar"
      role="progressbar"
      aria-label="Loading page"
    >
      <div className="progress-bar h-full origin-left bg-brand-700" />
    </div>
  );
}
