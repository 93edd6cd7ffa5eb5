import { foldChars } from "../../lib/format/read-amount.ts";
import { readAreas } from "./search-query/area.ts";
import { readCategory } from "./search-query/category.ts";
import { readDirection, readFurnishing, readLegalStatus } from "./search-query/direction-legal.ts";
import { readNumberedDistricts, readPlaces, type SearchVocabulary } from "./search-query/place.ts";
import { readPrices } from "./search-query/price.ts";
import { Reading, type UnderstoodQuery } from "./search-query/reading.ts";
import { readRooms } from "./search-query/rooms.ts";
import { readTransaction } from "./search-query/transaction.ts";

/**
 * Reading a free search the way people in Vietnam type it ("can ho 2pn q7 duoi 5 ty",
 * "nhà phố quận 1", "2 bedroom apartment district 7") into the filters the listing search
 * already has; the words it does not understand are left as text. Accents are optional:
 * every rule reads the accent-free, lower-case text, and the text left over keeps the
 * letters as typed. Pure: the wards of the city come in as `SearchVocabulary`.
 *
 * Each kind of word has its module under search-query/ (category, transaction, rooms and
 * storeys, price, area and frontage, place, direction and legal status), with its tests beside it.
 */

export type { SearchVocabulary } from "./search-query/place.ts";
export type { Transaction, UnderstoodQuery } from "./search-query/reading.ts";
export { priceBand } from "./search-query/price.ts";
export { areaBand } from "./search-query/area.ts";

export interface ParsedQuery {
  understood: UnderstoodQuery;
  /** The words left for the text match, as typed (accents kept), single-spaced; "" when none. */
  text: string;
}

/** Words that only join the others ("ở", "tại", "giá", "for", "in"): dropped from the text left over. */
const fillerWords = new Set([
  "o",
  "tai",
  "gia",
  "khu",
  "vuc",
  "khu vuc",
  "can",
  "co",
  "va",
  "voi",
  "cua",
  "for",
  "in",
  "at",
  "with",
  "the",
  "a",
  "an",
  "of",
  "and",
  "near",
  "price",
  "priced",
  "per",
  "month",
  "thang",
  "dong",
  "vnd",
  "m2",
]);

/**
 * Reads `text` into filters and the words left for the text match. Order matters: numbers
 * with units first (so "2pn" is not a price and "q7" not an area), then directions (so
 * "hướng Tây Nam" is not the ward Tây Nam), places (so "Nhà Bè" is not a house), categories.
 */
export function parseSearchQuery(text: string, vocabulary: SearchVocabulary): ParsedQuery {
  const r = new Reading(text);
  const q: UnderstoodQuery = {};
  readRooms(r, q);
  readAreas(r, q);
  readNumberedDistricts(r, q);
  readPrices(r, q);
  readDirection(r, q);
  readLegalStatus(r, q);
  readFurnishing(r, q);
  readPlaces(r, q, vocabulary);
  readTransaction(r, q);
  readCategory(r, q);
  const words = r.rest().filter((w) => !fillerWords.has(foldChars(w)));
  return { understood: q, text: words.join(" ") };
}
