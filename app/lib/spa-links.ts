import { useEffect } from "react";
import { useNavigate } from "react-router";

/**
 * In-page navigation for the plain links app/lib/i18n/link.tsx renders (`a[data-spa]`), as React
 * Router's Link would do it: a plain left click (no modifier key, no other target, not already
 * handled by the link's own onClick) navigates in the page, replacing the history entry when the
 * link is the current page. Other clicks keep the browser's behaviour (a new tab, a download).
 * One listener on the document, after React's own (which React attaches at hydration), so a
 * link's onClick runs first and may prevent the navigation.
 */
export function useSpaLinks(): void {
  const navigate = useNavigate();
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const anchor = spaAnchor(event);
      if (!anchor) return;
      const url = new URL(anchor.href);
      if (url.origin !== window.location.origin) return;
      event.preventDefault();
      const path = `${url.pathname}${url.search}${url.hash}`;
      const here = `${window.location.pathname}${window.location.search}${window.location.hash}`;
      void navigate(path, { replace: path === here });
    };
    document.addEventListener("click", onClick);
    return () => document.removeEventListener("click", onClick);
  }, [navigate]);
}

/** The `a[data-spa]` a click should navigate in the page, or null. */
export function spaAnchor(
  event: Pick<MouseEvent, "defaultPrevented" | "button" | "metaKey" | "altKey" | "ctrlKey" | "shiftKey" | "target">,
): HTMLAnchorElement | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return null;
  const target = event.target;
  if (!(target instanceof Element)) return null;
  const anchor = target.closest("a[data-spa]");
  if (!(anchor instanceof HTMLAnchorElement)) return null;
  if ((anchor.target && anchor.target !== "_self") || anchor.hasAttribute("download")) return null;
  return anchor;
}
