// Demo agents: Vietnamese names, numbers in the 09x/03x/07x ranges, a short introduction.

export const agentSeeds = [
  { name: "Nguyễn Minh Tuấn", about: "Chuyên căn hộ Quận 7 và Nhà Bè, hơn 8 năm kinh nghiệm." },
  { name: "Trần Thị Thu Hà", about: "Tư vấn nhà phố, biệt thự khu Thảo Điền – An Phú." },
  { name: "Lê Hoàng Phúc", about: "Môi giới căn hộ cao cấp trung tâm Quận 1, Quận 3." },
  { name: "Phạm Ngọc Lan", about: "Cho thuê căn hộ dịch vụ, văn phòng khu Bình Thạnh." },
  { name: "Võ Thành Đạt", about: "Đất nền và nhà phố Thủ Đức, hỗ trợ pháp lý trọn gói." },
  { name: "Huỳnh Thị Mai", about: "Nhà riêng hẻm xe hơi Phú Nhuận, Tân Bình." },
  { name: "Đặng Quốc Bảo", about: "Mặt bằng kinh doanh, shophouse mặt tiền." },
  { name: "Bùi Thanh Tâm", about: "Căn hộ vừa túi tiền cho gia đình trẻ ở Gò Vấp, Quận 12." },
  { name: "Đỗ Thị Kim Ngân", about: "Chuyên cho thuê phòng trọ, căn hộ mini gần các trường đại học." },
  { name: "Ngô Văn Khải", about: "Kho xưởng, văn phòng cho doanh nghiệp ở Bình Tân, Tân Phú." },
  { name: "Dương Hải Yến", about: "Tư vấn đầu tư căn hộ cho thuê lợi suất tốt." },
  { name: "Lý Gia Huy", about: "Nhà phố Quận 5, Quận 10, am hiểu khu Chợ Lớn." },
  { name: "Trương Mỹ Linh", about: "Biệt thự ven sông và căn hộ hạng sang." },
  { name: "Hồ Đức Thắng", about: "Nhà phố, đất thổ cư khu Quận 8 – Quận 6." },
  { name: "Công ty Địa ốc Sông Sài Gòn", about: "Chủ đầu tư và phân phối dự án căn hộ tại TP.HCM." },
];

export const avatarColours = ["#1565c0", "#2e7d32", "#ad1457", "#ef6c00", "#6a1b9a", "#00838f", "#4e342e", "#283593"];

export function initials(name: string): string {
  const parts = name.split(" ").filter(Boolean);
  return ((parts.at(-2)?.[0] ?? "") + (parts.at(-1)?.[0] ?? "")).toUpperCase();
}
