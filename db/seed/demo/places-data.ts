// Inner wards of Hồ Chí Minh City (2025 units) with an approximate centre, the district
// they belonged to before 2025 (people still search by it), streets and buildings nearby.

export interface DemoArea {
  district: string;
  centre: [number, number];
  wards: string[];
  streets: string[];
  buildings: string[];
  /** Relative price level (1 = city average). */
  level: number;
}

export const demoAreas: DemoArea[] = [
  {
    district: "Quận 1",
    centre: [10.7769, 106.7009],
    wards: ["Phường Sài Gòn", "Phường Bến Thành", "Phường Tân Định", "Phường Cầu Ông Lãnh"],
    streets: ["Lê Lợi", "Nguyễn Huệ", "Hai Bà Trưng", "Pasteur", "Nguyễn Thị Minh Khai", "Trần Hưng Đạo", "Đinh Tiên Hoàng"],
    buildings: ["The Marq", "Vinhomes Golden River", "Saigon Center", "Sunwah Pearl"],
    level: 2.2,
  },
  {
    district: "Quận 3",
    centre: [10.7843, 106.6844],
    wards: ["Phường Bàn Cờ", "Phường Xuân Hoà", "Phường Nhiêu Lộc"],
    streets: ["Võ Văn Tần", "Nguyễn Đình Chiểu", "Cách Mạng Tháng Tám", "Lý Chính Thắng", "Trần Quốc Thảo"],
    buildings: ["Lancaster Lincoln", "Saigon Pavillon", "Léman Luxury"],
    level: 1.8,
  },
  {
    district: "Quận 4",
    centre: [10.7595, 106.7037],
    wards: ["Phường Xóm Chiếu", "Phường Khánh Hội", "Phường Vĩnh Hội"],
    streets: ["Bến Vân Đồn", "Hoàng Diệu", "Tôn Thất Thuyết", "Khánh Hội"],
    buildings: ["Saigon Royal", "The Tresor", "Millennium", "Icon 56"],
    level: 1.4,
  },
  {
    district: "Quận 5",
    centre: [10.7552, 106.6668],
    wards: ["Phường Chợ Quán", "Phường An Đông", "Phường Chợ Lớn"],
    streets: ["Trần Hưng Đạo", "An Dương Vương", "Nguyễn Trãi", "Hùng Vương", "Châu Văn Liêm"],
    buildings: ["Hùng Vương Plaza", "Everrich 1"],
    level: 1.3,
  },
  {
    district: "Quận 6",
    centre: [10.748, 106.6352],
    wards: ["Phường Bình Tây", "Phường Bình Tiên", "Phường Bình Phú", "Phường Phú Lâm"],
    streets: ["Hậu Giang", "Kinh Dương Vương", "Bình Phú", "Tân Hòa Đông"],
    buildings: ["Bình Phú Residence", "The Western Capital"],
    level: 0.9,
  },
  {
    district: "Quận 7",
    centre: [10.7375, 106.722],
    wards: ["Phường Tân Thuận", "Phường Phú Thuận", "Phường Tân Mỹ", "Phường Tân Hưng"],
    streets: ["Nguyễn Thị Thập", "Huỳnh Tấn Phát", "Nguyễn Hữu Thọ", "Nguyễn Lương Bằng", "Lê Văn Lương"],
    buildings: ["Sunrise City", "Hoàng Anh Gia Lai 3", "The Everrich Infinity", "Riviera Point", "Scenic Valley"],
    level: 1.3,
  },
  {
    district: "Quận 8",
    centre: [10.727, 106.633],
    wards: ["Phường Chánh Hưng", "Phường Phú Định", "Phường Bình Đông"],
    streets: ["Phạm Thế Hiển", "Tạ Quang Bửu", "Dương Bá Trạc", "Âu Dương Lân"],
    buildings: ["Cao ốc Phú Lợi", "Topaz Elite", "Central Premium"],
    level: 0.85,
  },
  {
    district: "Quận 10",
    centre: [10.773, 106.668],
    wards: ["Phường Diên Hồng", "Phường Vườn Lài", "Phường Hoà Hưng"],
    streets: ["3 Tháng 2", "Sư Vạn Hạnh", "Tô Hiến Thành", "Lý Thường Kiệt", "Thành Thái"],
    buildings: ["Hà Đô Centrosa", "Kỳ Hòa", "Xi Grand Court"],
    level: 1.4,
  },
  {
    district: "Quận 11",
    centre: [10.7629, 106.65],
    wards: ["Phường Minh Phụng", "Phường Bình Thới", "Phường Hoà Bình", "Phường Phú Thọ"],
    streets: ["Lạc Long Quân", "Lê Đại Hành", "Minh Phụng", "Âu Cơ"],
    buildings: ["Res 11", "Flemington"],
    level: 1.1,
  },
  {
    district: "Quận 12",
    centre: [10.86, 106.65],
    wards: ["Phường Đông Hưng Thuận", "Phường Trung Mỹ Tây", "Phường Tân Thới Hiệp", "Phường Thới An", "Phường An Phú Đông"],
    streets: ["Nguyễn Ảnh Thủ", "Hà Huy Giáp", "Lê Văn Khương", "Tô Ký"],
    buildings: ["Picity High Park", "Prosper Plaza"],
    level: 0.7,
  },
  {
    district: "Gò Vấp",
    centre: [10.8387, 106.6653],
    wards: ["Phường An Nhơn", "Phường Gò Vấp", "Phường Hạnh Thông", "Phường An Hội Đông", "Phường Thông Tây Hội", "Phường An Hội Tây"],
    streets: ["Quang Trung", "Phan Văn Trị", "Nguyễn Oanh", "Lê Đức Thọ", "Phạm Văn Đồng"],
    buildings: ["Cityland Park Hills", "Dream Home Palace", "The Pegasuite"],
    level: 0.95,
  },
  {
    district: "Bình Thạnh",
    centre: [10.8106, 106.7091],
    wards: ["Phường Gia Định", "Phường Bình Thạnh", "Phường Bình Lợi Trung", "Phường Thạnh Mỹ Tây", "Phường Bình Quới"],
    streets: ["Xô Viết Nghệ Tĩnh", "Điện Biên Phủ", "Nguyễn Hữu Cảnh", "Bạch Đằng", "Phan Đăng Lưu"],
    buildings: ["Vinhomes Central Park", "Pearl Plaza", "City Garden", "Saigon Pearl"],
    level: 1.5,
  },
  {
    district: "Tân Bình",
    centre: [10.8015, 106.6526],
    wards: ["Phường Tân Sơn Hoà", "Phường Tân Sơn Nhất", "Phường Tân Hoà", "Phường Bảy Hiền", "Phường Tân Bình", "Phường Tân Sơn"],
    streets: ["Cộng Hòa", "Hoàng Văn Thụ", "Trường Chinh", "Âu Cơ", "Lạc Long Quân"],
    buildings: ["Botanica Premier", "Newton Residence", "Carillon"],
    level: 1.2,
  },
  {
    district: "Tân Phú",
    centre: [10.7901, 106.6282],
    wards: ["Phường Tây Thạnh", "Phường Tân Sơn Nhì", "Phường Phú Thọ Hoà", "Phường Tân Phú", "Phường Phú Thạnh"],
    streets: ["Lũy Bán Bích", "Tân Kỳ Tân Quý", "Hòa Bình", "Tây Thạnh"],
    buildings: ["Celadon City", "Carillon 7"],
    level: 0.9,
  },
  {
    district: "Phú Nhuận",
    centre: [10.7991, 106.6802],
    wards: ["Phường Đức Nhuận", "Phường Cầu Kiệu", "Phường Phú Nhuận"],
    streets: ["Phan Xích Long", "Nguyễn Văn Trỗi", "Hoàng Văn Thụ", "Phan Đình Phùng"],
    buildings: ["Orchard Garden", "The Botanica", "Garden Gate"],
    level: 1.5,
  },
  {
    district: "Bình Tân",
    centre: [10.7653, 106.6036],
    wards: ["Phường An Lạc", "Phường Bình Tân", "Phường Tân Tạo", "Phường Bình Trị Đông", "Phường Bình Hưng Hoà"],
    streets: ["Kinh Dương Vương", "Tên Lửa", "Mã Lò", "Lê Văn Quới"],
    buildings: ["Akari City", "Aio City", "Moonlight Centre Point"],
    level: 0.75,
  },
  {
    district: "Quận 2",
    centre: [10.795, 106.74],
    wards: ["Phường An Khánh", "Phường Bình Trưng", "Phường Cát Lái"],
    streets: ["Thảo Điền", "Xuân Thủy", "Nguyễn Văn Hưởng", "Trần Não", "Mai Chí Thọ"],
    buildings: ["Masteri Thảo Điền", "The Vista An Phú", "Estella Heights", "Empire City"],
    level: 1.9,
  },
  {
    district: "Thủ Đức",
    centre: [10.85, 106.755],
    wards: [
      "Phường Thủ Đức",
      "Phường Hiệp Bình",
      "Phường Tam Bình",
      "Phường Linh Xuân",
      "Phường Tăng Nhơn Phú",
      "Phường Phước Long",
      "Phường Long Trường",
    ],
    streets: ["Võ Văn Ngân", "Kha Vạn Cân", "Phạm Văn Đồng", "Lê Văn Việt", "Đỗ Xuân Hợp"],
    buildings: ["Vinhomes Grand Park", "Masteri Centre Point", "The Origami", "Sky 89"],
    level: 0.95,
  },
];

export const cityName = "Thành phố Hồ Chí Minh";
