import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
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

void pageDictionary().then(() =>
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  }),
);
