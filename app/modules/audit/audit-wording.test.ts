import { describe, expect, it } from "vitest";
import { translator } from "../../lib/i18n/index.ts";
import { auditChanges, auditSentence, describeAuditEntry } from "./audit-wording.ts";

const vi = { t: translator("vi"), lang: "vi" as const };
const en = { t: translator("en"), lang: "en" as const };
const settingLabels = (_type: string, field: string) => (field === "demo_mode" ? "settingDemoMode" : undefined);

/** Every site setting as the payment-settings page once stored it: one switch among thirty fields. */
const paymentView = (vnpayOn: boolean) => ({
  ...Object.fromEntries(Array.from({ length: 28 }, (_, i) => [`field_${i}`, `value ${i}`])),
  vnpay_status: vnpayOn,
  bank_transfer_details: { bank_name: "Vietcombank", account_number: "0071000888888" },
});

describe("auditChanges", () => {
  it("keeps only the fields that differ, nested ones by path", () => {
    expect(
      auditChanges(
        { a: 1, b: "x", features: { chat: true, compare: true } },
        { a: 1, b: "y", features: { chat: false, compare: true }, c: null },
      ),
    ).toEqual([
      { field: "b", before: "x", after: "y" },
      { field: "features.chat", before: true, after: false },
    ]);
  });

  it("names a plain status change once, and nothing when nothing changed", () => {
    expect(auditChanges("pending", "rejected")).toEqual([{ field: "", before: "pending", after: "rejected" }]);
    expect(auditChanges("pending", "pending")).toEqual([]);
    expect(auditChanges({ a: 1 }, { a: 1 })).toEqual([]);
  });
});

describe("describeAuditEntry", () => {
  it("words a settings switch in both languages, without the singleton's #0", () => {
    const entry = {
      action: "setting.update",
      entity_type: "setting",
      entity_id: 0,
      before_status: JSON.stringify({ demo_mode: false }),
      after_status: JSON.stringify({ demo_mode: true }),
    };
    expect(auditSentence(describeAuditEntry(entry, { ...vi, fieldLabelKey: settingLabels }))).toBe(
      "Đã sửa cài đặt: Chế độ demo (người dùng không thể thay đổi dữ liệu): tắt → bật",
    );
    expect(auditSentence(describeAuditEntry(entry, { ...en, fieldLabelKey: settingLabels }))).toBe(
      "Changed settings: Demo mode (users cannot change data): off → on",
    );
  });

  it("shows one line for one switch among thirty stored fields", () => {
    const wording = describeAuditEntry(
      {
        action: "setting.payment",
        entity_type: "setting",
        entity_id: 0,
        before_status: JSON.stringify(paymentView(false)),
        after_status: JSON.stringify(paymentView(true)),
      },
      en,
    );
    expect(wording.summary).toBe("Changed payment settings");
    expect(wording.changes).toEqual([{ label: "vnpay status", before: "off", after: "on" }]);
    expect(wording.more).toBe(0);
  });

  it("names a row by number and name, keeps unchanged naming fields out of the changes, and reads statuses through the dictionary", () => {
    const edited = describeAuditEntry(
      {
        action: "faqs.update",
        entity_type: "faqs",
        entity_id: 12,
        before_status: JSON.stringify({ id: 12, question: "Phí đăng tin?", answer: "Miễn phí.", isActive: true }),
        after_status: JSON.stringify({ id: 12, question: "Phí đăng tin?", answer: "Có phí.", isActive: false }),
      },
      { ...vi, entityLabelKey: (type) => (type === "faqs" ? "faqs" : undefined) },
    );
    expect(edited.subject).toBe("#12 «Phí đăng tin?»");
    expect(edited.changes.map((c) => [c.before, c.after])).toEqual([
      ["Miễn phí.", "Có phí."],
      ["bật", "tắt"],
    ]);
    expect(edited.summary.startsWith("Đã sửa ")).toBe(true);

    const rejected = describeAuditEntry(
      { action: "property.reject", entity_type: "property", entity_id: 301, before_status: "pending", after_status: "rejected" },
      vi,
    );
    expect(auditSentence(rejected)).toBe("Từ chối tin đăng #301: Trạng thái: Chờ duyệt → Bị từ chối");
  });

  it("counts the changes past the eighth instead of listing them", () => {
    const before = Object.fromEntries(Array.from({ length: 11 }, (_, i) => [`f${i}`, i]));
    const after = Object.fromEntries(Array.from({ length: 11 }, (_, i) => [`f${i}`, i + 1]));
    const wording = describeAuditEntry(
      {
        action: "package.update",
        entity_type: "package",
        entity_id: 3,
        before_status: JSON.stringify(before),
        after_status: JSON.stringify(after),
      },
      en,
    );
    expect(wording.changes).toHaveLength(8);
    expect(wording.more).toBe(3);
    expect(auditSentence(wording)).toMatch(/^Changed package #3: f0: 0 → 1; .*; \+3$/);
  });
});
