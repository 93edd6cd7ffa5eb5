import { describe, expect, it } from "vitest";
import { en } from "../i18n/en.ts";
import { vi } from "../i18n/vi.ts";
import { authErrorKeys, authErrorMessage } from "./auth-errors.ts";

describe("sign-in error catalogue (docs/product.md, Messages)", () => {
  const table: [string, string, string][] = [
    ["auth/user-not-found", "user not found", "không tìm thấy người dùng"],
    ["auth/wrong-password", "Incorrect password", "Mật khẩu không đúng"],
    ["auth/email-already-in-use", "Email already in use", "Email đã được sử dụng"],
    ["auth/invalid-email", "Email address is invalid", "Địa chỉ email không hợp lệ"],
    ["auth/user-disabled", "Your Account have been Deactivetd by Admin", "Tài khoản của bạn đã bị quản trị viên vô hiệu hóa"],
    ["auth/too-many-requests", "Too many requests, try again later", "Quá nhiều yêu cầu, vui lòng thử lại sau"],
    ["auth/operation-not-allowed", "This sign-in method is not enabled", "Phương thức đăng nhập này chưa được bật"],
    ["auth/internal-error", "Oops! Something went wrong", "Rất tiếc! Đã xảy ra lỗi"],
    ["auth/invalid-login-credentials", "incorrect details", "thông tin đăng nhập không chính xác"],
    ["auth/invalid-credential", "incorrect details", "thông tin đăng nhập không chính xác"],
    ["auth/invalid-phone-number", "Phone number is invalid", "Số điện thoại không hợp lệ"],
    ["auth/invalid-verification-code", "The verification code is incorrect", "Mã xác minh không đúng"],
    ["auth/code-expired", "The code has expired, please request a new one", "Mã đã hết hạn, vui lòng yêu cầu mã mới"],
    ["auth/network-request-failed", "Network error, please check your connection", "Lỗi mạng, vui lòng kiểm tra kết nối"],
    ["auth/popup-blocked", "The sign-in popup was blocked by the browser", "Trình duyệt đã chặn cửa sổ đăng nhập"],
    ["auth/popup-closed-by-user", "The sign-in popup was closed before finishing", "Cửa sổ đăng nhập đã bị đóng trước khi hoàn tất"],
    ["auth/weak-password", "Password must be 6 characters or more", "Mật khẩu phải có ít nhất 6 ký tự"],
    ["auth/requires-recent-login", "Please sign in again to continue", "Vui lòng đăng nhập lại để tiếp tục"],
    ["auth/quota-exceeded", "Quota exceeded, please try again later", "Đã vượt hạn mức, vui lòng thử lại sau"],
    ["auth/timeout", "The request timed out, please try again", "Yêu cầu đã quá thời gian, vui lòng thử lại"],
  ];

  it.each(table)("%s reads %j in English and %j in Vietnamese", (code, english, vietnamese) => {
    expect(authErrorMessage("en", code)).toBe(english);
    expect(authErrorMessage("vi", code)).toBe(vietnamese);
  });

  it("gives 'error occurred' followed by the code for an unknown code", () => {
    expect(authErrorMessage("en", "auth/something-new")).toBe("error occurred auth/something-new");
    expect(authErrorMessage("vi", "auth/something-new")).toBe("đã xảy ra lỗi auth/something-new");
  });

  it("points every code at a key both dictionaries define", () => {
    for (const key of Object.values(authErrorKeys)) {
      expect(en[key]).toBeTruthy();
      expect(vi[key]).toBeTruthy();
    }
  });
});
