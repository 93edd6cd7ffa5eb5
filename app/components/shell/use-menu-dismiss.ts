import { useEffect, useRef } from "react";

/**
 * Makes a `<details>` menu behave like a menu: it closes when one of its links is followed, on
 * Escape and on a tap outside it, and focus goes back to its `<summary>`. While it is
 * open a tap outside only closes it: the page beneath never sees that tap (the menu covers most
 * of a phone's screen, so the tap was meant for the menu, not for what lies under it).
 * Without JavaScript the `<details>` still opens and closes from its summary.
 */
export function useMenuDismiss<T extends HTMLDetailsElement>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    const details = ref.current;
    if (!details) return;
    const close = () => {
      details.open = false;
      details.querySelector("summary")?.focus();
    };
    const outside = (event: Event) => details.open && event.target instanceof Node && !details.contains(event.target);
    const swallow = (event: Event) => {
      if (!outside(event)) return;
      event.stopPropagation();
      // The click that ends the tap closes the menu; the tap's earlier events only stop here.
      if (event.type === "click") {
        event.preventDefault();
        close();
      }
    };
    // A link followed from the menu (or a form sent from it) leaves the menu closed, focus on its button.
    const onChoose = (event: Event) => {
      if (details.open && event.target instanceof Element && event.target.closest("a, button[type=submit]")) close();
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape" && details.open) {
        event.preventDefault();
        close();
      }
    };
    const kinds = ["pointerdown", "mousedown", "touchstart", "pointerup", "mouseup", "touchend", "click"] as const;
    for (const kind of kinds) window.addEventListener(kind, swallow, { capture: true });
    document.addEventListener("keydown", onKey);
    details.addEventListener("click", onChoose);
    return () => {
      details.removeEventListener("click", onChoose);
      for (const kind of kinds) window.removeEventListener(kind, swallow, { capture: true });
      document.removeEventListener("keydown", onKey);
    };
  }, []);
  return ref;
}
