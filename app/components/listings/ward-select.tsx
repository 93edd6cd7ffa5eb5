import { useState } from "react";
import { useI18n } from "../../lib/i18n/react.tsx";
import { useHydrated } from "../../lib/use-hydrated.tsx";
import { foldForSearch, type WardOption } from "../../modules/places/ward-options.ts";

/**
 * The ward picker of the posting forms: each 2025 ward with its former district beside it.
 * Once the page runs, a search box above narrows the list by either name, accents ignored
 * ("quan 7", "Tân Hưng"); the chosen ward always stays in the list. Without JavaScript the
 * list alone is there.
 */
export function WardSelect({
  id,
  wards,
  defaultValue,
  label,
  className,
  labelClassName,
  describedBy,
}: {
  id: string;
  wards: WardOption[];
  defaultValue: string;
  label: string;
  className: string;
  labelClassName: string;
  describedBy?: string;
}) {
  const { t } = useI18n();
  const hydrated = useHydrated();
  const [query, setQuery] = useState("");
  const [value, setValue] = useState(defaultValue);
  const needle = foldForSearch(query);
  const shown = needle ? wards.filter((w) => w.code === value || w.search.includes(needle)) : wards;
  return (
    <div>
      <label htmlFor={id} className={labelClassName}>
        {label}
      </label>
      {hydrated ? (
        <input
          type="search"
          aria-label={t("wardSearch")}
          placeholder={t("wardSearch")}
          aria-controls={id}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          className={className}
          autoComplete="off"
        />
      ) : null}
      <select
        id={id}
        name="ward_code"
        value={value}
        onChange={(event) => setValue(event.target.value)}
        className={className}
        aria-describedby={describedBy}
      >
        <option value="">—</option>
        {shown.map((w) => (
          <option key={w.code} value={w.code}>
            {w.label}
          </option>
        ))}
      </select>
    </div>
  );
}
