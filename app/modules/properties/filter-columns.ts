/** The parameter codes copied onto the listing row so filters on them are index-backed. */
export interface PropertyFilterColumns {
  bedrooms: number | null;
  bathrooms: number | null;
  direction: string | null;
  legalStatus: string | null;
  furnishing: string | null;
  area: number | null;
}

function asNumber(value: string | undefined): number | null {
  if (value === undefined || value.trim() === "") return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
}

/**
 * Derives the listing's filter columns from its parameter answers (by stable code).
 * Whoever writes a listing's parameters writes these columns in the same transaction.
 */
export function filterColumnsFromParameters(answers: { code: string | null; value: string }[]): PropertyFilterColumns {
  const byCode = new Map(answers.filter((a) => a.code).map((a) => [a.code!, a.value]));
  const whole = (code: string) => {
    const n = asNumber(byCode.get(code));
    return n === null ? null : Math.round(n);
  };
  return {
    bedrooms: whole("bedrooms"),
    bathrooms: whole("bathrooms"),
    direction: byCode.get("house_direction") ?? byCode.get("balcony_direction") ?? null,
    legalStatus: byCode.get("legal_status") ?? null,
    furnishing: byCode.get("furnishing") ?? null,
    area: asNumber(byCode.get("area")),
  };
}
