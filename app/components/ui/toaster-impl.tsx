import { useEffect } from "react";
import { Toaster } from "sonner";

/**
 * Toasts show top-right for 5000 ms (docs/product.md, "Numbers and display"), below the sticky header so they never
 * cover its account controls (a hovered toast stays until the pointer leaves).
 */
export const toastOptions = {
  position: "top-right",
  duration: 5000,
  offset: { top: 116, right: 16 },
  mobileOffset: { top: 72, right: 8, left: 8 },
} as const;

/** Loaded on the first toast only; signals when sonner's Toaster is listening. */
export default function ToasterImpl({ onReady }: { onReady: () => void }) {
  // Runs after the Toaster child has subscribed to the toast store.
  useEffect(onReady, [onReady]);
  return <Toaster {...toastOptions} richColors closeButton />;
}
