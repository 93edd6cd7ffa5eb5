import { describe, expect, it } from "vitest";
import { allCalls } from "./index.ts";
import { buildOpenApi } from "./openapi.ts";

describe("answer schemas", () => {
  it("every call describes its answer", () => {
    const undescribed = allCalls.filter((call) => !call.output).map((call) => `${call.method} ${call.path}`);
    expect(undescribed).toEqual([]);
  });

  it("the OpenAPI document has a response body for every call", () => {
    const document = buildOpenApi(allCalls, "http://localhost:3000");
    const empty: string[] = [];
    for (const [path, operations] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const data = (operation as any).responses["200"].content["application/json"].schema.properties.data;
        if (!data || Object.keys(data).length === 0) empty.push(`${method.toUpperCase()} ${path}`);
      }
    }
    expect(empty).toEqual([]);
  });
});
