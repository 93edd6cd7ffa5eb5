import type { Context, Hono } from "hono";
import { resolveActor, type Actor } from "../../app/lib/actor.server.ts";
import { attempt, isAppError } from "../../app/lib/errors.ts";
import { signInPath } from "../../app/lib/return-to.ts";
import type { Services } from "../../app/lib/services.server.ts";
import { mayReadChatFile } from "../../app/modules/chat/find-chat-file.server.ts";
import { getPayment } from "../../app/modules/payments/list-payments.server.ts";
import { findVerificationFile } from "../../app/modules/verification/review-verification.server.ts";
import type { ApiEnv } from "../api/mount-api.ts";

/**
 * The headers of every user-uploaded file this site serves: the browser takes the type as
 * stated, and a file opened on its own runs no script and reaches nothing of the site's origin.
 */
export const userFileHeaders = { "X-Content-Type-Options": "nosniff", "Content-Security-Policy": "sandbox" } as const;

/** A private file: kept by no cache, the browser's included, so a deleted or withdrawn file is gone. */
const privateHeaders = { ...userFileHeaders, "Cache-Control": "private, no-store" } as const;

type Who = { actor: Actor } | { refused: Response };

/** The signed-in reader, or the answer for anyone else: a visitor is sent to sign in (`toSignIn`) or told "not found"; a deactivated account 403. */
async function reader(c: Context<ApiEnv>, services: Services, visitor: "sign-in" | "not-found"): Promise<Who> {
  let actor: Actor | null;
  try {
    actor = await resolveActor(services, c.req.raw.headers);
  } catch (error) {
    if (isAppError(error) && error.code === "ACCOUNT_DEACTIVATED") return { refused: c.text("Forbidden", 403) };
    throw error;
  }
  if (actor) return { actor };
  if (visitor === "not-found") return { refused: c.text("Not found", 404) };
  const url = new URL(c.req.url);
  return { refused: c.redirect(signInPath(url.pathname + url.search), 302) };
}

async function read(services: Services, key: string): Promise<{ body: Uint8Array; contentType: string } | null> {
  try {
    return await services.storage.get(key);
  } catch {
    return null;
  }
}

const positive = (value: string | undefined) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : null;
};

/**
 * The private files' doors, each asking the file's own module who may read it:
 * - `/media/chat/…`: chat photos, PDFs and voice messages, for the two sides of the
 *   conversation (and staff for a conversation with the site), at the URLs messages have
 *   always had;
 * - `/user/payments/:id/receipt-file`: a bank-transfer receipt, for its payer and admins;
 * - `/verification-files/:id/:index`: agent papers and listing proof, for their sender and staff.
 * Everyone else gets 404 (a visitor on the two pages is sent to sign in first).
 */
export function mountPrivateFiles(app: Hono<ApiEnv>, services: Services): void {
  app.get("/media/chat/*", async (c) => {
    const key = decodeURIComponent(c.req.path.slice("/media/".length));
    const who = await reader(c, services, "not-found");
    if ("refused" in who) return who.refused;
    const object = (await mayReadChatFile(services.db, { actor: who.actor, key })) ? await read(services, key) : null;
    if (!object) return c.text("Not found", 404);
    return c.body(object.body as Uint8Array<ArrayBuffer>, 200, { ...privateHeaders, "Content-Type": object.contentType });
  });

  app.get("/user/payments/:id/receipt-file", async (c) => {
    const who = await reader(c, services, "sign-in");
    if ("refused" in who) return who.refused;
    const transactionId = positive(c.req.param("id"));
    const found = transactionId ? (await attempt(getPayment(services.db, { actor: who.actor, transactionId }), ["NOT_FOUND"])).value : null;
    const key = found?.payment.receiptFile;
    const object = key ? await read(services, key) : null;
    if (!found || !key || !object) return c.text("Not found", 404);
    return c.body(object.body as Uint8Array<ArrayBuffer>, 200, {
      ...privateHeaders,
      "Content-Type": object.contentType,
      "Content-Disposition": `inline; filename="receipt-${found.payment.reference}.${key.split(".").pop()}"`,
    });
  });

  app.get("/verification-files/:id/:index", async (c) => {
    const who = await reader(c, services, "sign-in");
    if ("refused" in who) return who.refused;
    const requestId = positive(c.req.param("id"));
    const index = Number(c.req.param("index"));
    const file =
      requestId && Number.isInteger(index) && index >= 0
        ? await findVerificationFile(services.db, { actor: who.actor, requestId, index })
        : null;
    const object = file ? await read(services, file.key) : null;
    if (!file || !object) return c.text("Not found", 404);
    return c.body(object.body as Uint8Array<ArrayBuffer>, 200, {
      ...privateHeaders,
      "Content-Type": file.contentType,
      "Content-Disposition": `inline; filename="${encodeURIComponent(file.name)}"`,
    });
  });
}
