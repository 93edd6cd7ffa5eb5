import { describe, expect, it } from "vitest";
import { assertProfileComplete, isProfileComplete } from "./assert-profile-complete.ts";

const complete = { name: "Nguyễn Văn A", email: "a@example.vn", phoneNumber: "+84901234567", address: "12 Lê Lợi" };

describe("assertProfileComplete", () => {
  it("accepts a profile with name, real e-mail, mobile and address", () => {
    expect(isProfileComplete(complete)).toBe(true);
    expect(() => assertProfileComplete(complete)).not.toThrow();
  });

  it.each([
    ["name", { ...complete, name: "  " }],
    ["mobile", { ...complete, phoneNumber: null }],
    ["address", { ...complete, address: "" }],
    ["a real e-mail", { ...complete, email: "84901234567@phone.nhadat.invalid" }],
  ])("refuses a profile without %s with PROFILE_INCOMPLETE", (_, profile) => {
    expect(() => assertProfileComplete(profile)).toThrow(expect.objectContaining({ code: "PROFILE_INCOMPLETE" }));
  });
});
