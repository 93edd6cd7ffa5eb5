import { foldChars } from "../../../lib/format/read-amount.ts";

/**
 * What the query parser's rules share (app/modules/properties/parse-search-query.ts): the
 * filters a query can say, the text being read, and the ways a rule takes its words.
 */

export type Transaction = "sell" | "rent";

/** What a query says, in the listing filters' terms (slugs and option values of db/seed/catalog-data.ts). */
export interface UnderstoodQuery {
  category?: string;
  propertyType?: Transaction;
  bedrooms?: number;
  floors?: number;
  minPrice?: number;
  maxPrice?: number;
  minArea?: number;
  maxArea?: number;
  /** A former district (search-places.ts). */
  district?: string;
  /** A 2025 ward, by slug. */
  ward?: string;
  /** A former ward or well-known area (search-places.ts). */
  area?: string;
  direction?: string;
  legalStatus?: string;
  furnishing?: string;
}

export type Handler = (m: RegExpExecArray, q: UnderstoodQuery) => boolean;

/**
 * Each rule's regular expression, compiled once: a rule's pattern depends only on its word
 * lists and the city's wards, and compiling the ward alternations costs far more than
 * matching a short query with them.
 */
const compiled = new Map<string, RegExp>();
/** A bound on the cache, far above the rules there are (a changed ward list starts it afresh). */
const maxCompiled = 500;

function ruleRegExp(pattern: string): RegExp {
  let re = compiled.get(pattern);
  if (!re) {
    if (compiled.size >= maxCompiled) compiled.clear();
    re = new RegExp(`(?<![\\p{L}\\p{N}])(?:${pattern})(?![\\p{L}\\p{N}])`, "gu");
    compiled.set(pattern, re);
  }
  re.lastIndex = 0;
  return re;
}

/** The text being read: the folded copy the rules match, and which characters a rule has taken. */
export class Reading {
  readonly original: string;
  work: string;
  constructor(text: string) {
    this.original = text.normalize("NFC").toLowerCase();
    this.work = foldChars(this.original);
  }
  /** Runs `pattern` (on word boundaries of the folded text) and takes each match its handler accepts. */
  take(pattern: string, handler: Handler, q: UnderstoodQuery): void {
    const re = ruleRegExp(pattern);
    let m: RegExpExecArray | null;
    while ((m = re.exec(this.work))) {
      if (m[0].trim() === "") {
        re.lastIndex++;
        continue;
      }
      if (handler(m, q)) this.work = this.work.slice(0, m.index) + "\u0000".repeat(m[0].length) + this.work.slice(m.index + m[0].length);
    }
  }
  /** The words no rule took, as typed. */
  rest(): string[] {
    let out = "";
    for (let i = 0; i < this.work.length; i++) out += this.work[i] === "\u0000" ? " " : this.original[i];
    return out.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  }
}

export const alt = (words: string[]) =>
  [...words]
    .sort((a, b) => b.length - a.length)
    .map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/ /g, "\\s+"))
    .join("|");

/**
 * Sets a field once: a query naming two categories keeps the first and leaves the second as
 * text. Words saying again what is already read ("cho thuê … 10tr/tháng": rent twice) are taken.
 */
export function once<K extends keyof UnderstoodQuery>(q: UnderstoodQuery, key: K, value: UnderstoodQuery[K]): boolean {
  if (q[key] !== undefined) return q[key] === value;
  q[key] = value;
  return true;
}

/** Each phrase table's phrases and its pattern, built once. */
const phraseTables = new WeakMap<[string[], string][], { byPhrase: Map<string, string>; pattern: string }>();

/** A table of phrases, each to one value of `key`: the longest phrase wins; a field is set once. */
export function phraseRule(r: Reading, q: UnderstoodQuery, key: keyof UnderstoodQuery, table: [string[], string][]): void {
  let built = phraseTables.get(table);
  if (!built) {
    const phrases = new Map<string, string>();
    for (const [words, value] of table) for (const p of words) phrases.set(p, value);
    built = { byPhrase: phrases, pattern: `(${alt([...phrases.keys()])})` };
    phraseTables.set(table, built);
  }
  const { byPhrase, pattern } = built;
  r.take(
    pattern,
    (m, q2) => {
      const value = byPhrase.get(m[1]!.replace(/\s+/g, " ").replace(/-/g, " "));
      return value !== undefined && once(q2, key, value as never);
    },
    q,
  );
}

/** Bound words of prices and areas: "dưới 5 tỷ", "trên 100m2", "3 đến 5 tỷ". */
export const maxWords = ["duoi", "nho hon", "it hon", "toi da", "khong qua", "max", "under", "below", "less than", "up to", "<", "<="];
export const minWords = ["tren", "hon", "lon hon", "tu", "toi thieu", "min", "over", "above", "more than", "from", "at least", ">", ">="];
export const aboutWords = ["khoang", "tam", "around", "about", "~", "gia", "price", "gia khoang"];
export const rangeWords = String.raw`\s*(?:-|–|~|den|toi|to|and)\s*`;
