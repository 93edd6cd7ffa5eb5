import { describe, expect, it } from "vitest";
import { placeWardCodes } from "../search-places.ts";
import { as, parse } from "./test-support.ts";

describe("places", () => {
  it.each(["Q7", "q7", "Q.7", "q. 7", "quận 7", "quan 7", "Quan7", "district 7", "D7"])("%s is the former District 7", (text) =>
    expect(parse(text)).toEqual(as({ district: "quan-7" })),
  );
  it.each<[string, string]>([
    ["tp thủ đức", "tp-thu-duc"],
    ["TP. Thủ Đức", "tp-thu-duc"],
    ["thu duc", "tp-thu-duc"],
    ["Thu Duc City", "tp-thu-duc"],
    ["quận 2", "quan-2"],
    ["q9", "quan-9"],
    ["bình thạnh", "quan-binh-thanh"],
    ["quận Gò Vấp", "quan-go-vap"],
    ["q binh thanh", "quan-binh-thanh"],
    ["Q Tân Bình", "quan-tan-binh"],
    ["quân 3", "quan-3"],
    ["go vap district", "quan-go-vap"],
    ["nhà bè", "huyen-nha-be"],
  ])("%s → district %s", (text, district) => expect(parse(text)).toEqual(as({ district })));

  it("reads the 2025 wards, prefixed or alone", () => {
    expect(parse("phường Tân Hưng")).toEqual(as({ ward: "phuong-tan-hung" }));
    expect(parse("P. Tân Hưng")).toEqual(as({ ward: "phuong-tan-hung" }));
    expect(parse("tan hung")).toEqual(as({ ward: "phuong-tan-hung" }));
    expect(parse("Bến Thành")).toEqual(as({ ward: "phuong-ben-thanh" }));
    expect(parse("An Khánh ward")).toEqual(as({ ward: "phuong-an-khanh" }));
    // A ward that bears a former district's name is that ward only when named as one.
    expect(parse("phường Bình Thạnh")).toEqual(as({ ward: "phuong-binh-thanh" }));
  });

  it("reads former wards and well-known areas as the wards that cover them", () => {
    expect(parse("phu my hung")).toEqual(as({ area: "phu-my-hung" }));
    expect(parse("Phú Mỹ Hưng")).toEqual(as({ area: "phu-my-hung" }));
    expect(parse("thảo điền")).toEqual(as({ area: "thao-dien" }));
    expect(parse("Sala")).toEqual(as({ area: "sala" }));
    expect(parse("Vinhomes Central Park")).toEqual(as({ area: "vinhomes-central-park" }));
    expect(parse("Đa Kao")).toEqual(as({ area: "da-kao" }));
    expect(placeWardCodes({ area: "phu-my-hung" })).toEqual(["70113082", "70113083"]);
    expect(placeWardCodes({ area: "thao-dien" })).toEqual(["70145140"]);
    expect(placeWardCodes({ district: "quan-7" })?.sort()).toEqual(["70113080", "70113081", "70113082", "70113083"]);
    expect(placeWardCodes({ district: "nowhere" })).toBeUndefined();
  });

  it("drops the city's own name: every listing is in it", () => {
    expect(parse("căn hộ tphcm")).toEqual(as({ category: "can-ho-chung-cu" }));
    expect(parse("nhà Sài Gòn")).toEqual(as({ category: "nha-rieng" }));
  });
});
