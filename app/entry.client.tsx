import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { loadMemberMenu } from "./components/account/member-menu-slot.ts";
import { loadPreloaded } from "./lib/versioned-kinds.ts";

/**
 * What the page preloads for hydration is in hand before it hydrates: the dictionary (root.tsx
 * preloads it) and, on the list and map pages, the filter panel's choices (app/lib/versioned-data.ts).
 * Every kind is made in lib/versioned-kinds.ts.
 */
async function preloadedData(): Promise<void> {
  const links = document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="fetch"]');
  await Promise.all(
    Array.from(links, (link) => loadPreloaded(new URL(link.href).pathname).catch((error: unknown) => console.error(error))),
  );
}

// A member's header actions (a chunk visitors never fetch) come with the dictionary, so that
// hydration, and what the member types meanwhile, does not wait on them.
void Promise.all([preloadedData(), loadMemberMenu().catch((error: unknown) => console.error(error))]).then(() =>
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  }),
);
