import { isbot } from "isbot";
import { renderToReadableStream } from "react-dom/server";
import type { EntryContext, RouterContextProvider } from "react-router";
import { ServerRouter } from "react-router";
import { requestContext } from "./lib/app-context.server.ts";
import { withScriptsAfterPaint } from "./lib/scripts-after-paint.server.ts";
import { memberMenu } from "./components/account/member-menu-slot.ts";
import { MemberMenu, MemberMenuLinks } from "./components/account/member-menu.tsx";

// The member's header actions render at once on the server; the browser imports them lazily.
memberMenu.MemberMenu = MemberMenu;
memberMenu.MemberMenuLinks = MemberMenuLinks;

export const streamTimeout = 5_000;

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  const { nonce } = loadContext.get(requestContext);
  let status = responseStatusCode;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), streamTimeout + 1000);
  const body = await renderToReadableStream(<ServerRouter context={routerContext} url={request.url} nonce={nonce} />, {
    nonce,
    signal: controller.signal,
    onError(error: unknown) {
      status = 500;
      if (!controller.signal.aborted) console.error(error);
    },
  });
  // Crawlers and no-JS clients get the whole document at once.
  if (isbot(request.headers.get("user-agent") ?? "") || routerContext.isSpaMode) await body.allReady;
  body.allReady.finally(() => clearTimeout(timer));
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  return new Response(withScriptsAfterPaint(body), { headers: responseHeaders, status });
}
