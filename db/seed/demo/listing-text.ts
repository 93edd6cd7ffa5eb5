import type { Random } from "./random.ts";

// Vietnamese listing wording by category, the way owners write it.

export interface ListingFacts {
  category: string;
  sell: boolean;
  area: number;
  bedrooms: number | null;
  floors: number | null;
  street: string;
  building: string;
  ward: string;
  district: string;
  furnishing: string | null;
  /** Option values of the listing's own parameters (house_direction, balcony_direction, legal_status); null when its category has none. */
  houseDirection: string | null;
  balconyDirection: string | null;
  legalStatus: string | null;
}

const directionText: Record<string, string> = {
  dong: "Đông",
  tay: "Tây",
  nam: "Nam",
  bac: "Bắc",
  "dong-bac": "Đông Bắc",
  "dong-nam": "Đông Nam",
  "tay-bac": "Tây Bắc",
  "tay-nam": "Tây Nam",
};
const legalText: Record<string, string> = {
  "so-hong": "sổ hồng chính chủ",
  "hop-dong-mua-ban": "hợp đồng mua bán",
  "dang-cho-so": "đang chờ sổ",
};

/** The direction highlight as the listing's own parameters say it: the balcony's, else the house's. */
function directionHighlight(f: ListingFacts): string {
  if (f.balconyDirection) return `ban công hướng ${directionText[f.balconyDirection]}`;
  if (f.houseDirection) return `nhà hướng ${directionText[f.houseDirection]}`;
  return "thoáng mát";
}

/** The legal-status highlight as the listing's legal_status says it. */
function legalHighlight(f: ListingFacts): string {
  return (f.legalStatus && legalText[f.legalStatus]) ?? "chính chủ";
}

const highlights = [
  "view sông thoáng mát",
  "gần chợ, trường học",
  "nội thất đẹp, vào ở ngay",
  "giá tốt nhất khu vực",
  "an ninh 24/7",
  "{legal}",
  "hẻm xe hơi thông thoáng",
  "gần trung tâm thương mại",
  "{direction}",
  "khu dân trí cao",
];

const furnishText: Record<string, string> = { "day-du": "full nội thất", "co-ban": "nội thất cơ bản", khong: "nhà trống" };

/**
 * A listing's title from its facts: the rooms, area, direction and legal status it names are
 * the listing's own parameters, so a title never contradicts its page.
 */
export function listingTitle(r: Random, f: ListingFacts): string {
  const area = `${f.area}m²`;
  const hl = r.pick(highlights).replace("{legal}", legalHighlight(f)).replace("{direction}", directionHighlight(f));
  switch (f.category) {
    case "can-ho-chung-cu":
      return f.sell
        ? `Bán căn hộ ${f.building} ${f.bedrooms}PN ${area}, ${hl}`
        : `Cho thuê căn hộ ${f.building} ${f.bedrooms}PN, ${furnishText[f.furnishing ?? "co-ban"]}`;
    case "nha-rieng":
      return f.sell ? `Bán nhà ${f.floors} tầng hẻm ${f.street}, ${area}, ${hl}` : `Cho thuê nhà nguyên căn ${f.street}, ${f.bedrooms}PN`;
    case "nha-mat-pho":
      return f.sell ? `Bán nhà mặt tiền ${f.street} ${f.district}, ${area}` : `Cho thuê nhà mặt tiền ${f.street}, tiện kinh doanh`;
    case "biet-thu":
      return f.sell ? `Bán biệt thự ${f.district} ${area}, ${hl}` : `Cho thuê biệt thự sân vườn ${f.district}`;
    case "dat-nen":
      return `Bán đất thổ cư ${f.street} ${area}, ${r.pick(["{legal}", "xây tự do", "hẻm xe hơi"]).replace("{legal}", legalHighlight(f))}`;
    case "van-phong":
      return f.sell
        ? `Bán sàn văn phòng ${f.building} ${area}`
        : `Cho thuê văn phòng ${f.street} ${area}, ${r.pick(["giá tốt", "view đẹp", "vào ngay"])}`;
    case "mat-bang-kinh-doanh":
      return f.sell ? `Sang nhượng mặt bằng ${f.street} ${area}` : `Cho thuê mặt bằng kinh doanh ${f.street} ${area}`;
    case "phong-tro":
      return `Cho thuê phòng trọ ${f.street} ${area}, ${r.pick(["có gác", "giờ giấc tự do", "gần đại học", "có máy lạnh"])}`;
    default:
      return f.sell ? `Bán kho xưởng ${f.district} ${area}` : `Cho thuê kho xưởng ${f.district} ${area}, xe container vào được`;
  }
}

const openings = [
  "Chính chủ cần {verb} gấp, giá thương lượng cho khách thiện chí.",
  "Vị trí đắc địa tại {ward} ({district} cũ), di chuyển thuận tiện về trung tâm.",
  "Khu vực yên tĩnh, dân cư hiện hữu, an ninh tốt.",
];
const middles = [
  "Diện tích {area}m², thiết kế thông minh, nhiều ánh sáng tự nhiên.",
  "Gần trường học các cấp, bệnh viện, chợ và siêu thị trong bán kính 1–2 km.",
  "Đường {street} rộng, xe hơi đỗ cửa, thuận tiện kinh doanh nhỏ.",
  "Tiện ích nội khu đầy đủ: hồ bơi, phòng gym, công viên cây xanh.",
];
const closings = [
  "Pháp lý rõ ràng, hỗ trợ vay ngân hàng đến 70%.",
  "Liên hệ để xem nhà trực tiếp, hỗ trợ thủ tục nhanh gọn.",
  "Xem nhà mọi lúc, vui lòng gọi trước khi đến.",
];

export function listingDescription(r: Random, f: ListingFacts): string {
  const fill = (s: string) =>
    s
      .replace("{verb}", f.sell ? "bán" : "cho thuê")
      .replace("{ward}", f.ward)
      .replace("{district}", f.district)
      .replace("{area}", String(f.area))
      .replace("{street}", f.street);
  return [r.pick(openings), ...r.sample(middles, 2), r.pick(closings)].map(fill).join(" ");
}
