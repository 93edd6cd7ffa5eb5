import { RouterContextProvider } from "react-router";
import type { Actor } from "../../app/lib/actor.server.ts";
import { requestContext, servicesContext } from "../../app/lib/app-context.server.ts";
import type { LanguageCode } from "../../app/lib/i18n/index.ts";
import type { TestContext } from "./test-app.ts";

/** The load context the server gives a page loader or action, for calling one directly. */
export function routeContext(
  ctx: TestContext,
  options: { ip?: string; lang?: LanguageCode; actor?: Actor | null } = {},
): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(servicesContext, ctx.services);
  context.set(requestContext, {
    lang: options.lang ?? "en",
    preferredLang: options.lang ?? "en",
    nonce: "",
    requestId: "test",
    ip: options.ip ?? "127.0.0.1",
    getActor: async () => options.actor ?? null,
    isAccountDeactivated: async () => false,
  });
  return context;
}

/** A form POST to a page, as a browser without JavaScript sends it. */
export function formPost(path: string, fields: Record<string, string>): Request {
  return new Request(`http://localhost${path}`, { method: "POST", body: new URLSearchParams(fields) });
}
