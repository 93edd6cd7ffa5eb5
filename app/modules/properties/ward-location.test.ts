import { describe, expect, it } from "vitest";
import { allowedDistanceKm, distanceBetweenKm, pinOutsideWardKm } from "./ward-location.ts";

const benThanhMarket = { latitude: 10.7725, longitude: 106.698 };
const tanHungCentre = { latitude: 10.745, longitude: 106.705 };

describe("location sanity", () => {
  it("measures great-circle distance", () => {
    // One hundredth of a degree of latitude is 1.11 km.
    expect(distanceBetweenKm({ latitude: 10.7, longitude: 106.7 }, { latitude: 10.71, longitude: 106.7 })).toBeCloseTo(1.11, 2);
  });

  it("flags a Quận 1 pin on a Quận 7 ward, not a pin within the ward", () => {
    const ward = { name: "Phường Tân Hưng", centre: tanHungCentre };
    expect(pinOutsideWardKm(benThanhMarket, ward)).toBeCloseTo(3.2, 1);
    expect(pinOutsideWardKm({ latitude: 10.75, longitude: 106.71 }, ward)).toBeNull();
  });

  it("allows a xã or special zone more room than a phường, and says nothing without a centre or a pin", () => {
    expect(allowedDistanceKm("Phường Bến Thành")).toBe(2.5);
    expect(allowedDistanceKm("Xã Củ Chi")).toBe(10);
    expect(pinOutsideWardKm(benThanhMarket, { name: "Xã Cần Giờ", centre: tanHungCentre })).toBeNull();
    expect(pinOutsideWardKm(benThanhMarket, { name: "Phường Tân Hưng", centre: null })).toBeNull();
    expect(pinOutsideWardKm(null, { name: "Phường Tân Hưng", centre: tanHungCentre })).toBeNull();
  });
});
