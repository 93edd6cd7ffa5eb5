import type { Actor } from "../../lib/actor.server.ts";
import type { LanguageCode } from "../../lib/i18n/index.ts";
import { listProjects } from "../projects/list-projects.server.ts";
import type { ProjectCard } from "../projects/project-view.server.ts";
import type { PropertyCard, ViewDeps } from "../properties/property-view.server.ts";
import { searchProperties } from "../properties/search-properties.server.ts";
import { getAgent, type AgentView } from "./list-agents.server.ts";

export interface AgentListings {
  customer_data: AgentView;
  properties_data: PropertyCard[];
  projects_data: ProjectCard[];
}

/**
 * agent-properties: an agent's card with their public listings, or their public projects
 * when `isProjects`; `total` counts whichever list was asked for.
 */
export async function listAgentProperties(
  deps: ViewDeps,
  input: { agentId: number; isProjects?: boolean; limit: number; offset: number; actor?: Actor | null; lang: LanguageCode },
): Promise<{ data: AgentListings; total: number }> {
  const agent = await getAgent(deps, input.agentId);
  if (input.isProjects) {
    const page = await listProjects(deps, { userId: agent.id, limit: input.limit, offset: input.offset, lang: input.lang });
    return { data: { customer_data: agent, properties_data: [], projects_data: page.items }, total: page.total };
  }
  const page = await searchProperties(deps, {
    filters: { userId: agent.id },
    limit: input.limit,
    offset: input.offset,
    actor: input.actor,
    lang: input.lang,
  });
  return { data: { customer_data: agent, properties_data: page.items, projects_data: [] }, total: page.total };
}
