import { eq } from "drizzle-orm";
import { verificationFormFields } from "../../db/schema/index.ts";
import { pdf, photo } from "./listing-fixtures.ts";
import { type TestContext } from "./test-app.ts";
import type { Input, Resources } from "./authorization-fixtures.ts";

// What each call of the authorization matrix is given (server/api/authorization-matrix.test.ts):
// a valid input acting on the cell's rows, so only the actor decides the answer. A call not named
// here is given nothing.

let sequence = 0;

export function matrixInputs(ctx: TestContext): Record<string, (r: Resources) => Input | Promise<Input>> {
  return {
    "GET get_property": (r) => ({ id: r.property }),
    "GET get-all-similar-properties": (r) => ({ property_id: r.property }),
    "GET get_nearby_properties": () => ({ latitude: 10.7725, longitude: 106.698 }),
    "GET compare-properties": (r) => ({ source_property_id: r.property, target_property_id: r.secondProperty }),
    "GET get-project-detail": (r) => ({ id: r.project }),
    "POST reveal-phone": (r) => ({ property_id: r.property }),
    "GET agent-properties": (r) => ({ id: r.owner.id }),
    "POST saved-searches": () => ({ name: "Căn hộ 2 phòng ngủ", url: "/properties?bedrooms=2" }),
    "POST saved-searches/update": (r) => ({ id: r.savedSearch, name: "Đổi tên" }),
    "DELETE saved-searches": (r) => ({ id: r.savedSearch }),
    "POST personalised-fields": (r) => ({ category_ids: [r.categoryId], price_range: "1000000000,5000000000", property_type: "sell" }),
    "GET mortgage-calculator": () => ({ loan_amount: 2_000_000_000, interest_rate: 10, loan_term_years: 20 }),
    "GET get-map-clusters": () => ({ min_latitude: 10.6, max_latitude: 10.9, min_longitude: 106.5, max_longitude: 106.9, zoom: 12 }),
    "GET geocode": () => ({ q: "Bến Thành" }),
    "GET reverse-geocode": () => ({ latlng: "10.77,106.70" }),
    "POST contct_us": () => ({ first_name: "An", email: "an@example.test", subject: "Hỏi giá", message: "Xin báo giá căn hộ." }),
    "POST user-register": () => ({
      name: "Người mới",
      email: `new${++sequence}@example.test`,
      password: "secret123",
      re_password: "secret123",
    }),
    "GET get-otp": () => ({ email: `otp${++sequence}@example.test` }),
    "GET verify-otp": (r) => ({ email: r.owner.email, otp: "000000" }),
    "POST user_signup": (r) => ({ logintype: "email", email: r.owner.email, password: "secret123" }),
    "GET forgot-password": (r) => ({ email: r.owner.email }),
    "POST update_profile": () => ({ about_me: "Chuyên căn hộ quận 1" }),
    "POST register-fcm-id": () => ({
      fcm_id: JSON.stringify({ endpoint: `https://push.example.test/${++sequence}`, keys: { p256dh: "p256dh-key", auth: "auth-key" } }),
    }),
    "POST before-logout": () => ({}),
    "POST delete_user": () => ({ confirm: "1" }),
    "POST mark-notifications-read": (r) => ({ ids: [r.notification] }),
    "POST admin/send-notification": (r) => ({ user_id: r.victim, title: "Xin chào" }),
    "POST admin/users/deactivate": (r) => ({ userid: r.victim }),
    "POST admin/users/reactivate": (r) => ({ userid: r.victim }),
    "POST admin/staff/invite": () => ({ email: `invited${++sequence}@example.test`, name: "Kiểm duyệt viên", role: "moderator" }),
    "POST admin/staff/role": (r) => ({ user_id: r.victim, role: "moderator" }),
    "POST admin/users/password-reset": (r) => ({ user_id: r.victim }),
    "POST admin/users/verification-status": (r) => ({ user_id: r.victim, status: "verified" }),
    "POST admin/update-settings": () => ({ values: {} }),
    "POST apply-agent-verification": async () => {
      // Every active field of the form answered: the site's default form and the cells' own fields.
      const fields = await ctx.services.db
        .select()
        .from(verificationFormFields)
        .where(eq(verificationFormFields.isActive, true))
        .orderBy(verificationFormFields.sortOrder, verificationFormFields.id);
      const body = new FormData();
      for (const [index, field] of fields.entries()) {
        body.set(`form_fields[${index}][id]`, String(field.id));
        body.set(
          `form_fields[${index}][value]`,
          field.kind === "file" ? pdf("giay-to.pdf") : field.kind === "number" ? "5" : "079200001234",
        );
      }
      return body;
    },
    "POST request-listing-verification": async (r) => {
      const body = new FormData();
      body.set("property_id", String(r.property));
      body.set("certificate", pdf("so-hong.pdf"));
      body.append("photos[]", await photo(320, 240, "jpeg", "phong-khach.jpg"));
      return body;
    },
    "GET get-listing-verification": (r) => ({ property_id: r.property }),
    "POST admin/save-verification-form-field": () => ({ kind: "text", label_vi: "Mã số thuế", label_en: "Tax code" }),
    "POST admin/remove-verification-form-field": (r) => ({ id: r.formField }),
    "GET admin/verification-requests": () => ({ kind: "agent" }),
    "POST admin/decide-verification": (r) => ({ id: r.agentApplication, decision: "fail", reason: "Thiếu giấy tờ" }),
    "POST post_property": async (r) => {
      const body = new FormData();
      const fields = {
        title: "Căn hộ mới đăng",
        description: "Căn hộ thoáng mát, gần chợ và trường học.",
        category_id: String(r.categoryId),
        property_type: "sell",
        price: "3000000000",
      };
      for (const [key, value] of Object.entries(fields)) body.set(key, value);
      body.set("parameters[0][parameter_id]", String(r.areaParameterId));
      body.set("parameters[0][value]", "80");
      body.set("title_image", await photo(320, 240));
      return body;
    },
    "POST update_post_property": (r) => ({ id: r.property, title: "Tiêu đề đã sửa cho tin" }),
    "POST delete_property": (r) => ({ id: r.property }),
    "POST update_property_status": (r) => ({ property_id: r.property, status: "inactive" }),
    "POST change-property-status": (r) => ({ property_id: r.property, status: "inactive" }),
    "POST add_favourite": (r) => ({ property_id: r.property, type: 1 }),
    "POST interested_users": (r) => ({ property_id: r.property, type: 1 }),
    "GET get_interested_users": (r) => ({ property_id: r.property }),
    "GET check-package-limit": () => ({ type: "property_list" }),
    "GET get_limits": () => ({ package_type: "property" }),
    "POST assign_package": (r) => ({ package_id: r.freePackage }),
    "POST admin/assign-package": (r) => ({ user_id: r.victim, package_id: r.freePackage }),
    "POST admin/save-package": (r) => ({ id: r.unusedPackage, name: "Gói thử đổi tên", name_en: "Trial renamed", price: 0, duration: 14 }),
    "POST admin/package-status": (r) => ({ id: r.unusedPackage, is_active: "0" }),
    "POST admin/delete-package": (r) => ({ id: r.unusedPackage }),
    "POST post_project": (r) => ({ id: r.project, title: "Dự án đã sửa tên" }),
    "POST delete_project": (r) => ({ id: r.project }),
    "POST change-project-status": (r) => ({ project_id: r.project, status: "inactive" }),
    "POST store_advertisement": (r) => ({ feature_for: "property", property_id: r.property }),
    "POST delete_advertisement": (r) => ({ id: r.advertisement }),
    "GET admin/moderation-queue": () => ({ kind: "property" }),
    "POST admin/moderate": (r) => ({ kind: "property", id: r.pendingProperty, decision: "approve" }),
    "GET admin/duplicates": () => ({}),
    "POST admin/decide-duplicate": (r) => ({ id: r.duplicatePair, decision: "merge" }),
    "POST initiate-bank-transfer": (r) => ({ package_id: r.paidPackage }),
    "GET get-bank-transfer-details": (r) => ({ payment_transaction_id: r.payment }),
    "POST upload-bank-receipt-file": async (r) => {
      const body = new FormData();
      body.set("payment_transaction_id", String(r.payment));
      body.set("file", await photo(320, 240, "png", "bien-lai.png"));
      return body;
    },
    "POST create-payment-intent": (r) => ({ package_id: r.paidPackage, payment_method: "vnpay" }),
    "POST createPaymentIntent": (r) => ({ package_id: r.paidPackage, amount: "199000", currency: "₫" }),
    "POST confirmPayment": () => ({ paymentIntentId: "pi_nobody_opened" }),
    "GET paypal": (r) => ({ package_id: r.paidPackage }),
    "POST flutterwave": (r) => ({ package_id: r.paidPackage }),
    "POST payment-transaction-fail": (r) => ({ payment_transaction_id: r.payment }),
    "GET get-payment-receipt": (r) => ({ payment_transaction_id: r.paidPayment }),
    "GET admin/transaction": (r) => ({ payment_transaction_id: r.payment }),
    "POST admin/update-payment-settings": () => ({
      bank_transfer_status: true,
      bank_bin: "970436",
      account_number: "0071000888888",
      account_name: "CONG TY NHA DAT SAI GON",
      vnpay_status: true,
      vnpay_tmn_code: "MATRIX01",
    }),
    "POST admin/bank-transfer-decision": (r) => ({
      payment_transaction_id: r.payment,
      decision: "reject",
      reason: "Biên lai không đọc được",
    }),
    "GET get_messages": (r) => ({ user_id: r.victim, property_id: r.property }),
    "POST send_message": (r) => ({ receiver_id: r.victim, property_id: r.property, message: "Xin chào" }),
    "POST delete_chat_message": (r) => ({ message_id: r.message }),
    "POST block-user": (r) => ({ to_user_id: r.victim }),
    "POST unblock-user": (r) => ({ to_user_id: r.victim }),
    "POST submit-lead": (r) => ({
      name: "Khách",
      email: `khach${++sequence}@example.test`,
      message: "Tôi muốn xem nhà.",
      property_id: r.property,
    }),
    "POST submit-property-requirement": (r) => ({
      purpose: "buy",
      category_id: r.categoryId,
      timeline: "just_looking",
      name: "Khách",
      email: `tim${++sequence}@example.test`,
    }),
    "POST add_reports": (r) => ({ property_id: r.property, reason_id: "other", other_message: "Tin sai giá" }),
    "POST admin/decide-report": (r) => ({ id: r.report, decision: "dismiss" }),
    "POST admin/update-lead": (r) => ({ id: r.teamLead, state: "done" }),
    "POST admin/reply-lead": (r) => ({ id: r.teamLead, message: "Chúng tôi sẽ gọi lại trong hôm nay." }),
    "POST update-lead": (r) => ({ id: r.lead, state: "done" }),
  };
}
