/**
 * The search relevance set: queries as people type them on property sites (accented,
 * unaccented, abbreviated, in any order, Vietnamese, English and both), each with what every
 * result must satisfy. Checked against the demo city by search-relevance.server.test.ts beside it.
 * Places are former districts and areas of app/modules/properties/search-places.ts and ward
 * slugs; prices whole VND; a bare price means ±20 %, a bare area ±15 %.
 */

export interface Expectation {
  category?: string;
  type?: "sell" | "rent";
  bedrooms?: number;
  floors?: number;
  price?: [number | null, number | null];
  area?: [number | null, number | null];
  district?: string;
  ward?: string;
  place?: string;
  direction?: string;
  legal?: string;
  furnishing?: string;
  /** Words (accent-free) every result carries in its title, address, ward or description. */
  words?: string[];
  /**
   * Words as typed, accents exact and case ignored, that every result carries as whole words
   * in its title, address, ward or description ("phố" of "Thành phố" does not count).
   */
  exact?: string[];
  /** The demo city has no listing for it: the search must show nothing. */
  none?: true;
}

const T = 1_000_000_000;
const M = 1_000_000;
const apartment = "can-ho-chung-cu";
const house = "nha-rieng";
const streetHouse = "nha-mat-pho";
const villa = "biet-thu";
const land = "dat-nen";
const office = "van-phong";
const shop = "mat-bang-kinh-doanh";
const room = "phong-tro";
const warehouse = "kho-nha-xuong";

export const relevanceQueries: [string, Expectation][] = [
  // Apartments
  ["căn hộ", { category: apartment }],
  ["can ho", { category: apartment }],
  ["chung cư", { category: apartment }],
  ["chung cu", { category: apartment }],
  ["CC", { category: apartment }],
  ["apartment", { category: apartment }],
  ["apartments for rent", { category: apartment, type: "rent" }],
  ["căn hộ 2 phòng ngủ quận 1", { category: apartment, bedrooms: 2, district: "quan-1" }],
  ["can ho 2 phong ngu quan 1", { category: apartment, bedrooms: 2, district: "quan-1" }],
  ["căn hộ 2pn q1", { category: apartment, bedrooms: 2, district: "quan-1" }],
  ["2pn", { bedrooms: 2 }],
  ["2 phong ngu", { bedrooms: 2 }],
  ["2 PN", { bedrooms: 2 }],
  ["3pn", { bedrooms: 3 }],
  ["can ho 3pn", { category: apartment, bedrooms: 3 }],
  ["căn hộ 2pn q10", { category: apartment, bedrooms: 2, district: "quan-10" }],
  ["can ho 2pn q8 duoi 5 ty", { category: apartment, bedrooms: 2, district: "quan-8", price: [null, 5 * T] }],
  ["căn hộ Q.7 dưới 5 tỷ", { category: apartment, district: "quan-7", price: [null, 5 * T] }],
  ["q12 can ho 2pn duoi 5 ty", { category: apartment, bedrooms: 2, district: "quan-12", price: [null, 5 * T] }],
  ["căn hộ trên 10 tỷ", { category: apartment, price: [10 * T, null] }],
  ["can ho tren 10 ty", { category: apartment, price: [10 * T, null] }],
  ["cho thuê căn hộ 15 triệu", { category: apartment, type: "rent", price: [12 * M, 18 * M] }],
  ["cho thue can ho 15 trieu", { category: apartment, type: "rent", price: [12 * M, 18 * M] }],
  ["thuê căn hộ dưới 20 triệu", { category: apartment, type: "rent", price: [null, 20 * M] }],
  ["căn hộ cho thuê quận 2", { category: apartment, type: "rent", district: "quan-2" }],
  ["chung cư q2", { category: apartment, district: "quan-2" }],
  ["chung cu quan 2", { category: apartment, district: "quan-2" }],
  ["căn hộ thảo điền", { category: apartment, place: "thao-dien" }],
  ["can ho thao dien", { category: apartment, place: "thao-dien" }],
  ["apartment thao dien", { category: apartment, place: "thao-dien" }],
  ["căn hộ phú mỹ hưng", { category: apartment, place: "phu-my-hung" }],
  ["can ho phu my hung", { category: apartment, place: "phu-my-hung" }],
  ["căn hộ Bình Thạnh", { category: apartment, district: "quan-binh-thanh" }],
  ["can ho binh thanh 2pn", { category: apartment, district: "quan-binh-thanh", bedrooms: 2 }],
  ["căn hộ full nội thất cho thuê", { category: apartment, type: "rent", furnishing: "day-du" }],
  ["căn hộ sổ hồng", { category: apartment, legal: "so-hong" }],
  ["căn hộ 3-5 tỷ", { category: apartment, price: [3 * T, 5 * T] }],
  ["can ho 3 den 5 ty", { category: apartment, price: [3 * T, 5 * T] }],
  ["căn hộ từ 3 đến 5 tỷ", { category: apartment, price: [3 * T, 5 * T] }],
  ["căn hộ 60-80m2", { category: apartment, area: [60, 80] }],
  ["căn hộ 70m2", { category: apartment, area: [59.5, 80.5] }],
  ["căn hộ hướng đông nam", { category: apartment, direction: "dong-nam" }],
  ["can ho huong dong nam", { category: apartment, direction: "dong-nam" }],
  ["2 bedroom apartment district 10", { category: apartment, bedrooms: 2, district: "quan-10" }],
  ["1br apartment d7", { category: apartment, bedrooms: 1, district: "quan-7" }],
  ["apartment district 2 for rent", { category: apartment, type: "rent", district: "quan-2" }],
  ["3 bedroom apartment for sale", { category: apartment, type: "sell", bedrooms: 3 }],
  ["căn hộ an ninh", { category: apartment, words: ["an", "ninh"] }],
  ["can ho gan cho", { category: apartment, words: ["gan", "cho"] }],
  ["căn hộ view sông", { category: apartment, words: ["view", "song"] }],
  ["căn hộ 2pn dưới 3 tỷ", { category: apartment, bedrooms: 2, price: [null, 3 * T] }],
  ["căn hộ 1pn cho thuê", { category: apartment, bedrooms: 1, type: "rent" }],
  ["bán căn hộ q7 sổ hồng", { category: apartment, type: "sell", district: "quan-7", legal: "so-hong" }],
  ["căn hộ 2pn cho thuê q12", { category: apartment, bedrooms: 2, district: "quan-12", type: "rent" }],
  ["apartment for rent 2 bedroom go vap", { category: apartment, type: "rent", bedrooms: 2, district: "quan-go-vap" }],
  ["apartment under 5 billion", { category: apartment, price: [null, 5 * T] }],
  ["apartment over 10 billion", { category: apartment, price: [10 * T, null] }],
  ["south-east facing apartment", { category: apartment, direction: "dong-nam" }],
  ["apartment with pink book", { category: apartment, legal: "so-hong" }],
  ["can ho for rent q10", { category: apartment, type: "rent", district: "quan-10" }],
  ["apartment quận 7", { category: apartment, district: "quan-7" }],
  ["căn hộ tphcm", { category: apartment }],
  ["căn hộ quận 4", { category: apartment, district: "quan-4" }],
  ["can ho q10", { category: apartment, district: "quan-10" }],
  ["căn hộ tân bình", { category: apartment, district: "quan-tan-binh" }],
  ["căn hộ gò vấp", { category: apartment, district: "quan-go-vap" }],
  ["căn hộ quận 12 dưới 3 tỷ", { category: apartment, district: "quan-12", price: [null, 3 * T] }],
  ["căn hộ thủ đức", { category: apartment, district: "tp-thu-duc" }],
  ["chung cư cho thuê nhà trống", { category: apartment, type: "rent", furnishing: "khong" }],
  // Houses
  ["nhà riêng", { category: house }],
  ["nha rieng", { category: house }],
  ["nhà hẻm", { category: house }],
  ["bán nhà dưới 6 tỷ", { category: house, type: "sell", price: [null, 6 * T] }],
  ["ban nha duoi 6 ty", { category: house, type: "sell", price: [null, 6 * T] }],
  ["nhà phố", { category: streetHouse }],
  ["nha pho", { category: streetHouse }],
  ["nhà mặt phố", { category: streetHouse }],
  ["nha mat tien", { category: streetHouse }],
  ["nhà phố quận 1", { category: streetHouse, district: "quan-1" }],
  ["nha pho q1", { category: streetHouse, district: "quan-1" }],
  ["nhà mặt tiền quận 3", { category: streetHouse, district: "quan-3" }],
  ["townhouse district 1", { category: streetHouse, district: "quan-1" }],
  ["nhà phố trên 20 tỷ", { category: streetHouse, price: [20 * T, null] }],
  ["nhà 3 tầng", { category: house, floors: 3 }],
  ["nha 3 tang", { category: house, floors: 3 }],
  ["nhà 1 trệt 2 lầu", { category: house, floors: 3 }],
  ["nhà 3 lầu", { category: house, floors: 4 }],
  ["bán nhà 4 tầng", { category: house, type: "sell", floors: 4 }],
  ["nhà hẻm xe hơi", { category: house, words: ["xe", "hoi"] }],
  ["cho thuê nhà nguyên căn", { category: house, type: "rent" }],
  ["house for rent under 20 million", { category: house, type: "rent", price: [null, 20 * M] }],
  ["house for rent", { category: house, type: "rent" }],
  ["house for sale", { category: house, type: "sell" }],
  ["house go vap", { category: house, district: "quan-go-vap" }],
  ["nhà for sale binh thanh", { category: house, type: "sell", district: "quan-binh-thanh" }],
  ["nhà hướng nam", { category: house, direction: "nam" }],
  ["nhà sổ hồng", { category: house, legal: "so-hong" }],
  ["nha so do", { category: house, legal: "so-hong" }],
  ["bán nhà tân bình", { category: house, type: "sell", district: "quan-tan-binh" }],
  ["nha phu nhuan", { category: house, district: "quan-phu-nhuan" }],
  ["nhà quận 6", { category: house, district: "quan-6" }],
  ["nhà 2 phòng ngủ cho thuê", { category: house, bedrooms: 2, type: "rent" }],
  ["bán nhà 3-6 tỷ", { category: house, type: "sell", price: [3 * T, 6 * T] }],
  // Villas
  ["biệt thự", { category: villa }],
  ["biet thu", { category: villa }],
  ["villa", { category: villa }],
  ["villa for rent", { category: villa, type: "rent" }],
  ["villa cho thuê", { category: villa, type: "rent" }],
  ["biệt thự quận 2", { category: villa, district: "quan-2" }],
  ["bán biệt thự trên 20 tỷ", { category: villa, type: "sell", price: [20 * T, null] }],
  // Land
  ["đất nền", { category: land }],
  ["dat nen", { category: land }],
  ["đất thổ cư", { category: land }],
  ["lô đất", { category: land }],
  ["land for sale", { category: land, type: "sell" }],
  ["đất trên 100m2", { category: land, area: [100, null] }],
  ["đất nền dưới 5 tỷ", { category: land, price: [null, 5 * T] }],
  ["dat thu duc", { category: land, district: "tp-thu-duc" }],
  ["đất 5x20", { category: land, area: [85, 115] }],
  // Offices, shops, rooms, warehouses
  ["văn phòng", { category: office }],
  ["van phong cho thue", { category: office, type: "rent" }],
  ["office for rent", { category: office, type: "rent" }],
  ["office district 4", { category: office, district: "quan-4" }],
  ["cho thuê văn phòng dưới 40 triệu", { category: office, type: "rent", price: [null, 40 * M] }],
  ["mặt bằng", { category: shop }],
  ["mat bang kinh doanh", { category: shop }],
  ["cho thuê mặt bằng", { category: shop, type: "rent" }],
  ["retail space for rent", { category: shop, type: "rent" }],
  ["phòng trọ", { category: room }],
  ["phong tro", { category: room }],
  ["nhà trọ", { category: room }],
  ["phòng trọ dưới 6 triệu", { category: room, price: [null, 6 * M] }],
  ["room for rent", { category: room, type: "rent" }],
  ["kho xưởng", { category: warehouse }],
  ["nhà xưởng", { category: warehouse }],
  ["warehouse for rent", { category: warehouse, type: "rent" }],
  // Places alone
  ["quận 7", { district: "quan-7" }],
  ["quan 7", { district: "quan-7" }],
  ["Q7", { district: "quan-7" }],
  ["Q.7", { district: "quan-7" }],
  ["q 7", { district: "quan-7" }],
  ["district 7", { district: "quan-7" }],
  ["D7", { district: "quan-7" }],
  ["quận 1", { district: "quan-1" }],
  ["q1", { district: "quan-1" }],
  ["quan 3", { district: "quan-3" }],
  ["quận 10", { district: "quan-10" }],
  ["q11", { district: "quan-11" }],
  ["quận 12", { district: "quan-12" }],
  ["gò vấp", { district: "quan-go-vap" }],
  ["go vap", { district: "quan-go-vap" }],
  ["bình thạnh", { district: "quan-binh-thanh" }],
  ["binh thanh", { district: "quan-binh-thanh" }],
  ["tân phú", { district: "quan-tan-phu" }],
  ["phú nhuận", { district: "quan-phu-nhuan" }],
  ["bình tân", { district: "quan-binh-tan" }],
  ["tp thủ đức", { district: "tp-thu-duc" }],
  ["thu duc", { district: "tp-thu-duc" }],
  ["quận 9", { district: "quan-9" }],
  ["quận 2", { district: "quan-2" }],
  ["q2", { district: "quan-2" }],
  ["thảo điền", { place: "thao-dien" }],
  ["thao dien", { place: "thao-dien" }],
  ["phú mỹ hưng", { place: "phu-my-hung" }],
  ["phu my hung", { place: "phu-my-hung" }],
  ["tân hưng", { ward: "phuong-tan-hung" }],
  ["tan hung", { ward: "phuong-tan-hung" }],
  ["phường tân hưng", { ward: "phuong-tan-hung" }],
  ["p. bến thành", { ward: "phuong-ben-thanh" }],
  ["ben thanh", { ward: "phuong-ben-thanh" }],
  ["tân định", { ward: "phuong-tan-dinh" }],
  ["đa kao", { place: "da-kao" }],
  ["thủ thiêm", { place: "thu-thiem" }],
  ["an khánh", { ward: "phuong-an-khanh" }],
  ["chợ lớn", { ward: "phuong-cho-lon" }],
  ["cát lái", { ward: "phuong-cat-lai" }],
  ["phường gia định", { ward: "phuong-gia-dinh" }],
  // Prices, directions, legal status alone
  ["dưới 5 tỷ", { price: [null, 5 * T] }],
  ["duoi 2 ty", { price: [null, 2 * T] }],
  ["trên 10 tỷ", { price: [10 * T, null] }],
  ["3-5 tỷ", { price: [3 * T, 5 * T] }],
  ["4,2 tỷ", { price: [3.36 * T, 5.04 * T] }],
  ["4.2 ty", { price: [3.36 * T, 5.04 * T] }],
  ["15 triệu", { price: [12 * M, 18 * M] }],
  ["20 triệu/tháng", { type: "rent", price: [16 * M, 24 * M] }],
  ["under 10 million", { price: [null, 10 * M] }],
  ["hướng đông nam", { direction: "dong-nam" }],
  ["huong tay bac", { direction: "tay-bac" }],
  ["sổ hồng", { legal: "so-hong" }],
  ["so hong", { legal: "so-hong" }],
  ["hợp đồng mua bán", { legal: "hop-dong-mua-ban" }],
  ["đang chờ sổ", { legal: "dang-cho-so" }],
  // Mixed, in any order
  ["cho thuê nhà q8 dưới 30 triệu", { category: house, type: "rent", district: "quan-8", price: [null, 30 * M] }],
  ["nhà phố Q1 trên 20 tỷ", { category: streetHouse, district: "quan-1", price: [20 * T, null] }],
  ["quận 12 căn hộ cho thuê dưới 25 triệu", { category: apartment, district: "quan-12", type: "rent", price: [null, 25 * M] }],
  ["bán nhà gò vấp 3 tầng", { category: house, type: "sell", district: "quan-go-vap", floors: 3 }],
  ["office space phu nhuan", { category: office, district: "quan-phu-nhuan" }],
  ["căn hộ q4 2pn cho thuê", { category: apartment, district: "quan-4", bedrooms: 2, type: "rent" }],
  ["can ho binh tan duoi 5 ty", { category: apartment, district: "quan-binh-tan", price: [null, 5 * T] }],
  ["bán căn hộ sổ hồng hướng đông", { category: apartment, type: "sell", legal: "so-hong", direction: "dong" }],
  // Words left after the filters, matched whole with the accents typed: "phố" is not the one
  // of "Thành phố" (the demo city has no street named "phố"), "cư" is not "cũ" (every address
  // says "(Quận … cũ)"), "chợ" is not "cho" of "cho thuê", "sông" is not "sống".
  ["phố", { exact: ["phố"], none: true }],
  ["cư", { exact: ["cư"] }],
  ["dân cư", { exact: ["dân", "cư"] }],
  ["căn hộ dân cư", { category: apartment, exact: ["dân", "cư"] }],
  ["chợ", { exact: ["chợ"] }],
  ["căn hộ gần chợ", { category: apartment, exact: ["gần", "chợ"] }],
  ["nhà gần chợ", { category: house, exact: ["gần", "chợ"] }],
  ["view sông", { exact: ["view", "sông"] }],
  ["view song", { words: ["view", "song"] }],
  ["yên tĩnh", { exact: ["yên", "tĩnh"] }],
  ["yen tinh", { words: ["yen", "tinh"] }],
];
