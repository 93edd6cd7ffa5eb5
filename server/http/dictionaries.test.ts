import { brotliDecompressSync } from "node:zlib";
import { Hono } from "hono";
import { afterEach, describe, expect, it } from "vitest";
import { dictionaryFile } from "../../app/lib/i18n/dictionary-files.server.ts";
import { dictionaryUrl, parseDictionaryUrl, storedDictionary } from "../../app/lib/i18n/dictionary-store.ts";
import { dictionaryFor, setRuntimeLanguages } from "../../app/lib/i18n/index.ts";
import { en } from "../../app/lib/i18n/en.ts";
import { serveDictionary } from "./dictionaries.ts";

const app = new Hono();
app.get("/i18n/:file", serveDictionary);

const edit = (lang: string, strings: Record<string, string>) => setRuntimeLanguages({ overrides: new Map([[lang, strings]]), enabled: [] });
const fetchJson = async (path: string) => {
  const res = await app.request(path, { headers: { "accept-encoding": "br" } });
  return { res, body: JSON.parse(brotliDecompressSync(Buffer.from(await res.arrayBuffer())).toString()) as Record<string, string> };
};

afterEach(() => setRuntimeLanguages({ overrides: new Map(), enabled: [] }));

describe("page dictionaries", () => {
  it("serve a language's strings by version, compressed and cached for good, as the server renders them", async () => {
    const { version } = dictionaryFile("en");
    const { res, body } = await fetchJson(dictionaryUrl("en", version));
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(res.headers.get("content-type")).toBe("application/json; charset=utf-8");
    expect(body).toEqual(dictionaryFor("en"));
    expect(storedDictionary(version)).toEqual(body);
    expect(parseDictionaryUrl(dictionaryUrl("en", version))).toEqual({ lang: "en", version });
  });

  it("get a new version when staff edit a string, and keep it while the edits stay the same", async () => {
    const before = dictionaryFile("en").version;
    edit("en", { allRightsReserved: "Every right kept" });
    const edited = dictionaryFile("en").version;
    expect(edited).not.toBe(before);
    expect((await fetchJson(dictionaryUrl("en", edited))).body.allRightsReserved).toBe("Every right kept");
    expect(storedDictionary(edited)?.allRightsReserved).toBe("Every right kept");
    // The same edits read again (every few seconds) keep the version.
    edit("en", { allRightsReserved: "Every right kept" });
    expect(dictionaryFile("en").version).toBe(edited);
    // A page sent before the edit still gets the strings it was rendered with.
    const old = await fetchJson(dictionaryUrl("en", before));
    expect(old.res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(old.body.allRightsReserved).toBe(en.allRightsReserved);
    // Undoing the edit comes back to the first version.
    edit("en", {});
    expect(dictionaryFile("en").version).toBe(before);
  });

  it("answer an unknown version with the current strings, not cached, and refuse other paths", async () => {
    const { res, body } = await fetchJson(dictionaryUrl("vi", "0123456789abcdef"));
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(body).toEqual(dictionaryFor("vi"));
    expect((await app.request(dictionaryUrl("xx", dictionaryFile("vi").version))).status).toBe(404);
    expect((await app.request("/i18n/vi.json")).status).toBe(404);
  });
});
