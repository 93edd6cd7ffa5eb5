import { translate, type LanguageCode } from "../../lib/i18n/index.ts";
import { transliterate } from "../../lib/slug.ts";
import { formerDistricts } from "../../lib/location/former-districts.ts";

/** A ward as the posting forms offer it: its 2025 name with its former district beside it, and what a search matches. */
export interface WardOption {
  code: string;
  name: string;
  /** "Phường Tân Hưng (Quận 7 cũ)" / "Phường Tân Hưng (former District 7)". */
  label: string;
  /** The ward's name and its former districts in every language, accent-free and lower-case. */
  search: string;
  /** Where the map goes when the ward is picked, and what a pin is checked against (app/modules/properties/ward-location.ts); null when unknown. */
  centre?: { latitude: number; longitude: number } | null;
}

/** Accent-free, lower-case, single-spaced: how the ward search compares. */
export function foldForSearch(text: string): string {
  return transliterate(text).toLowerCase().replace(/\s+/g, " ").trim();
}

/** A ward's name with its former districts beside it in `lang`; the name alone when it had none. */
export function wardLabel(ward: { code: string; name: string }, lang: LanguageCode): string {
  const former = formerDistricts[ward.code];
  if (!former) return ward.name;
  const districts = lang === "vi" ? former.vi : former.en;
  return translate(lang, "wardWithFormerDistrict", { ward: ward.name, districts: districts.join(", ") });
}

/** The city's wards for a picker, by name in Vietnamese order, each labelled with its former district in `lang`. */
export function wardOptions(
  wards: { code: string; name: string; centre?: { latitude: number; longitude: number } | null }[],
  lang: LanguageCode,
): WardOption[] {
  return wards
    .map((ward) => {
      const former = formerDistricts[ward.code];
      return {
        code: ward.code,
        name: ward.name,
        label: wardLabel(ward, lang),
        search: foldForSearch([ward.name, ...(former?.vi ?? []), ...(former?.en ?? [])].join(" | ")),
        ...(ward.centre !== undefined ? { centre: ward.centre } : {}),
      };
    })
    .sort((a, b) => a.name.localeCompare(b.name, "vi"));
}
