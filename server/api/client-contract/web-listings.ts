import type { ReplayedCall } from "./replay.ts";

/**
 * eBroker Web 1.2.5's public reading calls (home, properties, projects, agents, articles,
 * places, map), as its `src/utils/api.js` makes them and its components read them
 * (udaykiran-2732/admin-web-app).
 */
export const webListingCalls: ReplayedCall[] = [];
