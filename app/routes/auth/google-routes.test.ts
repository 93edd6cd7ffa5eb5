import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { requestContext } from "../../lib/app-context.server.ts";
import { startFakeGoogle, type FakeGoogle } from "../../../tests/support/fake-google.ts";
import { routeContext } from "../../../tests/support/route-context.ts";
import { createTestContext, type TestContext } from "../../../tests/support/test-app.ts";
import { loader as doneLoader } from "./google-done.ts";
import { loader as startLoader } from "./google.ts";
import { loader as loginLoader } from "./login.tsx";
import { loader as registerLoader } from "./register.tsx";

type AnyLoader = (args: never) => Promise<unknown>;

let google: FakeGoogle;
let configured: TestContext;
let plain: TestContext;
beforeAll(async () => {
  google = await startFakeGoogle();
  [configured, plain] = await Promise.all([
    createTestContext({
      env: { GOOGLE_CLIENT_ID: google.clientId, GOOGLE_CLIENT_SECRET: google.clientSecret, GOOGLE_OAUTH_ISSUER: google.issuer },
    }),
    createTestContext(),
  ]);
});
afterAll(async () => {
  await Promise.all([configured?.close(), plain?.close()]);
  await google?.close();
});

/** Runs a page loader as the server would; a thrown redirect comes back as the Response. */
async function load(loader: AnyLoader, ctx: TestContext, path: string, lang: "vi" | "en" = "en"): Promise<any> {
  const context = routeContext(ctx, { lang });
  context.set(requestContext, { ...context.get(requestContext), nonce: "test-nonce" });
  try {
    return await loader({ request: new Request(`http://localhost:3000${path}`), context, params: {} } as never);
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

describe("the Google button", () => {
  it("is offered on sign-in and register only when Google is configured", async () => {
    expect((await load(loginLoader, configured, "/login")).googleSignIn).toBe(true);
    expect((await load(registerLoader, configured, "/register")).googleSignIn).toBe(true);
    expect((await load(loginLoader, plain, "/login")).googleSignIn).toBe(false);
    expect((await load(registerLoader, plain, "/register")).googleSignIn).toBe(false);
  });

  it("sign-in explains a failed Google redirect in the page's language", async () => {
    expect((await load(loginLoader, configured, "/login?googleError=BANNED_USER")).googleError).toBe(
      "Your Account have been Deactivetd by Admin",
    );
    expect((await load(loginLoader, configured, "/login?googleError=BANNED_USER", "vi")).googleError).toBe(
      "Tài khoản của bạn đã bị quản trị viên vô hiệu hóa",
    );
    expect((await load(loginLoader, configured, "/login?googleError=state_mismatch")).googleError).toBe(
      "Google sign-in did not complete; please try again",
    );
    expect((await load(loginLoader, configured, "/login")).googleError).toBeNull();
  });
});

describe("/auth/google", () => {
  it("sends the browser to Google's authorization endpoint with the state cookie", async () => {
    const res: Response = await load(startLoader, configured, "/auth/google?redirectTo=%2Fuser%2Fprofile");
    expect(res.status).toBe(302);
    const target = new URL(res.headers.get("location")!);
    expect(`${target.origin}${target.pathname}`).toBe(`${google.issuer}/o/oauth2/v2/auth`);
    expect(target.searchParams.get("client_id")).toBe(google.clientId);
    expect(target.searchParams.get("code_challenge")).toBeTruthy();
    expect(res.headers.getSetCookie().some((c) => c.startsWith("nhadat.state=") && /HttpOnly/i.test(c))).toBe(true);
    expect(res.headers.get("cross-origin-opener-policy")).toBe("unsafe-none");
  });

  it("goes back to sign-in when Google is not configured", async () => {
    const res: Response = await load(startLoader, plain, "/auth/google?redirectTo=%2Fuser%2Fprofile");
    expect(res.headers.get("location")).toBe("/login?redirectTo=%2Fuser%2Fprofile");
  });

  it("reports an unreachable Google instead of failing", async () => {
    const offline = await createTestContext({
      env: { GOOGLE_CLIENT_ID: "id", GOOGLE_CLIENT_SECRET: "secret", GOOGLE_OAUTH_ISSUER: "http://127.0.0.1:9" },
    });
    try {
      const res: Response = await load(startLoader, offline, "/auth/google?redirectTo=%2Fuser");
      expect(res.headers.get("location")).toBe("/auth/google/done?mode=redirect&redirectTo=%2Fuser&error=google_unavailable");
    } finally {
      await offline.close();
    }
  });
});

describe("/auth/google/done", () => {
  it("redirect mode: on to the page the user came from, never to another site", async () => {
    expect(
      (await load(doneLoader, configured, "/auth/google/done?mode=redirect&redirectTo=%2Fuser%2Fprofile")).headers.get("location"),
    ).toBe("/user/profile");
    for (const evil of ["https://evil.test/x", "//evil.test/x", "/\\evil.test/x"]) {
      const res: Response = await load(doneLoader, configured, `/auth/google/done?mode=redirect&redirectTo=${encodeURIComponent(evil)}`);
      expect(res.headers.get("location")).toBe("/");
    }
  });

  it("redirect mode: a failure goes back to sign-in with its reason", async () => {
    const res: Response = await load(doneLoader, configured, "/auth/google/done?mode=redirect&redirectTo=%2Fuser&error=BANNED_USER");
    expect(res.headers.get("location")).toBe("/login?redirectTo=%2Fuser&googleError=BANNED_USER");
  });

  it("popup mode: a page that posts the outcome to its opener, same origin only", async () => {
    const res: Response = await load(
      doneLoader,
      configured,
      "/auth/google/done?mode=popup&redirectTo=%2Fuser%2Fprofile&error=BANNED_USER",
      "vi",
    );
    expect(res.headers.get("content-type")).toMatch(/^text\/html/);
    expect(res.headers.get("cross-origin-opener-policy")).toBe("unsafe-none");
    const html = await res.text();
    expect(html).toContain('<script nonce="test-nonce">');
    expect(html).toContain("opener.postMessage(");
    expect(html).toContain("window.location.origin");
    const data = JSON.parse(html.match(/<script type="application\/json" id="google-result">(.*?)<\/script>/s)![1]!);
    expect(data).toEqual({
      type: "nhadat:google-sign-in",
      ok: false,
      message: "Tài khoản của bạn đã bị quản trị viên vô hiệu hóa",
      redirectTo: "/user/profile",
    });
    const ok = await (await load(doneLoader, configured, "/auth/google/done?mode=popup&redirectTo=%2F%3C%2Fscript%3E%3Cb%3E")).text();
    expect(ok).not.toContain("/</script><b>");
    // The target is named as a page, percent-encoded, so it cannot close the script either.
    expect(ok).toContain('"ok":true,"message":"Signed in. You can close this window.","redirectTo":"/%3C/script%3E%3Cb%3E"');
  });
});
