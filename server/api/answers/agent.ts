/** An agent as agent-list, agent-properties and the home answer it: eBroker's names beside ours (docs/architecture.md, "The API contract"). */
import { z } from "zod";
import type { AgentView } from "../../../app/modules/agents/list-agents.server.ts";

export const agentAnswer = z
  .object({
    id: z.number().int(),
    /** The agent's address in eBroker's clients' links; agent-properties takes it back as slug_id. */
    slug_id: z.string(),
    name: z.string(),
    profile: z.string().nullable(),
    email: z.string().nullable(),
    mobile: z.string().nullable(),
    is_verified: z.boolean(),
    /** eBroker's clients tell staff listings from members'; an agent here is always a member. */
    is_admin: z.boolean(),
    property_count: z.number().int(),
    projects_count: z.number().int(),
  })
  .loose();

/** An agent's slug_id: the id as text, so a client may link by it and agent-properties finds the agent by either. */
export function agentSlugId(id: number): string {
  return String(id);
}

export function toAgentAnswer(agent: AgentView) {
  return { ...agent, slug_id: agentSlugId(agent.id), is_admin: false };
}
