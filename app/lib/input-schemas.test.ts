import { describe, expect, it } from "vitest";
import { idListInput } from "./input-schemas.ts";

describe("idListInput", () => {
  it("reads a list, comma-separated text or one id, dropping blanks", () => {
    expect(idListInput().parse("3, 4,,")).toEqual([3, 4]);
    expect(idListInput().parse(["3", " 4 ", "", 5])).toEqual([3, 4, 5]);
    expect(idListInput().parse(7)).toEqual([7]);
    expect(idListInput().parse("")).toEqual([]);
  });

  it("refuses what is not a positive whole id", () => {
    for (const bad of ["a", "3.5", "0", "-2", [{}], { id: 1 }]) {
      expect(idListInput().safeParse(bad).error?.issues[0]?.message).toBe("invalidValue");
    }
  });

  it("caps the count with the caller's message", () => {
    const schema = idListInput({ max: 2, tooMany: "recipientsTooMany" });
    expect(schema.parse("1,2")).toEqual([1, 2]);
    expect(schema.safeParse("1,2,3").error?.issues[0]?.message).toBe("recipientsTooMany");
  });
});
