/**
 * Slugs (docs/product.md, "Numbers and display"): Vietnamese letters transliterated first
 * (đ→d, ư→u, ộ→o …), then lower-cased, other non-alphanumerics removed, spaces to hyphens.
 */
export function transliterate(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/đ/g, "d")
    .replace(/Đ/g, "D");
}

export function slugify(text: string): string {
  return transliterate(text)
    .toLowerCase()
    .replace(/[^a-z0-9\s-]/g, "")
    .trim()
    .replace(/[\s-]+/g, "-")
    .replace(/^-|-$/g, "");
}
