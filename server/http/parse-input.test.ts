import { describe, expect, it } from "vitest";
import { entriesToObject, parseKey, readRequestInput } from "./parse-input.ts";

const fromQuery = (query: string) => entriesToObject(new URLSearchParams(query).entries());

const isPolluted = () => (({}) as Record<string, unknown>).polluted !== undefined;

describe("parseKey", () => {
  it("splits bracket notation", () => {
    expect(parseKey("parameters[0][parameter_id]")).toEqual(["parameters", "0", "parameter_id"]);
    expect(parseKey("gallery_images[]")).toEqual(["gallery_images", ""]);
    expect(parseKey("title")).toEqual(["title"]);
  });

  it("keeps malformed keys whole", () => {
    expect(parseKey("a[b")).toEqual(["a[b"]);
    expect(parseKey("[x]")).toEqual(["[x]"]);
    expect(parseKey("a[b]c")).toEqual(["a[b]c"]);
  });
});

describe("entriesToObject", () => {
  it("builds lists of objects from indexed keys", () => {
    expect(fromQuery("parameters[0][parameter_id]=3&parameters[0][value]=80&parameters[1][parameter_id]=5&parameters[1][value]=2")).toEqual(
      {
        parameters: [
          { parameter_id: "3", value: "80" },
          { parameter_id: "5", value: "2" },
        ],
      },
    );
  });

  it("appends with empty brackets and collects repeated plain keys", () => {
    expect(fromQuery("gallery_images[]=a.jpg&gallery_images[]=b.jpg")).toEqual({ gallery_images: ["a.jpg", "b.jpg"] });
    expect(fromQuery("facility_ids=1&facility_ids=2&facility_ids=3")).toEqual({ facility_ids: ["1", "2", "3"] });
  });

  it("nests objects and compacts sparse lists", () => {
    expect(fromQuery("meta[title]=T&meta[keywords][]=a")).toEqual({ meta: { title: "T", keywords: ["a"] } });
    expect(fromQuery("ids[3]=x&ids[7]=y")).toEqual({ ids: ["x", "y"] });
  });

  it("treats an index past 1000 as an object key and ignores it inside a list", () => {
    expect(fromQuery("a[5000]=x")).toEqual({ a: { "5000": "x" } });
    const started = performance.now();
    expect(fromQuery("a[0]=x&a[999999999]=y&a[name]=z")).toEqual({ a: ["x"] });
    expect(performance.now() - started).toBeLessThan(500);
  });

  it("ignores prototype-polluting keys", () => {
    const parsed = fromQuery(
      "__proto__[polluted]=1&a[__proto__][polluted]=1&constructor[prototype][polluted]=1&b[constructor][prototype][polluted]=1&ok=1",
    );
    expect(parsed).toEqual({ a: {}, b: {}, ok: "1" });
    expect(Object.getPrototypeOf(parsed)).toBe(Object.prototype);
    expect((parsed.a as Record<string, unknown>).polluted).toBeUndefined();
    expect(isPolluted()).toBe(false);
  });

  it("keeps files as files", () => {
    const file = new File(["x"], "a.png", { type: "image/png" });
    const parsed = entriesToObject([
      ["gallery_images[]", file],
      ["gallery_images[]", file],
    ]);
    expect(parsed.gallery_images).toEqual([file, file]);
  });
});

describe("readRequestInput", () => {
  const url = "http://local/api/x?lang=en&ids[]=1";

  it("reads the query for GET and DELETE", async () => {
    expect(await readRequestInput(new Request(url))).toEqual({ lang: "en", ids: ["1"] });
    expect(await readRequestInput(new Request(url, { method: "DELETE" }))).toEqual({ lang: "en", ids: ["1"] });
  });

  it("merges a JSON body over the query", async () => {
    const request = new Request(url, {
      method: "POST",
      headers: { "content-type": "application/json; charset=utf-8" },
      body: '{"lang":"vi","n":1}',
    });
    expect(await readRequestInput(request)).toEqual({ lang: "vi", ids: ["1"], n: 1 });
  });

  it("does not let a JSON __proto__ key reach the prototype", async () => {
    const body = '{"__proto__":{"polluted":1},"a":1}';
    const input = (await readRequestInput(
      new Request(url, { method: "POST", headers: { "content-type": "application/json" }, body }),
    )) as Record<string, unknown>;
    expect(input.a).toBe(1);
    expect(Object.getPrototypeOf(input)).toBe(Object.prototype);
    expect(isPolluted()).toBe(false);
  });

  it("refuses JSON that is not an object, and broken JSON, as syntax errors", async () => {
    const post = (body: string) => new Request(url, { method: "POST", headers: { "content-type": "application/json" }, body });
    await expect(readRequestInput(post("[1,2]"))).rejects.toBeInstanceOf(SyntaxError);
    await expect(readRequestInput(post("{oops"))).rejects.toBeInstanceOf(SyntaxError);
    expect(await readRequestInput(post("  "))).toEqual({ lang: "en", ids: ["1"] });
  });

  it("reads urlencoded and multipart bodies with bracket notation", async () => {
    const form = new FormData();
    form.append("parameters[0][parameter_id]", "3");
    form.append("gallery_images[]", new File(["x"], "a.jpg"));
    const multipart = await readRequestInput(new Request(url, { method: "POST", body: form }));
    expect(multipart).toMatchObject({ parameters: [{ parameter_id: "3" }], lang: "en" });
    expect((multipart as { gallery_images: File[] }).gallery_images[0]).toBeInstanceOf(File);

    const encoded = await readRequestInput(
      new Request(url, { method: "POST", body: new URLSearchParams("parameters[0][parameter_id]=3") }),
    );
    expect(encoded).toEqual({ lang: "en", ids: ["1"], parameters: [{ parameter_id: "3" }] });
  });

  it("ignores a body of another type", async () => {
    expect(await readRequestInput(new Request(url, { method: "POST", headers: { "content-type": "text/plain" }, body: "a=1" }))).toEqual({
      lang: "en",
      ids: ["1"],
    });
  });
});
