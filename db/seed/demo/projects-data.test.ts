import { describe, expect, it } from "vitest";
import { placeInName } from "./projects-data.ts";

describe("demo projects sit where their names say", () => {
  it("places a district, a ward or a known place name in its own area", () => {
    expect(placeInName("Sky Harbour Quận 7")?.area.district).toBe("Quận 7");
    expect(placeInName("Sky Harbour Quận 7")?.ward).toBeNull();
    expect(placeInName("Cát Lái Logistics Park")).toMatchObject({ ward: "Phường Cát Lái" });
    expect(placeInName("Lotus Villas An Khánh")).toMatchObject({ ward: "Phường An Khánh" });
    expect(placeInName("Green Park Thủ Đức")?.area.district).toBe("Thủ Đức");
    expect(placeInName("Harbor Shophouse Quận 4")?.area.district).toBe("Quận 4");
    expect(placeInName("Bến Nghé Office Park")?.area.district).toBe("Quận 1");
    expect(placeInName("Hoa Sen Apartments")).toBeNull();
  });
});
