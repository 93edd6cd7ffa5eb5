import { alt, once, phraseRule, type Reading, type UnderstoodQuery } from "./reading.ts";

/** Direction ("hướng đông nam", "south-east facing"), legal status ("sổ hồng", "sổ đỏ") and furnishing, where listings carry them. */

const legalStatuses: [string[], string][] = [
  [["so hong", "so hong rieng", "so do", "so rieng", "so hong chinh chu", "pink book", "red book", "title deed"], "so-hong"],
  [["hop dong mua ban", "hdmb"], "hop-dong-mua-ban"],
  [["dang cho so", "cho so"], "dang-cho-so"],
  [["giay tay", "giay to tay"], "giay-tay"],
];

const furnishings: [string[], string][] = [
  [["full noi that", "noi that day du", "day du noi that", "full nt", "fully furnished", "furnished"], "day-du"],
  [["noi that co ban", "basic furniture", "partly furnished", "semi furnished"], "co-ban"],
  [["nha trong", "khong noi that", "unfurnished"], "khong"],
];

const directionWords: Record<string, string> = {
  "dong nam": "dong-nam",
  "dong bac": "dong-bac",
  "tay nam": "tay-nam",
  "tay bac": "tay-bac",
  dong: "dong",
  tay: "tay",
  nam: "nam",
  bac: "bac",
  "south east": "dong-nam",
  southeast: "dong-nam",
  "north east": "dong-bac",
  northeast: "dong-bac",
  "south west": "tay-nam",
  southwest: "tay-nam",
  "north west": "tay-bac",
  northwest: "tay-bac",
  east: "dong",
  west: "tay",
  south: "nam",
  north: "bac",
};

export function readDirection(r: Reading, q: UnderstoodQuery): void {
  const names = alt(Object.keys(directionWords)).replace(/\\s\+/g, String.raw`[\s-]*`);
  const pick = (m: RegExpExecArray, q2: UnderstoodQuery) => {
    const name = (m[1] ?? m[2])!.replace(/[\s-]+/g, " ");
    const value = directionWords[name] ?? directionWords[name.replace(/ /g, "")];
    return value !== undefined && once(q2, "direction", value);
  };
  r.take(String.raw`(?:(?:ban cong|cua)\s+)?(?:huong|facing)\s+(${names})|(${names})[\s-]+facing`, pick, q);
}

export function readLegalStatus(r: Reading, q: UnderstoodQuery): void {
  phraseRule(r, q, "legalStatus", legalStatuses);
}

export function readFurnishing(r: Reading, q: UnderstoodQuery): void {
  phraseRule(r, q, "furnishing", furnishings);
}
