import { once, type Reading, type UnderstoodQuery } from "./reading.ts";

/** Bedrooms and storeys: "2pn", "2 PN", "2 phòng ngủ", "2br", "2 bedroom"; "3 tầng", "4 lầu", "1 trệt 2 lầu". */

const countWords: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, mot: 1, hai: 2 };
const count = String.raw`(\d{1,2}|${Object.keys(countWords).join("|")})`;
const countOf = (s: string) => countWords[s] ?? Number(s);

export function readRooms(r: Reading, q: UnderstoodQuery): void {
  r.take(
    String.raw`${count}\s*-?\s*(?:pn|phong ngu|phong|br|bdr|bed|beds|bedrooms?|bed rooms?)`,
    (m, q2) => {
      const n = countOf(m[1]!);
      return n >= 1 && n <= 20 && once(q2, "bedrooms", n);
    },
    q,
  );
  // Southern usage: "1 trệt 2 lầu" and "2 lầu" are three storeys; "3 tầng" is three.
  r.take(String.raw`(\d{1,2})\s*tret\s*(\d{1,2})\s*lau`, (m, q2) => once(q2, "floors", Number(m[1]) + Number(m[2])), q);
  r.take(
    String.raw`${count}\s*[-]?\s*(tang|storeys?|stor(?:y|ies)|floors?|lau)`,
    (m, q2) => {
      const n = countOf(m[1]!) + (m[2] === "lau" ? 1 : 0);
      return n >= 1 && n <= 60 && once(q2, "floors", n);
    },
    q,
  );
}
