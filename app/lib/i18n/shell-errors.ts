// The error page's strings, kept apart from the dictionaries so the root error boundary can
// speak even when the root loader (which sends the dictionary) is what failed, without the
// browser downloading both dictionaries.
export const shellErrors = {
  vi: {
    pageNotFoundTitle: "Không tìm thấy trang",
    pageNotFoundText: "Trang bạn tìm không tồn tại hoặc đã được chuyển đi.",
    errorTitle: "Đã có lỗi xảy ra",
    errorText: "Vui lòng thử lại sau giây lát.",
    forbiddenTitle: "Bạn không có quyền truy cập trang này",
    forbiddenText: "Trang này chỉ dành cho nhân viên quản trị. Nếu bạn cần quyền truy cập, hãy liên hệ quản trị viên.",
    backToHome: "Về trang chủ",
  },
  en: {
    pageNotFoundTitle: "Page not found",
    pageNotFoundText: "The page you are looking for does not exist or has moved.",
    errorTitle: "Something went wrong",
    errorText: "Please try again in a moment.",
    forbiddenTitle: "You do not have permission to view this page",
    forbiddenText: "This page is for staff only. If you need access, ask an administrator.",
    backToHome: "Back to home",
  },
} as const;
