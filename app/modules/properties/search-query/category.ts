import { phraseRule, type Reading, type UnderstoodQuery } from "./reading.ts";

/**
 * Categories and their common forms, by the slugs of db/seed/catalog-data.ts: căn hộ / chung cư /
 * cc / apartment, nhà riêng / nhà phố / mặt tiền / hẻm, biệt thự, đất nền / lô, văn phòng,
 * mặt bằng, phòng trọ, kho / xưởng, and the English words.
 */

const categoryWords: [string[], string][] = [
  [
    [
      "can ho chung cu",
      "can ho",
      "chung cu",
      "cc",
      "can ho cao cap",
      "apartment",
      "apartments",
      "condo",
      "condominium",
      "flat",
      "flats",
      "penthouse",
      "studio",
    ],
    "can-ho-chung-cu",
  ],
  [
    ["nha mat pho", "nha mat tien", "mat pho", "mat tien", "nha pho", "townhouse", "town house", "shophouse", "street front house"],
    "nha-mat-pho",
  ],
  [["nha rieng", "nha hem", "nha trong hem", "nha nguyen can", "hem", "nha", "house", "houses", "home"], "nha-rieng"],
  [["biet thu", "villa", "villas"], "biet-thu"],
  [["dat nen", "dat tho cu", "lo dat", "dat", "lo", "land", "plot", "plots"], "dat-nen"],
  [["van phong", "office", "offices", "office space"], "van-phong"],
  [
    [
      "mat bang kinh doanh",
      "mat bang",
      "retail space",
      "shop space",
      "commercial space",
      "premises",
      "retail",
      "shop",
      "shops",
      "storefront",
    ],
    "mat-bang-kinh-doanh",
  ],
  [["phong tro", "nha tro", "tro", "room", "rooms", "boarding room"], "phong-tro"],
  [["kho nha xuong", "kho xuong", "nha xuong", "xuong", "kho", "warehouse", "warehouses", "factory", "workshop"], "kho-nha-xuong"],
];

/** Read last: a place ("Nhà Bè") or a furnishing ("nhà trống") has taken its words first. */
export function readCategory(r: Reading, q: UnderstoodQuery): void {
  phraseRule(r, q, "category", categoryWords);
}
