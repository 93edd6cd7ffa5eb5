// The contact form and the static pages (about, privacy, terms): the words in both languages (spread into app/lib/i18n/vi.ts and en.ts).
export const contactWords = {
  vi: {
    contactTitle: "Liên hệ với chúng tôi",
    contactIntro: "Bạn có câu hỏi về tin đăng, gói dịch vụ hay tài khoản? Hãy viết cho chúng tôi, đội ngũ sẽ trả lời trong vòng 24 giờ.",
    firstName: "Tên đệm và tên",
    lastName: "Họ",
    subject: "Chủ đề",
    message: "Nội dung",
    sendMessage: "Gửi tin nhắn",
    sending: "Đang gửi…",
    contactSent: "Cảm ơn bạn! Tin nhắn đã được gửi. Chúng tôi sẽ trả lời trong vòng 24 giờ.",
    inquiryListingTag: "[Tin #{id}: {title}]",
    inquiryListingLine: "Tin đăng #{id}: {title} — {url}",
    inquiryAbout: "Yêu cầu tư vấn về tin đăng",
    inquirySubject: "Tư vấn: {title}",
    aboutTitle: "Giới thiệu",
    aboutText:
      "{company} là sàn bất động sản của {city}: tin đăng đã kiểm duyệt ở mọi phường, giá bằng VND và đội ngũ trả lời trong vòng 24 giờ.",
    aboutTrust:
      "Mọi tin đăng đều được nhân viên kiểm duyệt trước khi hiển thị; môi giới được xác minh; báo cáo vi phạm được xử lý trong ngày.",
    privacyTitle: "Chính sách bảo mật",
    privacyText:
      "Chúng tôi chỉ thu thập những gì sàn cần: thông tin tài khoản, tin đăng và tin nhắn của bạn. Chúng tôi không bao giờ bán dữ liệu cá nhân. Ảnh tải lên được xóa thông tin vị trí. Bạn có thể xóa tài khoản và dữ liệu bất cứ lúc nào trong trang hồ sơ.",
    termsTitle: "Điều khoản sử dụng",
    termsText:
      "Tin đăng phải mô tả bất động sản có thật với giá và hình ảnh trung thực. Nhân viên có thể từ chối hoặc gỡ tin vi phạm và vô hiệu hóa tài khoản lạm dụng dịch vụ.",
  },
  en: {
    contactTitle: "Contact us",
    contactIntro: "Questions about a listing, a package or your account? Write to us and the team answers within 24 hours.",
    firstName: "First name",
    lastName: "Last name",
    subject: "Subject",
    message: "Message",
    sendMessage: "Send message",
    sending: "Sending…",
    contactSent: "Thank you! Your message has been sent. We will reply within 24 hours.",
    inquiryListingTag: "[Listing #{id}: {title}]",
    inquiryListingLine: "Listing #{id}: {title} — {url}",
    inquiryAbout: "Your inquiry is about this listing",
    inquirySubject: "Inquiry: {title}",
    aboutTitle: "About us",
    aboutText:
      "{company} is a property marketplace for {city}: verified listings in every ward, prices in VND, and a team that answers within 24 hours.",
    aboutTrust: "Every listing is reviewed by our staff before it goes live; agents are verified; reports are handled within a day.",
    privacyTitle: "Privacy policy",
    privacyText:
      "We collect only what the marketplace needs: your account details, your listings and your messages. We never sell personal data. Photos are stripped of location metadata when uploaded. You can delete your account and its data at any time from your profile.",
    termsTitle: "Terms of use",
    termsText:
      "Listings must describe real properties with truthful prices and photos. Staff may reject or remove listings that break these rules and may deactivate accounts that abuse the service.",
  },
};
