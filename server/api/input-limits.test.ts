import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "../../tests/support/test-app.ts";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

async function raw(path: string, init: RequestInit & { headers?: Record<string, string> }) {
  const res = await ctx.app.request(`/api/${path}`, init);
  const text = await res.text();
  return { status: res.status, text, body: JSON.parse(text) as { error: boolean; message: string; data: unknown } };
}

describe("bounded input", () => {
  it("refuses a JSON body nested 5,000 levels deep with 400, in both languages", async () => {
    const deep = `{"a":${"[".repeat(5000)}${"]".repeat(5000)}}`;
    const en = await raw("user-register", {
      method: "POST",
      body: deep,
      headers: { "content-type": "application/json", "accept-language": "en" },
    });
    expect(en.status).toBe(400);
    expect(en.body.message).toBe("The request is nested too deeply or has too many fields (at most 10 levels and 2000 fields)");
    const vi = await raw("user-register", {
      method: "POST",
      body: deep,
      headers: { "content-type": "application/json", "accept-language": "vi" },
    });
    expect(vi.status).toBe(400);
    expect(vi.body.message).toBe("Yêu cầu lồng quá sâu hoặc có quá nhiều trường (tối đa 10 cấp và 2000 trường)");
  });

  it("refuses a JSON body with too many keys, a query with too many fields and a form with too many entries", async () => {
    const wide = JSON.stringify(Object.fromEntries(Array.from({ length: 3000 }, (_, i) => [`k${i}`, i])));
    const json = await raw("user-register", {
      method: "POST",
      body: wide,
      headers: { "content-type": "application/json", "accept-language": "en" },
    });
    expect(json.status).toBe(400);
    expect(json.body.message).toMatch(/too many fields/);
    const query = Array.from({ length: 2500 }, (_, i) => `q${i}=1`).join("&");
    const get = await raw(`get_categories?${query}`, { method: "GET", headers: { "accept-language": "en" } });
    expect(get.status).toBe(400);
    expect(get.body.message).toMatch(/too many fields/);
    const form = new URLSearchParams(Array.from({ length: 2500 }, (_, i) => [`a[${i % 900}][b]`, "x"]));
    const posted = await raw("user-register", { method: "POST", body: form, headers: { "accept-language": "en" } });
    expect(posted.status).toBe(400);
    expect(posted.body.message).toMatch(/too many fields/);
  });

  it("still reads an ordinary nested body", async () => {
    const res = await raw("user-register", {
      method: "POST",
      body: JSON.stringify({ name: "A", email: "x", password: "secret1", re_password: "secret1", extra: { a: [[{ b: 1 }]] } }),
      headers: { "content-type": "application/json", "accept-language": "en" },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("Email address is invalid");
  });
});

describe("NUL characters", () => {
  it("refuses a NUL character in a query, a form or a JSON body with 400 instead of a database error", async () => {
    const query = await raw("get_articles?slug_id=a%00b", { method: "GET", headers: { "accept-language": "en" } });
    expect(query.status).toBe(400);
    expect(query.body.message).toBe("The request is invalid");
    const project = await raw("get-project-detail?slug_id=%00", { method: "GET", headers: { "accept-language": "en" } });
    expect(project.status).toBe(400);
    const json = await raw("user-register", {
      method: "POST",
      body: JSON.stringify({ name: "A\u0000", "e\u0000": 1 }),
      headers: { "content-type": "application/json" },
    });
    expect(json.status).toBe(400);
    const form = await raw("user-register", { method: "POST", body: new URLSearchParams({ name: "A\0" }) });
    expect(form.status).toBe(400);
  });
});

describe("unreadable bodies", () => {
  it("answers a multipart body without its closing boundary with 400, in both languages", async () => {
    const body =
      '--x\r\nContent-Disposition: form-data; name="name"\r\n\r\nAn\r\n--x\r\nContent-Disposition: form-data; name="email"\r\n\r\nan@example.test';
    for (const [lang, message] of [
      ["en", "The request body cannot be read: it is incomplete or does not match its content type"],
      ["vi", "Không đọc được nội dung yêu cầu: nội dung không đầy đủ hoặc không khớp với kiểu nội dung"],
    ] as const) {
      const res = await raw("user-register", {
        method: "POST",
        body,
        headers: { "content-type": "multipart/form-data; boundary=x", "accept-language": lang },
      });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ error: true, message, data: null });
    }
  });

  it("answers a multipart content type without a boundary, and JSON that is not JSON, with 400", async () => {
    const noBoundary = await raw("user-register", {
      method: "POST",
      body: "name=A",
      headers: { "content-type": "multipart/form-data", "accept-language": "en" },
    });
    expect(noBoundary.status).toBe(400);
    const badJson = await raw("user-register", {
      method: "POST",
      body: "{oops",
      headers: { "content-type": "application/json", "accept-language": "en" },
    });
    expect(badJson.status).toBe(400);
    expect(badJson.body.message).toBe("The request is invalid");
  });
});
