/** SEO bounds (docs/product.md, "Validation" and "Numbers and display"): advice shown as warnings, never errors. */
export const seoBounds = { metaTitleMax: 60, keywordsMax: 10, descriptionMin: 50, descriptionMax: 160 } as const;

export interface SeoFields {
  metaTitle?: string | null;
  metaKeywords?: string | null;
  metaDescription?: string | null;
}

/** Dictionary keys of the SEO advice for the given meta fields; empty fields give none. */
export function seoWarnings(meta: SeoFields): string[] {
  const warnings: string[] = [];
  if (meta.metaTitle && [...meta.metaTitle].length > seoBounds.metaTitleMax) warnings.push("metaTitleTooLong");
  if (meta.metaKeywords) {
    const phrases = meta.metaKeywords
      .split(",")
      .map((k) => k.trim())
      .filter(Boolean);
    if (phrases.length > seoBounds.keywordsMax) warnings.push("metaKeywordsTooMany");
  }
  if (meta.metaDescription) {
    const length = [...meta.metaDescription].length;
    if (length < seoBounds.descriptionMin || length > seoBounds.descriptionMax) warnings.push("metaDescriptionLength");
  }
  return warnings;
}

/** The advice for a listing after an edit: each meta field as changed, else as stored. */
export function editedSeoWarnings(changes: SeoFields, current: SeoFields): string[] {
  return seoWarnings({
    metaTitle: changes.metaTitle ?? current.metaTitle,
    metaKeywords: changes.metaKeywords ?? current.metaKeywords,
    metaDescription: changes.metaDescription ?? current.metaDescription,
  });
}
