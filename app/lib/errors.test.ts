import { describe, expect, it } from "vitest";
import { AppError, attempt } from "./errors.ts";

describe("attempt", () => {
  it("answers the value of work that succeeds", async () => {
    expect(await attempt(Promise.resolve(42))).toEqual({ value: 42, error: null });
  });

  it("answers an AppError of the codes asked for, and any AppError when none are given", async () => {
    const gated = await attempt(Promise.reject(new AppError("PACKAGE_REQUIRED")), ["PACKAGE_REQUIRED", "NOT_FOUND"]);
    expect(gated.value).toBeNull();
    expect(gated.error?.code).toBe("PACKAGE_REQUIRED");
    expect((await attempt(Promise.reject(new AppError("FORBIDDEN")))).error?.status).toBe(403);
  });

  it("throws an AppError of another code and anything that is not an AppError", async () => {
    await expect(attempt(Promise.reject(new AppError("FORBIDDEN")), ["NOT_FOUND"])).rejects.toMatchObject({ code: "FORBIDDEN" });
    await expect(attempt(Promise.reject(new Error("boom")))).rejects.toThrow("boom");
  });
});
