import { describe, expect, it } from "vitest";
import { checkFields, valuesAt } from "./replay.ts";

describe("checkFields", () => {
  const body = {
    token: "t",
    data: {
      list: [
        { id: 1, price: "4200000000", name: null },
        { id: 2, price: 5, name: "B" },
      ],
      empty: [],
    },
  };

  it("passes fields present with the client's type", () => {
    expect(
      checkFields(body, { token: "string", "data.list[].id": "int", "data.list[].price": "numeric", "data.list[].name": "string?" }),
    ).toEqual([]);
  });

  it("names a missing field, a wrong type and a list too empty to check", () => {
    expect(checkFields(body, { "data.list[].slug_id": "string" })).toEqual(["data.list[].slug_id is missing"]);
    expect(checkFields(body, { "data.list[].price": "int" })).toEqual(['data.list[].price: expected int, got "4200000000"']);
    expect(checkFields(body, { "data.list[].name": "string" })).toEqual(["data.list[].name: expected string, got null"]);
    expect(checkFields(body, { "data.empty[].id": "int" })).toEqual(["data.empty[] is an empty list (nothing to check)"]);
  });

  it("reads one item of a list by its index", () => {
    expect(valuesAt(body, "data.list[1].name").values).toEqual(["B"]);
  });
});
