import { lazy, Suspense, useEffect, useState } from "react";

const ToasterImpl = lazy(() => import("./toaster-impl.tsx"));

let mount: (() => void) | null = null;
let requested = false;
let markReady: () => void = () => {};
const ready = new Promise<void>((resolve) => {
  markReady = resolve;
});

/**
 * The toast area. Its code (sonner) loads with the first toast, so pages that never show
 * one ship none of it.
 */
export function Toasts() {
  const [on, setOn] = useState(false);
  useEffect(() => {
    mount = () => setOn(true);
    // oxlint-disable-next-line react/set-state-in-effect
    if (requested) setOn(true);
    return () => {
      mount = null;
    };
  }, []);
  if (!on) return null;
  return (
    <Suspense fallback={null}>
      <ToasterImpl onReady={markReady} />
    </Suspense>
  );
}

export interface ToastOptions {
  description?: string;
  type?: "success" | "error" | "info";
  action?: { label: string; onClick: () => void };
}

/** Shows a toast (top-right, 5000 ms), loading the toast code on first use. */
export async function showToast(message: string, options: ToastOptions = {}): Promise<void> {
  requested = true;
  mount?.();
  const [{ toast }] = await Promise.all([import("sonner"), ready]);
  const show = options.type ? toast[options.type] : toast;
  show(message, { description: options.description, action: options.action });
}
