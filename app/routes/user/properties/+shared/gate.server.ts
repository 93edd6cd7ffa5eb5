import type { Actor } from "../../../../lib/actor.server.ts";
import type { Db } from "../../../../lib/db.server.ts";
import { attempt, isAppError } from "../../../../lib/errors.ts";
import { translate, type LanguageCode } from "../../../../lib/i18n/index.ts";
import type { Gate } from "../../../../components/listings/gate-dialog.tsx";
import { assertMayList } from "../../../../modules/listings/listing-policy.server.ts";
import { assertPackageAvailable } from "../../../../modules/packages/check-package-limit.server.ts";
import type { PackageFeature } from "../../../../modules/packages/package-features.ts";

/** The dialog a domain failure of the listing gates answers with, or null for other errors. */
export function gateForError(error: unknown): Gate | null {
  if (!isAppError(error)) return null;
  switch (error.code) {
    case "VERIFICATION_PENDING":
      return { tone: "warning", title: "verifyPendingTitle", message: "verifyPendingPostingDesc", okTo: "/user/agent-verification" };
    case "VERIFICATION_FAILED":
      return { tone: "error", title: "verifyFailTitle", message: "verifyFailDesc", okTo: "/user/agent-verification" };
    case "NOT_VERIFIED":
      return { tone: "error", title: "notVerifiedTitle", message: "youHaveNotVerifiedUser", okTo: "/user/agent-verification" };
    case "PACKAGE_REQUIRED":
    case "PACKAGE_LIMIT_OVER":
      return { tone: "error", title: "packageDialogTitle", message: error.key, okTo: "/subscription-plan" };
    default:
      return null;
  }
}

/** A gate failure as the form's error (the form then shows its message), or undefined for other errors. */
export function gateFailure(
  error: unknown,
  form: { lang: LanguageCode },
): { ok: false; message: string; errors: Record<string, string> } | undefined {
  const gate = gateForError(error);
  return gate ? { ok: false, message: translate(form.lang, gate.message), errors: {} } : undefined;
}

/**
 * The checks before a listing form opens (docs/product.md, "States"): the verification gate for
 * listings, then the package limit of `feature`. Null when the owner may go on.
 */
export async function listingGate(db: Db, actor: Actor, feature: PackageFeature): Promise<Gate | null> {
  const checked = await attempt(
    (async () => {
      if (feature === "property_list" || feature === "project_list") await assertMayList(db, actor);
      await assertPackageAvailable(db, actor, feature);
    })(),
  );
  if (!checked.error) return null;
  const gate = gateForError(checked.error);
  if (!gate) throw checked.error;
  return gate;
}
