import type { Actor } from "../../lib/actor.server.ts";
import type { LanguageCode } from "../../lib/i18n/index.ts";
import { getPropertyDetail } from "./get-property-detail.server.ts";
import type { PropertyDetail, ViewDeps } from "./property-view.server.ts";

export interface PropertyComparison {
  source_property: PropertyDetail;
  target_property: PropertyDetail;
}

/** Two listings side by side, each with its full detail (the premium gate applies to each). */
export async function compareProperties(
  deps: ViewDeps,
  input: { sourceId: number; targetId: number; actor?: Actor | null; lang: LanguageCode },
): Promise<PropertyComparison> {
  const [source, target] = await Promise.all([
    getPropertyDetail(deps, { id: input.sourceId, actor: input.actor, lang: input.lang }),
    getPropertyDetail(deps, { id: input.targetId, actor: input.actor, lang: input.lang }),
  ]);
  return { source_property: source, target_property: target };
}
