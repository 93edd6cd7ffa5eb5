import { createContext, useContext, useMemo, type ReactNode } from "react";
import { languageCodes, type LanguageCode } from "./index.ts";
import { slugify } from "../slug.ts";

interface I18nValue {
  lang: LanguageCode;
  /** The languages the site offers (the switcher's choices). */
  languages: readonly string[];
  t: (key: string, vars?: Record<string, string | number>) => string;
}

const I18nContext = createContext<I18nValue>({ lang: "vi", languages: languageCodes, t: (key) => key });

/** Gives components the page's language and its dictionary (from the root loader). */
export function I18nProvider({
  lang,
  dictionary,
  languages = languageCodes,
  children,
}: {
  lang: LanguageCode;
  dictionary: Record<string, string>;
  languages?: readonly string[];
  children: ReactNode;
}) {
  const value = useMemo<I18nValue>(
    () => ({
      lang,
      languages,
      t: (key, vars) => {
        const text = dictionary[key] ?? key;
        return vars ? text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole)) : text;
      },
    }),
    [lang, dictionary, languages],
  );
  return <I18nContext value={value}>{children}</I18nContext>;
}

export function useI18n(): I18nValue {
  return useContext(I18nContext);
}

/** A city's name in the page's language (the dictionary's `city.<slug>`), else as stored. */
export function useCityName(): (name: string) => string {
  const { t } = useI18n();
  return (name) => {
    const key = `city.${slugify(name)}`;
    const text = t(key);
    return text === key ? name : text;
  };
}
