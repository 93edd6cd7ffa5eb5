import type { reportReasons } from "../schema/index.ts";

/** The report reasons every install starts with; staff keep the list afterwards. */
export const reportReasonSeeds: (typeof reportReasons.$inferInsert)[] = [
  { code: "wrong-info", reason: "Thông tin sai sự thật", translations: { en: "False or misleading information" }, sequence: 0 },
  { code: "already-sold", reason: "Bất động sản đã bán hoặc đã cho thuê", translations: { en: "Already sold or rented" }, sequence: 1 },
  { code: "wrong-price", reason: "Giá không đúng", translations: { en: "Wrong price" }, sequence: 2 },
  { code: "duplicate", reason: "Tin đăng trùng lặp", translations: { en: "Duplicate listing" }, sequence: 3 },
  { code: "scam", reason: "Có dấu hiệu lừa đảo", translations: { en: "Looks like a scam" }, sequence: 4 },
  { code: "unreachable", reason: "Không liên lạc được người đăng", translations: { en: "The lister cannot be reached" }, sequence: 5 },
];
