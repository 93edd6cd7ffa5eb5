import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { localizedHref } from "../../lib/i18n/link.tsx";
import { useI18n } from "../../lib/i18n/react.tsx";
import type { SearchSuggestion } from "../../modules/search/suggest-search.server.ts";

/**
 * The search box with suggestions as people type (categories, wards with their former
 * district, former districts, well-known areas, projects): an ARIA combobox — arrows move
 * through the list, Enter takes the highlighted one, Escape closes it. Without JavaScript it
 * is the plain search field of its form.
 */
export function SearchCombobox({ id, name, placeholder, className }: { id: string; name: string; placeholder: string; className: string }) {
  const { t, lang } = useI18n();
  const listId = useId();
  const [value, setValue] = useState("");
  const [suggestions, setSuggestions] = useState<SearchSuggestion[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const inputRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    const q = value.trim();
    if (q.length < 2) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      fetch(localizedHref(`/search-suggestions?q=${encodeURIComponent(q)}`, lang), { signal: controller.signal })
        .then((res) => (res.ok ? (res.json() as Promise<{ suggestions: SearchSuggestion[] }>) : { suggestions: [] }))
        .then((body) => {
          setSuggestions(body.suggestions);
          setActive(-1);
        })
        .catch(() => {});
    }, 150);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [value, lang]);

  // Fewer than two letters ask for nothing; the last answer is kept but not shown.
  const listed = value.trim().length < 2 ? [] : suggestions;
  const shown = open && listed.length > 0;
  const choose = (suggestion: SearchSuggestion) => {
    setValue(suggestion.value);
    setOpen(false);
    setActive(-1);
    inputRef.current?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown" && listed.length) {
      event.preventDefault();
      setOpen(true);
      setActive((i) => (i + 1) % listed.length);
    } else if (event.key === "ArrowUp" && listed.length) {
      event.preventDefault();
      setOpen(true);
      setActive((i) => (i <= 0 ? listed.length - 1 : i - 1));
    } else if (event.key === "Enter" && shown && active >= 0) {
      event.preventDefault();
      choose(listed[active]!);
    } else if (event.key === "Escape" && shown) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  };
  return (
    <div className="relative min-w-0 flex-1">
      <input
        ref={inputRef}
        id={id}
        name={name}
        type="search"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={shown}
        aria-controls={listId}
        aria-activedescendant={shown && active >= 0 ? `${listId}-${active}` : undefined}
        autoComplete="off"
        placeholder={placeholder}
        value={value}
        onChange={(event) => {
          setValue(event.currentTarget.value);
          setOpen(true);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
        className={className}
      />
      <div
        id={listId}
        role="listbox"
        aria-label={t("searchSuggestions")}
        hidden={!shown}
        className="absolute left-0 right-0 top-full z-20 mt-1 max-h-80 overflow-auto rounded-lg border border-slate-200 bg-white py-1 text-slate-900 shadow-lg"
      >
        {listed.map((suggestion, index) => (
          <div
            key={`${suggestion.kind}:${suggestion.label}`}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === active}
            // Options are reached through aria-activedescendant, never focused themselves.
            tabIndex={-1}
            // mousedown keeps the focus in the box (blur would close the list first).
            onMouseDown={(event) => {
              event.preventDefault();
              choose(suggestion);
            }}
            className={`flex min-h-11 cursor-pointer items-center justify-between gap-3 px-4 py-2 ${index === active ? "bg-brand-50" : ""}`}
          >
            <span>{suggestion.label}</span>
            <span className="text-xs text-slate-600">{t(`suggestionKind_${suggestion.kind}`)}</span>
          </div>
        ))}
      </div>
    </div>
  );
}
