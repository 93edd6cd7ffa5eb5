import { describe, expect, it } from "vitest";
import { answerLabel, storedChoices } from "./property-detail-view.server.ts";

const amenities = {
  typeOfParameter: "checkbox",
  typeValues: [
    { value: "gym", label: "Phòng gym", labelEn: "Gym" },
    { value: "cho-dau-o-to", label: "Chỗ đậu ô tô", labelEn: "Car parking" },
  ],
};

describe("answerLabel", () => {
  it("reads a checkbox answer (a JSON list) as its options' labels in either language", () => {
    expect(answerLabel(amenities, '["gym","cho-dau-o-to"]', "vi")).toBe("Phòng gym, Chỗ đậu ô tô");
    expect(answerLabel(amenities, '["gym","cho-dau-o-to"]', "en")).toBe("Gym, Car parking");
  });

  it("reads a single choice and free text as they are", () => {
    expect(answerLabel({ typeOfParameter: "dropdown", typeValues: amenities.typeValues }, "gym", "en")).toBe("Gym");
    expect(answerLabel({ typeOfParameter: "number", typeValues: [] }, "80", "vi")).toBe("80");
    expect(storedChoices("gym")).toEqual(["gym"]);
    expect(storedChoices("[broken")).toEqual([]);
  });
});
