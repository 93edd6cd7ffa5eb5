import type { Actor } from "../../lib/actor.server.ts";
import type { LanguageCode } from "../../lib/i18n/index.ts";
import type { Services } from "../../lib/services.server.ts";
import { listChats } from "../chat/list-chats.server.ts";
import { listLeads } from "../leads/list-leads.server.ts";
import { listPackages } from "../packages/list-packages.server.ts";
import { listFavourites } from "../properties/list-favourites.server.ts";
import { listListingFigures } from "../properties/list-listing-figures.server.ts";
import { cardView } from "../properties/property-view.server.ts";

/** How many of each the home shows; each section links to its full page. */
const recent = { listings: 20, chats: 5, leads: 5, favourites: 4 } as const;

/**
 * A member's home (`/user`): their listings' figures, the packages running now with usage and
 * end date, the latest conversations and leads, and their saved listings. Every part is read
 * for the actor alone.
 */
export async function getMemberHome(services: Pick<Services, "db" | "storage">, input: { actor: Actor; lang: LanguageCode }) {
  const { actor, lang } = input;
  const [listings, plans, chats, leads, saved] = await Promise.all([
    listListingFigures(services.db, { actor, limit: recent.listings }),
    listPackages(services.db, { actor, lang }),
    listChats(services, actor, { page: 1, per_page: recent.chats }),
    listLeads(services.db, { actor, box: "owner", limit: recent.leads, offset: 0 }),
    listFavourites(services, { actor, limit: recent.favourites, offset: 0, lang }),
  ]);
  const paidIds = new Set(plans.packages.filter((p) => !p.is_free).map((p) => p.id));
  return {
    listings,
    packages: plans.active_packages.map((p) => ({ ...p, is_free: !paidIds.has(p.package_id) })),
    chats,
    leads,
    // The page shows them as cards: only what a card shows (`cardView`).
    saved: { total: saved.total, items: saved.items.map(cardView) },
  };
}

export type MemberHome = Awaited<ReturnType<typeof getMemberHome>>;
