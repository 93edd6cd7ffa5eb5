import { describe, expect, it } from "vitest";
import { listingStateKey } from "./listing-state.ts";

describe("listingStateKey", () => {
  it("never calls a listing shown while it waits for review, was refused or has expired", () => {
    expect(listingStateKey({ status: "active", request_status: "pending" })).toBe("listingStatus_notShown");
    expect(listingStateKey({ status: "active", request_status: "rejected" })).toBe("listingStatus_notShown");
    expect(listingStateKey({ status: "active", request_status: "approved", is_expired: true })).toBe("listingStatus_expired");
    expect(listingStateKey({ status: "active", request_status: "approved", is_expired: false })).toBe("listingStatus_active");
    expect(listingStateKey({ status: "sold", request_status: "approved" })).toBe("listingStatus_sold");
  });
});
