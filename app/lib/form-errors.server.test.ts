import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { requestContext } from "./app-context.server.ts";
import { AppError } from "./errors.ts";
import { formAction } from "./form-errors.server.ts";
import { safeRedirect } from "./safe-redirect.ts";
import { zodFieldErrors } from "./form-errors.ts";

function args(fields: Record<string, string>, lang: "vi" | "en" = "en") {
  const context = new RouterContextProvider();
  context.set(requestContext, {
    lang,
    preferredLang: lang,
    nonce: "",
    requestId: "t",
    ip: "127.0.0.1",
    getActor: async () => null,
    isAccountDeactivated: async () => false,
  });
  return { request: new Request("http://localhost/form", { method: "POST", body: new URLSearchParams(fields) }), context };
}

const schema = z.object({ name: z.string().min(2, "invalidValue"), password: z.string().min(6, "invalidValue") });

describe("formAction", () => {
  it("answers field errors with what was typed, secrets left out", async () => {
    const result = await formAction(args({ name: "a", password: "x", note: "kept" }), async ({ input }) => schema.parse(input));
    expect(result).toEqual({
      ok: false,
      message: "The value is invalid",
      errors: { name: "The value is invalid", password: "The value is invalid" },
      values: { name: "a", note: "kept" },
    });
  });

  it("answers an AppError as the form error in the reader's language, with the extra fields", async () => {
    const result = await formAction(
      args({ email: "a@b.vn" }, "vi"),
      async () => {
        throw new AppError("EMAIL_IN_USE");
      },
      { extra: ({ values }) => ({ email: values.email }) },
    );
    expect(result).toMatchObject({ ok: false, message: "Email đã được sử dụng", errors: {}, email: "a@b.vn" });
  });

  it("lets a page answer some failures its own way and rename fields", async () => {
    const gated = await formAction(
      args({}),
      async () => {
        throw new AppError("PACKAGE_REQUIRED");
      },
      { recover: (error) => (error instanceof AppError && error.code === "PACKAGE_REQUIRED" ? { gate: true } : undefined) },
    );
    expect(gated).toEqual({ gate: true });
    const renamed = await formAction(args({ name: "a", password: "secret1" }), async ({ input }) => schema.parse(input), {
      fieldName: (field) => `f_${field}`,
    });
    expect(renamed).toMatchObject({ errors: { f_name: "The value is invalid" } });
  });

  it("answers a failure with its status when asked, and the result of a success as it is", async () => {
    const failed = await formAction(args({ name: "a" }), async ({ input }) => schema.parse(input), { withStatus: true });
    expect(failed).toMatchObject({ init: { status: 400 } });
    expect(await formAction(args({ name: "Lan", password: "secret1" }), async ({ input }) => schema.parse(input))).toEqual({
      name: "Lan",
      password: "secret1",
    });
  });

  it("lets anything that is not a form failure through", async () => {
    await expect(formAction(args({}), async () => Promise.reject(new Error("boom")))).rejects.toThrow("boom");
    await expect(formAction(args({}), async () => Promise.reject(new Response(null, { status: 302 })))).rejects.toBeInstanceOf(Response);
  });
});

describe("zodFieldErrors", () => {
  it("keeps the first message of each field and files whole-input issues under the root field", () => {
    const result = z
      .object({ a: z.string().min(3, "invalidValue").regex(/x/, "invalidRequest") })
      .refine(() => false, { error: "invalidRequest" })
      .safeParse({ a: "b" });
    expect(result.success).toBe(false);
    expect(zodFieldErrors(result.error!, "en", "input")).toEqual({ a: "The value is invalid", input: "The request is invalid" });
    const whole = z
      .string()
      .refine(() => false, { error: "invalidRequest" })
      .safeParse("x");
    expect(Object.keys(zodFieldErrors(whole.error!, "en"))).toEqual(["form"]);
    expect(Object.keys(zodFieldErrors(whole.error!, "en", "input"))).toEqual(["input"]);
  });
});

describe("safeRedirect", () => {
  it("keeps paths on this site", () => {
    expect(safeRedirect("/admin/moderation?kind=project#top")).toBe("/admin/moderation?kind=project#top");
    expect(safeRedirect("/user/profile")).toBe("/user/profile");
  });

  it("names the page, never a client navigation's data request", () => {
    expect(safeRedirect("/user/chat.data?user=17&property=301&_routes=routes%2Fuser%2Fchat")).toBe("/user/chat?user=17&property=301");
    expect(safeRedirect("/_.data?_routes=root")).toBe("/");
  });

  it("refuses anything a browser would read as another site", () => {
    for (const target of [
      "//evil.example",
      "/\\evil.example",
      "/\t/evil.example",
      "/\n/evil.example",
      "https://evil.example/",
      "javascript:alert(1)",
      "",
      null,
      42,
    ]) {
      expect(safeRedirect(target, "/home"), String(target)).toBe("/home");
    }
  });
});
