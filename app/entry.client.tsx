import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { loadMemberMenu } from "./components/account/member-menu-slot.ts";
import { dictionaries } from "./lib/i18n/dictionary-store.ts";
import { loadPreloaded } from "./lib/versioned-data.ts";
import { filterOptionData } from "./modules/filters/filter-options.ts";

/**
 * What the page preloads for hydration is in hand before it hydrates: the dictionary (root.tsx
 * preloads it) and, on the list and map pages, the filter panel's choices (app/lib/versioned-data.ts).
 * Each kind is named here: a page's route modules may not have run when this entry does.
 */
const kinds = [dictionaries, filterOptionData] as const;

async function preloadedData(): Promise<void> {
  const links = document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="fetch"]');
  await Promise.all(
    Array.from(links, (link) => loadPreloaded(kinds, new URL(link.href).pathname).catch((error: unknown) => console.error(error))),
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
