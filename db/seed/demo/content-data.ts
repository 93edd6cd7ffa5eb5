// Demo articles and FAQs, Vietnamese first with English translations.

export const articleCategorySeeds = [
  { slug: "cam-nang-mua-nha", name: "Cẩm nang mua nhà", en: "Buying guides" },
  { slug: "thi-truong", name: "Thị trường", en: "Market" },
  { slug: "phap-ly", name: "Pháp lý", en: "Legal" },
  { slug: "phong-thuy-noi-that", name: "Phong thủy & nội thất", en: "Feng shui & interiors" },
];

export interface ArticleSeed {
  category: string;
  title: string;
  summary: string;
  body: string;
  en: { title: string; summary: string; body: string };
  promoted?: boolean;
}

export const articleSeeds: ArticleSeed[] = [
  {
    category: "cam-nang-mua-nha",
    title: "7 bước mua căn hộ lần đầu ở TP.HCM",
    summary: "Từ xác định ngân sách đến nhận bàn giao: quy trình gọn gàng cho người mua lần đầu.",
    body: "Xác định ngân sách, gồm cả khoản vay và chi phí phát sinh khoảng 3–5% giá trị căn hộ.\n\nChọn khu vực theo nơi làm việc và trường học của con; đi xem vào giờ cao điểm để hiểu giao thông.\n\nKiểm tra pháp lý dự án, tiến độ thanh toán và uy tín chủ đầu tư trước khi đặt cọc.",
    en: {
      title: "Seven steps to buying your first apartment in Ho Chi Minh City",
      summary: "From budget to handover: a tidy process for first-time buyers.",
      body: "Set a budget that includes the loan and extra costs of about 3–5% of the price.\n\nChoose an area by your workplace and your children's school; visit at rush hour to judge the traffic.\n\nCheck the project's legal papers, payment schedule and developer before paying a deposit.",
    },
    promoted: true,
  },
  {
    category: "phap-ly",
    title: "Sổ hồng, sổ đỏ và hợp đồng mua bán: khác nhau thế nào?",
    summary: "Hiểu đúng các loại giấy tờ nhà đất để giao dịch an toàn.",
    body: "Sổ hồng và sổ đỏ nay đều là giấy chứng nhận quyền sử dụng đất và tài sản gắn liền với đất.\n\nHợp đồng mua bán với chủ đầu tư chỉ là bước đầu; hãy hỏi rõ thời điểm ra sổ.\n\nGiấy tay tiềm ẩn nhiều rủi ro, nên tránh với tài sản giá trị lớn.",
    en: {
      title: "Pink book, red book and sale contracts: what is the difference?",
      summary: "Know your property papers to deal safely.",
      body: "Pink and red books are both certificates of land-use rights and attached property.\n\nA sale contract with the developer is only a first step; ask when the certificate will be issued.\n\nHandwritten papers carry real risk and are best avoided for large purchases.",
    },
    promoted: true,
  },
  {
    category: "thi-truong",
    title: "Giá thuê căn hộ khu Thảo Điền quý này",
    summary: "Nguồn cung mới và nhu cầu của chuyên gia nước ngoài giữ giá thuê ổn định.",
    body: "Căn hộ hai phòng ngủ đầy đủ nội thất dao động 18–30 triệu đồng mỗi tháng.\n\nCác dự án gần tuyến metro số 1 có tỷ lệ lấp đầy cao hơn mặt bằng chung.",
    en: {
      title: "Apartment rents in Thao Dien this quarter",
      summary: "New supply and expatriate demand keep rents steady.",
      body: "Furnished two-bedroom apartments rent for 18–30 million dong a month.\n\nProjects near Metro Line 1 fill faster than the market.",
    },
  },
  {
    category: "thi-truong",
    title: "Tuyến metro số 1 thay đổi bất động sản phía Đông ra sao",
    summary: "Thời gian di chuyển rút ngắn kéo theo nhu cầu nhà ở dọc tuyến.",
    body: "Từ Bến Thành đến Suối Tiên chỉ khoảng 30 phút, khu vực Thủ Đức trở nên gần trung tâm hơn.\n\nCăn hộ trong bán kính 1 km quanh nhà ga được quan tâm nhiều nhất.",
    en: {
      title: "How Metro Line 1 is reshaping the eastern city",
      summary: "Shorter journeys bring demand for homes along the line.",
      body: "Ben Thanh to Suoi Tien takes about 30 minutes, bringing Thu Duc closer to the centre.\n\nApartments within 1 km of a station draw the most interest.",
    },
  },
  {
    category: "cam-nang-mua-nha",
    title: "Vay mua nhà: tính khoản trả hàng tháng trước khi ký",
    summary: "Dùng máy tính khoản vay để biết số tiền trả mỗi tháng và tổng lãi.",
    body: "Lãi suất ưu đãi thường chỉ cố định 1–3 năm đầu; hãy tính cả kịch bản lãi thả nổi.\n\nTổng khoản trả nợ hàng tháng không nên vượt 40% thu nhập của gia đình.",
    en: {
      title: "Home loans: work out the monthly payment before you sign",
      summary: "Use the mortgage calculator to see the monthly payment and total interest.",
      body: "Promotional rates are usually fixed for only the first 1–3 years; work out the floating-rate case too.\n\nMonthly repayments should stay under 40% of household income.",
    },
  },
  {
    category: "phong-thuy-noi-that",
    title: "Chọn hướng nhà hợp tuổi: nên tin đến đâu?",
    summary: "Hướng nhà ảnh hưởng ánh sáng và gió nhiều hơn vận may.",
    body: "Ở TP.HCM, hướng Đông Nam đón gió mát và tránh nắng chiều.\n\nHướng Tây nhận nắng gắt buổi chiều; rèm và cây xanh giúp giảm nhiệt.",
    en: {
      title: "Choosing a house direction: how much should you believe?",
      summary: "Direction shapes light and breeze more than luck.",
      body: "In Ho Chi Minh City a south-east front catches the breeze and avoids the afternoon sun.\n\nWest-facing homes get harsh afternoon sun; blinds and plants help.",
    },
  },
  {
    category: "phap-ly",
    title: "Thủ tục sang tên nhà đất năm nay",
    summary: "Các bước công chứng, nộp thuế và đăng ký biến động.",
    body: "Công chứng hợp đồng chuyển nhượng tại văn phòng công chứng.\n\nNộp thuế thu nhập cá nhân 2% và lệ phí trước bạ 0,5%.\n\nNộp hồ sơ đăng ký biến động tại văn phòng đăng ký đất đai.",
    en: {
      title: "Transferring property title this year",
      summary: "Notarisation, taxes and registering the change.",
      body: "Have the transfer contract notarised.\n\nPay 2% personal income tax and the 0.5% registration fee.\n\nFile the change at the land registration office.",
    },
  },
  {
    category: "phong-thuy-noi-that",
    title: "Bố trí căn hộ 50m² cho gia đình ba người",
    summary: "Nội thất đa năng giúp căn hộ nhỏ rộng rãi hơn.",
    body: "Giường có ngăn kéo, bàn gấp và kệ treo tường tiết kiệm diện tích.\n\nMàu sáng và gương lớn giúp không gian thoáng hơn.",
    en: {
      title: "Fitting a family of three into 50 m²",
      summary: "Multi-purpose furniture makes a small flat feel larger.",
      body: "Beds with drawers, folding tables and wall shelves save space.\n\nLight colours and a large mirror open the room up.",
    },
  },
];

export const faqSeeds = [
  {
    question: "Đăng tin trên Nhà Đất có mất phí không?",
    answer: "Tin thường được đăng miễn phí theo gói cơ bản; gói trả phí giúp tin nổi bật và hiển thị liên hệ trực tiếp.",
    en: {
      question: "Does posting a listing cost anything?",
      answer: "Basic listings are free; paid packages feature your listing and show your contact details directly.",
    },
  },
  {
    question: "Bao lâu thì tin đăng được duyệt?",
    answer: "Đội ngũ kiểm duyệt xem xét tin trong vòng 24 giờ làm việc.",
    en: { question: "How long does approval take?", answer: "Our moderators review listings within 24 working hours." },
  },
  {
    question: "Làm sao liên hệ chủ nhà?",
    answer: "Mở tin đăng và bấm Gửi yêu cầu hoặc Nhắn tin; chủ nhà có gói trả phí hiển thị số điện thoại.",
    en: {
      question: "How do I contact an owner?",
      answer: "Open the listing and choose Send inquiry or Chat; owners on a paid package show their phone number.",
    },
  },
  {
    question: "Tin “cao cấp” là gì?",
    answer: "Là tin có thông tin chi tiết dành cho thành viên có gói Tin cao cấp.",
    en: {
      question: "What is a premium listing?",
      answer: "A listing whose full details are open to members with the premium properties package.",
    },
  },
  {
    question: "Tôi có thể tìm nhà theo phường không?",
    answer: "Có. Dùng bộ lọc Phường hoặc gõ tên phường, tên quận cũ vào ô tìm kiếm, có dấu hay không dấu đều được.",
    en: {
      question: "Can I search by ward?",
      answer: "Yes. Use the Ward filter or type the ward or old district name in the search box, with or without accents.",
    },
  },
  {
    question: "Máy tính khoản vay tính thế nào?",
    answer: "Theo phương pháp trả góp đều hàng tháng với lãi suất năm bạn nhập.",
    en: { question: "How does the mortgage calculator work?", answer: "It uses equal monthly instalments at the yearly rate you enter." },
  },
  {
    question: "Xác minh môi giới để làm gì?",
    answer: "Môi giới đã xác minh có huy hiệu trên hồ sơ và được ưu tiên hiển thị.",
    en: { question: "Why verify as an agent?", answer: "Verified agents get a badge on their profile and are shown first." },
  },
  {
    question: "Tôi muốn nhờ đội ngũ tìm nhà giúp?",
    answer: "Điền biểu mẫu Tìm nhà giúp tôi; chúng tôi liên hệ trong vòng 24 giờ và sắp xếp lịch xem nhà.",
    en: {
      question: "Can your team find a home for me?",
      answer: "Fill in the Find my property form; we contact you within 24 hours and arrange viewings.",
    },
  },
  {
    question: "Báo cáo tin đăng sai sự thật ở đâu?",
    answer: "Bấm Báo cáo trên tin đăng và chọn lý do; đội kiểm duyệt sẽ xử lý.",
    en: {
      question: "How do I report a misleading listing?",
      answer: "Choose Report on the listing and pick a reason; moderators will act on it.",
    },
  },
  {
    question: "Diện tích tính theo đơn vị nào?",
    answer: "Mét vuông (m²). Công cụ đổi đơn vị hỗ trợ sào và công theo từng vùng.",
    en: { question: "Which unit is area in?", answer: "Square metres (m²). The area converter also handles sào and công by region." },
  },
];
