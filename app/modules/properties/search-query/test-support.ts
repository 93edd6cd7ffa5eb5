import adminUnits from "../../../../db/seed/data/vn-admin-units-2025.json" with { type: "json" };
import { slugify } from "../../../lib/slug.ts";
import { parseSearchQuery, type UnderstoodQuery } from "../parse-search-query.ts";

/** The wards of Hồ Chí Minh City as the database holds them (db/seed/seed.server.ts), for the parser's tests. */
export const vocabulary = {
  wards: adminUnits.wards.filter((w) => w.province_code === "29").map((w) => ({ code: w.code, name: w.name, slug: slugify(w.name) })),
};
export const parse = (text: string) => parseSearchQuery(text, vocabulary);
export const as = (understood: UnderstoodQuery, text = "") => ({ understood, text });
