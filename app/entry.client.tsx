import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { loadMemberMenu } from "./components/account/member-menu-slot.ts";
import { loadDictionary, parseDictionaryUrl } from "./lib/i18n/dictionary-store.ts";

/** The page's dictionary (preloaded by the document, named on <html>) is in hand before hydration. */
async function pageDictionary(): Promise<void> {
  const named = parseDictionaryUrl(document.documentElement.dataset.dictionary ?? "");
  if (!named) return;
  try {
    await loadDictionary(named.lang, named.version);
  } catch (error) {
    console.error(error);
  }
}

// A member's header actions (a chunk visitors never fetch) come with the dictionary, so that
// hydration, and what the member types meanwhile, does not wait on them.
void Promise.all([pageDictionary(), loadMemberMenu().catch((error: unknown) => console.error(error))]).then(() =>
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  }),
);
