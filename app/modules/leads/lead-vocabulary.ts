/** The kinds and states of leads and the find-my-property timelines as stored; pages and handlers read them here. */
export { leadKinds, leadStates, requirementTimelines } from "../../../db/schema/leads.ts";
