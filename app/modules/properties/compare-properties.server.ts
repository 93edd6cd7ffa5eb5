import type { Actor } from "../../lib/actor.server.ts";
import { AppError } from "../../lib/errors.ts";
import type { LanguageCode } from "../../lib/i18n/index.ts";
import { assertPackageAvailable } from "../packages/check-package-limit.server.ts";
import { packageRequiredMessage } from "../packages/package-features.ts";
import { getPropertyDetail } from "./get-property-detail.server.ts";
import type { ViewDeps } from "./property-view.server.ts";
import type { PropertyDetail } from "./property-detail-view.server.ts";

export interface PropertyComparison {
  source_property: PropertyDetail;
  target_property: PropertyDetail;
}

/**
 * Two listings side by side, each with its full detail. Comparing needs a package that
 * includes `premium_properties` (docs/decisions/009-compare-package.md): a visitor or a user
 * without it gets PACKAGE_REQUIRED; staff always may. The premium gate still applies to each.
 */
export async function compareProperties(
  deps: ViewDeps,
  input: { sourceId: number; targetId: number; actor?: Actor | null; lang: LanguageCode },
): Promise<PropertyComparison> {
  if (!input.actor) throw new AppError("PACKAGE_REQUIRED", { messageKey: packageRequiredMessage.premium_properties });
  await assertPackageAvailable(deps.db, input.actor, "premium_properties");
  const [source, target] = await Promise.all([
    getPropertyDetail(deps, { id: input.sourceId, actor: input.actor, lang: input.lang }),
    getPropertyDetail(deps, { id: input.targetId, actor: input.actor, lang: input.lang }),
  ]);
  return { source_property: source, target_property: target };
}
