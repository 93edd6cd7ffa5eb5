import type { ParameterType } from "../schema/catalog.ts";

// Facts of the Vietnamese market: the listing fields buyers filter by, and the categories they browse.

const directions = [
  { value: "dong", label: "Đông", labelEn: "East" },
  { value: "tay", label: "Tây", labelEn: "West" },
  { value: "nam", label: "Nam", labelEn: "South" },
  { value: "bac", label: "Bắc", labelEn: "North" },
  { value: "dong-bac", label: "Đông Bắc", labelEn: "North-east" },
  { value: "dong-nam", label: "Đông Nam", labelEn: "South-east" },
  { value: "tay-bac", label: "Tây Bắc", labelEn: "North-west" },
  { value: "tay-nam", label: "Tây Nam", labelEn: "South-west" },
];

export interface ParameterSeed {
  code: string;
  name: string;
  en: string;
  type: ParameterType;
  unit?: string;
  required?: boolean;
  options?: { value: string; label: string; labelEn?: string }[];
}

export const parameterSeeds: ParameterSeed[] = [
  { code: "area", name: "Diện tích", en: "Area", type: "number", unit: "m²", required: true },
  { code: "bedrooms", name: "Phòng ngủ", en: "Bedrooms", type: "number" },
  { code: "bathrooms", name: "Phòng tắm", en: "Bathrooms", type: "number" },
  { code: "floors", name: "Số tầng", en: "Floors", type: "number" },
  { code: "floor_number", name: "Tầng số", en: "Floor number", type: "number" },
  { code: "frontage", name: "Mặt tiền", en: "Frontage", type: "number", unit: "m" },
  { code: "road_width", name: "Đường vào", en: "Road width", type: "number", unit: "m" },
  { code: "house_direction", name: "Hướng nhà", en: "House direction", type: "dropdown", options: directions },
  { code: "balcony_direction", name: "Hướng ban công", en: "Balcony direction", type: "dropdown", options: directions },
  {
    code: "legal_status",
    name: "Pháp lý",
    en: "Legal status",
    type: "dropdown",
    options: [
      { value: "so-hong", label: "Sổ hồng / Sổ đỏ", labelEn: "Pink / red book (title deed)" },
      { value: "hop-dong-mua-ban", label: "Hợp đồng mua bán", labelEn: "Sale and purchase contract" },
      { value: "dang-cho-so", label: "Đang chờ sổ", labelEn: "Title deed pending" },
      { value: "giay-tay", label: "Giấy tay", labelEn: "Handwritten papers" },
      { value: "khac", label: "Khác", labelEn: "Other" },
    ],
  },
  {
    code: "furnishing",
    name: "Nội thất",
    en: "Furnishing",
    type: "radio",
    options: [
      { value: "day-du", label: "Đầy đủ", labelEn: "Fully furnished" },
      { value: "co-ban", label: "Cơ bản", labelEn: "Basic" },
      { value: "khong", label: "Không nội thất", labelEn: "Unfurnished" },
    ],
  },
  {
    code: "amenities",
    name: "Tiện ích",
    en: "Amenities",
    type: "checkbox",
    options: [
      { value: "ho-boi", label: "Hồ bơi", labelEn: "Swimming pool" },
      { value: "gym", label: "Phòng gym", labelEn: "Gym" },
      { value: "bao-ve", label: "Bảo vệ 24/7", labelEn: "24/7 security" },
      { value: "thang-may", label: "Thang máy", labelEn: "Lift" },
      { value: "cho-dau-o-to", label: "Chỗ đậu ô tô", labelEn: "Car parking" },
    ],
  },
  {
    code: "land_type",
    name: "Loại đất",
    en: "Land type",
    type: "dropdown",
    options: [
      { value: "dat-o", label: "Đất ở (thổ cư)", labelEn: "Residential land" },
      { value: "dat-thuong-mai", label: "Đất thương mại dịch vụ", labelEn: "Commercial land" },
      { value: "dat-nong-nghiep", label: "Đất nông nghiệp", labelEn: "Agricultural land" },
    ],
  },
  { code: "floor_plan", name: "Bản vẽ mặt bằng", en: "Floor plan", type: "file" },
  { code: "note", name: "Ghi chú thêm", en: "Additional notes", type: "textarea" },
  { code: "building_name", name: "Tên tòa nhà", en: "Building name", type: "text" },
];

export interface CategorySeed {
  slug: string;
  name: string;
  en: string;
  icon: string;
  parameters: string[];
}

export const categorySeeds: CategorySeed[] = [
  {
    slug: "can-ho-chung-cu",
    name: "Căn hộ chung cư",
    en: "Apartment",
    icon: "apartment",
    parameters: [
      "area",
      "bedrooms",
      "bathrooms",
      "floor_number",
      "building_name",
      "balcony_direction",
      "legal_status",
      "furnishing",
      "amenities",
      "floor_plan",
    ],
  },
  {
    slug: "nha-rieng",
    name: "Nhà riêng",
    en: "House",
    icon: "house",
    parameters: ["area", "bedrooms", "bathrooms", "floors", "frontage", "road_width", "house_direction", "legal_status", "furnishing"],
  },
  {
    slug: "nha-mat-pho",
    name: "Nhà mặt phố",
    en: "Street-front house",
    icon: "shophouse",
    parameters: ["area", "floors", "frontage", "road_width", "bedrooms", "bathrooms", "house_direction", "legal_status"],
  },
  {
    slug: "biet-thu",
    name: "Biệt thự",
    en: "Villa",
    icon: "villa",
    parameters: ["area", "bedrooms", "bathrooms", "floors", "house_direction", "legal_status", "furnishing", "amenities"],
  },
  {
    slug: "dat-nen",
    name: "Đất nền",
    en: "Land plot",
    icon: "land",
    parameters: ["area", "frontage", "road_width", "house_direction", "legal_status", "land_type"],
  },
  {
    slug: "van-phong",
    name: "Văn phòng",
    en: "Office",
    icon: "office",
    parameters: ["area", "floor_number", "building_name", "furnishing", "amenities", "note"],
  },
  {
    slug: "mat-bang-kinh-doanh",
    name: "Mặt bằng kinh doanh",
    en: "Retail space",
    icon: "retail",
    parameters: ["area", "frontage", "road_width", "floors", "note"],
  },
  {
    slug: "phong-tro",
    name: "Phòng trọ",
    en: "Rented room",
    icon: "room",
    parameters: ["area", "bathrooms", "floor_number", "furnishing", "note"],
  },
  {
    slug: "kho-nha-xuong",
    name: "Kho, nhà xưởng",
    en: "Warehouse, factory",
    icon: "warehouse",
    parameters: ["area", "road_width", "legal_status", "note"],
  },
];

export const facilitySeeds: { name: string; en: string; icon: string }[] = [
  { name: "Trường học", en: "School", icon: "school" },
  { name: "Bệnh viện", en: "Hospital", icon: "hospital" },
  { name: "Chợ", en: "Market", icon: "market" },
  { name: "Siêu thị", en: "Supermarket", icon: "supermarket" },
  { name: "Công viên", en: "Park", icon: "park" },
  { name: "Trạm xe buýt", en: "Bus stop", icon: "bus" },
  { name: "Ga metro", en: "Metro station", icon: "metro" },
  { name: "Ngân hàng", en: "Bank", icon: "bank" },
  { name: "Trung tâm thương mại", en: "Shopping mall", icon: "mall" },
  { name: "Sân bay", en: "Airport", icon: "airport" },
];
