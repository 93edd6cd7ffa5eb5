import { z } from "zod";
import { flagInput, idInput, pagingInput, searchInput } from "../../app/lib/input-schemas.ts";
import { listAgentProperties } from "../../app/modules/agents/list-agent-properties.server.ts";
import { listAgents } from "../../app/modules/agents/list-agents.server.ts";
import { defineCall } from "./define-call.ts";

export const agentCalls = [
  defineCall({
    method: "GET",
    path: "agent-list",
    auth: "public",
    tag: "Agents",
    summary: "Users who list, verified first, with their public listing and project counts",
    input: z.object({ ...pagingInput, search: searchInput.optional(), is_verified: flagInput.optional() }),
    cacheSeconds: 60,
    handler: async ({ input, services }) => {
      const page = await listAgents(services, {
        limit: input.limit,
        offset: input.offset,
        search: input.search,
        verifiedOnly: input.is_verified,
      });
      return { data: page.items, total: page.total };
    },
  }),
  defineCall({
    method: "GET",
    path: "agent-properties",
    auth: "optional",
    tag: "Agents",
    summary: "An agent's card with their public listings, or their projects with is_projects",
    input: z.object({ ...pagingInput, id: idInput(), is_projects: flagInput.optional() }),
    handler: async ({ input, actor, services, lang }) => {
      const result = await listAgentProperties(services, {
        agentId: input.id,
        isProjects: input.is_projects,
        limit: input.limit,
        offset: input.offset,
        actor,
        lang,
      });
      return { data: result.data, total: result.total };
    },
  }),
];
