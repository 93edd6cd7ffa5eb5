import { describe, expect, it } from "vitest";
import { en } from "./en.ts";
import { dictionaryFor, negotiateLanguage, translate } from "./index.ts";
import { vi as viDictionary } from "./vi.ts";

describe("dictionaries", () => {
  it("have the same keys in both languages", () => {
    expect(Object.keys(en).sort()).toEqual(Object.keys(viDictionary).sort());
  });

  it("speak the spec's wording in English", () => {
    expect(translate("en", "titleRequired")).toBe("Title is required");
    expect(translate("en", "accountDeactivated")).toBe("Your Account have been Deactivetd by Admin");
    expect(translate("en", "tooManyRequests")).toBe("Too many requests, try again later");
  });

  it("fall back to the key itself and interpolate values", () => {
    expect(translate("en", "no.such.key")).toBe("no.such.key");
    expect(translate("vi", "maintenanceContact", { phone: "028 1", email: "a@b.vn" })).toBe(
      "Gọi cho chúng tôi theo số 028 1 hoặc gửi email tới a@b.vn.",
    );
    expect(dictionaryFor("en").siteName).toBe("Nhà Đất");
  });
});

describe("negotiateLanguage", () => {
  it("prefers an explicit choice, then the cookie, then Accept-Language, then Vietnamese", () => {
    expect(negotiateLanguage({ explicit: "en", cookieHeader: "lang=vi" })).toBe("en");
    expect(negotiateLanguage({ cookieHeader: "a=1; lang=en", acceptLanguage: "vi" })).toBe("en");
    expect(negotiateLanguage({ acceptLanguage: "fr-FR, en-US;q=0.8, vi;q=0.5" })).toBe("en");
    expect(negotiateLanguage({ acceptLanguage: "fr, de" })).toBe("vi");
    expect(negotiateLanguage({})).toBe("vi");
  });
});
