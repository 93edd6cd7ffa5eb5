import type { ReplayedCall } from "./replay.ts";

/**
 * The eBroker Flutter app 1.2.5's reading calls (home, properties, projects, agents, articles,
 * map), as its cubits make them and `lib/data/model/` reads them (perfectshelter/perfectshelter-app).
 */
export const flutterListingCalls: ReplayedCall[] = [];
