import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { formerDistricts } from "../../lib/location/former-districts.ts";
import { wardOptions } from "./ward-options.ts";

const data = JSON.parse(readFileSync("db/seed/data/vn-admin-units-2025.json", "utf8")) as {
  wards: { code: string; name: string; province_code: string }[];
};
const cityWards = data.wards.filter((w) => w.province_code === "29");

describe("the former districts of the city's wards", () => {
  it("name one for every ward of the city but the Côn Đảo special zone, and only the city's wards", () => {
    const without = cityWards.filter((w) => !formerDistricts[w.code]).map((w) => w.name);
    expect(without).toEqual(["Đặc khu Côn Đảo"]);
    const cityCodes = new Set(cityWards.map((w) => w.code));
    expect(Object.keys(formerDistricts).filter((code) => !cityCodes.has(code))).toEqual([]);
  });

  it("label each ward in the reader's language and find it by either name, accents ignored", () => {
    const sample = cityWards.filter((w) => ["Phường Tân Hưng", "Phường Bến Thành", "Đặc khu Côn Đảo"].includes(w.name));
    const vi = wardOptions(sample, "vi");
    expect(vi.map((w) => w.label)).toEqual(["Đặc khu Côn Đảo", "Phường Bến Thành (Quận 1 cũ)", "Phường Tân Hưng (Quận 7 cũ)"]);
    expect(wardOptions(sample, "en").map((w) => w.label)).toContain("Phường Tân Hưng (former District 7)");
    const tanHung = vi.find((w) => w.name === "Phường Tân Hưng")!;
    for (const typed of ["tan hung", "quan 7", "district 7"]) expect(tanHung.search).toContain(typed);
  });
});
